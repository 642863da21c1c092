import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { conversationDecider as d, titleFromQuestion, type ConversationCommand } from './conversation.decider.js';

const id = 'c1';
const owner = 'u1';
const given = (events: ConversationEvent[]) => ({
  when: (c: ConversationCommand) => d.decide(c, events.reduce(d.evolve, d.initialState)),
});
const started: ConversationEvent = { type: 'ConversationStarted', data: { conversationId: id, ownerId: owner, title: 'New Conversation' } };
const posted: ConversationEvent = { type: 'MessagePosted', data: { conversationId: id, ownerId: owner, messageId: 'm1', content: 'hi', language: 'en' } };
const replied: ConversationEvent = {
  type: 'AssistantReplied',
  data: { conversationId: id, ownerId: owner, messageId: 'm2', inReplyTo: 'm1', content: 'x', sourceDocs: [], mode: 'extractive', timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 }, error: null },
};

describe('conversation decider', () => {
  it('starts once', () => {
    expect(given([]).when({ type: 'Start', conversationId: id, ownerId: owner, title: 'T' })).toEqual([
      { type: 'ConversationStarted', data: { conversationId: id, ownerId: owner, title: 'T' } },
    ]);
    expect(given([started]).when({ type: 'Start', conversationId: id, ownerId: owner, title: 'T' })).toBeInstanceOf(DomainError);
  });

  it("answers not_found for someone else's or a deleted conversation", () => {
    const other = given([started]).when({ type: 'Rename', conversationId: id, ownerId: 'u2', title: 'X' });
    expect(other).toEqual(new DomainError('not_found'));
    const deleted = given([started, { type: 'ConversationDeleted', data: { conversationId: id, ownerId: owner } }]);
    expect(deleted.when({ type: 'PostMessage', conversationId: id, ownerId: owner, messageId: 'm', content: 'q', language: 'en' })).toEqual(new DomainError('not_found'));
  });

  it('renames only when the title changes', () => {
    expect(given([started]).when({ type: 'Rename', conversationId: id, ownerId: owner, title: 'New Conversation' })).toEqual([]);
    expect(given([started]).when({ type: 'Rename', conversationId: id, ownerId: owner, title: 'Leave' })).toHaveLength(1);
  });

  it('records a reply only to a posted user message, and rates only assistant replies, once per value', () => {
    const reply = { type: 'RecordReply' as const, conversationId: id, ownerId: owner, messageId: 'm2', inReplyTo: 'm1', content: 'x', sourceDocs: [], mode: 'extractive' as const, timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 }, error: null };
    expect(given([started]).when(reply)).toEqual(new DomainError('not_found'));
    expect(given([started, posted]).when(reply)).toEqual([replied]);
    expect(given([started, posted, replied]).when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm1', helpful: true })).toEqual(new DomainError('not_found'));
    const rated = given([started, posted, replied]).when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm2', helpful: true });
    expect(rated).toEqual([{ type: 'AnswerRated', data: { conversationId: id, ownerId: owner, messageId: 'm2', helpful: true } }]);
    const again = given([started, posted, replied, ...(rated as ConversationEvent[])]);
    expect(again.when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm2', helpful: true })).toEqual([]);
    expect(again.when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm2', helpful: false })).toHaveLength(1);
  });

  it('titles a conversation from its first question', () => {
    expect(titleFromQuestion('  How many days of annual leave do I get?\nthanks')).toBe('How many days of annual leave do I get?');
    const long = 'What is the procedure for activating a new postpaid line for a corporate customer with a civil ID';
    expect(titleFromQuestion(long).length).toBeLessThanOrEqual(61);
    expect(titleFromQuestion(long).endsWith('…')).toBe(true);
  });
});
