/**
 * Stage 1, reading the question the way a colleague would: which parts it has ("what documents
 * … and how long …"), and for each part the kind of fact that answers it (an amount, a duration, a
 * role, a list). The kind decides which sentence is worth quoting: "How much does roaming cost in
 * Europe?" is not answered by the sentence that names Europe's zone, however many of the
 * question's words it shares. The cue words are data (vocabulary/words/question-kinds.json).
 */
import type { Language } from '@kb/contracts';
import { analyze, detectLanguage } from '../analysis/analyze.js';
import { foldText } from '../analysis/fold.js';
import type { AskedKind, QuestionPart, QuestionReading } from './answer-types.js';
import { CLAUSE_SPLIT, FORM_WORDS, INTERROGATIVE, KIND_CUES } from './cues.js';

/** The language the reply is written in: the one asked for, else the question's own. */
export function languageOf(question: string, requested?: Language): Language {
  return requested ?? detectLanguage(question);
}

// A kind found by an earlier cue wins: "how much … cost" is a price, not a quantity.
// Cues are matched on the folded question (the analyser's `foldText`: lower case, hamza seats, no diacritics).
export function kindOf(text: string): AskedKind {
  const t = foldText(text);
  for (const [kind, cue] of KIND_CUES) if (cue.test(t)) return kind;
  return 'other';
}

const QUESTION_END = /[?؟]/;
const SENTENCE = /[^.?!؟\n]+[.?!؟]*/g;

/** The question's parts and its scene-setting context. */
export function readQuestion(question: string): QuestionReading {
  const sentences = (question.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  const asking = sentences.filter((s) => QUESTION_END.test(s) || isInterrogative(s));
  // Without a question mark or a question word, the whole text is the question ("roaming rates Europe").
  const asked = asking.length > 0 ? asking : [question.trim()];
  const context = sentences.filter((s) => !asked.includes(s)).join(' ');
  const parts: QuestionPart[] = [];
  for (const sentence of asked) {
    for (const clause of sentence.split(CLAUSE_SPLIT.en).flatMap((c) => c.split(CLAUSE_SPLIT.ar))) {
      const text = clause.trim();
      if (analyze(text).length === 0 && parts.length > 0) continue;
      if (text) parts.push({ text, kind: kindOf(text) });
    }
  }
  if (parts.length === 0) parts.push({ text: question.trim(), kind: kindOf(question) });
  return { parts, context };
}

function isInterrogative(sentence: string): boolean {
  return INTERROGATIVE.en.test(sentence) || INTERROGATIVE.ar.test(sentence);
}

/**
 * Words that name the form of the answer rather than its subject: in "what documents does a new
 * line need", the subject is the new line. Ranking gives them a fraction of their weight, so a
 * document about "medical documents" does not outrank the new-line procedure.
 */
export const FORM_WORD_FACTOR = FORM_WORDS.factor;
const FORM_TERMS: ReadonlySet<string> = new Set(FORM_WORDS.words.flatMap((w) => analyze(w)));

/** Ranking weight of a question term: see FORM_WORD_FACTOR. */
export function questionTermFactor(term: string): number {
  return FORM_TERMS.has(term) ? FORM_WORD_FACTOR : 1;
}
