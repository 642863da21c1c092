import { createRequire } from 'node:module';
import { docxHtmlToText } from './docx-text.js';
import { checkZip, type ZipLimits } from './zip-limits.js';

// The one reader of Word files, for document upload (extract.ts) and knowledge files (read-file.ts).
// Runs inside the extraction child process; each library is loaded only when its kind is read.

/** A DOCX's text (paragraphs, lists and table rows with their headers: docx-text.ts) and mammoth's HTML, or why not. */
export async function readDocx(
  bytes: Buffer,
  zip: ZipLimits,
): Promise<{ text: string; html: string } | { code: 'upload_too_complex' | 'upload_unreadable' }> {
  // Before mammoth inflates anything: a 150 KB file can hold a 50 MB document.xml.
  const verdict = checkZip(bytes, zip);
  if (verdict === 'too_large') return { code: 'upload_too_complex' };
  if (verdict === 'malformed') return { code: 'upload_unreadable' };
  const mammoth = (await import('mammoth')).default;
  const html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  return { text: docxHtmlToText(html), html };
}

/** A Word 97–2003 (.doc) file's body text; word-extractor insists on an OLE file with a WordDocument stream. */
export async function readDoc(bytes: Buffer): Promise<string> {
  // word-extractor is CommonJS without types; this is the one call we make.
  type WordExtractorClass = new () => { extract(source: Buffer): Promise<{ getBody(): string }> };
  const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractorClass;
  return (await new WordExtractor().extract(bytes)).getBody();
}

/** Line ends as `\n`, no trailing spaces on a line, at most one blank line in a row, no outer white space. */
export const clean = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
