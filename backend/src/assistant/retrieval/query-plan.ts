/**
 * Turns a question into weighted index terms, and measures how much of it a chunk covers.
 */
import type { FuzzyMatch } from './fuzzy-vocabulary.js';
import type { QueryTerm, QuestionWord } from './search-types.js';
import { arabicOovCandidates, brokenPluralReadings } from '../analysis/arabic.js';
import { isDialectStopTerm, synonymsOf } from './synonyms.js';
import { analyze, termOf, words as wordsOf } from '../analysis/analyze.js';
import { isRangeTerm } from '../analysis/numbers.js';
import { acronymPhrases, partsOfSpeech, phraseReadings, senseCount, wordnetReadings } from '../vocabulary/wordnet.js';

export interface PlannedTerm {
  termId: number;
  /** idf x query frequency x match weight (below 1 for guessed readings and look-alikes). */
  weight: number;
  group: number;
}

export interface QueryPlan {
  terms: PlannedTerm[];
  /** Each distinct question word with its idf, including words the index does not know. */
  words: QuestionWord[];
  queryTerms: QueryTerm[];
}

export interface PlanContext {
  lookup(term: string): number | undefined;
  df(termId: number): number;
  fuzzy(term: string): FuzzyMatch[];
  termOf(termId: number): string;
  liveChunks: number;
  /** How much a question word counts (1 when absent): words that say what form the answer takes weigh less than its subject. */
  factor?(term: string): number;
}

/** BM25's idf, always positive (the Lucene variant) so very common words never subtract. */
export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

// A guessed reading of an unknown word is good but not certain evidence.
const OOV_READING_WEIGHT = 0.8;
// A synonym stands for the word nearly as well as the word itself (synonyms.ts).
const SYNONYM_WEIGHT = 0.85;
// A WordNet synonym of a word the index does not hold (vocabulary/wordnet.ts): a likely reading, not a sure one.
const WORDNET_WEIGHT = 0.7;

export function planQuery(query: string, ctx: PlanContext): QueryPlan {
  const frequency = new Map<string, number>();
  // A range the question states is read through its numbers; its range word is for passages.
  const phrases = phrasalReadings(query, ctx);
  for (const t of analyze(query)) if (!isDialectStopTerm(t) && !isRangeTerm(t)) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const plan: QueryPlan = { terms: [], words: [], queryTerms: [] };
  const question: Question = { frequency, phrases, surface: surfaceWords(query), own: ownCeiling(frequency, ctx) };
  let group = 0;
  for (const [term, qtf] of frequency) planTerm(plan, { term, qtf, group: group++ }, question, ctx);
  return plan;
}

/** What every term of one question is planned against. */
interface Question {
  /** The question's terms with their counts. */
  frequency: ReadonlyMap<string, number>;
  /** Phrasal verbs' readings, per verb's term (phrasalReadings). */
  phrases: ReadonlyMap<string, number[]>;
  /** English terms' surface words (surfaceWords). */
  surface: ReadonlyMap<string, string>;
  /** The weight of the question's most specific own word (ownCeiling). */
  own: number;
}

/** How a question term is read: as itself, else an Arabic reading, a glossary synonym or a WordNet one. */
function readingOf(term: string, question: Question, ctx: PlanContext) {
  const known = ctx.lookup(term);
  const synonyms = synonymsOf(term)
    .map((t) => ctx.lookup(t))
    .filter((id): id is number => id !== undefined && ctx.df(id) > 0);
  const isKnown = known !== undefined && ctx.df(known) > 0;
  const lexical = isKnown ? [] : lexicalReadings(question.surface.get(term), ctx, question.frequency);
  const resolved = isKnown
    ? { id: known, match: 1 }
    : (resolveUnknown(term, ctx) ??
      (synonyms.length > 0
        ? { id: synonyms[0], match: SYNONYM_WEIGHT }
        : lexical.length > 0
          ? { id: lexical[0], match: WORDNET_WEIGHT }
          : undefined));
  return { isKnown, synonyms, lexical, resolved };
}

