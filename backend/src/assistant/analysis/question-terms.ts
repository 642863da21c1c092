/**
 * The terms of a staff question that say what it is about, for grouping unanswered questions:
 * the analyser's terms without the generic words nearly every staff question has ("please tell
 * me", "policy", "rules": `vocabulary/words/question-generic-words.json`), sorted and distinct.
 */
import { vocabularyData } from '../vocabulary/words.js';
import { analyze } from './analyze.js';

let generic: ReadonlySet<string> | null = null;

function genericTerms(): ReadonlySet<string> {
  generic ??= new Set(vocabularyData<{ words: string[] }>('question-generic-words').words.flatMap((w) => analyze(w)));
  return generic;
}

/** The subject terms of a question (one-letter terms and generic words out), sorted and distinct. */
export function questionTerms(question: string): string[] {
  const skip = genericTerms();
  return [...new Set(analyze(question).filter((t) => t.length >= 2 && !skip.has(t)))].sort();
}
