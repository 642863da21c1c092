// Whether a reply contains an expected answer, shared by the evals (bench/eval.mjs over the
// SQuAD-format sets, bench/eval-kb.mjs over the seeded knowledge base).
//
// Containment compares whole words after the analyser's normalisation (case, accents, Arabic
// letter forms, digits; punctuation dropped), so "4" is not found inside "24". Arabic glues
// one-letter proclitics (wa-, fa-, bi-, li-, ka-) to the next word, and gold spans sometimes start
// after them ("أربعة" inside "وأربعة"), so one such letter may precede the answer; the same for a
// number glued to its proclitic ("90 ديناراً" inside "و90 ديناراً").
import { normalizeWord, words } from '../backend/dist/assistant/analysis/analyze.js';

export const matchForm = (text) => ` ${words(text).map(normalizeWord).join(' ')} `;

export function contains(reply, answers) {
  const r = matchForm(reply);
  return answers.some((a) => {
    const g = matchForm(a).trim();
    if (!g) return false;
    if (r.includes(` ${g} `)) return true;
    return /^[\u0621-\u064A\d]/.test(g) && [...'وفبلك'].some((p) => r.includes(` ${p}${g} `));
  });
}
