/**
 * Whether the quoted passages hold anything the question asks about. A question no document is
 * about ("can I bring my dog to the office?") still reaches a passage through its generic words
 * (asking words, "get", "policy", the words naming the answer's form); when the passages hold none
 * of its other words, the reply is the not-found text, not a "closest passage".
 */
import { analyze } from '../analysis/analyze.js';
import { isDialectStopTerm } from '../retrieval/synonyms.js';
import { vocabularyData } from '../vocabulary/words.js';
import { partsOfSpeech, senseCount } from '../vocabulary/wordnet.js';
import { questionTermFactor } from './1-read-question.js';
import type { Quote } from './answer-types.js';
import type { Coverage } from './coverage.js';

/**
 * A passage holds a question word when it has the word, one of its readings (a synonym, a
 * translation), or, for an Arabic word, a look-alike at this coverage (an inflection, a clitic left
 * on); an English look-alike is too loose ("office" / "official").
 */
const ARABIC_LOOK_ALIKE = 0.6;

let generic: Set<string> | null = null;

/**
 * Senses above which an English word is an everyday word that says little about what a question is
 * about ("bring", "take", "get"): the line query-plan.ts draws for unknown words (GENERAL_SENSES).
 */
const GENERAL_SENSES = 10;

/**
 * A question word that names no subject: a filler ("please", "policy"), a dialect asking word, a
 * word naming the answer's form, an everyday English verb of many senses and no noun sense ("bring",
 * "get"; not "line" or "work", which name subjects: a dev answer quoting "the lines … within 3
 * working days" was refused when they counted as generic).
 */
export function isGeneric(term: string): boolean {
  generic ??= new Set(vocabularyData<{ words: string[] }>('question-generic-words').words.flatMap((w) => analyze(w)));
  return (
    generic.has(term) ||
    isDialectStopTerm(term) ||
    questionTermFactor(term) < 1 ||
    (/^[a-z]+$/.test(term) && senseCount(term) > GENERAL_SENSES && !partsOfSpeech(term).includes('noun'))
  );
}

/** Whether some quoted passage holds a question word other than the generic ones (itself, a reading or a translation). */
export function holdsAskedWord(quotes: readonly Quote[], coverage: Coverage): boolean {
  const present = new Set<string>();
  for (const q of quotes) for (const t of analyze(q.text)) present.add(t);
  for (let g = 0; g < coverage.groups; g++) {
    if (isGeneric(coverage.term(g))) continue;
    if (coverage.holds(g, present) || (!/^[a-z]/.test(coverage.term(g)) && coverage.match(g, present) >= ARABIC_LOOK_ALIKE)) return true;
  }
  return false;
}
