// Runs inside the extraction worker. pdf.js gives text items in drawing order with their positions;
// Chromium draws Arabic one glyph (or one ligature, its text in logical order) per item, left to right
// on the page, and Latin and digit runs as items in their visual order. The text is rebuilt line by
// line, in logical order:
// - items sharing a baseline form a line; a combining mark (harakat, shadda, tanween: drawn as its own
//   zero-width item, a little off the baseline) is attached to the letter it sits on;
// - a line is right-to-left when it holds Arabic and the page (or the line) is mostly Arabic; its
//   visual order is undone as the Unicode bidi algorithm made it: Latin words, numbers, times, dates,
//   phone numbers and codes keep their left-to-right order and their place, neutral punctuation at a
//   run's edge (a full stop, a "+" before a number) belongs to the Arabic around it;
// - Arabic presentation forms (what the glyphs map to) become ordinary letters (NFKC on those only:
//   a lam-alef ligature becomes lam then alef, a final alef maqsura an alef maqsura);
// - tables become rows carrying their headers (table-rows.ts), and wrapped lines are joined into
//   sentences, a code broken across two lines at a hyphen ("KNET-" / "PAY-88") whole again (paragraphs.ts);
// - a ligature glyph pdf.js turned round ("ىل" for "لى") is put back (pdf-clusters.ts), and brackets
//   in right-to-left runs are mirrored back ("(د.ك)" is drawn with ")" at its start).
import { isShaped, markForms, restoreClusters } from './pdf-clusters.js';
import { joinLines } from './paragraphs.js';
import { withTableRows, type Cell, type CellLine } from './table-rows.js';

export interface PositionedItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/;
const ARABIC_ALL = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/g;
const LATIN_ALL = /[A-Za-z\u00C0-\u024F0-9]/g;
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFC]+/g;
const MARKS_ONLY = /^\p{M}+$/u;

/** Bidi classes enough for staff documents: strong Arabic, strong Latin, European digits, separators, whitespace, other neutrals. */
type Bidi = 'R' | 'L' | 'EN' | 'ES' | 'CS' | 'ET' | 'WS' | 'ON';

interface Unit {
  text: string;
  x: number;
  width: number;
  type: Bidi;
  marks: string;
}

