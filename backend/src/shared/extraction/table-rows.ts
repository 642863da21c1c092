// Tables read as rows that carry their column headers (issue 47). A fee table printed to PDF or
// photographed came out as "نقل ملكية الخط 7.500 يومان": a question naming the fee ("كم رسوم نقل
// ملكية الخط؟") found no word of the header in it. Each row becomes one line with every cell after its
// column's header, "الخدمة: نقل ملكية الخط؛ الرسم (د.ك): 7.500؛ المدة: يومان", which the answering
// engine reads as one unit and quotes whole.
import type { TextLine } from './paragraphs.js';

/** A stretch of a line's text set apart from the rest by a wide gap, with where it is drawn. */
export interface Cell {
  text: string;
  x0: number;
  x1: number;
}

/** A line as read: its text, and its cells when it has wide gaps (one cell otherwise). */
export interface CellLine {
  text: string;
  cells: Cell[];
  /** The line reads right to left: its first column is the rightmost. */
  rtl: boolean;
  /** More white space above the line than between a paragraph's lines: not a wrapped cell. */
  spaced?: boolean;
}

const ARABIC = /[\u0600-\u06FF]/;

/** A header naming its unit in brackets ("Fee (KWD)", "الرسم (د.ك)", "Duration (days)"). */
const UNIT_IN_HEADER = /\(([^()\d]{1,12})\)\s*$/;
const BARE_NUMBER = /^[\d\u0660-\u0669][\d.,\u066B\u066C]*$/;

/**
 * A table row as one line: each cell after its header, in reading order ("Service: …; Fee (KWD):
 * 7.500 KWD"). A bare number under a header naming its unit carries the unit too, as a person
 * reading the row would say it: a row is quoted alone, and "7.500" alone is not an amount.
 */
export function rowText(headers: readonly string[], cells: readonly string[]): string {
  const arabic = headers.some((h) => ARABIC.test(h));
  const parts: string[] = [];
  cells.forEach((cell, i) => {
    let value = cell.trim();
    if (!value) return;
    const header = headers[i]?.trim().replace(/[:\uFE55]$/, '');
    const unit = header && BARE_NUMBER.test(value) ? UNIT_IN_HEADER.exec(header)?.[1].trim() : undefined;
    if (unit) value = `${value} ${unit}`;
    parts.push(header ? `${header}: ${value}` : value);
  });
  return parts.join(arabic ? '؛ ' : '; ');
}

/** Column of a cell: the header cell whose middle is nearest its own (headers in left-to-right order). */
function columnOf(cell: Cell, headers: readonly Cell[]): number {
  const middle = (cell.x0 + cell.x1) / 2;
  let best = 0;
  headers.forEach((h, i) => {
    if (Math.abs((h.x0 + h.x1) / 2 - middle) < Math.abs((headers[best].x0 + headers[best].x1) / 2 - middle)) best = i;
  });
  return best;
}

/** The cells of a line placed in the header's columns, or null when two fall in one column or one lies outside the table. */
function placed(line: CellLine, headers: readonly Cell[]): string[] | null {
  const left = headers[0].x0;
  const right = headers.at(-1)!.x1;
  const slots: string[] = headers.map(() => '');
  for (const cell of line.cells) {
    const middle = (cell.x0 + cell.x1) / 2;
    const span = right - left;
    if (middle < left - 0.25 * span || middle > right + 0.25 * span) return null;
    const column = columnOf(cell, headers);
    if (slots[column]) return null;
    slots[column] = cell.text;
  }
  return slots;
}

/** The cell lies within one column, between the middles of the gaps to its neighbours. */
function insideColumn(cell: Cell, columns: readonly Cell[]): boolean {
  const k = columnOf(cell, columns);
  const lo = k === 0 ? columns[0].x0 - (columns[0].x1 - columns[0].x0) : (columns[k - 1].x1 + columns[k].x0) / 2;
  const hi = k === columns.length - 1 ? columns[k].x1 + (columns[k].x1 - columns[k].x0) : (columns[k].x1 + columns[k + 1].x0) / 2;
  return cell.x0 >= lo && cell.x1 <= hi;
}

/**
 * Lines → lines with every table (a header line of two or more cells, then lines whose cells fall in
 * its columns) turned into rows with their headers; the header line itself is left out, each row
 * carries it. A line with one cell inside a table continues the cell above it (a wrapped cell).
 */
export function withTableRows(lines: readonly CellLine[]): TextLine[] {
  const out: TextLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const header = lines[i];
    if (header.cells.length < 2) {
      out.push({ text: header.text, ...(header.spaced && { spaced: true }) });
      i++;
      continue;
    }
    const columns = [...header.cells].sort((a, b) => a.x0 - b.x0);
    const rows: string[][] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const slots = placed(lines[j], columns);
      if (!slots) break;
      if (lines[j].cells.length === 1) {
        // A wrapped cell goes on close under its row, inside its column; anything else ends the table.
        const last = rows.at(-1);
        if (!last || lines[j].spaced || !insideColumn(lines[j].cells[0], columns)) break;
        slots.forEach((s, k) => s && (last[k] = `${last[k]} ${s}`.trim()));
        continue;
      }
      rows.push(slots);
    }
    if (rows.length === 0) {
      out.push({ text: header.text, ...(header.spaced && { spaced: true }) });
      i++;
      continue;
    }
    // Reading order of the columns: right to left in a right-to-left table.
    const order = columns.map((_, k) => k);
    if (header.rtl) order.reverse();
    const headers = order.map((k) => columns[k].text);
    for (const row of rows)
      out.push({
        text: rowText(
          headers,
          order.map((k) => row[k]),
        ),
        kind: 'row',
      });
    i = j;
  }
  return out;
}
