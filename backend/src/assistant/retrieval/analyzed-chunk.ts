/** A chunk's analysis for the retrieval index (bm25-index.ts), apart so that it can be done ahead (file-entries.ts). */
import type { Language } from '@kb/contracts';
import { analyze, detectLanguage } from '../analysis/analyze.js';

export function counts(terms: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** One chunk as `upsert` indexes it: its terms counted, and its language (the costly part of indexing). */
export interface AnalyzedChunk {
  text: string;
  bodyCounts: Map<string, number>;
  bodyLength: number;
  language: Language;
}

export function analyzeChunk(text: string): AnalyzedChunk {
  const bodyTerms = analyze(text);
  return { text, bodyCounts: counts(bodyTerms), bodyLength: bodyTerms.length, language: detectLanguage(text) };
}