/** One question term's word weight, ranking terms and coverage readings, added to the plan under its group. */
function planTerm(
  plan: QueryPlan,
  { term, qtf, group }: { term: string; qtf: number; group: number },
  question: Question,
  ctx: PlanContext,
): void {
  const { isKnown, synonyms, lexical, resolved } = readingOf(term, question, ctx);
  const factor = ctx.factor?.(term) ?? 1;
  // A word known only through WordNet keeps the weight of an unknown word: it may still be the
  // subject the knowledge base lacks (measured on --kb: with the reading's idf, out-of-scope
  // questions lost their refusal).
  const lexicalOnly = resolved?.match === WORDNET_WEIGHT;
  // An everyday English word the index does not hold ("take", "yesterday", "hear") says little
  // about what the question is about: its weight falls with its number of WordNet senses.
  const general = resolved && !lexicalOnly ? 1 : generality(question.surface.get(term));
  // A word read only through a glossary group weighs no more than the question's most specific
  // own word, in ranking and in the confidence: an admin's group cannot pull a question to
  // another document (an unknown Gulf word grouped with a common formal phrase).
  const glossaryOnly = resolved?.match === SYNONYM_WEIGHT;
  const cap = glossaryOnly ? question.own : Infinity;
  plan.words.push({ term, idf: Math.min(cap, factor * general * idf(resolved && !lexicalOnly ? ctx.df(resolved.id) : 0, ctx.liveChunks)) });
  /** A reading counted where the question's words are looked for in a passage (coverage), not in ranking. */
  const cover = (termId: number, match: number, cap = Infinity) => {
    plan.queryTerms.push({
      term: ctx.termOf(termId),
      weight: Math.min(cap, factor * idf(ctx.df(termId), ctx.liveChunks)) * qtf * match,
      group,
      match,
    });
  };
  /** A reading counted in ranking and in coverage. */
  const add = (termId: number, match: number, cap = Infinity) => {
    const weight = Math.min(cap, factor * idf(ctx.df(termId), ctx.liveChunks)) * qtf * match;
    plan.terms.push({ termId, weight, group });
    plan.queryTerms.push({ term: ctx.termOf(termId), weight, group, match });
  };
  if (resolved) {
    // A WordNet reading helps find the sentence in a passage (coverage), not rank passages.
    // Ranking stays what it was for an unknown word (its look-alikes).
    if (lexicalOnly) {
      cover(resolved.id, WORDNET_WEIGHT);
      for (const m of ctx.fuzzy(term)) add(m.termId, m.similarity * m.similarity);
    } else add(resolved.id, resolved.match, cap);
    // Other synonyms count in coverage only: summed into BM25 they would reward a text for using
    // both words ("leave" and "absence"), not for answering.
    for (const id of synonyms) if (id !== resolved.id) cover(id, SYNONYM_WEIGHT, cap);
    // The other number of an Arabic noun with a broken plural (أقساط / قسط) counts like a
    // synonym, in coverage only. In ranking too (as the reading of an unknown word) it moved a
    // seeded out-of-scope question to a sure answer (bench/new-eval/RESULTS.md, stop 43).
    for (const t of brokenPluralReadings(term)) {
      const id = ctx.lookup(t);
      if (id === undefined || ctx.df(id) === 0 || id === resolved.id || synonyms.includes(id)) continue;
      cover(id, SYNONYM_WEIGHT);
    }
    for (const id of lexical) if (id !== resolved.id) cover(id, WORDNET_WEIGHT);
  } else {
    // Squared similarity: a 0.7-similar spelling is weak evidence, not 70% of a match.
    for (const m of ctx.fuzzy(term)) add(m.termId, m.similarity * m.similarity);
  }
  // An abbreviation the index does not hold is read as the phrase it stands for ("CEO" -> "chief
  // executive officer"), where the question's words are looked for in a passage (coverage): a
  // reading of several terms, met only where all of them are.
  if (!isKnown) {
    for (const phrase of acronymReadings(question.surface.get(term), ctx, question.frequency)) {
      plan.queryTerms.push({ term: phrase, weight: factor * idf(0, ctx.liveChunks) * qtf * WORDNET_WEIGHT, group, match: WORDNET_WEIGHT });
    }
  }
  // A phrasal verb's readings ("giving back" -> "return") stand for its verb, a little below it.
  for (const id of question.phrases.get(term) ?? []) if (id !== resolved?.id) add(id, WORDNET_WEIGHT);
}

/**
 * The weight of the question's most specific word the index holds as it is (Infinity when it holds
 * none): what a reading from the glossary may weigh at most. (Capped at the least specific one,
 * "need", "vacation" read as "leave" counted for nothing: --kb lost two questions.)
 */
function ownCeiling(frequency: ReadonlyMap<string, number>, ctx: PlanContext): number {
  let ceiling = -1;
  for (const term of frequency.keys()) {
    const id = ctx.lookup(term);
    if (id !== undefined && ctx.df(id) > 0) ceiling = Math.max(ceiling, (ctx.factor?.(term) ?? 1) * idf(ctx.df(id), ctx.liveChunks));
  }
  return ceiling < 0 ? Infinity : ceiling;
}

// Measured: at 6, kb en out-of-scope refused fell 0.692 -> 0.615; at 15 --new=dev did not move; 10 kept the dev gain alone.
const GENERAL_SENSES = 10;

/**
 * 1 for a specific word, less for a word with many WordNet senses (min(1, GENERAL_SENSES / senses))
 * or one WordNet knows as an adverb and never as a noun or verb (`MODIFIER_WEIGHT`).
 */
