import {
  CONVERSATION_EVENT_TYPES,
  DOCUMENT_EVENT_TYPES,
  GLOSSARY_EVENT_TYPES,
  SIMPLE_CHAT_EVENT_TYPES,
  USER_EVENT_TYPES,
  type ConversationEvent,
  type DocumentEvent,
  type GlossaryEvent,
  type SettingsEvent,
  type SimpleChatEvent,
  type UserEvent,
} from '@kb/contracts';
import type { Queryable } from '../../../database/database.js';
import type { StoredEvent } from '../../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../../projections/projector.js';
import { decodeEventOf } from '../../../shared/event-sourcing/decider.js';
import { ANALYSER_VERSION, questionTerms } from '../../../assistant/analysis.js';

export const ANALYTICS_PROJECTOR = 'analytics';
const SETTINGS_TYPES: readonly SettingsEvent['type'][] = ['AssistantSettingsChanged'];
/** Sign-in traffic is left out of the activity lines: it would push every real change off the five shown. */
const QUIET_USER_EVENTS = new Set<UserEvent['type']>(['UserSignedIn', 'UserSignInFailed', 'UserSignedOut', 'UserPasswordChanged']);

/**
 * What the admin dashboard and the Analytics tab read. `analytics_questions` holds each question
 * with how it was answered and rated, but never who asked (no owner column). A deleted
 * conversation takes its questions with it, as it does in the chat. `analytics_citations` counts
 * which documents answers cited (kept after deletion: they carry no words of the asker).
 * `analytics_activity` is the plain-words history of changes; `analytics_titles` remembers document
 * titles so a deletion can still be named.
 */
