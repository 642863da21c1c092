/**
 * Whether a question goes on from the previous one of its conversation ("and for contractors?",
 * "وللشركات؟") or is asked on its own. A follow-up names no subject of its own: its words,
 * once asking words, fillers and the words that only say what form the answer takes are set
 * aside, are few, or it opens the way a continuation does ("and …", "what about …", "و…", "طيب …").
 * The cues are data (`vocabulary/words/follow-up-cues.json`).
 */
import { analyze } from '../analysis/analyze.js';
import { foldArabic, foldText } from '../analysis/fold.js';
import { questionTermFactor } from '../answer/1-read-question.js';
import { isDialectStopTerm } from './synonyms.js';
import { vocabularyData } from '../vocabulary/words.js';

interface FollowUpCues {
  /** Openings of a question that carries on from the previous one, as regular expressions on the folded text. */
  openings: string[];
  /** Words that point back to the previous question's subject ("it", "they", "هذا"). */
  pointers: string[];
  /** Words that carry no subject in a question (besides stop words and dialect asking words). */
  generic: string[];
  /** Patterns (on the folded question) in which a pointer points at nothing: "does it cost to …", "is it possible …". */
  dummyPointers: string[];
}

const CUES = vocabularyData<FollowUpCues>('follow-up-cues');
// \b is a word boundary in ASCII only: Arabic letters are not word characters to it.
const OPENING = new RegExp(`^(?:${CUES.openings.map((o) => foldArabic(o).replace(/\\b$/, '(?![\\p{L}\\p{N}])')).join('|')})`, 'u');
let pointers: Set<string> | null = null;
const DUMMY = CUES.dummyPointers.map((p) => new RegExp(p, 'u'));
let generic: Set<string> | null = null;

/** The question's terms that may name its subject. */
export function subjectTerms(question: string): string[] {
  generic ??= new Set(CUES.generic.flatMap((w) => analyze(w)));
  return [...new Set(analyze(question))].filter((t) => !isDialectStopTerm(t) && !generic!.has(t) && questionTermFactor(t) === 1);
}

/** Most subject words a question may have and still lean on the previous one for its subject. */
const FEW_WORDS = 2;

/** Whether the question reads as carrying on from the previous one. */
export function readsAsFollowUp(question: string): boolean {
  const folded = foldText(question.trim());
  pointers ??= new Set(CUES.pointers.map((w) => foldText(w)));
  const tokens = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (OPENING.test(folded)) return true;
  const subject = subjectTerms(question).length;
  // A pointer counts only in a question with little else, and not where it points at nothing.
  const pointsBack = tokens.some((t) => pointers!.has(t)) && !DUMMY.some((d) => d.test(folded));
  return subject <= FEW_WORDS || (subject <= FEW_WORDS + 1 && pointsBack);
}
