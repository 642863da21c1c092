import { Inject, Injectable } from '@nestjs/common';
import { auditReaderStreamId, type AuditViewKind } from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import type { DomainError } from '../../../shared/event-sourcing/decider.js';
import { othersConversations, readerDecider, type ViewedContent } from '../../domain/audit-reader.decider.js';

/** Records that an auditor or admin read other users' conversation content (who watches the watchers). */
@Injectable()
export class RecordViewHandler {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The conversations of others among `shown`, recorded before they are shown; nothing when there are none. */
  async record(
    ctx: CommandContext,
    via: AuditViewKind,
    shown: ViewedContent[],
    messageId: string | null = null,
  ): Promise<DomainError | null> {
    const conversations = othersConversations(ctx.actor, shown);
    // Nothing to record: the reader's stream is not even read.
    if (!conversations.length) return null;
    const result = await handleCommand(
      this.store,
      auditReaderStreamId(ctx.actor),
      readerDecider,
      { type: 'RecordView', readerId: ctx.actor, via, conversations, messageId },
      ctx,
    );
    return 'events' in result ? null : result;
  }
}
