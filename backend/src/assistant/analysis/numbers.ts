/**
 * Numbers, amounts and ranges read as values before a text is split into words, in documents and
 * questions alike:
 * - Arabic-Indic digits and separators (٫ decimal, ٬ thousands) as ASCII;
 * - "1,500" is one number (1500), not 1 and 500; "2,5" (a decimal comma) and "2.50" are 2.5;
 *   a decimal is one word ("2d5"), so "2.75" does not match every "2" and "75";
 * - every writing of a currency or unit is one word (`vocabulary/words/units.json`): KWD, KD,
 *   د.ك, دينار, dinar are "kwd"; fils, فلس are "fils"; "%", "٪", "percent", "بالمئة" are "percent";
 * - a range ("3 to 9", "10-25", "من 3 إلى 5", "between 3 and 5") or an open one ("50+",
 *   "51 or more", "more than 50", "أكثر من 50") adds a range word ("rng3x9", "rng50xinf") after
 *   itself, so that a number asked about meets the range containing it (`inRange`).
 * The text's own words stay: only words are added or joined, none is lost.
 */

import { vocabularyData } from '../vocabulary/words.js';
import { foldDigits } from './fold.js';

const NUM = String.raw`\d+(?:\.\d+)?`;
const AR = String.raw`\u0621-\u064A`;

type Rewrite = [RegExp, string | ((...m: string[]) => string)];

/** `words/units.json`: each unit's term and its writings, by kind of writing. */
interface UnitWords {
  term: string;
  latin?: string[];
  abbreviations?: string[];
  arabic?: string[];
  signs?: string[];
  phrases?: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "dinars" wins over "dinar" and "K.D." over "K.D". */
const alternation = (forms: string[], form: (f: string) => string) =>
  [...forms]
    .sort((a, b) => b.length - a.length)
    .map(form)
    .join('|');

/** The rewrites that turn every writing of a unit into its term, in the file's order. */
function unitRewrites(units: readonly UnitWords[]): Rewrite[] {
  const out: Rewrite[] = [];
  for (const { term, latin, abbreviations, arabic, signs, phrases } of units) {
    const to = ` ${term} `;
    if (signs?.length) out.push([new RegExp(alternation(signs, escape), 'g'), to]);
    if (latin?.length)
      out.push([new RegExp(String.raw`(?<![\w.])(?:${alternation(latin, (f) => escape(f).replace(/ /g, ' ?'))})(?![\w])`, 'gi'), to]);
    if (abbreviations?.length) {
      const dotted = (f: string) =>
        f
          .split('.')
          .filter(Boolean)
          .map(escape)
          .join(String.raw`\s?\.\s?`);
      out.push([new RegExp(String.raw`(?<![${AR}])(?:${alternation(abbreviations, dotted)})(?![${AR}])\.?`, 'g'), to]);
    }
    if (arabic?.length)
      out.push([new RegExp(String.raw`(?<![${AR}])[وبل]?(?:ال)?(?:${alternation(arabic, escape)})(?:اً|ًا|ا)?(?![${AR}])`, 'g'), to]);
    if (phrases?.length) out.push([new RegExp(alternation(phrases, escape), 'g'), to]);
  }
  return out;
}

const UNITS = vocabularyData<{ units: UnitWords[] }>('units').units;
/** The units' terms, as the rewrites above leave them before a number ("above KWD 10" -> "above kwd 10"). */
const UNIT_TERMS = `(?:${UNITS.map((u) => escape(u.term)).join('|')})`;

/** Whether a term is a unit's term (kwd, fils, percent): its numbers are amounts, not names. */
export function isUnitTerm(term: string): boolean {
  return UNITS.some((u) => u.term === term);
}

const REWRITES: Rewrite[] = [
  [/\u066B/g, '.'],
  [/\u066C/g, ','],
  // Thousands separators: groups of exactly three digits.
  [/(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d]|,\d)/g, (m) => m.replace(/,/g, '')],
  // A decimal comma: one or two digits after it, not a list ("1,2,3").
  [/(?<![\d,])(\d+),(\d{1,2})(?![\d]|,\d)/g, (_m, a, b) => `${a}.${b}`],
  // Currencies and units (words/units.json).
  ...unitRewrites(UNITS),
  // Ranges.
  [new RegExp(String.raw`\b(?:between\s+)(${NUM})\s+and\s+(${NUM})\b`, 'gi'), (m, a, b) => `${m} ${rangeWord(a, b)}`],
  // Not clock times ("7:00 to 9:00"): their parts are no range.
  [
    new RegExp(String.raw`(?<![\d.:])(${NUM})\s*(?:-|–|—|to|until|through|إلى|الى|حتى)\s*(${NUM})(?![\d.:])`, 'gi'),
    (m, a, b) => `${m} ${rangeWord(a, b)}`,
  ],
  [
    new RegExp(String.raw`(${NUM})\s*(?:\+|or more|and (?:above|over|more)|or above|فأكثر|فما فوق|أو أكثر|او اكثر)`, 'gi'),
    (m, a) => `${m} ${rangeWord(a)}`,
  ],
  // "above KWD 10", "up to 3 days": the unit may stand between the words and the number.
  [
    new RegExp(String.raw`(?:more than|over|above|أكثر من|اكثر من|فوق)\s+(?:${UNIT_TERMS}\s+)?(${NUM})(?![\d]|\.\d)`, 'gi'),
    (m, a) => `${m} ${rangeWord(a)}`,
  ],
  [
    new RegExp(
      String.raw`(?:up to|at most|no more than|a maximum of|بحد أقصى|بحد اقصى|لغاية)\s+(?:${UNIT_TERMS}\s+)?(${NUM})(?![\d]|\.\d)`,
      'gi',
    ),
    (m, a) => `${m} ${rangeWord('0', a)}`,
  ],
  // Decimals as one word (a sentence's full stop after one is no decimal point: "GPA of 2.8.").
  [/(?<![\d.])(\d+)\.(\d+)(?![\d]|\.\d)/g, (_m, a, b) => decimalWord(a, b)],
];

