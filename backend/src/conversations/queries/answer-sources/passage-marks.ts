import type { TextRange } from '@kb/contracts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Passages longer than this are looked for word for word only (a regular expression of them would be costly). */
const MAX_FLEXIBLE_LENGTH = 4000;

/** Where `passage` is in `content`: word for word, else with any run of spaces and line breaks between its words. */
function find(content: string, passage: string): TextRange | null {
  const text = passage.trim();
  if (!text) return null;
  const at = content.indexOf(text);
  if (at >= 0) return [at, at + text.length];
  if (text.length > MAX_FLEXIBLE_LENGTH) return null;
  // The index may have joined the lines of a list or a table with single spaces.
  const words = text.split(/\s+/).map(escape);
  const match = new RegExp(words.join('\\s+'), 'u').exec(content);
  return match ? [match.index, match.index + match[0].length] : null;
}

/** A passage's sentences (and lines): an answer may quote sentences that are apart in the text, joined. */
const sentences = (passage: string) =>
  passage
    .split(/\n+|(?<=[.!?؟])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12);

/**
 * The stretches of a source's text an answer quoted, in order and without overlaps, for the panel
 * to mark (`<mark>`): each passage where it is whole, else each of its sentences where it is. What
 * the text does not hold (it changed, or was worded otherwise) has none.
 */
export function passageMarks(content: string, passages: readonly string[]): TextRange[] {
  const found = passages
    .flatMap((p) => {
      const whole = find(content, p);
      return whole ? [whole] : sentences(p).map((s) => find(content, s));
    })
    .filter((r): r is TextRange => r !== null)
    .sort((a, b) => a[0] - b[0]);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
