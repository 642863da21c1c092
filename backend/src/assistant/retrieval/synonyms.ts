/**
 * Staff do not ask in the documents' words: they "top up" a line the tariff "recharges", take
 * "vacation" the policy calls "leave", and ask in Gulf Arabic ("شنو", "ياخذ", "الباسوورد") what
 * the documents say in formal Arabic. Data files close that gap, as any enterprise search has a
 * synonyms file (`vocabulary/words/`): phrases rewritten before analysis, dialect asking words, and
 * groups of words that stand for one another when the question is planned (each a reading of the
 * question word, weighted below the word itself). The groups are the Glossary's: the shipped ones
 * (`shipped-groups.json`) and what admins teach in the Glossary tab, read on every question.
 *
 * The entries are general workplace, IT and telecom vocabulary and common Gulf-dialect forms; they
 * are not written from any question set. Add to them as the knowledge base grows.
 */
import { analyze } from '../analysis/analyze.js';
import { vocabularyData } from '../vocabulary/words.js';
import { activeGlossary } from '../vocabulary/glossary.js';

/** Phrases rewritten in the question before analysis (case-insensitive, whole words). */
const PHRASES: [RegExp, string][] = vocabularyData<{ phrases: { pattern: string; flags: string; replace: string }[] }>(
  'phrases',
).phrases.map(({ pattern, flags, replace }) => [new RegExp(pattern, flags), replace]);

/**
 * Groups hold words that stand for one another, not the words naming the answer's form ("price",
 * "fee", "سعر": a sentence saying "free of charge" does not answer "how much does roaming cost").
 * The first of a group is not special: every word of a group reads as each of the others.
 * Gulf-dialect question and function words map to nothing: they are stop words in effect.
 */

/** `words/dialect-stop-words.json`: Gulf asking and filler words, split English contractions, everyday fillers. */
const DIALECT_STOP_WORDS = vocabularyData<{ words: string[] }>('dialect-stop-words').words;

let readings: Map<string, string[]> | null = null;
let readingsOf: unknown = null;
let dialect: Set<string> | null = null;

function table(): Map<string, string[]> {
  const groups = activeGlossary().groups();
  // Rebuilt when the glossary changes (an admin's edit takes effect on the next question).
  if (readings && readingsOf === groups) return readings;
  readings = new Map();
  readingsOf = groups;
  for (const group of groups) {
    const terms = [...new Set(group.terms.flatMap((w) => analyze(w)))];
    for (const t of terms) {
      const others = terms.filter((o) => o !== t);
      readings.set(t, [...new Set([...(readings.get(t) ?? []), ...others])]);
    }
  }
  return readings;
}

/** Other index terms that stand for this question term (none for most terms). */
export function synonymsOf(term: string): readonly string[] {
  return table().get(term) ?? [];
}

/** Whether a question term is a dialect asking word that carries no subject. */
export function isDialectStopTerm(term: string): boolean {
  dialect ??= new Set(DIALECT_STOP_WORDS.flatMap((w) => analyze(w)));
  return dialect.has(term);
}

/** The question with staff phrasings rewritten to the documents' words. */
export function rewriteQuestion(question: string): string {
  let out = question;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}
