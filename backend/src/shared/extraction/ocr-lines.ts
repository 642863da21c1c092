// What tesseract read, line by line with its confidence (issue 30): a line it is unsure of (noise read
// as letters, a smudge, a stamp) is left out of the text answers are drawn from, and the file's note
// says some were. Arabic lines get their numbers back in logical order.
import { joinLines } from './paragraphs.js';
import { withTableRows, type Cell } from './table-rows.js';

/** Lines tesseract is less sure of than this (0–100) are left out. */
export const MIN_LINE_CONFIDENCE = 45;

export interface OcrLine {
  text: string;
  confidence: number;
  /** Stretches of the line set apart by wide gaps, left to right (a table's cells), when it has more than one. */
  cells?: Cell[];
  /** The line reads right to left (with `cells`). */
  rtl?: boolean;
}

interface TesseractBlocks {
  blocks?: { paragraphs?: { lines?: { text: string; confidence: number }[] }[] }[] | null;
}

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/;
const ARABIC_ALL = new RegExp(ARABIC.source, 'g');

/** The lines of tesseract's page, with their confidence, in reading order (paragraphs separated by an empty line). */
export function linesOf(data: TesseractBlocks): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const text = line.text.replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
        if (text) lines.push({ text: arabicNumbers(text), confidence: line.confidence });
      }
    }
  }
  return lines;
}

/**
 * In an Arabic line, numbers joined by "-" or "+" (a phone number "1800-555", a range "1-15") are
 * drawn group by group right to left, and tesseract reads them as drawn ("555-1800"): the groups are
 * put back in the order they were written.
 */
export function arabicNumbers(line: string): string {
  const arabic = line.match(ARABIC_ALL)?.length ?? 0;
  const latin = line.match(/[A-Za-z]/g)?.length ?? 0;
  if (arabic === 0 || arabic < latin) return line;
  return line.replace(
    /(^|[\s(])(\d+(?:-\d+)+)(?=$|[\s.,،)])/g,
    (_, before: string, groups: string) => before + groups.split('-').reverse().join('-'),
  );
}

/** What tesseract makes of a bullet ("•") at the start of a line. */
const BULLET = /^[*•«»·°●▪■◦٠]{1,2}$/u;
/** Tokens that are a table's rules or a smudge, never text: "|", "_", brackets on their own. */
const RULE_TOKEN = /^[|_[\]{}~¦]+$/;

/**
 * A merged line tidied: a bullet read as "*", "«" or "»" at its start is "•" again; rules of a table
 * read as "|" or "_" are left out; whitespace is single.
 */
export function cleanLine(text: string): string {
  const tokens = text
    .replace(BIDI_CONTROLS, '')
    .split(/\s+/)
    .filter((t) => t && !RULE_TOKEN.test(t));
  if (tokens.length > 1 && BULLET.test(tokens[0])) tokens[0] = '•';
  return tokens.join(' ');
}

/** The text answers are drawn from: lines at or above `min` confidence; and how many were left out. */
export function confidentText(lines: readonly OcrLine[], min = MIN_LINE_CONFIDENCE): { text: string; dropped: number } {
  const kept = lines.filter((l) => l.confidence >= min);
  // Wrapped lines joined into their sentences, a code cut at a hyphen ("KNET-PAY-" / "88") whole again (paragraphs.ts).
  // Tables as rows with their headers (table-rows.ts).
  const rows = withTableRows(kept.map((l) => ({ text: l.text, cells: l.cells ?? [{ text: l.text, x0: 0, x1: 0 }], rtl: l.rtl ?? false })));
  return { text: joinLines(rows), dropped: lines.length - kept.length };
}
