import type { ReactNode } from 'react';

/**
 * The inline Markdown the composer's toolbar writes (issue 31): `**bold**`, `*italic*` or `_italic_`,
 * and `` `code` ``, turned into React elements whose text is always a text node: no HTML from a
 * message is ever parsed or injected, so `<b>` typed by someone stays the four characters `<b>`.
 */
const TOKEN =
  /(`[^`\n]+`)|(\*\*(?=\S)[^\n]*?\S\*\*)|(\*(?=[^\s*])[^*\n]*?[^\s*]\*|\*[^\s*]\*)|((?<![\p{L}\p{N}_])_(?=[^\s_])[^_\n]*?[^\s_]_(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])_[^\s_]_(?![\p{L}\p{N}_]))/gu;

export function renderInline(text: string, keyPrefix = ''): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const [whole, code, bold, starItalic, underscoreItalic] = match;
    const key = `${keyPrefix}${index++}`;
    if (code) nodes.push(<code key={key}>{code.slice(1, -1)}</code>);
    else if (bold) nodes.push(<strong key={key}>{renderInline(bold.slice(2, -2), `${key}.`)}</strong>);
    else if (starItalic ?? underscoreItalic) nodes.push(<em key={key}>{renderInline(whole.slice(1, -1), `${key}.`)}</em>);
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