export const analyticsProjector: SqlProjector = {
  kind: 'sql',
  name: ANALYTICS_PROJECTOR,
  // `analytics_questions.terms` holds the analyser's terms: rows made by another analyser are rebuilt on start.
  version: `terms:${ANALYSER_VERSION}`,
  tables: {
    analytics_questions: { orderBy: 'message_id' },
    analytics_citations: { orderBy: 'reply_id, document_id' },
    analytics_activity: { orderBy: 'event_id' },
    analytics_titles: { orderBy: 'id' },
    analytics_conversation_ratings: { orderBy: 'conversation_id' },
  },
  handles: [
    ...CONVERSATION_EVENT_TYPES,
    ...SIMPLE_CHAT_EVENT_TYPES,
    ...DOCUMENT_EVENT_TYPES,
    ...USER_EVENT_TYPES.filter((t) => !QUIET_USER_EVENTS.has(t)),
    ...SETTINGS_TYPES,
    ...GLOSSARY_EVENT_TYPES,
  ],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.analytics_questions} (
      message_id text PRIMARY KEY,
      conversation_id text NOT NULL,
      asked_at timestamptz NOT NULL,
      language text NOT NULL,
      content text NOT NULL,
      terms text NOT NULL,
      reply_id text,
      mode text,
      answer text,
      sources jsonb,
      rating boolean,
      rated_at timestamptz,
      public boolean NOT NULL DEFAULT false
    );
    ALTER TABLE ${t.analytics_questions} ADD COLUMN IF NOT EXISTS public boolean NOT NULL DEFAULT false;
    CREATE INDEX IF NOT EXISTS ${t.analytics_questions}_asked_idx ON ${t.analytics_questions} (asked_at);
    CREATE INDEX IF NOT EXISTS ${t.analytics_questions}_reply_idx ON ${t.analytics_questions} (reply_id);
    CREATE TABLE IF NOT EXISTS ${t.analytics_citations} (
      reply_id text NOT NULL,
      document_id text NOT NULL,
      title text NOT NULL,
      cited_at timestamptz NOT NULL,
      PRIMARY KEY (reply_id, document_id)
    );
    CREATE INDEX IF NOT EXISTS ${t.analytics_citations}_at_idx ON ${t.analytics_citations} (cited_at);
    CREATE TABLE IF NOT EXISTS ${t.analytics_activity} (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      actor text,
      at timestamptz NOT NULL,
      subject text,
      detail text
    );
    CREATE INDEX IF NOT EXISTS ${t.analytics_activity}_at_idx ON ${t.analytics_activity} (at DESC);
    CREATE TABLE IF NOT EXISTS ${t.analytics_titles} (id text PRIMARY KEY, title text NOT NULL);
    CREATE TABLE IF NOT EXISTS ${t.analytics_conversation_ratings} (conversation_id text PRIMARY KEY, useful boolean NOT NULL, rated_at timestamptz NOT NULL);`,
  async apply(c: Queryable, stored: StoredEvent, t: TableNames): Promise<void> {
    const conversation = decodeEventOf<ConversationEvent>(stored, CONVERSATION_EVENT_TYPES);
    if (conversation) return applyConversation(c, stored, conversation, t);
    const publicQuestion = decodeEventOf<SimpleChatEvent>(stored, SIMPLE_CHAT_EVENT_TYPES);
    if (publicQuestion) return applyPublicQuestion(c, stored, publicQuestion, t);
    const document = decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES);
    if (document) return applyDocument(c, stored, document, t);
    const user = decodeEventOf<UserEvent>(stored, USER_EVENT_TYPES);
    if (user) return applyUser(c, stored, user, t);
    const settings = decodeEventOf<SettingsEvent>(stored, SETTINGS_TYPES);
    if (settings) return void (await activity(c, t, stored, settings.data.model));
    const glossary = decodeEventOf<GlossaryEvent>(stored, GLOSSARY_EVENT_TYPES);
    // The shipped vocabulary recorded on a start is not activity; what admins teach is.
    if (glossary && !(glossary.type === 'GlossaryEntryAdded' && glossary.data.origin === 'shipped')) {
      await activity(c, t, stored, glossary.data.terms.slice(0, 3).join(', '));
    }
  },
};

function activity(
  c: Queryable,
  t: TableNames,
  stored: StoredEvent,
  subject: string | null,
  detail: string | null = null,
  actor: string | null = stored.metadata.actor,
) {
  return c.query(
    `INSERT INTO ${t.analytics_activity} (event_id, type, actor, at, subject, detail) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [stored.id, stored.type, actor, stored.metadata.at, subject, detail],
  );
}

async function applyConversation(c: Queryable, stored: StoredEvent, e: ConversationEvent, t: TableNames): Promise<void> {
  const at = stored.metadata.at;
  switch (e.type) {
    case 'MessagePosted':
      await c.query(
        `INSERT INTO ${t.analytics_questions} (message_id, conversation_id, asked_at, language, content, terms) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [e.data.messageId, e.data.conversationId, at, e.data.language, e.data.content, questionTerms(e.data.content).join(' ')],
      );
      // Nobody is named: a question in the activity lines says only that one was asked.
      await activity(c, t, stored, null, e.data.language, null);
      return;
    case 'AssistantReplied':
      await c.query(`UPDATE ${t.analytics_questions} SET reply_id = $2, mode = $3, answer = $4, sources = $5 WHERE message_id = $1`, [
        e.data.inReplyTo,
        e.data.messageId,
        e.data.mode,
        e.data.content.slice(0, 600),
        JSON.stringify(e.data.sourceDocs),
      ]);
      for (const doc of e.data.sourceDocs) {
        await c.query(
          `INSERT INTO ${t.analytics_citations} (reply_id, document_id, title, cited_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          [e.data.messageId, doc.id, doc.title, at],
        );
      }
      return;
    case 'AnswerRated':
      await c.query(`UPDATE ${t.analytics_questions} SET rating = $2, rated_at = $3 WHERE reply_id = $1`, [
        e.data.messageId,
        e.data.helpful,
        at,
      ]);
      await activity(c, t, stored, null, e.data.helpful ? 'helpful' : 'not_helpful', null);
      return;
    case 'ConversationRated':
      await c.query(
        `INSERT INTO ${t.analytics_conversation_ratings} (conversation_id, useful, rated_at) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id) DO UPDATE SET useful = EXCLUDED.useful, rated_at = EXCLUDED.rated_at`,
        [e.data.conversationId, e.data.useful, at],
      );
      await activity(c, t, stored, null, e.data.useful ? 'useful' : 'not_useful', null);
      return;
    case 'ConversationDeleted':
      await c.query(`DELETE FROM ${t.analytics_questions} WHERE conversation_id = $1`, [e.data.conversationId]);
      await c.query(`DELETE FROM ${t.analytics_conversation_ratings} WHERE conversation_id = $1`, [e.data.conversationId]);
      return;
    case 'ConversationStarted':
    case 'ConversationRenamed':
      return;
    default: {
      const unhandled: never = e;
      return unhandled;
    }
  }
}