function bidiOf(ch: string): Bidi {
  if (ARABIC.test(ch)) return 'R';
  if (/[0-9]/.test(ch)) return 'EN';
  if (/\p{L}/u.test(ch)) return 'L';
  if (/\s/.test(ch)) return 'WS';
  if (ch === '+' || ch === '-') return 'ES';
  if (ch === ',' || ch === '.' || ch === ':' || ch === '/' || ch === '\u00A0') return 'CS';
  if (/[#$%°¢£¥€\u066A]/.test(ch)) return 'ET';
  return 'ON';
}

/** Arabic presentation forms as ordinary letters; everything else as it is. */
export const arabicLetters = (text: string) => text.replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC'));

/** A line's items as units in visual order: an Arabic item whole (its text is logical), any other item character by character. */
function unitsOf(items: readonly PositionedItem[]): Unit[] {
  const units: Unit[] = [];
  const marks: PositionedItem[] = [];
  const shaped = isShaped(items.map((i) => i.str).join(''));
  const glyphStarts = items.filter((i) => i.str.trim() && i.width >= 0.5).map((i) => i.x);
  for (const item of items) {
    // eslint-disable-next-line no-control-regex -- NUL is what pdf.js gives for glyphs without a text mapping
    let str = markForms(item.str.replace(/[\u0000\uFEFF\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, ''));
    if (shaped) str = restoreClusters(str);
    if (!str) continue;
    // A zero-width space Chromium puts before a mark, sometimes with the width of the letter it starts with.
    if (/^\s+$/.test(str) && (item.width < 0.5 || glyphStarts.some((x) => Math.abs(x - item.x) < 0.25))) continue;
    if (MARKS_ONLY.test(str)) {
      marks.push({ ...item, str });
      continue;
    }
    if (ARABIC.test(str)) {
      units.push({ text: str, x: item.x, width: item.width, type: 'R', marks: '' });
      continue;
    }
    const chars = [...str];
    chars.forEach((ch, i) =>
      units.push({ text: ch, x: item.x + (item.width * i) / chars.length, width: item.width / chars.length, type: bidiOf(ch), marks: '' }),
    );
  }
  units.sort((a, b) => a.x + a.width / 2 - (b.x + b.width / 2));
  // A mark is drawn from (about) the start of its letter's glyph, or over its middle: the letter
  // whose glyph holds it, the nearest by its left edge (right-to-left) or centre among those or else.
  for (const mark of marks) {
    let best: Unit | null = null;
    let distance = Infinity;
    let holds = false;
    for (const unit of units) {
      if (unit.type === 'WS') continue;
      const inside = unit.type === 'R' && mark.x >= unit.x - 0.5 && mark.x < unit.x + unit.width;
      if (holds && !inside) continue;
      const d = unit.type === 'R' ? Math.abs(unit.x - mark.x) : Math.abs(unit.x + unit.width / 2 - mark.x);
      if ((inside && !holds) || d < distance) [best, distance, holds] = [unit, d, inside || holds];
    }
    if (best) best.marks += mark.str;
  }
  return units;
}

/** Spaces the PDF leaves out, by the white space between two units. */
function withGaps(units: Unit[], height: number): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) {
    const previous = out.at(-1);
    if (previous && previous.type !== 'WS' && unit.type !== 'WS' && unit.x - (previous.x + previous.width) > 0.25 * Math.max(height, 1)) {
      out.push({ text: ' ', x: previous.x + previous.width, width: 0, type: 'WS', marks: '' });
    }
    out.push(unit);
  }
  return out;
}

const strong = (t: Bidi) => t === 'L' || t === 'EN';

/**
 * Embedding levels of a right-to-left line's units (1: right to left, 2: kept left to right), read
 * from their visual order: a run of Latin letters and digits is level 2 with the separators inside it
 * (a space or hyphen between Latin letters, "," "." ":" "/" "-" between digits, a space between a
 * Latin word and the number after it as in "Gold 5G"); a space between two numbers, and neutrals at a
 * run's edge, belong to the Arabic around them.
 */
function rtlLevels(units: Unit[]): number[] {
  const levels = units.map(() => 1);
  let i = 0;
  while (i < units.length) {
    if (units[i].type === 'R') {
      i++;
      continue;
    }
    let end = i;
    while (end < units.length && units[end].type !== 'R') end++;
    // units[i..end) hold no Arabic: find the strong ones and decide the neutrals between them.
    const strongAt: number[] = [];
    for (let k = i; k < end; k++) if (strong(units[k].type)) strongAt.push(k);
    // Digits after an Arabic letter are Arabic numbers: only "," "." ":" "/" hold two of them together
    // ("16:15", "1,250.500"), a "-" or "+" does not ("1800-555" is drawn "555-1800").
    const afterArabic = units.slice(end).some((u) => u.type === 'R');
    let runHasLatin = false;
    strongAt.forEach((k, n) => {
      levels[k] = 2;
      const type = units[k].type;
      if (type === 'L') runHasLatin = true;
      // A percent or currency sign touching a number goes with it.
      if (type === 'EN') {
        if (k + 1 < end && units[k + 1].type === 'ET') levels[k + 1] = 2;
        if (k - 1 >= i && units[k - 1].type === 'ET') levels[k - 1] = 2;
      }
      const next = strongAt[n + 1];
      if (next === undefined) return;
      const between = units.slice(k + 1, next);
      const nextType = units[next].type;
      let joined: boolean;
      if (between.length === 0) joined = true;
      else if (runHasLatin || type === 'L') joined = nextType === 'L' || nextType === 'EN';
      else joined = nextType === 'EN' && between.length === 1 && (between[0].type === 'CS' || (between[0].type === 'ES' && !afterArabic));
      if (joined) for (let m = k + 1; m < next; m++) levels[m] = 2;
      else runHasLatin = false;
    });
    // A hyphen or separator touching a Latin word on its right is the word's own, cut at the line's end ("KNET-PAY-").
    const last = strongAt.at(-1);
    if (last !== undefined && units[last].type === 'L')
      for (let m = last + 1; m < end && (units[m].type === 'ES' || units[m].type === 'CS'); m++) levels[m] = 2;
    i = end;
  }
  return levels;
}

/** Levels of a left-to-right line's units: Arabic units and the neutrals between two of them are right to left. */
function ltrLevels(units: Unit[]): number[] {
  const levels = units.map((u) => (u.type === 'R' ? 1 : 0));
  let lastR = -1;
  units.forEach((u, k) => {
    if (u.type !== 'R') return;
    if (lastR >= 0 && units.slice(lastR + 1, k).every((v) => !strong(v.type))) for (let m = lastR + 1; m < k; m++) levels[m] = 1;
    lastR = k;
  });
  return levels;
}

/** Units in visual order with their levels (two levels at most) → logical order. */
function logical(units: Unit[], levels: number[]): Unit[] {
  const runs: { level: number; units: Unit[] }[] = [];
  units.forEach((u, k) => {
    const last = runs.at(-1);
    if (last && last.level === levels[k]) last.units.push(u);
    else runs.push({ level: levels[k], units: [u] });
  });
  const base = Math.min(...levels);
  const ordered = base % 2 === 1 ? runs.reverse() : runs;
  return ordered.flatMap((run) => (run.level % 2 === 1 ? [...run.units].reverse().map(mirrored) : run.units));
}

/** Brackets drawn in a right-to-left run are their mirror images (the bidi algorithm's mirroring). */
const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};
const mirrored = (u: Unit): Unit => (u.type === 'ON' && MIRROR[u.text] ? { ...u, text: MIRROR[u.text] } : u);

