/**
 * The assistant's answer when no LLM is configured: quote the few most relevant sentences of the
 * best passages and name the documents they came from, or say plainly that nothing was found.
 */
import { NOT_FOUND_REPLY, type Language } from '@kb/contracts';
import type { SearchResult } from '../retrieval/search-types.js';
import { answerability } from './answerability.js';
import { isListItem, scoreSentences, selectSentences, type QuotablePassage } from './select-sentences.js';

export interface AnswerSource {
  id: string;
  title: string;
  category: string;
}

export interface ExtractiveAnswer {
  /** Quoted sentences, a blank line, then the source line; or the not-found reply. */
  text: string;
  /** Only documents a quoted sentence came from; empty when not found. */
  sources: AnswerSource[];
  mode: 'extractive' | 'not_found';
  /** What was quoted from each source, in the order of `sources` (recorded with the reply for auditors). */
  quoted: { documentId: string; passage: string }[];
  /** Answerability of the best passage in the question's language (0..1); see answerability.ts. */
  confidence: number;
}

export interface AnswerOptions {
  maxSentences: number;
  maxWords: number;
  /** Passages scoring below this share of the best passage are not quoted. */
  minRelativeScore: number;
  /** How many top documents (each with up to three chunks) may contribute sentences. */
  maxPassages: number;
  threshold: Record<Language, number>;
}

/**
 * Not-found thresholds on `answerability` (answerability.ts: best same-language passage's score
 * share and sentence-window coverage). Calibrated, not guessed, by
 * `node bench/eval.mjs ../shared/eval --calibrate`: XQuAD (en, ar) and ARCD (ar) articles are
 * held out in seven rotating folds (never the fold the acceptance eval holds out, whose questions
 * are not asked), every question is asked, and per language the threshold is the highest that
 * refuses at most 4% of the answerable questions of every dev set in that language. Dev-fold
 * result of that run: en 0.315 -> XQuAD-en 3.9% answerable refused, 92.7% unindexed refused;
 * ar 0.230 -> XQuAD-ar 3.7% / 65.9%, ARCD 1.0% / 25.7% (ARCD articles overlap in topic, so
 * many of its "unindexed" questions are answerable from other articles). Arabic separates worse
 * because translated questions share fewer words with their passage; re-run after changing the
 * analyser or the scoring.
 */
export const NOT_FOUND_THRESHOLD: Record<Language, number> = { en: 0.315, ar: 0.23 };

export const DEFAULT_ANSWER_OPTIONS: AnswerOptions = {
  maxSentences: 3,
  maxWords: 80,
  minRelativeScore: 0.5,
  maxPassages: 3,
  threshold: NOT_FOUND_THRESHOLD,
};

const SOURCE_LABEL: Record<Language, string> = { en: 'Source: ', ar: 'المصدر: ' };
const LIST_SEPARATOR: Record<Language, string> = { en: ', ', ar: '، ' };

export function notFound(language: Language, confidence: number): ExtractiveAnswer {
  return { text: NOT_FOUND_REPLY[language], sources: [], mode: 'not_found', quoted: [], confidence };
}

export function extractiveAnswer(
  question: string,
  language: Language,
  search: SearchResult,
  options: AnswerOptions = DEFAULT_ANSWER_OPTIONS,
): ExtractiveAnswer {
  // Quote only passages in the question's language: the reply must read in that language.
  const sameLanguage = search.hits.filter((h) => h.language === language);
  const confidence = answerability(language, search);
  if (!question.trim() || confidence < options.threshold[language]) {
    return notFound(language, confidence);
  }
  const best = sameLanguage[0].score;
  const floor = options.minRelativeScore * best;
  const documents = sameLanguage.slice(0, options.maxPassages).filter((h) => h.score >= floor);
  // Each document's best chunk, then its other matching chunks: in a long document the answer
  // is not always in the chunk that matched best. They need no floor, the document has passed
  // it; their sentences are still discounted by the chunk's own score.
  const passages: QuotablePassage[] = documents.flatMap((h, source) => [
    { source, text: h.text, score: h.score },
    ...h.more.map((m) => ({ source, text: m.text, score: m.score })),
  ]);
  const chosen = selectSentences(scoreSentences(passages, search.terms), search.terms, options);
  if (chosen.length === 0) return notFound(language, confidence);

  const used = [...new Set(chosen.map((s) => s.source))].sort((a, b) => a - b);
  const sources = used.map((i) => ({ id: documents[i].docId, title: documents[i].title, category: documents[i].category }));
  // List items keep their lines, as in the document; other sentences run on as prose.
  const body = chosen
    .map((s, i) => (i === 0 ? '' : isListItem(s.text) || isListItem(chosen[i - 1].text) ? '\n' : ' ') + s.text)
    .join('');
  // Two passages of one document, or two documents sharing a title, read as one source.
  const titles = [...new Set(sources.map((s) => s.title))];
  const sourceLine = SOURCE_LABEL[language] + titles.join(LIST_SEPARATOR[language]);
  const quoted = used.map((i) => ({ documentId: documents[i].docId, passage: chosen.filter((s) => s.source === i).map((s) => s.text).join(' ') }));
  return { text: `${body}\n\n${sourceLine}`, sources, mode: 'extractive', quoted, confidence };
}
