/**
 * A question planned for the documents of the other language: each of its words read through its
 * translations (the bilingual lexicon, and the glossary's groups that hold both languages), and
 * numbers, amounts, codes and names in the other language's script matched as they are. The
 * caller searches only chunks of that language with this plan.
 *
 * Translations weigh below the question's own words (`TRANSLATION_WEIGHT`), and a translation held
 * by a large share of the chunks is dropped from the ranking ("policy" -> سياسة, "day" -> يوم):
 * it would match everything. Such a word still counts as known, at its low idf, so that it does
 * not read as a subject the documents lack.
 */
import type { Language } from '@kb/contracts';
import { arabicOovCandidates } from '../analysis/arabic.js';
import { analyze, words as wordsOf, termOf } from '../analysis/analyze.js';
import { isRangeTerm } from '../analysis/numbers.js';
import { MAX_PHRASE_WORDS, phraseTranslationsOf, translationsOf } from '../vocabulary/lexicon.js';
import { isDialectStopTerm, synonymsOf } from './synonyms.js';
import { idf, type PlanContext, type QueryPlan } from './query-plan.js';

/** How surely a translation stands for the question's word: below a synonym of the same language (0.85). */
export const TRANSLATION_WEIGHT = 0.7;
/** A translation held by more than this share of the chunks matches everything: left out of the ranking. */
const COMMON_SHARE = 0.08;

const ARABIC = /[\u0621-\u064A]/;
const DIGIT = /\d/;

const languageOfTerm = (term: string): Language => (ARABIC.test(term) ? 'ar' : 'en');

/** The other-language readings of a question term: the lexicon's (the word as written first), then the glossary's. */
function readingsOf(term: string, from: Language, to: Language, written?: string): string[] {
  const out = new Set<string>(translationsOf(term, from, written));
  if (out.size === 0 && from === 'ar') for (const c of arabicOovCandidates(term)) for (const r of translationsOf(c, from)) out.add(r);
  for (const s of synonymsOf(term)) if (languageOfTerm(s) === to) out.add(s);
  return [...out];
}

/**
 * Terms written in capitals or with digits in the question (names, codes: "VPN", "FLT-02") are
 * the same in a document of the other language.
 */
function neutralTerms(query: string, to: Language): Set<string> {
  const out = new Set<string>();
  for (const w of wordsOf(query)) {
    const t = termOf(w);
    if (!t) continue;
    if (DIGIT.test(t) || languageOfTerm(t) === to || (/^\p{Lu}/u.test(w) && /^[A-Za-z]/.test(w))) out.add(t);
  }
  for (const t of analyze(query)) if (DIGIT.test(t)) out.add(t);
  return out;
}

/** Each English question term's word as written (lower case): the lexicon is looked up by it first. */
function writtenWords(query: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of wordsOf(query)) {
    if (!/^[A-Za-z'-]+$/.test(w)) continue;
    const t = termOf(w);
    if (t && !out.has(t)) out.set(t, w.toLowerCase());
  }
  return out;
}

/**
 * Readings of the phrases of two or three words the question holds that the lexicon lists ("petty
 * cash", "end of service", "بدل السكن"), given to each of their words' terms.
 */
function phraseReadings(query: string, from: Language): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const ws = wordsOf(query).filter((w) => languageOfTerm(w) === from && !DIGIT.test(w));
  for (let i = 0; i + 1 < ws.length; i++) {
    for (let n = Math.min(MAX_PHRASE_WORDS, ws.length - i); n >= 2; n--) {
      const slice = ws.slice(i, i + n);
      const key = from === 'en' ? slice.map((w) => w.toLowerCase()) : slice.map((w) => termOf(w)).filter((t): t is string => !!t);
      if (key.length < 2) continue;
      const readings = phraseTranslationsOf(key, from);
      if (readings.length === 0) continue;
      for (const w of slice) {
        const t = termOf(w);
        if (t) out.set(t, [...(out.get(t) ?? []), ...readings]);
      }
      break;
    }
  }
  return out;
}

export function planAcross(query: string, ctx: PlanContext, to: Language): QueryPlan {
  const frequency = new Map<string, number>();
  for (const t of analyze(query)) if (!isDialectStopTerm(t) && !isRangeTerm(t)) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const neutral = neutralTerms(query, to);
  const written = writtenWords(query);
  const phrases = phraseReadings(query, to === 'ar' ? 'en' : 'ar');
  const plan: QueryPlan = { terms: [], words: [], queryTerms: [] };
  const common = COMMON_SHARE * ctx.liveChunks;
  let group = 0;
  for (const [term, qtf] of frequency) {
    const factor = ctx.factor?.(term) ?? 1;
    const from = languageOfTerm(term);
    let best = -1;
    const add = (termId: number, match: number, rank = true) => {
      const weight = factor * idf(ctx.df(termId), ctx.liveChunks) * qtf * match;
      if (rank) plan.terms.push({ termId, weight, group });
      plan.queryTerms.push({ term: ctx.termOf(termId), weight, group, match });
    };
    const own = ctx.lookup(term);
    if (own !== undefined && ctx.df(own) > 0) {
      // Only chunks of the other language are ranked: the word itself matches where it is written as it is.
      add(own, 1);
      if (neutral.has(term)) best = Math.max(best, idf(ctx.df(own), ctx.liveChunks));
    }
    if (from !== to) {
      // A word of a phrase the lexicon lists is read through the phrase first ("notice period" فترة
      // الإشعار), then alone. (Through the phrase only, dev-turns lost two right answers: "credit" and
      // "limit" are also met apart.)
      for (const reading of new Set([...(phrases.get(term) ?? []), ...readingsOf(term, from, to, written.get(term))])) {
        const parts = reading.split(' ');
        const ids = parts.map((p) => ctx.lookup(p));
        if (ids.some((id) => id === undefined || ctx.df(id) === 0)) continue;
        const known = ids as number[];
        const rarest = Math.min(...known.map((id) => idf(ctx.df(id), ctx.liveChunks)));
        best = Math.max(best, rarest);
        if (parts.length === 1) {
          add(known[0], TRANSLATION_WEIGHT, ctx.df(known[0]) <= common);
        } else {
          // A word translated by a phrase ("password" -> كلمة السر) is met where all its words are.
          plan.queryTerms.push({
            term: parts.join(' '),
            weight: factor * rarest * qtf * TRANSLATION_WEIGHT,
            group,
            match: TRANSLATION_WEIGHT,
          });
          for (const id of known)
            if (ctx.df(id) <= common)
              plan.terms.push({
                termId: id,
                weight: (factor * idf(ctx.df(id), ctx.liveChunks) * qtf * TRANSLATION_WEIGHT) / parts.length,
                group,
              });
        }
      }
    }
    // A word with no reading in the other language weighs as an unknown word: it may be the subject
    // the documents lack. (At half that weight, a gap of the dictionary costing less, the dev
    // conversation set answered more questions no document is about and no more right ones.)
    plan.words.push({ term, idf: factor * (best >= 0 ? best : idf(0, ctx.liveChunks)) });
    group++;
  }
  return plan;
}
