import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { fold } from '../../shared/event-sourcing/decider.js';
import { conversationDecider, titleFromQuestion, turnsBefore, TURNS_KEPT } from './conversation.decider.js';

const id = 'c1';
const owner = 'u1';
const given = DeciderSpecification.for(conversationDecider);
const started: ConversationEvent = { type: 'ConversationStarted', data: { conversationId: id, ownerId: owner, title: 'New Conversation' } };
const posted: ConversationEvent = {
  type: 'MessagePosted',
  data: { conversationId: id, ownerId: owner, messageId: 'm1', content: 'hi', language: 'en' },
};
const replied: ConversationEvent = {
  type: 'AssistantReplied',
  data: {
    conversationId: id,
    ownerId: owner,
    messageId: 'm2',
    inReplyTo: 'm1',
    content: 'x',
    sourceDocs: [],
    mode: 'extractive',
    timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 },
    error: null,
  },
};

describe('conversation decider', () => {
  it('starts once', () => {
    given([])
      .when({ type: 'Start', conversationId: id, ownerId: owner, title: 'T' })
      .then([{ type: 'ConversationStarted', data: { conversationId: id, ownerId: owner, title: 'T' } }]);
    given([started]).when({ type: 'Start', conversationId: id, ownerId: owner, title: 'T' }).thenFails();
  });

  it("answers not_found for someone else's or a deleted conversation", () => {
    given([started]).when({ type: 'Rename', conversationId: id, ownerId: 'u2', title: 'X' }).thenFails(new DomainError('not_found'));
    given([started, { type: 'ConversationDeleted', data: { conversationId: id, ownerId: owner } }])
      .when({ type: 'PostMessage', conversationId: id, ownerId: owner, messageId: 'm', content: 'q', language: 'en' })
      .thenFails(new DomainError('not_found'));
  });

  it('records the file attached to a question with it (issue 31), and nothing extra without one', () => {
    const renamed = { type: 'ConversationRenamed', data: { conversationId: id, ownerId: owner, title: 'q' } } as const;
    const attachment = { fileId: 'f1', filename: 'lounge.txt' };
    given([started])
      .when({ type: 'PostMessage', conversationId: id, ownerId: owner, messageId: 'm', content: 'q', language: 'en', attachment })
      .then([
        { type: 'MessagePosted', data: { conversationId: id, ownerId: owner, messageId: 'm', content: 'q', language: 'en', attachment } },
        renamed,
      ]);
    given([started])
      .when({ type: 'PostMessage', conversationId: id, ownerId: owner, messageId: 'm', content: 'q', language: 'en' })
      .then([
        { type: 'MessagePosted', data: { conversationId: id, ownerId: owner, messageId: 'm', content: 'q', language: 'en' } },
        renamed,
      ]);
  });

  it('renames only when the title changes', () => {
    given([started]).when({ type: 'Rename', conversationId: id, ownerId: owner, title: 'New Conversation' }).then([]);
    given([started])
      .when({ type: 'Rename', conversationId: id, ownerId: owner, title: 'Leave' })
      .then([{ type: 'ConversationRenamed', data: { conversationId: id, ownerId: owner, title: 'Leave' } }]);
  });

  it('records a reply only to a posted user message, and rates only assistant replies, once per value', () => {
    const reply = {
      type: 'RecordReply' as const,
      conversationId: id,
      ownerId: owner,
      messageId: 'm2',
      inReplyTo: 'm1',
      content: 'x',
      sourceDocs: [],
      mode: 'extractive' as const,
      timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 },
      error: null,
    };
    given([started]).when(reply).thenFails(new DomainError('not_found'));
    given([started, posted]).when(reply).then([replied]);
    given([started, posted, replied])
      .when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm1', helpful: true })
      .thenFails(new DomainError('not_found'));
    const rated = given([started, posted, replied])
      .when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm2', helpful: true })
      .then([{ type: 'AnswerRated', data: { conversationId: id, ownerId: owner, messageId: 'm2', helpful: true } }]);
    const again = given([started, posted, replied, ...rated]);
    again.when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm2', helpful: true }).then([]);
    again
      .when({ type: 'Rate', conversationId: id, ownerId: owner, messageId: 'm2', helpful: false })
      .then([{ type: 'AnswerRated', data: { conversationId: id, ownerId: owner, messageId: 'm2', helpful: false } }]);
  });

  it('records with a reply the document versions and passages it read', () => {
    const sourceVersions = [{ documentId: 'd1', version: 3, passage: 'Annual leave is 30 days.' }];
    const reply = { type: 'RecordReply' as const, ...replied.data, sourceVersions };
    given([started, posted])
      .when(reply)
      .then([{ type: 'AssistantReplied', data: { ...replied.data, sourceVersions } }]);
  });

  it('records with a reply how its question was read before searching', () => {
    const reading = { kind: 'with_previous' as const, searched: 'and after that?', previous: 'How many sick days do I get?' };
    given([started, posted])
      .when({ type: 'RecordReply' as const, ...replied.data, reading })
      .then([{ type: 'AssistantReplied', data: { ...replied.data, reading } }]);
  });

  it('records a question once however often it is sent, and answers it once', () => {
    const post = {
      type: 'PostMessage' as const,
      conversationId: id,
      ownerId: owner,
      messageId: 'm1',
      content: 'hi',
      language: 'en' as const,
    };
    const titled: ConversationEvent = { type: 'ConversationStarted', data: { conversationId: id, ownerId: owner, title: 'hi' } };
    given([titled]).when(post).then([posted]);
    given([started, posted]).when(post).then([]);
    given([started, posted, replied])
      .when({ ...post, messageId: 'm2' })
      .thenFails(new DomainError('message_exists'));
    const second = { type: 'RecordReply' as const, ...replied.data, messageId: 'm3' };
    given([started, posted, replied])
      .when(second)
      .thenFails(new DomainError('already_replied', { replyId: 'm2' }));
  });

  it('titles a conversation still called "New Conversation" by its first question, and only by the first', () => {
    const post = {
      type: 'PostMessage' as const,
      conversationId: id,
      ownerId: owner,
      messageId: 'm1',
      content: 'How do I connect to the VPN from home?',
      language: 'en' as const,
    };
    const question: ConversationEvent = {
      type: 'MessagePosted',
      data: { conversationId: id, ownerId: owner, messageId: 'm1', content: post.content, language: 'en' },
    };
    const titled: ConversationEvent = {
      type: 'ConversationRenamed',
      data: { conversationId: id, ownerId: owner, title: 'How do I connect to the VPN from home?' },
    };
    given([started]).when(post).then([question, titled]);
    const arabicDefault: ConversationEvent = {
      type: 'ConversationStarted',
      data: { conversationId: id, ownerId: owner, title: 'محادثة جديدة' },
    };
    given([arabicDefault]).when(post).then([question, titled]);
    // Later questions leave the title alone.
    given([started, question, titled])
      .when({ ...post, messageId: 'm3', content: 'And from abroad?' })
      .then([
        {
          type: 'MessagePosted',
          data: { conversationId: id, ownerId: owner, messageId: 'm3', content: 'And from abroad?', language: 'en' },
        },
      ]);
  });

  it('keeps a title the user gave, even one that reads like the default', () => {
    const post = {
      type: 'PostMessage' as const,
      conversationId: id,
      ownerId: owner,
      messageId: 'm1',
      content: 'hi',
      language: 'en' as const,
    };
    const renamedTo = (title: string): ConversationEvent => ({
      type: 'ConversationRenamed',
      data: { conversationId: id, ownerId: owner, title },
    });
    given([started, renamedTo('Leave questions')])
      .when(post)
      .then([posted]);
    given([started, renamedTo('Draft'), renamedTo('New Conversation')])
      .when(post)
      .then([posted]);
    // Started by its question: already titled by it.
    given([{ type: 'ConversationStarted', data: { conversationId: id, ownerId: owner, title: 'hi' } }])
      .when(post)
      .then([posted]);
  });

  it('titles a conversation from its first question', () => {
    expect(titleFromQuestion('  How many days of annual leave do I get?\nthanks')).toBe('How many days of annual leave do I get?');
    const long = 'What is the procedure for activating a new postpaid line for a corporate customer with a civil ID';
    expect(titleFromQuestion(long).length).toBeLessThanOrEqual(61);
    expect(titleFromQuestion(long).endsWith('…')).toBe(true);
  });

  it("records the owner's answer to 'Was this conversation useful?', once per change, never someone else's", () => {
    const yes: ConversationEvent = { type: 'ConversationRated', data: { conversationId: id, ownerId: owner, useful: true } };
    given([started]).when({ type: 'RateConversation', conversationId: id, ownerId: owner, useful: true }).then([yes]);
    given([started, yes]).when({ type: 'RateConversation', conversationId: id, ownerId: owner, useful: true }).then([]);
    given([started, yes])
      .when({ type: 'RateConversation', conversationId: id, ownerId: owner, useful: false })
      .then([{ type: 'ConversationRated', data: { conversationId: id, ownerId: owner, useful: false } }]);
    given([started])
      .when({ type: 'RateConversation', conversationId: id, ownerId: 'u2', useful: true })
      .thenFails(new DomainError('not_found'));
  });

  describe('the turns a follow-up is answered with, kept in the state (no query of the messages)', () => {
    const ask = (n: number, content = `question ${n}`): ConversationEvent => ({
      type: 'MessagePosted',
      data: { conversationId: id, ownerId: owner, messageId: `q${n}`, content, language: 'en' },
    });
    const reply = (n: number, docs: string[] = [`d${n}`]): ConversationEvent => ({
      type: 'AssistantReplied',
      data: {
        ...(replied.data as Extract<ConversationEvent, { type: 'AssistantReplied' }>['data']),
        messageId: `r${n}`,
        inReplyTo: `q${n}`,
        content: `answer ${n}`,
        sourceDocs: docs.map((d) => ({ id: d, title: d, category: 'hr_policies' })),
      },
    });
    const turn = (n: number, sourceIds: string[] = [`d${n}`]) => ({ question: `question ${n}`, answer: `answer ${n}`, sourceIds });
    const turnsAfter = (history: ConversationEvent[], questionId: string) => turnsBefore(fold(conversationDecider, history), questionId);

    it('gives a new question the last ten turns, oldest first, with the reply text and the ids it cited', () => {
      const history = [started, ...Array.from({ length: 12 }, (_, i) => [ask(i + 1), reply(i + 1)]).flat(), ask(13)];
      expect(TURNS_KEPT).toBe(10);
      expect(turnsAfter(history, 'q13')).toEqual(Array.from({ length: 10 }, (_, i) => turn(i + 3)));
      expect(turnsAfter([started, ask(1), reply(1, []), ask(2)], 'q2')).toEqual([turn(1, [])]);
      expect(turnsAfter([started, ask(1)], 'q1')).toEqual([]);
    });

    it('leaves out a question that got no reply, and pairs each reply with the question it answers', () => {
      expect(turnsAfter([started, ask(1), ask(2), reply(2), ask(3)], 'q3')).toEqual([turn(2)]);
      // Two questions sent side by side, answered in turn: each reply with its own question.
      expect(turnsAfter([started, ask(1), ask(2), reply(1), reply(2), ask(3)], 'q3')).toEqual([turn(1), turn(2)]);
    });

    it('gives a question sent again (its reply never recorded) only the turns before it', () => {
      const history = [started, ask(1), reply(1), ask(2), ask(3), reply(3)];
      expect(turnsAfter(history, 'q2')).toEqual([turn(1)]);
      // Decided on the kept state, sending it again records nothing new, and its answer is still due.
      given(history)
        .when({ type: 'PostMessage', conversationId: id, ownerId: owner, messageId: 'q2', content: 'question 2', language: 'en' })
        .then([]);
      given(history)
        .when({ type: 'RecordReply', ...(reply(2).data as Extract<ConversationEvent, { type: 'AssistantReplied' }>['data']) })
        .then([reply(2)]);
    });
  });
});
