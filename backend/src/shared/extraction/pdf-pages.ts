import { checkPdfPage, PdfLimitError } from './file-limits.js';
import { pageText, type PositionedItem } from './pdf-lines.js';

// Runs inside the extraction child process: the PDF's text layer page by page, and the pages that have
// (nearly) none rendered to PNG for OCR, which the OCR pool does outside it.

/** At most this many pages of one PDF are rendered and read by OCR; the file says so when it has more. */
export const OCR_PAGE_CAP = 20;
/** Scans are read at 300 dpi: measured 5% character errors on a mixed Arabic and English page. */
export const OCR_DPI = 300;
/** A page whose text layer holds fewer letters or digits than this is a scan (a stamp or a page number is not text). */
export const MIN_TEXT_LAYER_CHARS = 16;
/** Pixels of one rendered page at most (A4 at 300 dpi is 8.7 M): a larger page is rendered at a lower resolution. */
export const MAX_RENDER_PIXELS = 12_000_000;
/** Longest side of a rendered page, whatever its shape. */
const MAX_RENDER_SIDE = 8_192;
/** An image inside the PDF with more pixels than this is left out rather than decoded (a hostile file can declare any size). */
const MAX_IMAGE_PIXELS = 40_000_000;
/** Pages whose text is read at all. */
const MAX_TEXT_PAGES = 500;

export interface PdfOcrSink {
  /** Pages past the cap are not rendered. */
  maxPages: number;
  dpi: number;
  /** Called once, before rendering, with the number of pages about to be rendered. */
  plan(pages: number): void;
  /** One rendered page (1-based number), PNG. */
  page(pageNumber: number, png: Uint8Array): void;
}

export interface PdfPages {
  /** Text layer of each page read, in reading order ('' for a page sent to OCR). */
  texts: string[];
  pages: number;
  /** Pages (1-based) rendered and sent to OCR, in order. */
  ocr: number[];
  /** Pages without a text layer that were not rendered (past the cap). */
  skipped: number;
  /** Pages read from their text layer. */
  textPages: number;
}

const letters = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/**
 * Every page's text layer in reading order (see pdf-lines.ts); with `ocr`, the pages with (nearly)
 * no text layer are rendered at `ocr.dpi` and handed over one by one, up to `ocr.maxPages`.
 * Throws PdfLimitError for more than `maxPages` pages (when given, before any page is read) and
 * for a page larger than MAX_PDF_PAGE_INCHES with its user unit (file-limits.ts), before its text is
 * read and before any page is drawn.
 */
export async function readPdfPages(data: Uint8Array, ocr?: PdfOcrSink, maxPages?: number): Promise<PdfPages> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data,
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: MAX_IMAGE_PIXELS,
  }).promise;
  try {
    if (maxPages !== undefined && doc.numPages > maxPages)
      throw new PdfLimitError('upload_pdf_too_many_pages', { pages: doc.numPages, max: maxPages });
    const texts: string[] = [];
    const scans: number[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_TEXT_PAGES); n++) {
      const page = await doc.getPage(n);
      checkPdfPage(page, n);
      const content = await page.getTextContent();
      const items: PositionedItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        items.push({
          str: item.str,
          x: item.transform[4],
          y: item.transform[5],
          width: item.width,
          height: item.height || Math.hypot(item.transform[2], item.transform[3]),
        });
      }
      const text = pageText(items);
      texts.push(text);
      if (letters(text) < MIN_TEXT_LAYER_CHARS) scans.push(n);
      page.cleanup();
    }
    const textPages = texts.length - scans.length;
    if (!ocr || scans.length === 0) return { texts, pages: doc.numPages, ocr: [], skipped: 0, textPages };
    const rendered = scans.slice(0, ocr.maxPages);
    ocr.plan(rendered.length);
    const sent: number[] = [];
    for (const n of rendered) {
      let png: Uint8Array;
      try {
        png = await renderPage(doc, n, ocr.dpi);
      } catch {
        continue; // a page pdf.js cannot draw keeps its text layer, if any
      }
      texts[n - 1] = '';
      sent.push(n);
      ocr.page(n, png);
    }
    return { texts, pages: doc.numPages, ocr: sent, skipped: scans.length - rendered.length, textPages };
  } finally {
    await doc.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']>;
type RenderParameters = Parameters<Awaited<ReturnType<PdfDocument['getPage']>>['render']>[0];

/** One page as a PNG on white at `dpi`, within MAX_RENDER_PIXELS. */
async function renderPage(doc: PdfDocument, pageNumber: number, dpi: number): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await doc.getPage(pageNumber);
  try {
    const { width, height } = page.getViewport({ scale: 1 });
    const scale = Math.min(
      dpi / 72,
      Math.sqrt(MAX_RENDER_PIXELS / Math.max(width * height, 1)),
      MAX_RENDER_SIDE / Math.max(width, 1),
      MAX_RENDER_SIDE / Math.max(height, 1),
    );
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
    const context = canvas.getContext('2d');
    // pdf.js types the browser's canvas; @napi-rs/canvas is the one it uses in Node (its NodeCanvasFactory).
    const target = { canvas, canvasContext: context } as unknown as Pick<RenderParameters, 'canvas' | 'canvasContext'>;
    await page.render({ ...target, viewport, background: '#ffffff' }).promise;
    const png = new Uint8Array(canvas.toBuffer('image/png'));
    canvas.width = 0;
    canvas.height = 0;
    return png;
  } finally {
    page.cleanup();
  }
}
