import { Inject, Injectable } from '@nestjs/common';
import { documentStreamId, type AssistantReplied, type AuditProvenance, type AuditProvenanceSource, type MessagePosted } from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore, StoredEvent } from '../../../event-store/event-store.port.js';
import { foldUntil, toAuditState } from '../../domain/document-timeline.js';
import { locatePassage } from '../../domain/locate-passage.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

type Posted = StoredEvent & { type: 'MessagePosted'; data: MessagePosted['data'] };
type Replied = StoredEvent & { type: 'AssistantReplied'; data: AssistantReplied['data'] };

/**
 * Rebuilds an answer's provenance from the log: the conversation's events, and each cited document
 * folded to the version the reply recorded, or (older replies) to the reply's moment. Later edits or
 * a deletion of the document change nothing here.
 */
@Injectable()
export class ProvenanceReader {
  constructor(
    private readonly queries: AuditLogQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async read(messageId: string): Promise<AuditProvenance | null> {
    const named = await this.queries.byMessageId(messageId);
    if (!named.length) return null;
    const events = await this.store.readStream(named[0].streamId);
    const posted = events.filter((e): e is Posted => e.type === 'MessagePosted');
    const replies = events.filter((e): e is Replied => e.type === 'AssistantReplied');
    const asReply = replies.find((e) => e.data.messageId === messageId);
    const question = posted.find((e) => e.data.messageId === (asReply ? asReply.data.inReplyTo : messageId));
    if (!question) return null;
    const reply = asReply ?? replies.find((e) => e.data.inReplyTo === messageId) ?? null;
    const [positions, names] = await Promise.all([
      this.queries.positionsOf([question.id, ...(reply ? [reply.id] : [])]),
      this.queries.userNames([question.data.ownerId]),
    ]);
    return {
      conversationId: question.data.conversationId,
      ownerId: question.data.ownerId,
      ownerName: names.get(question.data.ownerId) ?? null,
      question: { messageId: question.data.messageId, content: question.data.content, language: question.data.language, at: question.metadata.at, position: positions.get(question.id) ?? null },
      reply: reply && {
        messageId: reply.data.messageId,
        content: reply.data.content,
        mode: reply.data.mode,
        error: reply.data.error,
        at: reply.metadata.at,
        position: positions.get(reply.id) ?? null,
      },
      sources: reply ? await Promise.all(reply.data.sourceDocs.map((s) => this.source(reply, s.id, s.title))) : [],
    };
  }

  private async source(reply: Replied, documentId: string, citedTitle: string): Promise<AuditProvenanceSource> {
    const history = await this.store.readStream(documentStreamId(documentId));
    const recorded = reply.data.sourceVersions?.find((v) => v.documentId === documentId);
    const at = recorded
      ? foldUntil(history.filter((e) => e.streamVersion < recorded.version), null)
      : foldUntil(history, new Date(reply.metadata.at));
    const doc = toAuditState(at);
    return {
      documentId,
      version: doc?.version ?? null,
      title: doc?.title ?? citedTitle,
      content: doc?.content ?? null,
      passage: recorded?.passage ?? (doc ? locatePassage(doc.content, reply.data.content) : null),
      basis: recorded ? 'recorded' : 'derived',
    };
  }
}
