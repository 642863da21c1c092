import { Injectable } from '@nestjs/common';
import {
  DOCUMENT_STATUSES,
  type ActivityItem,
  type AnalyticsOverview,
  type DocumentStatus,
  type DocumentUse,
  type Language,
  type SourceDoc,
  type UnhelpfulAnswer,
} from '@kb/contracts';
import { Database } from '../../../database/database.js';
import type { AskedQuestion } from '../gaps/group-questions.js';

const DAY_MS = 24 * 3600_000;
export interface Period {
  from: Date;
  to: Date;
  language: Language | null;
}

/**
 * Reads for the dashboard and the Analytics tab. Besides this context's own tables they read the
 * `documents` and `users` read models (reporting across contexts, never writing them).
 */
@Injectable()
export class AnalyticsQueries {
  constructor(private readonly db: Database) {}

  async overview(now: Date, indexed: number): Promise<AnalyticsOverview> {
    const week = new Date(now.getTime() - 7 * DAY_MS);
    const month = new Date(now.getTime() - 30 * DAY_MS);
    const [docs, docsWeek, users, questions, recent, rated] = await Promise.all([
      this.db.query<{ status: DocumentStatus; n: number }>(`SELECT status, count(*)::int AS n FROM documents GROUP BY status`),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE created_at >= $1`, [week]),
      this.db.query<{ total: number; disabled: number; added: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE disabled)::int AS disabled, count(*) FILTER (WHERE created_at >= $1)::int AS added FROM users`,
        [week],
      ),
      this.db.query<{ asked: number; replied: number; answered: number; helpful: number; unhelpful: number }>(
        `SELECT count(*)::int AS asked,
                count(*) FILTER (WHERE mode IS NOT NULL)::int AS replied,
                count(*) FILTER (WHERE mode IS NOT NULL AND mode <> 'not_found')::int AS answered,
                count(*) FILTER (WHERE rating)::int AS helpful,
                count(*) FILTER (WHERE NOT rating)::int AS unhelpful
           FROM analytics_questions WHERE asked_at >= $1`,
        [month],
      ),
      this.recent(5),
      this.db.query<{ useful: number; notUseful: number }>(
        `SELECT count(*) FILTER (WHERE useful)::int AS useful, count(*) FILTER (WHERE NOT useful)::int AS "notUseful" FROM analytics_conversation_ratings WHERE rated_at >= $1`,
        [month],
      ),
    ]);
    const byStatus = Object.fromEntries(DOCUMENT_STATUSES.map((s) => [s, 0])) as Record<DocumentStatus, number>;
    for (const row of docs.rows) byStatus[row.status] = row.n;
    const q = questions.rows[0];
    return {
      documents: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus, addedThisWeek: docsWeek.rows[0].n, indexed },
      users: { total: users.rows[0].total, disabled: users.rows[0].disabled, addedThisWeek: users.rows[0].added },
      questions: { last30Days: q.asked, answeredShare: q.replied ? q.answered / q.replied : null },
      ratings: {
        helpful: q.helpful,
        notHelpful: q.unhelpful,
        conversationsUseful: rated.rows[0].useful,
        conversationsNotUseful: rated.rows[0].notUseful,
      },
      recent,
    };
  }

  async recent(limit: number): Promise<ActivityItem[]> {
    const { rows } = await this.db.query<{
      id: string;
      type: string;
      at: Date;
      actorName: string | null;
      subject: string | null;
      detail: string | null;
    }>(
      `SELECT a.event_id AS id, a.type, a.at, u.name AS "actorName", a.subject, a.detail
         FROM analytics_activity a LEFT JOIN users u ON u.id::text = a.actor
        ORDER BY a.at DESC, a.event_id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }

  /** Questions answered "couldn't find" in the period, newest first (at most `limit`). */
  async unanswered(p: Period, limit = 500): Promise<AskedQuestion[]> {
    const { rows } = await this.db.query<{ content: string; terms: string; askedAt: Date; language: Language; public: boolean }>(
      `SELECT content, terms, asked_at AS "askedAt", language, public FROM analytics_questions
        WHERE mode = 'not_found' AND asked_at >= $1 AND asked_at < $2 AND ($3::text IS NULL OR language = $3)
        ORDER BY asked_at DESC LIMIT $4`,
      [p.from, p.to, p.language, limit],
    );
    return rows.map((r) => ({ ...r, terms: r.terms ? r.terms.split(' ') : [] }));
  }

  async unhelpful(p: Period, limit = 50): Promise<UnhelpfulAnswer[]> {
    const { rows } = await this.db.query<{
      messageId: string;
      question: string;
      answer: string;
      sources: SourceDoc[] | null;
      ratedAt: Date;
      language: Language;
    }>(
      `SELECT reply_id AS "messageId", content AS question, answer, sources, rated_at AS "ratedAt", language FROM analytics_questions
        WHERE rating = false AND rated_at >= $1 AND rated_at < $2 AND ($3::text IS NULL OR language = $3)
        ORDER BY rated_at DESC LIMIT $4`,
      [p.from, p.to, p.language, limit],
    );
    return rows.map((r) => ({ ...r, answer: r.answer ?? '', sources: r.sources ?? [], ratedAt: r.ratedAt.toISOString() }));
  }

  /** Active documents with their citation counts in the period: the most cited first, or the never cited. */
  async documentUse(p: Period, which: 'most' | 'never', limit = 20): Promise<DocumentUse[]> {
    const { rows } = await this.db.query<DocumentUse>(
      `SELECT d.id::text AS id, d.title, d.category, count(c.reply_id)::int AS citations
         FROM documents d LEFT JOIN analytics_citations c ON c.document_id = d.id::text AND c.cited_at >= $1 AND c.cited_at < $2
        WHERE d.status = 'active'
        GROUP BY d.id, d.title, d.category
       HAVING ${which === 'most' ? 'count(c.reply_id) > 0' : 'count(c.reply_id) = 0'}
        ORDER BY citations DESC, d.title LIMIT $3`,
      [p.from, p.to, limit],
    );
    return rows;
  }
}
