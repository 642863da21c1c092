import { describe, expect, it } from 'vitest';
import { despeckle, inkedGray, lineHeightOf, otsu, rulesOf, skewOf } from './ocr-ink.js';

/** A page of "text lines": bars `lineHeight` high every `pitch` rows, turned `degrees`, as an ink mask. */
function lines(width: number, height: number, lineHeight: number, pitch: number, degrees: number): Uint8Array {
  const t = Math.tan((degrees * Math.PI) / 180);
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 20; x < width - 20; x++) {
      const straight = y - x * t - 10;
      if (straight >= 0 && straight % pitch < lineHeight && straight < height - 40) ink[y * width + x] = 1;
    }
  }
  return ink;
}

describe('image preparation: the ink', () => {
  it('finds the threshold between paper and ink', () => {
    const gray = new Uint8Array([...Array(50).fill(20), ...Array(50).fill(235)]);
    const t = otsu(gray);
    expect(t).toBeGreaterThanOrEqual(20);
    expect(t).toBeLessThan(235);
  });

  it('measures a page turned a few degrees, and the height of its lines along the skew (not the height of the overlapping rows)', () => {
    const [W, H] = [600, 400];
    const ink = lines(W, H, 12, 36, 3);
    const skew = skewOf(ink, W, H);
    expect(Math.abs(skew - 3)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(lineHeightOf(ink, W, H, skew) - 12)).toBeLessThanOrEqual(2);
    // Measured straight across, the turned lines' rows overlap: the estimate is far too high (and the text would not be upscaled).
    expect(lineHeightOf(ink, W, H, 0)).toBeGreaterThan(30);
  });

  it('finds a table rule broken by noise (gaps of two pixels) but not the strokes of letters', () => {
    const [W, H] = [400, 60];
    const ink = new Uint8Array(W * H);
    // A rule on row 10 over 300 pixels, two pixels missing in every twelve; a vertical rule at x = 350 over 50 rows.
    for (let x = 20; x < 320; x++) if (x % 12 > 1) ink[10 * W + x] = 1;
    for (let y = 5; y < 55; y++) ink[y * W + 350] = 1;
    // A "word": strokes 20 pixels long on row 40.
    for (let x = 50; x < 70; x++) ink[40 * W + x] = 1;
    const rules = rulesOf(ink, W, H, 200, 40, 2, 0);
    expect(rules[10 * W + 100]).toBe(1);
    expect(rules[30 * W + 350]).toBe(1);
    expect(rules[40 * W + 60]).toBe(0);
  });

  it('removes specks and hands over the ink in grey, the paper, the specks and the rules white', () => {
    const [W, H] = [20, 10];
    const ink = new Uint8Array(W * H);
    const gray = new Uint8Array(W * H).fill(250);
    // A letter: a 4×4 block of ink with a grey (anti-aliased) edge; a speck; a rule pixel.
    for (let y = 3; y < 7; y++) for (let x = 3; x < 7; x++) [ink[y * W + x], gray[y * W + x]] = [1, 10];
    gray[3 * W + 7] = 160;
    [ink[1 * W + 15], gray[1 * W + 15]] = [1, 30];
    expect(despeckle(ink, W, H, 1)).toBe(1);
    const rules = new Uint8Array(W * H);
    rules[5 * W + 6] = 1;
    const out = inkedGray({ width: W, height: H, data: gray }, ink, rules);
    expect(out[4 * W + 4]).toBe(10);
    expect(out[3 * W + 7]).toBe(160); // the letter's grey edge kept
    expect(out[1 * W + 15]).toBe(255); // the speck
    expect(out[5 * W + 6]).toBe(255); // the rule
    expect(out[0]).toBe(255);
  });
});
