import { imageSize } from './image-dimensions.js';

// Limits judged before any pixel is allocated (issue 44), the same for every route that reads a
// file: the public chat's attachments, knowledge files and the document upload's prefill.

/**
 * Pixels an image may declare (50 M: a 48-megapixel phone photo, 8000×6000, fits). Decoded, such
 * an image takes 200 MB; the 65535×65535 a hostile GIF declares would take 17 GB, and the canvas
 * library aborts the process that asks for it. `KB_IMAGE_MAX_PIXELS` changes it.
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 50_000_000;
export function maxImagePixels(): number {
  const configured = Number(process.env.KB_IMAGE_MAX_PIXELS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_MAX_IMAGE_PIXELS;
}

/**
 * Longest side of a PDF page, in inches, its box times its `/UserUnit` (the PDF format's own
 * limit without a user unit: 14,400 units of 1/72 inch). A page larger than this is no document:
 * one declaring 14400×14400 at a user unit of 75,000 is 15,000 km wide.
 */
export const MAX_PDF_PAGE_INCHES = 200;

/** Pages of an attachment the public chat reads at most (more: refused before anything is read). */
export const MAX_PUBLIC_PDF_PAGES = 50;

export type LimitFailure = { ok: false; code: string; params?: Record<string, string | number> };

/**
 * An image's declared size judged against the pixel budget: null when it may be decoded, else the
 * failure to answer (`upload_image_too_large` with its size and the budget in megapixels, or
 * `upload_unreadable` for a header that cannot be read: no decoder gets those either).
 */
export function imageOverBudget(bytes: Uint8Array, maxPixels = maxImagePixels()): LimitFailure | null {
  const size = imageSize(bytes);
  if (!size) return { ok: false, code: 'upload_unreadable' };
  if (size.width * size.height <= maxPixels) return null;
  return {
    ok: false,
    code: 'upload_image_too_large',
    params: { width: size.width, height: size.height, max: Math.max(1, Math.floor(maxPixels / 1_000_000)) },
  };
}

/** A PDF outside the page limits: thrown inside the reader, answered as its code. */
export class PdfLimitError extends Error {
  constructor(
    readonly code: 'upload_pdf_too_many_pages' | 'upload_pdf_page_too_large',
    readonly params: Record<string, number>,
  ) {
    super(code);
  }
}

/**
 * The page's size in inches (its view box, CropBox within MediaBox, times `/UserUnit`); throws
 * PdfLimitError past MAX_PDF_PAGE_INCHES on either side.
 */
export function checkPdfPage(page: { view: number[]; userUnit: number }, pageNumber: number): void {
  const [x0, y0, x1, y1] = page.view;
  const unit = page.userUnit || 1;
  const width = (Math.abs(x1 - x0) * unit) / 72;
  const height = (Math.abs(y1 - y0) * unit) / 72;
  if (!(width <= MAX_PDF_PAGE_INCHES && height <= MAX_PDF_PAGE_INCHES)) {
    throw new PdfLimitError('upload_pdf_page_too_large', {
      page: pageNumber,
      width: Math.round(width),
      height: Math.round(height),
      max: MAX_PDF_PAGE_INCHES,
    });
  }
}
