// Two readings of one page merged word by word (issue 30). Tesseract reads a page with the Arabic
// model alone and with the English model alone (one uniform block each, so both find the same lines
// and words); a combined `ara+eng` model reads Latin names, codes and numbers inside Arabic lines
// worse than either alone. Each word region keeps the reading whose script fits it: Arabic-script words
// from the Arabic model, Latin words, numbers and codes from the English model, weighed by each word's
// confidence. Arabic lines are put in logical (right-to-left) order with Latin and number runs in place.
import type { OcrLine } from './ocr-lines.js';
import { cellGroups, lineOf, type Drawn } from './ocr-order.js';

export { logicalOrder } from './ocr-order.js';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}

/** One model's reading of a page: its lines, each with its words (tesseract.js `blocks` output). */
export interface OcrReading {
  blocks?: { paragraphs?: { lines?: { bbox: Box; words?: OcrWord[] }[] }[] }[] | null;
}

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/gu;
const LATIN_LETTER = /[A-Za-z]/g;
const ASCII_DIGIT = /[0-9]/g;

const count = (s: string, re: RegExp) => s.match(re)?.length ?? 0;

interface Word extends OcrWord {
  from: 'ara' | 'eng';
  line: number;
}

interface Line {
  box: Box;
  words: Word[];
}

const width = (b: Box) => Math.max(1, b.x1 - b.x0);
const height = (b: Box) => Math.max(1, b.y1 - b.y0);
const overlapX = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
const overlapY = (a: Box, b: Box) => Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

function linesOfReading(reading: OcrReading, from: 'ara' | 'eng'): Line[] {
  const lines: Line[] = [];
  for (const block of reading.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const index = lines.length;
        const words: Word[] = [];
        for (const w of line.words ?? []) {
          const text = w.text.replace(BIDI_CONTROLS, '').trim();
          if (text) words.push({ text, confidence: w.confidence, bbox: w.bbox, from, line: index });
        }
        if (words.length) lines.push({ box: line.bbox, words });
      }
    }
  }
  return lines;
}

/** The word reads as Arabic script: Arabic letters and no Latin letter or ASCII digit inside it. */
const cleanArabic = (text: string) => count(text, ARABIC_LETTER) > 0 && count(text, LATIN_LETTER) + count(text, ASCII_DIGIT) === 0;
const isArabic = (text: string) =>
  count(text, ARABIC_LETTER) > 0 && count(text, ARABIC_LETTER) >= count(text, LATIN_LETTER) + count(text, ASCII_DIGIT);

/** Mean confidence of words, weighed by their length. */
function meanConfidence(words: readonly Word[]): number {
  let sum = 0;
  let n = 0;
  for (const w of words) {
    const k = Math.max(1, [...w.text].length);
    sum += w.confidence * k;
    n += k;
  }
  return n ? sum / n : 0;
}

/**
 * How plausible a non-Arabic reading is for the width it covers: a number or code has characters of
 * about the page's usual width, so "0" read over the width of "12.500" is not believable.
 */
function plausibility(words: readonly Word[], charWidth: number): number {
  let chars = 0;
  let span = 0;
  for (const w of words) {
    chars += [...w.text].length;
    span += width(w.bbox);
  }
  if (!charWidth || !span) return 1;
  const r = (chars * charWidth) / span;
  const ratio = r < 1 ? r : 1 / r;
  return Math.min(1, ratio / 0.55) ** 2;
}

