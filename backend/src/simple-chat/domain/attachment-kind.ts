/**
 * The kind of an attached file, decided by its content (SPEC.md section 5: jpeg, png, gif, pdf,
 * plain text, doc, docx). Markup (HTML, SVG, XML) is refused by content as knowledge files refuse it; JSON is refused whatever its name says, as SPEC's type check does: a
 * `.json` name, or text that parses as a JSON object or array. Pure: the caller sniffs the bytes.
 */
import { isMarkup } from '../../shared/text/markup.js';

export type AttachmentKind = 'jpg' | 'png' | 'gif' | 'pdf' | 'txt' | 'doc' | 'docx';

const BY_CONTENT: Record<string, AttachmentKind> = { jpg: 'jpg', png: 'png', gif: 'gif', pdf: 'pdf', cfb: 'doc', docx: 'docx' };

/**
 * @param detected what a content sniffer (file-type) recognised, undefined for no known signature
 * @param text the bytes as UTF-8 text when they are valid UTF-8 without NUL, else null
 */
export function attachmentKind(fileName: string, detected: string | undefined, text: string | null): AttachmentKind | null {
  if (/\.json$/i.test(fileName.trim())) return null;
  if (detected) return BY_CONTENT[detected] ?? null;
  if (text === null) return null;
  // An HTML page or an SVG is text, but not a type we accept (the knowledge files refuse it alike).
  return looksLikeJson(text) || isMarkup(text) ? null : 'txt';
}

function looksLikeJson(text: string): boolean {
  const t = text.trim();
  if (!/^[[{]/.test(t)) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}
