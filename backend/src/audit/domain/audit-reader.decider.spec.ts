import { describe, expect, it } from 'vitest';
import type { AuditRecordViewed } from '@kb/contracts';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { othersConversations, readerDecider, type RecordView } from './audit-reader.decider.js';

const given = DeciderSpecification.for(readerDecider);
const view = (
  conversations: RecordView['conversations'],
  via: RecordView['via'] = 'events',
  messageId: string | null = null,
): RecordView => ({
  type: 'RecordView',
  readerId: 'u-auditor',
  via,
  conversations,
  messageId,
});
const viewed = (command: RecordView): AuditRecordViewed => {
  const { type: _type, ...data } = command;
  return { type: 'AuditRecordViewed', data };
};

describe('Audit reader stream', () => {
  it('records each view of others’ conversations, with how it was read', () => {
    const first = view([{ conversationId: 'c1', ownerId: 'u-alice' }]);
    given([])
      .when(first)
      .then([viewed(first)]);
    const second = view([{ conversationId: 'c2', ownerId: 'u-bob' }], 'provenance', 'm-7');
    given([viewed(first)])
      .when(second)
      .then([viewed(second)]);
  });

  it('records the same view again: the stream only grows, nothing is refused', () => {
    const again = view([{ conversationId: 'c1', ownerId: 'u-alice' }], 'export');
    given([viewed(again), viewed(again)])
      .when(again)
      .then([viewed(again)]);
  });

  it('records nothing for a view that showed no one else’s conversation', () => {
    given([]).when(view([])).then([]);
  });
});

describe('Whose private content a view showed', () => {
  it('names each conversation of another owner once, by the events that hold private words', () => {
    const shown = [
      { type: 'MessagePosted', conversationId: 'c1', ownerId: 'u-alice' },
      { type: 'AssistantReplied', conversationId: 'c1', ownerId: 'u-alice' },
      { type: 'SavedItemAdded', conversationId: 'c2', ownerId: 'u-bob' },
      { type: 'DocumentCreated', conversationId: null, ownerId: 'u-admin' },
    ];
    expect(othersConversations('u-auditor', shown)).toEqual([
      { conversationId: 'c1', ownerId: 'u-alice' },
      { conversationId: 'c2', ownerId: 'u-bob' },
    ]);
  });

  it('leaves out the reader’s own conversations and content with no known owner', () => {
    const shown = [
      { type: 'MessagePosted', conversationId: 'c1', ownerId: 'u-auditor' },
      { type: 'ConversationRenamed', conversationId: 'c3', ownerId: null },
    ];
    expect(othersConversations('u-auditor', shown)).toEqual([]);
  });

  it('names a question asked of a knowledge file by its stream, having no conversation', () => {
    const shown = [
      { type: 'FileQuestionAsked', conversationId: null, ownerId: 'u-alice', streamId: 'file-question-q1' },
      { type: 'FileQuestionAnswered', conversationId: null, ownerId: 'u-alice', streamId: 'file-question-q1' },
      { type: 'FileQuestionAsked', conversationId: null, ownerId: 'u-bob' },
    ];
    expect(othersConversations('u-auditor', shown)).toEqual([{ conversationId: 'file-question-q1', ownerId: 'u-alice' }]);
  });
});