function decimalWord(whole: string, fraction: string): string {
  const f = fraction.replace(/0+$/, '');
  return f ? `${whole}d${f}` : whole;
}

function rangeWord(low: string, high?: string): string {
  const a = Number(low);
  const b = high === undefined ? Infinity : Number(high);
  if (!(a < b) || !Number.isFinite(a)) return '';
  const w = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 1e6) / 1e6).replace('.', 'd') : 'inf');
  return ` rng${w(a)}x${w(b)} `;
}

/** Only a text holding a digit or a unit's writing is rewritten (most words hold neither). */
const TRIGGER = new RegExp(
  [
    String.raw`\d|[\u0660-\u0669\u06F0-\u06F9]`,
    ...UNITS.flatMap((u) => [
      ...(u.latin ?? []),
      ...(u.abbreviations ?? []),
      ...(u.arabic ?? []),
      ...(u.signs ?? []),
      ...(u.phrases ?? []),
    ]).map(escape),
  ].join('|'),
  'i',
);

/** The text with numbers, currencies and ranges rewritten as described above. */
export function normalizeNumbers(text: string): string {
  if (!TRIGGER.test(text)) return text;
  let out = foldDigits(text);
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement as string);
  return out;
}

const NUMBER_TERM = /^(\d+)(?:d(\d+))?$/;
const RANGE_TERM = /^rng(\d+(?:d\d+)?)x(\d+(?:d\d+)?|inf)$/;

/** The value of a number term ("1500", "2d5"), or undefined. */
export function numberValue(term: string): number | undefined {
  const m = NUMBER_TERM.exec(term);
  return m ? Number(m[2] ? `${m[1]}.${m[2]}` : m[1]) : undefined;
}

/** Whether a range term ("rng3x9", "rng50xinf") contains the value. */
export function inRange(rangeTerm: string, value: number): boolean {
  const m = RANGE_TERM.exec(rangeTerm);
  if (!m) return false;
  const low = Number(m[1].replace('d', '.'));
  const high = m[2] === 'inf' ? Infinity : Number(m[2].replace('d', '.'));
  return value >= low && value <= high;
}

/** Whether a term is a range word. */
export function isRangeTerm(term: string): boolean {
  return term.startsWith('rng') && RANGE_TERM.test(term);
}
