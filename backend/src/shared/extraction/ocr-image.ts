// Image preparation before OCR (issue 30): what a scanner driver would have done. Tesseract reads
// best black text on white, straight, with letters 25–40 pixels high, and without table rules or
// speckles (which it tries to read as letters). Steps: measure the skew on a small copy (the angle
// whose row profile is sharpest), turn the page straight and upscale small text in one draw, greyscale,
// threshold (Otsu), remove specks and long horizontal or vertical rules, and hand over a PNG.

/**
 * Text smaller than this (pixels per text line, measured along the skew) is upscaled: at 28 the
 * Arabic model read the amounts of a clean circular's table as "0"; at 40 it read them right.
 */
const TARGET_LINE_PX = 40;
/** Never more than this many pixels after upscaling (a scanned A4 page at 300 dpi is 8.7 M). */
const MAX_PIXELS = 10_000_000;

import { despeckle, grayOf, inkedGray, inkOf, lineHeightOf, otsu, rulesOf, skewOf, strokeOf } from './ocr-ink.js';

/**
 * How much the page is enlarged (small text, up to 4×, within MAX_PIXELS) or reduced (text over
 * 2.5 times the target, down to 1.5 times it: a poster or a page rendered huge is read as well and
 * several times faster).
 */
export function scaleFor(lineHeight: number, pixels: number): number {
  if (lineHeight > TARGET_LINE_PX * 2.5) return Math.max(0.1, (TARGET_LINE_PX * 1.5) / lineHeight);
  if (lineHeight >= TARGET_LINE_PX * 0.7) return 1;
  return Math.max(1, Math.min(4, TARGET_LINE_PX / Math.max(lineHeight, 1), Math.sqrt(MAX_PIXELS / pixels)));
}

export interface PreparedImage {
  png: Buffer;
  skewDegrees: number;
  scale: number;
}

/** The image made ready for tesseract; an image the canvas cannot decode is handed over unchanged. */
export async function prepareForOcr(image: Buffer): Promise<PreparedImage> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let source: Awaited<ReturnType<typeof loadImage>>;
  try {
    source = await loadImage(image);
  } catch {
    return { png: image, skewDegrees: 0, scale: 1 };
  }
  const { width, height } = source;
  if (!width || !height) return { png: image, skewDegrees: 0, scale: 1 };
  // 1. Skew and text size, measured on a copy at most 1200 pixels wide.
  const small = Math.min(1, 1200 / width);
  const sw = Math.max(1, Math.round(width * small));
  const sh = Math.max(1, Math.round(height * small));
  const probe = createCanvas(sw, sh);
  const pctx = probe.getContext('2d');
  pctx.fillStyle = '#fff';
  pctx.fillRect(0, 0, sw, sh);
  pctx.drawImage(source, 0, 0, sw, sh);
  const probeGray = grayOf(pctx.getImageData(0, 0, sw, sh).data, sw, sh);
  const probeInk = inkOf(probeGray, otsu(probeGray.data));
  const skew = skewOf(probeInk, sw, sh);
  // Measured along the skew: on a scan turned a few degrees, rows of neighbouring lines overlap.
  const lineHeight = lineHeightOf(probeInk, sw, sh, skew, TARGET_LINE_PX * small) / small;
  const scale = scaleFor(lineHeight, width * height);
  // 2. Straight and upscaled in one draw, on white.
  const W = Math.round(width * scale);
  const H = Math.round(height * scale);
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, H);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(W / 2, H / 2);
  ctx.rotate((-skew * Math.PI) / 180);
  ctx.drawImage(source, (-width * scale) / 2, (-height * scale) / 2, width * scale, height * scale);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = ctx.getImageData(0, 0, W, H);
  const gray = grayOf(pixels.data, W, H);
  // 3. Threshold; specks and rules away; the ink kept in grey (anti-aliased edges), the rest white.
  const threshold = otsu(gray.data);
  const ink = inkOf(gray, threshold);
  const lineAfter = Math.max(8, lineHeight * scale);
  // A speck is smaller than a dot of the script (Arabic letters' dots are about a stroke wide and high).
  const stroke = strokeOf(ink, W, H);
  despeckle(ink, W, H, Math.max(1, Math.floor((stroke * 0.5) ** 2)));
  // Rules are found on a lighter threshold (a scanned rule is thin and grey): no letter is taller
  // than two lines nor (joined Arabic included) wider than six.
  const faint = inkOf(gray, Math.round(threshold + (255 - threshold) * 0.3));
  const rules = rulesOf(faint, W, H, Math.round(lineAfter * 6), Math.round(lineAfter * 2), Math.max(2, Math.round(stroke * 0.75)), 1);
  const kept = inkedGray(gray, ink, rules);
  const out = pixels.data;
  for (let p = 0, i = 0; p < kept.length; p++, i += 4) {
    out[i] = out[i + 1] = out[i + 2] = kept[p];
    out[i + 3] = 255;
  }
  ctx.putImageData(pixels, 0, 0);
  const png = canvas.toBuffer('image/png');
  canvas.width = 0;
  canvas.height = 0;
  return { png, skewDegrees: skew, scale };
}
