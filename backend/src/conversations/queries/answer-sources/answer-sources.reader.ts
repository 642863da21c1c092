import { Inject, Injectable } from '@nestjs/common';
import {
  conversationStreamId,
  documentStreamId,
  knowledgeFileStreamId,
  type AnswerSource,
  type AnswerSources,
  type AssistantReplied,
  type SourceDoc,
} from '@kb/contracts';
import { fileAt, foldUntil, locatePassage, toAuditState } from '../../../audit/answer-provenance.js';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { passageMarks } from './passage-marks.js';

type Reply = AssistantReplied['data'] & { at: string };

/**
 * The sources of one of the owner's answers as that answer read them (issue 48): each cited
 * document or knowledge file folded to the version the reply recorded (or, for replies older than
 * that record, to the reply's moment), with the passages it quoted and where they are in that text,
 * and what the source is now. Read from the event log, so later edits change nothing in it.
 */
@Injectable()
export class AnswerSourcesReader {
  constructor(
    private readonly queries: ConversationQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Null when the message is not an answer of `ownerId`'s (anyone else's is not found). */
  async read(ownerId: string, messageId: string, seesEveryStatus: boolean): Promise<AnswerSources | null> {
    const message = await this.queries.message(ownerId, messageId);
    if (!message || message.role !== 'assistant') return null;
    const events = await this.store.readStream(conversationStreamId(message.conversationId));
    const stored = events.find((e) => e.type === 'AssistantReplied' && (e.data as AssistantReplied['data']).messageId === messageId);
    if (!stored) return null;
    const reply: Reply = { ...(stored.data as AssistantReplied['data']), at: stored.metadata.at };
    const sources = await Promise.all(
      reply.sourceDocs.map((doc) => (doc.kind === 'file' ? this.file(reply, doc) : this.document(reply, doc, seesEveryStatus))),
    );
    return { messageId, conversationId: message.conversationId, sources };
  }

  private recorded(reply: Reply, id: string) {
    const versions = (reply.sourceVersions ?? []).filter((v) => v.documentId === id);
    return { version: versions[0]?.version ?? null, passages: versions.map((v) => v.passage) };
  }

  private async document(reply: Reply, doc: SourceDoc, seesEveryStatus: boolean): Promise<AnswerSource> {
    const history = await this.store.readStream(documentStreamId(doc.id));
    const { version, passages } = this.recorded(reply, doc.id);
    const quoted = toAuditState(
      version !== null
        ? foldUntil(
            history.filter((e) => e.streamVersion < version),
            null,
          )
        : foldUntil(history, new Date(reply.at)),
    );
    const now = toAuditState(foldUntil(history, null));
    const readable = now && !now.deleted && (now.status === 'active' || seesEveryStatus);
    const content = quoted?.content ?? null;
    const quotedPassages = passages.length
      ? passages
      : content
        ? [locatePassage(content, reply.content)].filter((p): p is string => p !== null)
        : [];
    return {
      id: doc.id,
      kind: 'document',
      title: quoted?.title ?? doc.title,
      content,
      passages: quotedPassages,
      marks: content ? passageMarks(content, quotedPassages) : [],
      version: quoted?.version ?? null,
      current: readable ? { version: now.version, title: now.title } : null,
      changed: Boolean(quoted && now && (quoted.content !== now.content || quoted.title !== now.title)),
    };
  }

  /** A knowledge file quoted: the text read from it at the version the answer read. */
  private async file(reply: Reply, doc: SourceDoc): Promise<AnswerSource> {
    const history = await this.store.readStream(knowledgeFileStreamId(doc.id));
    const { version, passages } = this.recorded(reply, doc.id);
    const quoted = fileAt(history, version !== null ? { version } : { asOf: new Date(reply.at) });
    const now = fileAt(history, { version: Number.POSITIVE_INFINITY });
    const deleted = history.some((e) => e.type === 'KnowledgeFileDeleted');
    const content = quoted.text;
    const quotedPassages = passages.length
      ? passages
      : content
        ? [locatePassage(content, reply.content)].filter((p): p is string => p !== null)
        : [];
    return {
      id: doc.id,
      kind: 'file',
      title: quoted.filename ?? doc.title,
      content,
      passages: quotedPassages,
      marks: content ? passageMarks(content, quotedPassages) : [],
      version: quoted.filename === null ? null : quoted.version,
      current: !deleted && now.filename ? { version: now.version, title: now.filename } : null,
      changed: !deleted && now.text !== null && now.text !== quoted.text,
    };
  }
}
