/** A text cut around the passage a reply quoted, so the passage can be marked where it stands. */
export interface TextPart {
  text: string;
  quoted: boolean;
}

/**
 * Splits `content` around the first occurrence of `passage` (exact, else ignoring differences in
 * white space); the whole content unmarked when the passage is absent or not found.
 */
export function splitAroundPassage(content: string, passage: string | null): TextPart[] {
  const parts = (start: number, end: number): TextPart[] =>
    [
      { text: content.slice(0, start), quoted: false },
      { text: content.slice(start, end), quoted: true },
      { text: content.slice(end), quoted: false },
    ].filter((p) => p.text.length > 0);
  const wanted = passage?.trim();
  if (!wanted) return [{ text: content, quoted: false }];
  const exact = content.indexOf(wanted);
  if (exact >= 0) return parts(exact, exact + wanted.length);
  const escaped = wanted
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const match = new RegExp(escaped).exec(content);
  return match ? parts(match.index, match.index + match[0].length) : [{ text: content, quoted: false }];
}
