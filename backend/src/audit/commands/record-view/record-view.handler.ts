import { Inject, Injectable } from '@nestjs/common';
import { auditReaderStreamId, type AuditRecordViewed, type AuditViewKind } from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import type { Decider, DomainError } from '../../../shared/event-sourcing/decider.js';

/** Event types whose data holds what a user wrote or was answered in a private conversation. */
export const PRIVATE_CONTENT_TYPES = new Set(['MessagePosted', 'AssistantReplied', 'ConversationStarted', 'ConversationRenamed']);
/** Event types whose data holds what a user asked one of their knowledge files, or was answered from it. */
export const FILE_QUESTION_CONTENT_TYPES = new Set(['FileQuestionAsked', 'FileQuestionAnswered']);

export interface ViewedContent {
  conversationId: string | null;
  ownerId: string | null;
  type: string;
  /** The event's stream: a question asked of one file is named by it (it has no conversation). */
  streamId?: string;
}

/** The conversation (or, for a question to one file, the question's stream) whose private content an event shows. */
function privatePlace(s: ViewedContent): string | null {
  if (PRIVATE_CONTENT_TYPES.has(s.type)) return s.conversationId;
  if (FILE_QUESTION_CONTENT_TYPES.has(s.type)) return s.streamId ?? null;
  return null;
}

type RecordView = { type: 'RecordView'; readerId: string; via: AuditViewKind; conversations: { conversationId: string; ownerId: string }[]; messageId: string | null };

/** A reader's stream only ever grows: every view is recorded, nothing is refused. */
const readerDecider: Decider<null, RecordView, AuditRecordViewed> = {
  initialState: null,
  decide: ({ readerId, via, conversations, messageId }) => [{ type: 'AuditRecordViewed', data: { readerId, via, conversations, messageId } }],
  evolve: (state) => state,
};

/** Records that an auditor or admin read other users' conversation content (who watches the watchers). */
@Injectable()
export class RecordViewHandler {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The conversations of others among `shown`, recorded before they are shown; nothing when there are none. */
  async record(ctx: CommandContext, via: AuditViewKind, shown: ViewedContent[], messageId: string | null = null): Promise<DomainError | null> {
    const seen = new Map<string, string>();
    for (const s of shown) {
      const place = privatePlace(s);
      if (!place || !s.ownerId || s.ownerId === ctx.actor) continue;
      seen.set(place, s.ownerId);
    }
    if (!seen.size) return null;
    const conversations = [...seen].map(([conversationId, ownerId]) => ({ conversationId, ownerId }));
    const result = await handleCommand(this.store, auditReaderStreamId(ctx.actor), readerDecider, { type: 'RecordView', readerId: ctx.actor, via, conversations, messageId }, ctx);
    return 'events' in result ? null : result;
  }
}
