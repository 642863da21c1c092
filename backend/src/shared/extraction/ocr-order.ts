// Words of an OCR line put in reading order (issue 30, ocr-merge.ts): a right-to-left line's Latin and
// number runs kept in place; and a line's words split into a table's cells at wide gaps (issue 47).
import { arabicNumbers, cleanLine } from './ocr-lines.js';

const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/gu;
const LATIN_LETTER = /[A-Za-z]/g;
const count = (s: string, re: RegExp) => s.match(re)?.length ?? 0;

/** A word as drawn on its line, with the model that read it. */
export type Drawn = { x: number; x0: number; x1: number; text: string; from: 'ara' | 'eng'; confidence: number };

type Kind = 'A' | 'L' | 'N';
const kindOf = (text: string): Kind => (count(text, ARABIC_LETTER) > 0 ? 'A' : count(text, LATIN_LETTER) > 0 ? 'L' : 'N');

/**
 * Words of a right-to-left line, given left to right as drawn, in the order they were written:
 * Arabic words right to left; a Latin word and the numbers after it ("Gold 5G", "Fiber 500",
 * "KNET-PAY-88") stay one run read left to right; numbers on their own are runs of their own, ordered
 * right to left as the script draws them ("+965 2222 3333" is drawn "3333 2222 965+").
 */
export function logicalOrder(drawn: readonly string[]): string[] {
  const runs: string[][] = [];
  let run: string[] | null = null;
  for (const text of drawn) {
    const kind = kindOf(text);
    if (kind === 'L' || (kind === 'N' && run)) {
      run ??= [];
      run.push(text);
      continue;
    }
    if (run) runs.push(run);
    run = null;
    runs.push([text]);
  }
  if (run) runs.push(run);
  return runs.reverse().flat();
}

/** A word the English model read inside a right-to-left line, its neutral punctuation put on the side it belongs to. */
function mirrorPunctuation(text: string, first: boolean): string {
  // Drawn at the left end of the line, a full stop ends it; "965+" is "+965".
  let out = text;
  if (first) out = out.replace(/^([.,،:;!?؟]+)(.+)$/u, '$2$1');
  return out.replace(/^(\d[\d\s]*)([+])$/, '$2$1');
}

/** Words of a line (left to right as drawn) split where the gap between two is wider than 1.5 line heights. */
export function cellGroups(drawn: readonly Drawn[], lineHeight: number): Drawn[][] {
  const groups: Drawn[][] = [];
  drawn.forEach((d, i) => {
    if (i === 0 || d.x0 - drawn[i - 1].x1 > 1.5 * lineHeight) groups.push([]);
    groups.at(-1)!.push(d);
  });
  return groups;
}

/** Words drawn left to right → their text in reading order. */
export function lineOf(drawn: readonly Drawn[], rtl: boolean): string {
  let texts: string[];
  if (rtl) {
    const fixed = drawn.map((d, i) => (d.from === 'eng' ? mirrorPunctuation(d.text, i === 0) : d.text));
    texts = logicalOrder(fixed);
  } else {
    // A left-to-right line: drawn order, runs of Arabic words turned back to right to left.
    texts = [];
    let arabicRun: string[] = [];
    for (const d of drawn) {
      if (kindOf(d.text) === 'A') arabicRun.push(d.text);
      else {
        texts.push(...arabicRun.reverse(), d.text);
        arabicRun = [];
      }
    }
    texts.push(...arabicRun.reverse());
  }
  return arabicNumbers(cleanLine(texts.join(' ')));
}
