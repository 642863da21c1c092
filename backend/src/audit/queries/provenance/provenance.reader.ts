import { Inject, Injectable } from '@nestjs/common';
import {
  documentStreamId,
  type AnswerReading,
  knowledgeFileStreamId,
  type AnswerMode,
  type AuditProvenance,
  type AuditProvenanceSource,
  type Language,
  type ReplySourceVersion,
  type SourceDoc,
} from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore, StoredEvent } from '../../../event-store/event-store.port.js';
import { foldUntil, toAuditState } from '../../domain/document-timeline.js';
import { fileAt } from '../../domain/file-at.js';
import { locatePassage } from '../../domain/locate-passage.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

/** A question as recorded in a conversation (MessagePosted) or of one file (FileQuestionAsked): the same fields. */
interface Question {
  event: StoredEvent;
  messageId: string;
  ownerId: string;
  content: string;
  language: Language;
  conversationId: string | null;
  fileId: string | null;
}

/** An answer as recorded (AssistantReplied, FileQuestionAnswered): the same fields. */
interface Answer {
  event: StoredEvent;
  messageId: string;
  inReplyTo: string;
  content: string;
  mode: AnswerMode;
  error: string | null;
  sourceDocs: SourceDoc[];
  sourceVersions?: ReplySourceVersion[];
  reading?: AnswerReading;
}

const QUESTION_TYPES = new Set(['MessagePosted', 'FileQuestionAsked']);
const ANSWER_TYPES = new Set(['AssistantReplied', 'FileQuestionAnswered']);

function questionOf(event: StoredEvent): Question | null {
  if (!QUESTION_TYPES.has(event.type)) return null;
  const d = event.data as Omit<Question, 'event' | 'conversationId' | 'fileId'> & { conversationId?: string; fileId?: string };
  return {
    event,
    messageId: d.messageId,
    ownerId: d.ownerId,
    content: d.content,
    language: d.language,
    conversationId: d.conversationId ?? null,
    fileId: d.fileId ?? null,
  };
}

function answerOf(event: StoredEvent): Answer | null {
  return ANSWER_TYPES.has(event.type) ? { ...(event.data as Omit<Answer, 'event'>), event } : null;
}

/**
 * Rebuilds an answer's provenance from the log: the question's stream (a conversation, or a question
 * asked of one knowledge file), and each cited document or file folded to the version the answer
 * recorded, or (older replies) to the answer's moment. Later edits or a deletion change nothing here.
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
    const questions = events.map(questionOf).filter((q): q is Question => q !== null);
    const answers = events.map(answerOf).filter((a): a is Answer => a !== null);
    const asAnswer = answers.find((a) => a.messageId === messageId);
    const question = questions.find((q) => q.messageId === (asAnswer ? asAnswer.inReplyTo : messageId));
    if (!question) return null;
    const answer = asAnswer ?? answers.find((a) => a.inReplyTo === messageId) ?? null;
    const [positions, names] = await Promise.all([
      this.queries.positionsOf([question.event.id, ...(answer ? [answer.event.id] : [])]),
      this.queries.userNames([question.ownerId]),
    ]);
    return {
      conversationId: question.conversationId,
      ...(question.fileId ? { fileId: question.fileId } : {}),
      ownerId: question.ownerId,
      ownerName: names.get(question.ownerId) ?? null,
      question: {
        messageId: question.messageId,
        content: question.content,
        language: question.language,
        at: question.event.metadata.at,
        position: positions.get(question.event.id) ?? null,
      },
      reply: answer && {
        messageId: answer.messageId,
        content: answer.content,
        mode: answer.mode,
        error: answer.error,
        at: answer.event.metadata.at,
        position: positions.get(answer.event.id) ?? null,
        reading: answer.reading ?? null,
      },
      sources: answer
        ? await Promise.all(answer.sourceDocs.map((s) => (s.kind === 'file' ? this.file(answer, s) : this.document(answer, s.id, s.title))))
        : [],
    };
  }

  private async document(answer: Answer, documentId: string, citedTitle: string): Promise<AuditProvenanceSource> {
    const history = await this.store.readStream(documentStreamId(documentId));
    const recorded = answer.sourceVersions?.find((v) => v.documentId === documentId);
    const at = recorded
      ? foldUntil(
          history.filter((e) => e.streamVersion < recorded.version),
          null,
        )
      : foldUntil(history, new Date(answer.event.metadata.at));
    const doc = toAuditState(at);
    return {
      documentId,
      version: doc?.version ?? null,
      title: doc?.title ?? citedTitle,
      content: doc?.content ?? null,
      passage: recorded?.passage ?? (doc ? locatePassage(doc.content, answer.content) : null),
      basis: recorded ? 'recorded' : 'derived',
    };
  }

  /** A knowledge file quoted: its name and the text read from it at the version the answer read. */
  private async file(answer: Answer, source: SourceDoc): Promise<AuditProvenanceSource> {
    const history = await this.store.readStream(knowledgeFileStreamId(source.id));
    const recorded = answer.sourceVersions?.find((v) => v.documentId === source.id);
    const at = fileAt(history, recorded ? { version: recorded.version } : { asOf: new Date(answer.event.metadata.at) });
    return {
      documentId: source.id,
      version: at.filename === null ? null : at.version,
      title: at.filename ?? source.title,
      content: at.text,
      passage: recorded?.passage ?? (at.text ? locatePassage(at.text, answer.content) : null),
      basis: recorded ? 'recorded' : 'derived',
    };
  }
}
