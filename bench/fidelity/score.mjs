// Scoring of the fidelity suite: character error rate and "every number and code kept".

/** Text compared as read: canonical Unicode, whitespace runs (line breaks included) as one space. */
export const normalise = (s) => s.normalize('NFC').replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();

export function levenshtein(a, b) {
  const A = [...a];
  const B = [...b];
  let previous = Array.from({ length: B.length + 1 }, (_, j) => j);
  for (let i = 1; i <= A.length; i++) {
    const row = [i];
    for (let j = 1; j <= B.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (A[i - 1] === B[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[B.length];
}

/** Character error rate of `actual` against `expected`. */
export const cer = (actual, expected) => levenshtein(normalise(actual), normalise(expected)) / Math.max([...normalise(expected)].length, 1);

/** Every token of the expected text holding a digit (times, dates, amounts, phones, codes), without surrounding punctuation. */
export const codesOf = (expected) => [...new Set(normalise(expected).split(' ').map((t) => t.replace(/^[([«"']+|[.,،:;؛)\]»"']+$/g, '')).filter((t) => /\d/.test(t)))];

/** Codes of the expected text missing from `actual` (each must appear whole, bounded by spaces or punctuation). */
export function missingCodes(actual, expected) {
  const text = ` ${normalise(actual)} `;
  return codesOf(expected).filter((code) => !new RegExp(`(^|[\\s(«"'])${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s.,،:;؛)»"'])`, 'u').test(text));
}
