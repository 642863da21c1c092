import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
let registered = false;

/** A PNG of black lines of text on white, as a phone photo of a notice would be after cropping (tests only). */
export function textPng(lines: string[], width = 900, fontPx = 34): Uint8Array {
  if (!registered) {
    registered = true;
    try {
      GlobalFonts.registerFromPath(DEJAVU, 'TestSans');
    } catch {
      /* the system's default font then */
    }
  }
  const height = 40 + lines.length * fontPx * 1.6;
  const canvas = createCanvas(width, Math.ceil(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.font = `${fontPx}px TestSans, DejaVu Sans, sans-serif`;
  lines.forEach((line, i) => ctx.fillText(line, 20, 20 + fontPx + i * fontPx * 1.6));
  return new Uint8Array(canvas.toBuffer('image/png'));
}
