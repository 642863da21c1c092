// A Word document's text from mammoth's HTML (issue 47): paragraphs as lines (their runs and soft
// breaks joined, paragraphs.ts), headings and list items their own lines ("• " or "1. " before an
// item), and each table row one line carrying its column headers (table-rows.ts), where mammoth's
// raw text gave every cell a paragraph of its own.
import { joinLines, type TextLine } from './paragraphs.js';
import { rowText } from './table-rows.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? m;
  });
/** Inline markup (runs, links, emphasis) dropped; a line break is a space within its paragraph. */
const inline = (html: string) => decode(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')).replace(/[ \t]+/g, ' ');

/** A paragraph's own lines: soft breaks joined as a wrapped line would be. */
function paragraphLines(html: string, kind?: 'heading'): TextLine[] {
  const text = inline(html).trim();
  if (!text) return [];
  if (kind) return [{ text: text.replace(/\s*\n\s*/g, ' '), kind }];
  return [{ text: joinLines(text.split('\n').map((t) => ({ text: t }))).replace(/\n/g, ' ') }];
}

/** A table's rows: the first row is the header; with a single row or column, its cells as lines. */
function tableLines(html: string): TextLine[] {
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map((r) =>
    [...r[1].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((c) =>
      inline(c[1].replace(/<\/p>\s*<p[^>]*>/gi, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (rows.length < 2 || width < 2)
    return rows
      .flat()
      .filter(Boolean)
      .map((text) => ({ text }));
  const [header, ...body] = rows;
  return body.filter((r) => r.some(Boolean)).map((r) => ({ text: rowText(header, r), kind: 'row' as const }));
}

function listLines(html: string, ordered: boolean): TextLine[] {
  const out: TextLine[] = [];
  let n = 0;
  for (const item of html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)) {
    const text = inline(item[1]).replace(/\s+/g, ' ').trim();
    if (text) out.push({ text: `${ordered ? `${++n}.` : '•'} ${text}`, kind: 'heading' });
  }
  return out;
}

/**
 * mammoth's HTML → text: one line per paragraph, heading, list item and table row; nested lists are
 * read flat. The list items are kept from joining like headings (`kind: 'heading'`).
 */
export function docxHtmlToText(html: string): string {
  const lines: TextLine[] = [];
  const blocks = /<(table|ul|ol|h[1-6]|p)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const m of html.matchAll(blocks)) {
    const tag = m[1].toLowerCase();
    if (tag === 'table') lines.push(...tableLines(m[2]));
    else if (tag === 'ul' || tag === 'ol') lines.push(...listLines(m[2], tag === 'ol'));
    else lines.push(...paragraphLines(m[2], tag[0] === 'h' ? 'heading' : undefined));
  }
  // Every paragraph is a line of its own: a Word paragraph is never a wrapped line.
  return lines.map((l) => l.text).join('\n');
}
