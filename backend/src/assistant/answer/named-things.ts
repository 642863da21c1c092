/**
 * Names in the question that the candidate documents do not have: a numbered member of a series
 * they list with other numbers, a product-like name whose words they never use together, a name
 * they never mention in any form. Such a question is about something else, and is not answered by
 * its neighbours.
 */
import { analyze } from '../analysis/analyze.js';
import { inRange, isRangeTerm, isUnitTerm, numberValue } from '../analysis/numbers.js';
import type { Candidate } from './answer-types.js';
import type { Coverage } from './coverage.js';
import { NAME_PARTICLES, UNITS_AFTER_NUMBER } from './cues.js';

// A Latin-script name: capitalised after the first word, all capitals, or capitals inside (iPhone).
const NAME_WORD = /(?<=\S\s+)[A-Z][a-z]{3,}\b|\b[A-Z]{2,}\b|\b[a-z]+[A-Z]\w*\b/g;

/** @param texts each candidate's title and text */
export function unknownName(question: string, coverage: Coverage, texts: string[]): boolean {
  const names = (question.match(NAME_WORD) ?? []).filter((w) => !spelledOtherwise(w, texts));
  const terms = new Set(names.flatMap((w) => analyze(w)));
  for (let g = 0; g < coverage.groups; g++) if (terms.has(coverage.term(g)) && !coverage.known(g) && !coverage.lookAlike(g)) return true;
  return false;
}

/**
 * Whether a candidate writes the name another way: as two words ("Superbowl" / "Super Bowl"), or
 * in full for an abbreviation, its capitals in order ("SP" / "Scottish Parliament", "MSPs" /
 * "Members of the Scottish Parliament"). "UK" stays unknown where no text says "United Kingdom".
 */
function spelledOtherwise(name: string, texts: string[]): boolean {
  const lower = name.toLowerCase();
  for (let i = 2; i <= lower.length - 2; i++) {
    const split = new RegExp(`\\b${escape(lower.slice(0, i))}[\\s-]+${escape(lower.slice(i))}\\b`, 'i');
    if (texts.some((t) => split.test(t))) return true;
  }
  const initials = /^([A-Z]{2,5})s?$/.exec(name)?.[1];
  if (!initials) return false;
  // Three initials or more may be spelled out in lower case ("GPA" / "grade point average"); two
  // letters would meet too many ordinary pairs of words.
  const letter = (c: string) => (initials.length >= 3 ? `[${c}${c.toLowerCase()}]` : c);
  const spelled = new RegExp(`\\b${[...initials].map((c) => `${letter(c)}[a-z]+`).join(`(?:\\s+(?:${NAME_PARTICLES})){0,2}\\s+`)}\\b`);
  return texts.some((t) => spelled.test(t));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A name with a number, Latin or Arabic; an Arabic word before a number followed by a unit is a quantity, not a name.
const NAME_NUMBER = new RegExp(
  String.raw`\b([A-Z][A-Za-z]+) ([\d\u0660-\u0669]{1,3})\b(?![.,]\d)|(?:^|\s)([\u0621-\u064A]{3,}) ([\d\u0660-\u0669]{1,3})(?![\d\u0660-\u0669])(?![.,]\d)(?!\s*(?:${UNITS_AFTER_NUMBER}))`,
  'g',
);
/** How many terms after a name its range may start ("grades 2 to 5" is name, 2, 5, range word). */
const RANGE_REACH = 5;
const YEAR = /\b(?:19|20)\d\d\b/g;

/**
 * A product-like name with a number (a word then 1-3 digits) must appear as such in a candidate
 * document when the documents do use that name with other numbers; a year must appear in one.
 */
export function namesExist(question: string, texts: string[]): boolean {
  // A year: only against documents versioned by year (a title ending in 2026).
  const titleYear = texts[0].slice(0, texts[0].indexOf('\n')).match(YEAR)?.[0];
  for (const m of question.matchAll(YEAR)) if (titleYear && titleYear !== m[0] && !texts.some((t) => t.includes(m[0]))) return false;
  for (const m of question.matchAll(NAME_NUMBER)) {
    const name = analyze(m[1] ?? m[3]);
    const number = foldNumber(m[2] ?? m[4]);
    // An amount ("KWD 12") is no name; nor is a number inside a range the documents state ("grade 4" / "grades 2 to 5").
    if (name.length !== 1 || isUnitTerm(name[0])) continue;
    // Only a series: three or more numbers with the name.
    const numbers = new Set<string>();
    const value = numberValue(number);
    let ranged = false;
    for (const text of texts) {
      const terms = analyze(text);
      for (let i = 0; i + 1 < terms.length; i++) if (terms[i] === name[0] && /^\d+$/.test(terms[i + 1])) numbers.add(terms[i + 1]);
      // The range right after the name ("grades 2 to 5", "الدرجات من 2 إلى 5"): a few words on.
      for (let i = 0; i < terms.length && value !== undefined && !ranged; i++) {
        if (terms[i] === name[0]) ranged = terms.slice(i + 1, i + 1 + RANGE_REACH).some((t) => isRangeTerm(t) && inRange(t, value));
      }
    }
    if (numbers.has(number) || ranged) continue;
    // The series must be listed in the best document itself, as a product line is.
    const top = analyze(texts[0]);
    const listed = new Set<string>();
    for (let i = 0; i + 1 < top.length; i++) if (top[i] === name[0] && /^\d+$/.test(top[i + 1])) listed.add(top[i + 1]);
    if (listed.size >= 3) return false;
  }
  return true;
}

// One or two capitalised words after the question's first word, then a digit-bearing one: a
// product's name and its generation or size ("Galaxy S24", "Super Bowl 50").
const PRODUCT_RUN = /(?<=\S\s+)(?:[A-Z][\w-]*\s+){1,2}(?:\d[\w-]*|[A-Z]\d[\w-]*)(?![\w.,]\d)/g;

/**
 * Whether every product-like name of the question appears in a candidate as such: its words next
 * to one another, in any order. Names with a word no document knows are left to `unknownName`.
 */
export function productNamed(question: string, candidates: Candidate[]): boolean {
  for (const m of question.matchAll(PRODUCT_RUN)) {
    if (!/[A-Z][a-z]/.test(m[0])) continue;
    const name = analyze(m[0]);
    if (name.length < 2) continue;
    const wanted = [...name].sort().join(' ');
    const found = candidates.some((c) =>
      [c.hit.title, ...c.units.map((u) => u.text)].some((text) => {
        const terms = analyze(text);
        for (let i = 0; i + name.length <= terms.length; i++)
          if ([...terms.slice(i, i + name.length)].sort().join(' ') === wanted) return true;
        return false;
      }),
    );
    if (!found) return false;
  }
  return true;
}

function foldNumber(n: string): string {
  return analyze(n)[0] ?? n;
}
