// Runs inside the extraction worker. pdf.js gives text items in drawing order with their positions;
// Chromium draws Arabic one glyph per item, left to right on the page. The text is rebuilt line by
// line: items sharing a baseline form a line, ordered by position, and a line whose letters are
// mostly Arabic is read right to left, with its Latin and digit runs kept left to right inside it.

export interface PositionedItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const RTL_ALL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/g;
const LTR_ALL = /[A-Za-z\u00C0-\u024F0-9]/g;

type Kind = 'r' | 'l' | 'n';
const kindOf = (s: string): Kind => (RTL.test(s) ? 'r' : /[A-Za-z\u00C0-\u024F0-9]/.test(s) ? 'l' : 'n');

/** Items of one line (any order) → its text in reading order. */
export function lineText(items: readonly PositionedItem[]): string {
  const visual = items.filter((i) => i.str !== '').sort((a, b) => a.x - b.x);
  const joined = visual.map((i) => i.str).join('');
  const rtlLine = (joined.match(RTL_ALL)?.length ?? 0) > (joined.match(LTR_ALL)?.length ?? 0);
  const base: Kind = rtlLine ? 'r' : 'l';
  const kinds = visual.map((i) => kindOf(i.str));
  // A neutral (space, punctuation) between two items of the other direction belongs to their run.
  const resolved = kinds.map((k, i) => {
    if (k !== 'n') return k;
    const before = kinds.slice(0, i).reverse().find((x) => x !== 'n');
    const after = kinds.slice(i + 1).find((x) => x !== 'n');
    return before && before === after && before !== base ? before : base;
  });
  // Runs of one direction, in visual (left-to-right) order.
  const runs: { kind: Kind; items: PositionedItem[] }[] = [];
  visual.forEach((item, i) => {
    const last = runs.at(-1);
    if (last && last.kind === resolved[i]) last.items.push(item);
    else runs.push({ kind: resolved[i], items: [item] });
  });
  const ordered = rtlLine ? runs.reverse() : runs;
  const pieces: PositionedItem[][] = ordered.map((run) => (run.kind === 'r' ? [...run.items].reverse() : run.items));
  let text = '';
  let previous: PositionedItem | null = null;
  for (const item of pieces.flat()) {
    if (previous && !/\s$/.test(text) && !/^\s/.test(item.str) && gapBetween(previous, item) > 0.25 * Math.max(item.height, previous.height, 1)) text += ' ';
    text += item.str;
    previous = item;
  }
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** Horizontal white space between two items, whichever side of each other they are on. */
function gapBetween(a: PositionedItem, b: PositionedItem): number {
  return Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
}

/** Items of one page → its lines, top to bottom. */
export function pageText(items: readonly PositionedItem[]): string {
  const sorted = items.filter((i) => i.str !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedItem[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = 0.5 * Math.max(item.height, 1);
    if (line && Math.abs(line[0].y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines.map(lineText).filter(Boolean).join('\n');
}