/** A question of the public simple chat: counted with the staff's questions, marked public, never rated. */
async function applyPublicQuestion(c: Queryable, stored: StoredEvent, e: SimpleChatEvent, t: TableNames): Promise<void> {
  switch (e.type) {
    case 'PublicQuestionAsked': {
      const d = e.data;
      await c.query(
        `INSERT INTO ${t.analytics_questions} (message_id, conversation_id, asked_at, language, content, terms, reply_id, mode, sources, public)
         VALUES ($1, $2, $3, $4, $5, $6, $1, $7, $8, true) ON CONFLICT DO NOTHING`,
        [
          d.questionId,
          stored.streamId,
          stored.metadata.at,
          d.language,
          d.question,
          questionTerms(d.question).join(' '),
          d.mode,
          JSON.stringify(d.sources),
        ],
      );
      for (const doc of d.sources) {
        await c.query(
          `INSERT INTO ${t.analytics_citations} (reply_id, document_id, title, cited_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          [d.questionId, doc.id, doc.title, stored.metadata.at],
        );
      }
      return;
    }
    default: {
      const unhandled: never = e.type;
      return unhandled;
    }
  }
}

async function applyDocument(c: Queryable, stored: StoredEvent, e: DocumentEvent, t: TableNames): Promise<void> {
  const titleOf = async (id: string) =>
    (await c.query<{ title: string }>(`SELECT title FROM ${t.analytics_titles} WHERE id = $1`, [id])).rows[0]?.title ?? null;
  switch (e.type) {
    case 'DocumentCreated':
    case 'DocumentUpdated':
      if (e.data.title !== undefined) {
        await c.query(
          `INSERT INTO ${t.analytics_titles} (id, title) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title`,
          [e.data.id, e.data.title],
        );
      }
      await activity(c, t, stored, await titleOf(e.data.id), e.type === 'DocumentCreated' ? e.data.status : null);
      return;
    case 'DocumentStatusChanged':
    case 'DocumentDeleted':
      await activity(c, t, stored, await titleOf(e.data.id), e.type === 'DocumentStatusChanged' ? e.data.status : null);
      return;
    default: {
      const unhandled: never = e;
      return unhandled;
    }
  }
}

async function applyUser(c: Queryable, stored: StoredEvent, e: UserEvent, t: TableNames): Promise<void> {
  const username = stored.streamId.replace(/^user-/, '');
  switch (e.type) {
    case 'UserRegistered':
      await activity(c, t, stored, username, e.data.role);
      return;
    case 'UserRoleChanged':
      await activity(c, t, stored, username, e.data.role);
      return;
    case 'UserRenamed':
      await activity(c, t, stored, username, e.data.name);
      return;
    case 'UserDisabled':
    case 'UserEnabled':
      await activity(c, t, stored, username);
      return;
    case 'UserSignedIn':
    case 'UserSignInFailed':
    case 'UserSignedOut':
    case 'UserPasswordChanged':
      return;
    default: {
      const unhandled: never = e;
      return unhandled;
    }
  }
}
