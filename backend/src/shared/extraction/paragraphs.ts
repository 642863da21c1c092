// Lines of a page as read (PDF lines, OCR lines, a Word paragraph's soft breaks) joined into the
// sentences and paragraphs they were written as (issue 47). The answering engine reads a line as a
// unit: "A free shuttle bus runs every 20 minutes between the main" / "gate and … until 31 May." was two
// units, and the answer stopped mid-sentence. A line that does not end its sentence goes on at the
// next, in English and Arabic alike; headings, list items and table rows stay lines of their own.

export interface TextLine {
  text: string;
  /** A table row (see table-rows.ts) or a heading: never joined with another line. */
  kind?: 'row' | 'heading';
  /** More white space above the line than between the lines of a paragraph (known in a PDF): it starts a paragraph. */
  spaced?: boolean;
}

/** Ends a sentence, a list's introduction (":") or a clause list (";", "؛"). */
const ENDS_UNIT = /[.!?\u061F\u2026:;\u061B]["'\u201D\u2019)\]»]*$/;
/** A bulleted or numbered item ("• …", "- …", "1. …", "٣) …"). */
const LIST_ITEM = /^(?:[-\u2022*\u2013\u25AA\u25CF\u25E6]|[\d\u0660-\u0669]{1,2}[.)\u066B])\s/;
/** A code cut at a hyphen at the end of a line ("KNET-") and carried on at the next ("PAY-88"). */
const CODE_CUT = /[A-Z0-9]-$/;
const CODE_START = /^[A-Z0-9]/;
/** A word hyphenated across lines ("infor-" / "mation"). */
const WORD_CUT = /[a-z]-$/;
const LOWER_START = /^[a-z]/;
/** A line going on from the one above: it begins in lower case or with a number ("… before" / "31/12/2027."). */
const GOES_ON = /^[a-z0-9\u0660-\u0669]/;
/** A line shorter than this share of the longest line of its block ends its paragraph (a heading, a last line). */
const FULL_LINE = 0.6;

const isListItem = (text: string) => LIST_ITEM.test(text);

/** Characters that count for a line's length: letters and digits (Arabic and Latin glyphs are close enough in width). */
const lengthOf = (text: string) => text.replace(/\s+/g, ' ').length;

/**
 * Lines → text: a line goes on at the next when it does not end its sentence and either fills the
 * width of its block (it was wrapped) or the next begins in lower case or with a number; a hyphenated word or a cut
 * code is joined without the break. A blank line separates paragraphs and is kept.
 */
export function joinLines(lines: readonly TextLine[]): string {
  const out: string[] = [];
  const blocks = splitBlocks(lines);
  blocks.forEach((block, b) => {
    if (b > 0 && block.blank) out.push('');
    const longest = Math.max(1, ...block.filter((l) => !l.kind).map((l) => lengthOf(l.text)));
    let open: { text: string; full: boolean } | null = null;
    const close = () => {
      if (open) out.push(open.text);
      open = null;
    };
    for (const line of block) {
      const text = line.text.trim();
      if (line.kind) {
        close();
        out.push(text);
        continue;
      }
      const full = lengthOf(text) >= FULL_LINE * longest;
      if (open && continues(open, text)) {
        open = { text: joined(open.text, text), full };
        continue;
      }
      close();
      open = { text, full };
    }
    close();
  });
  return out.join('\n');
}

/** Blocks of lines between blank lines (`blank`: after one) or, in a PDF, wide white space. */
function splitBlocks(lines: readonly TextLine[]): (TextLine[] & { blank?: boolean })[] {
  const blocks: (TextLine[] & { blank?: boolean })[] = [[]];
  let blank = false;
  for (const line of lines) {
    if (!line.text.trim()) {
      blank = true;
      continue;
    }
    const last = blocks.at(-1)!;
    if (last.length && (blank || line.spaced)) blocks.push(Object.assign([], { blank }));
    blocks.at(-1)!.push(line);
    blank = false;
  }
  return blocks.filter((b) => b.length);
}

function continues(open: { text: string; full: boolean }, next: string): boolean {
  if (isListItem(next)) return false;
  if (CODE_CUT.test(open.text) && CODE_START.test(next)) return true;
  if (ENDS_UNIT.test(open.text)) return false;
  return open.full || GOES_ON.test(next);
}

function joined(text: string, next: string): string {
  if (CODE_CUT.test(text) && CODE_START.test(next)) return text + next;
  if (WORD_CUT.test(text) && LOWER_START.test(next)) return text.slice(0, -1) + next;
  return `${text} ${next}`;
}