/** A Latin word, a number or a code as people write them ("Halberd", "1,250.500", "+965", "KNET-PAY-88", "31/12/2027."). */
const WORD_SHAPE = /^[("'«+]?(?:[A-Za-z][A-Za-z'’]*|[0-9A-Za-z]+(?:[.,:/-][0-9A-Za-z]+)*)[-.,:;!?)"'»%]*$/;

/** 1 for words shaped like words, numbers or codes; less for a reading like "138158+0." or "J.>19.750". */
const shape = (words: readonly Word[]) => (words.every((w) => WORD_SHAPE.test(w.text)) ? 1 : 0.3);

/** Which reading of a region is kept: the Arabic model's for Arabic script, the English model's for Latin, numbers and codes. */
export function choose(ara: readonly Word[], eng: readonly Word[], lineEnglishConfidence: number, charWidth: number): 'ara' | 'eng' {
  if (ara.length === 0) return 'eng';
  if (eng.length === 0) return 'ara';
  const aText = ara.map((w) => w.text).join(' ');
  const eText = eng.map((w) => w.text).join(' ');
  const aConfidence = meanConfidence(ara);
  const eConfidence = meanConfidence(eng);
  const englishFits = /[A-Za-z0-9]/.test(eText);
  if (isArabic(aText)) {
    // Arabic-script reading, discounted by how many of its words hold Latin letters or digits (a Latin word read as Arabic).
    const clean = ara.filter((w) => cleanArabic(w.text)).length / ara.length;
    const a = aConfidence * clean;
    // On a line the English model reads with confidence (an English line), Arabic must be clearly surer.
    const e = eConfidence * shape(eng);
    if (lineEnglishConfidence >= 80) return clean === 1 && a >= e + 10 ? 'ara' : 'eng';
    return englishFits && e >= 80 && e >= a + 25 ? 'eng' : 'ara';
  }
  // Digits, codes, Latin or punctuation: the English model's unless the Arabic one is clearly surer and believable.
  const a = aConfidence * plausibility(ara, charWidth) * shape(ara);
  const e = eConfidence * plausibility(eng, charWidth) * shape(eng);
  return e >= a - 10 ? 'eng' : 'ara';
}

/**
 * The English model's reading of a page holds nothing another script could be hiding in: sure on
 * average (85 or more) and no word of letters it is unsure of (below 50; Arabic read by the English
 * model comes out as such words: "glo", "pron", "Jas").
 */
export function surelyLatin(eng: OcrReading): boolean {
  const words = linesOfReading(eng, 'eng').flatMap((l) => l.words);
  if (!words.length) return false;
  if (meanConfidence(words) < 85) return false;
  return !words.some((w) => w.confidence < 50 && count(w.text, LATIN_LETTER) >= 2);
}

class UnionFind {
  private parent: number[];
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    while (this.parent[i] !== i) i = this.parent[i] = this.parent[this.parent[i]];
    return i;
  }
  union(a: number, b: number): void {
    this.parent[this.find(a)] = this.find(b);
  }
}

interface PairedLine {
  box: Box;
  ara: Word[];
  eng: Word[];
}

/** Each English line joins the Arabic line it overlaps most (both readings find the same lines); the rest stand alone. */
function pairLines(araLines: readonly Line[], engLines: readonly Line[]): PairedLine[] {
  const lineOfEng = engLines.map((el) => {
    let best = -1;
    let bestOverlap = 0;
    araLines.forEach((al, i) => {
      const o = overlapY(al.box, el.box) / Math.min(height(al.box), height(el.box));
      if (o > bestOverlap) [best, bestOverlap] = [i, o];
    });
    return bestOverlap >= 0.5 ? best : -1;
  });
  const lines: PairedLine[] = araLines.map((l) => ({ box: l.box, ara: l.words, eng: [] }));
  engLines.forEach((el, j) => {
    if (lineOfEng[j] >= 0) lines[lineOfEng[j]].eng.push(...el.words);
    else lines.push({ box: el.box, ara: [], eng: el.words });
  });
  return lines;
}

/** The page's usual character width, from the English model's sure readings of Latin and numbers (0: none). */
function charWidthOf(engLines: readonly Line[]): number {
  let chars = 0;
  let span = 0;
  for (const l of engLines)
    for (const w of l.words)
      if (w.confidence >= 85 && /^[A-Za-z0-9.,:/+-]+$/.test(w.text)) {
        chars += w.text.length;
        span += width(w.bbox);
      }
  return chars ? span / chars : 0;
}

/** A line's word regions: an Arabic and an English word whose boxes overlap enough are one region. */
function regionsOf(line: PairedLine): Word[][] {
  const words = [...line.ara, ...line.eng];
  const uf = new UnionFind(words.length);
  for (let i = 0; i < line.ara.length; i++) {
    for (let j = 0; j < line.eng.length; j++) {
      const a = line.ara[i].bbox;
      const e = line.eng[j].bbox;
      if (overlapX(a, e) >= 0.4 * Math.min(width(a), width(e)) && overlapY(a, e) >= 0.3 * Math.min(height(a), height(e)))
        uf.union(i, line.ara.length + j);
    }
  }
  const regions = new Map<number, Word[]>();
  words.forEach((w, i) => {
    const root = uf.find(i);
    const region = regions.get(root) ?? [];
    region.push(w);
    regions.set(root, region);
  });
  return [...regions.values()];
}

const BULLET = /^[*•«»·°٠]+$/u;

/** A line's words as drawn, left to right: each region in the reading that fits it, specks left out. */
function drawnOf(line: PairedLine, charWidth: number): Drawn[] {
  const lineEnglishConfidence = meanConfidence(line.eng);
  const drawn: Drawn[] = [];
  for (const region of regionsOf(line)) {
    const ara = region.filter((w) => w.from === 'ara');
    const eng = region.filter((w) => w.from === 'eng');
    // What only the Arabic model saw on a line the English model reads surely, and is unsure of, is a speck ("app. ا").
    if (eng.length === 0 && lineEnglishConfidence >= 80 && meanConfidence(ara) < 70) continue;
    const side = choose(ara, eng, lineEnglishConfidence, charWidth);
    for (const w of side === 'ara' ? ara : eng) {
      // Specks read as punctuation ("." or ":" far from any word) are left out; a bullet is kept.
      if (!/[\p{L}\p{N}]/u.test(w.text) && w.confidence < 60 && !BULLET.test(w.text)) continue;
      drawn.push({ x: (w.bbox.x0 + w.bbox.x1) / 2, x0: w.bbox.x0, x1: w.bbox.x1, text: w.text, from: w.from, confidence: w.confidence });
    }
  }
  drawn.sort((a, b) => a.x - b.x);
  // Punctuation far from any word on its line (more than a line's height away) is a speck.
  const lineHeight = height(line.box);
  return drawn.filter((d, i) => {
    if (/[\p{L}\p{N}]/u.test(d.text) || BULLET.test(d.text)) return true;
    const gapLeft = i > 0 ? d.x0 - drawn[i - 1].x1 : Infinity;
    const gapRight = i < drawn.length - 1 ? drawn[i + 1].x0 - d.x1 : Infinity;
    return Math.min(gapLeft, gapRight) <= 1.5 * lineHeight;
  });
}

interface MergedLine {
  y: number;
  confidence: number;
  drawn: Drawn[];
  height: number;
}

/** A merged line as text: right to left when Arabic leads it (or the page), table cells when a wide gap splits it. */
function toOcrLine({ confidence, drawn, height: lineHeight }: MergedLine, arabicPage: boolean): OcrLine {
  const arabic = drawn.reduce((n, d) => n + count(d.text, ARABIC_LETTER), 0);
  const latin = drawn.reduce((n, d) => n + count(d.text, LATIN_LETTER), 0);
  const rtl = arabic > 0 && (arabicPage || arabic >= latin);
  // Stretches set apart by a wide gap are a table's cells (table-rows.ts).
  const cells = cellGroups(drawn, lineHeight).map((group) => ({ text: lineOf(group, rtl), x0: group[0].x0, x1: group.at(-1)!.x1 }));
  return { text: lineOf(drawn, rtl), confidence, ...(cells.length > 1 && { cells, rtl: rtl || arabicPage }) };
}

/**
 * The page's lines from its two readings: word regions found by overlap of the two readings' boxes,
 * each given the reading that fits it, lines from top to bottom, words in reading order.
 */
export function mergeReadings(araReading: OcrReading, engReading: OcrReading): OcrLine[] {
  const engLines = linesOfReading(engReading, 'eng');
  const charWidth = charWidthOf(engLines);
  const merged: MergedLine[] = [];
  let arabicLetters = 0;
  let latinLetters = 0;
  for (const line of pairLines(linesOfReading(araReading, 'ara'), engLines)) {
    const kept = drawnOf(line, charWidth);
    if (!kept.length) continue;
    for (const d of kept) {
      arabicLetters += count(d.text, ARABIC_LETTER);
      latinLetters += count(d.text, LATIN_LETTER);
    }
    const confidence = meanConfidence(kept.map((d) => ({ ...d, bbox: line.box, line: 0 })));
    merged.push({ y: (line.box.y0 + line.box.y1) / 2, confidence, drawn: kept, height: height(line.box) });
  }
  const arabicPage = arabicLetters > latinLetters;
  merged.sort((a, b) => a.y - b.y);
  return merged.map((line) => toOcrLine(line, arabicPage)).filter((l) => l.text);
}
