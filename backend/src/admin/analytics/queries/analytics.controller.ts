import { Controller, Get, Query } from '@nestjs/common';
import type { AnalyticsGaps, AnalyticsOverview, Language } from '@kb/contracts';
import { RetrievalIndex } from '../../../assistant/retrieval.js';
import { Roles } from '../../../auth/access.js';
import { Database } from '../../../database/database.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { groupQuestions } from '../gaps/group-questions.js';
import { AnalyticsQueries, type Period } from '../read-model/analytics.queries.js';

const DAY_MS = 24 * 3600_000;

/** `from`/`to` as dates or instants; default the last 30 days up to now; at most a year. */
export function periodOf(query: { from?: unknown; to?: unknown; language?: unknown }, now: Date): Period {
  const parse = (v: unknown, fallback: Date) =>
    v === undefined || v === '' ? fallback : typeof v === 'string' ? new Date(v) : new Date(NaN);
  const to = parse(query.to, now);
  const from = parse(query.from, new Date(to.getTime() - 30 * DAY_MS));
  // A bare date as `to` means the whole of that day.
  const end = typeof query.to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(query.to) ? new Date(to.getTime() + DAY_MS) : to;
  if (Number.isNaN(from.getTime()) || Number.isNaN(end.getTime()) || from >= end || end.getTime() - from.getTime() > 366 * DAY_MS) {
    throw new ApiError(400, 'analytics_period_invalid');
  }
  const language = query.language === undefined || query.language === '' ? null : query.language;
  if (language !== null && language !== 'en' && language !== 'ar') throw new ApiError(400, 'analytics_language_invalid');
  return { from, to: end, language: language as Language | null };
}

@Controller('api/analytics')
@Roles('admin')
export class AnalyticsController {
  constructor(
    private readonly queries: AnalyticsQueries,
    private readonly retrieval: RetrievalIndex,
    private readonly db: Database,
  ) {}

  /** The dashboard's System Status figures. */
  @Get('overview')
  async overview(): Promise<AnalyticsOverview> {
    const { rows } = await this.db.query<{ id: string }>(`SELECT id::text AS id FROM documents WHERE status = 'active'`);
    const indexed = rows.filter((r) => this.retrieval.isActiveDocument(r.id)).length;
    return this.queries.overview(new Date(), indexed);
  }

  /** What staff could not find in the period; questions carry no asker. */
  @Get('gaps')
  async gaps(@Query() query: Record<string, unknown>): Promise<AnalyticsGaps> {
    const period = periodOf(query, new Date());
    const [unanswered, unhelpful, neverCited, mostCited] = await Promise.all([
      this.queries.unanswered(period),
      this.queries.unhelpful(period),
      this.queries.documentUse(period, 'never', 50),
      this.queries.documentUse(period, 'most', 10),
    ]);
    return {
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      language: period.language,
      unanswered: groupQuestions(unanswered),
      unhelpful,
      neverCited,
      mostCited,
    };
  }
}
