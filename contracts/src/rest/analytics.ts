import type { DocumentStatus } from '../categories.js';
import type { Language } from '../constants.js';
import type { SourceDoc } from './conversations.js';

/** One line of recent activity: the event type with what the client needs to say it in plain words. */
export interface ActivityItem {
  id: string;
  type: string;
  at: string;
  /** Display name of whoever did it; null for the system or an account since removed. Never for questions. */
  actorName: string | null;
  /** What it concerned: a document title, a username, a role; null when nothing is worth naming. */
  subject: string | null;
  detail: string | null;
}

/** `GET /api/analytics/overview`: the admin dashboard's System Status figures. */
export interface AnalyticsOverview {
  documents: { total: number; byStatus: Record<DocumentStatus, number>; addedThisWeek: number; indexed: number };
  users: { total: number; disabled: number; addedThisWeek: number };
  /** Questions asked in the last 30 days, and the share of them answered from the knowledge base (0–1; null with none). */
  questions: { last30Days: number; answeredShare: number | null };
  /** Answers rated helpful / not helpful; conversations rated useful / not useful (details panel), last 30 days. */
  ratings: { helpful: number; notHelpful: number; conversationsUseful?: number; conversationsNotUseful?: number };
  recent: ActivityItem[];
}

/** Questions asked with other words but the same terms, answered "couldn't find". No asker is named. */
export interface QuestionGap {
  /** The most recent wording; what "create a document" prefills as its title. */
  question: string;
  /** Other wordings of the same question (up to five). */
  variants: string[];
  count: number;
  /** How many of them were asked on the public simple chat (no account, no address kept). */
  publicCount: number;
  lastAskedAt: string;
  language: Language;
  /** The shared normalised terms that grouped them. */
  terms: string[];
}

export interface UnhelpfulAnswer {
  messageId: string;
  question: string | null;
  answer: string;
  sources: SourceDoc[];
  ratedAt: string;
  language: Language | null;
}

export interface DocumentUse {
  id: string;
  title: string;
  category: string;
  citations: number;
}

/** `GET /api/analytics/gaps?from&to&language`: what staff could not find in the period. */
export interface AnalyticsGaps {
  from: string;
  to: string;
  language: Language | null;
  unanswered: QuestionGap[];
  unhelpful: UnhelpfulAnswer[];
  /** Active documents not cited by any answer in the period. */
  neverCited: DocumentUse[];
  mostCited: DocumentUse[];
}