/** Items of one line (any order) → its text in reading order. `pageIsArabic`: most letters of the page are Arabic. */
export function lineText(items: readonly PositionedItem[], pageIsArabic = false): string {
  const height = Math.max(0, ...items.map((i) => i.height));
  const units = withGaps(unitsOf(items), height);
  const joined = units.map((u) => u.text).join('');
  const arabic = joined.match(ARABIC_ALL)?.length ?? 0;
  const latin = joined.match(LATIN_ALL)?.length ?? 0;
  // A line of Latin letters alone on an Arabic page reads right to left when its full stop is drawn at its left end ("PAY-88." drawn ".PAY-88").
  const rtl =
    (arabic > 0 && (pageIsArabic || arabic > latin)) || (pageIsArabic && arabic === 0 && /^[.,\u060C:;!?\u061F]/.test(joined.trim()));
  const ordered = logical(units, rtl ? rtlLevels(units) : ltrLevels(units));
  const text = ordered.map((u) => u.text + u.marks).join('');
  return arabicLetters(text).normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** A gap wider than this many line heights between two items of a line separates table cells. */
const CELL_GAP = 1.5;

/** A line's items split at wide gaps, each stretch read as its own text (see table-rows.ts). */
function cellsOf(line: readonly PositionedItem[], pageIsArabic: boolean): Cell[] {
  const height = Math.max(1, ...line.map((i) => i.height));
  const sorted = line.filter((i) => i.str.trim()).sort((a, b) => a.x - b.x);
  const groups: PositionedItem[][] = [];
  let right = -Infinity;
  for (const item of sorted) {
    if (groups.length === 0 || item.x - right > CELL_GAP * height) groups.push([]);
    groups.at(-1)!.push(item);
    right = Math.max(right, item.x + item.width);
  }
  return groups
    .map((g) => ({ text: lineText(g, pageIsArabic), x0: Math.min(...g.map((i) => i.x)), x1: Math.max(...g.map((i) => i.x + i.width)) }))
    .filter((c) => c.text);
}

const heightOf = (line: readonly PositionedItem[]) => Math.round(Math.max(1, ...line.map((i) => i.height)));

/**
 * The distance between the baselines of two lines of one paragraph, by type size: the smallest
 * between neighbours of that size (fonts differ: Noto Sans Arabic sets lines twice as far apart as
 * its size, Latin fonts 1.3 times). Paragraphs are set further apart than that.
 */
function linePitch(lines: readonly PositionedItem[][]): Map<number, number> {
  const pitch = new Map<number, number>();
  for (let k = 1; k < lines.length; k++) {
    const height = heightOf(lines[k]);
    if (heightOf(lines[k - 1]) !== height) continue;
    const distance = lines[k - 1][0].y - lines[k][0].y;
    if (distance > 0.8 * height && distance < (pitch.get(height) ?? Infinity)) pitch.set(height, distance);
  }
  return pitch;
}

/** Items of one page → its text: lines top to bottom, tables as rows with their headers, wrapped lines joined into sentences. */
export function pageText(items: readonly PositionedItem[]): string {
  const sorted = items.filter((i) => i.str !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const all = sorted.map((i) => i.str).join('');
  const pageIsArabic = (all.match(ARABIC_ALL)?.length ?? 0) > (all.match(LATIN_ALL)?.length ?? 0);
  const lines: PositionedItem[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = 0.5 * Math.max(item.height, line?.[0].height ?? 0, 1);
    if (line && Math.abs(line[0].y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  const read: CellLine[] = [];
  const pitch = linePitch(lines);
  let previous: PositionedItem[] | null = null;
  for (const line of lines) {
    const text = lineText(line, pageIsArabic);
    if (!text) continue;
    const height = heightOf(line);
    const spaced = previous !== null && previous[0].y - line[0].y > 1.25 * (pitch.get(height) ?? Infinity);
    const arabic = text.match(ARABIC_ALL)?.length ?? 0;
    const rtl = pageIsArabic || arabic > (text.match(LATIN_ALL)?.length ?? 0);
    read.push({ text, cells: cellsOf(line, pageIsArabic), rtl, ...(spaced && { spaced }) });
    previous = line;
  }
  return joinLines(withTableRows(read));
}