function generality(word: string | undefined): number {
  if (!word) return 1;
  const senses = senseCount(word);
  const pos = partsOfSpeech(word);
  const modifier = pos.includes('adv') && !pos.includes('noun') && !pos.includes('verb') ? MODIFIER_WEIGHT : 1;
  return Math.min(modifier, senses > GENERAL_SENSES ? GENERAL_SENSES / senses : 1);
}

/**
 * An unknown word WordNet knows as an adverb and never as a noun or verb ("often", "soon", "ago",
 * "halfway") says when or how, not what about. Measured (bench/new-eval/RESULTS.md, stop 40): with
 * adjectives too ("unhappy", "viral"), or at 0.5, XQuAD-en unindexed refused or contain when answered fell.
 */
const MODIFIER_WEIGHT = 0.3;

/** English particles that make a phrasal verb ("give back", "sign up"): only pairs ending in one are looked up. */
const PARTICLES: ReadonlySet<string> = new Set([
  'up',
  'out',
  'back',
  'in',
  'off',
  'on',
  'down',
  'over',
  'away',
  'through',
  'around',
  'about',
  'into',
  'along',
  'across',
  'forward',
  'together',
]);

/**
 * English phrasal verbs of two or three words that WordNet lists as one lemma ("giving back",
 * "sign up"): per verb's term, the index terms of the phrase's synonyms. The particle stays a word
 * of the question (measured: dropping it lost XQuAD-en hit@1 0.943 -> 0.939, "take place").
 */
function phrasalReadings(query: string, ctx: PlanContext): Map<string, number[]> {
  const readings = new Map<string, number[]>();
  const words = wordsOf(query).map((w) => w.toLowerCase());
  for (let i = 0; i + 1 < words.length; i++) {
    const first = termOf(words[i]);
    if (!first || !/^[a-z]+$/.test(words[i]) || !PARTICLES.has(words[i + 1])) continue;
    for (const length of [3, 2]) {
      const phrase = words.slice(i, i + length);
      if (phrase.length < length || !phrase.every((w) => /^[a-z]+$/.test(w))) continue;
      const ids: number[] = [];
      for (const reading of phraseReadings(phrase)) {
        const t = termOf(reading);
        const id = t && t !== first ? ctx.lookup(t) : undefined;
        if (id !== undefined && ctx.df(id) > 0 && !ids.includes(id)) ids.push(id);
      }
      if (ids.length === 0) continue;
      readings.set(first, [...(readings.get(first) ?? []), ...ids]);
      break;
    }
  }
  return readings;
}

/** Each English question term's surface word (lower-case), for the lexical resource. */
function surfaceWords(query: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of wordsOf(query)) {
    if (!/^[A-Za-z]+$/.test(w)) continue;
    const t = termOf(w);
    if (t && !out.has(t)) out.set(t, w.toLowerCase());
  }
  return out;
}

/**
 * The phrases an abbreviation stands for (WordNet), as space-joined index terms, when the index
 * holds every one of their words and the question does not already spell the phrase out ("UK
 * United Kingdom", as phrases.json rewrites it): then the reading would count its words twice.
 */
function acronymReadings(word: string | undefined, ctx: PlanContext, question: ReadonlyMap<string, number>): string[] {
  if (!word) return [];
  const out: string[] = [];
  for (const phrase of acronymPhrases(word)) {
    const terms = phrase.map((w) => termOf(w));
    if (terms.every((t) => t && question.has(t))) continue;
    if (terms.every((t): t is string => t !== null && t !== undefined && (ctx.lookup(t) ?? -1) >= 0 && ctx.df(ctx.lookup(t)!) > 0))
      out.push(terms.join(' '));
  }
  return out;
}

/** Index terms of the close synonyms of a word the index does not hold, most frequent sense first. */
function lexicalReadings(word: string | undefined, ctx: PlanContext, question: ReadonlyMap<string, number>): number[] {
  if (!word) return [];
  const ids: number[] = [];
  for (const reading of wordnetReadings(word)) {
    const t = termOf(reading);
    // A reading the question already has ("paternity" -> "father" in "… a new father") adds nothing.
    if (t && question.has(t)) continue;
    const id = t ? ctx.lookup(t) : undefined;
    if (id !== undefined && ctx.df(id) > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * An unknown Arabic word often is a known one with the clitics light stemming leaves on. Measured
 * on the dev folds: XQuAD-ar hit@1 0.862 -> 0.868, and fewer answerable questions look unanswerable.
 */
function resolveUnknown(term: string, ctx: PlanContext): { id: number; match: number } | undefined {
  for (const candidate of arabicOovCandidates(term)) {
    const id = ctx.lookup(candidate);
    if (id !== undefined && ctx.df(id) > 0) return { id, match: OOV_READING_WEIGHT };
  }
  return undefined;
}
