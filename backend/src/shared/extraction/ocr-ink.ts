// The pixel work of image preparation before OCR (issue 30), on plain greyscale arrays (no canvas
// here, so it is tested on small synthetic images): threshold, skew, line height measured along the
// skew, stroke width, specks, table rules, and the page handed to tesseract in grey.

export type Gray = { width: number; height: number; data: Uint8Array };

export function grayOf(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    // Transparent pixels count as white paper.
    const a = rgba[i + 3] / 255;
    data[p] = Math.round((0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]) * a + 255 * (1 - a));
  }
  return { width, height, data };
}

/** Otsu's threshold of a greyscale image. */
export function otsu(gray: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const v of gray) histogram[v]++;
  const total = gray.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    wB += histogram[t];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * histogram[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  return threshold;
}

/** Ink mask (1 = ink) at a threshold. */
export function inkOf(gray: Gray, threshold: number): Uint8Array {
  const ink = new Uint8Array(gray.data.length);
  for (let p = 0; p < ink.length; p++) ink[p] = gray.data[p] <= threshold ? 1 : 0;
  return ink;
}

/** Ink per row of the page turned by `degrees` (each pixel moved to the row it lies on once straight). */
function rowProfile(ink: Uint8Array, width: number, height: number, degrees: number): Float64Array {
  const t = Math.tan((degrees * Math.PI) / 180);
  const rows = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!ink[row + x]) continue;
      const yy = Math.round(y - x * t);
      if (yy >= 0 && yy < height) rows[yy]++;
    }
  }
  return rows;
}

const MAX_SKEW_DEGREES = 6;

/** The page's skew in degrees: the angle whose row profile is sharpest (sum of squared differences between rows). */
export function skewOf(ink: Uint8Array, width: number, height: number): number {
  const score = (d: number) => {
    const rows = rowProfile(ink, width, height, d);
    let s = 0;
    for (let y = 1; y < height; y++) s += (rows[y] - rows[y - 1]) ** 2;
    return s;
  };
  let best = 0;
  let bestScore = -1;
  for (let d = -MAX_SKEW_DEGREES; d <= MAX_SKEW_DEGREES + 1e-9; d += 0.5) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  for (let d = best - 0.4; d <= best + 0.4 + 1e-9; d += 0.1) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return Math.abs(best) < 0.2 ? 0 : Math.round(best * 10) / 10;
}

/**
 * Median height of the bands of rows holding ink, measured along the skew (on a page turned a few
 * degrees the rows of neighbouring lines overlap, and the lines would look twice as high as they are):
 * the height of a text line, or `fallback` without text.
 */
export function lineHeightOf(ink: Uint8Array, width: number, height: number, skewDegrees = 0, fallback = 28): number {
  const rows = rowProfile(ink, width, height, skewDegrees);
  let inkWidth = 0;
  for (const r of rows) inkWidth = Math.max(inkWidth, r);
  const bands: number[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const any = y < height && rows[y] > Math.max(2, width * 0.004, inkWidth * 0.02);
    if (any && start < 0) start = y;
    if (!any && start >= 0) {
      if (y - start >= 3) bands.push(y - start);
      start = -1;
    }
  }
  if (bands.length === 0) return fallback;
  bands.sort((a, b) => a - b);
  return bands[Math.floor(bands.length / 2)];
}

/** Median length of horizontal ink runs: the width of a pen stroke. */
export function strokeOf(ink: Uint8Array, width: number, height: number): number {
  const counts = new Uint32Array(64);
  for (let y = 0; y < height; y += 2) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && ink[y * width + x]) run++;
      else if (run) {
        counts[Math.min(run, 63)]++;
        run = 0;
      }
    }
  }
  const total = counts.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let r = 1; r < 64; r++) if ((seen += counts[r]) >= total / 2) return r;
  return 3;
}

/** Ink components of at most `maxArea` pixels (specks) removed, 8-connected; how many were. */
export function despeckle(ink: Uint8Array, width: number, height: number, maxArea: number): number {
  const seen = new Uint8Array(ink.length);
  const stack: number[] = [];
  const component: number[] = [];
  let removed = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    stack.push(start);
    seen[start] = 1;
    component.length = 0;
    while (stack.length) {
      const p = stack.pop()!;
      component.push(p);
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (component.length <= maxArea) {
      for (const p of component) ink[p] = 0;
      removed++;
    }
  }
  return removed;
}

/**
 * Pixels of table rules, underlines and borders: horizontal runs of ink at least `minRun` long and
 * vertical ones at least `minColumn` long, bridging gaps of up to `maxGap` pixels (a scanned rule is
 * thin, grey and broken by noise) as long as ink covers most of the run. The mask also covers the
 * rule's grey edges (`thick` pixels across).
 */
export function rulesOf(
  ink: Uint8Array,
  width: number,
  height: number,
  minRun: number,
  minColumn: number,
  maxGap = 2,
  thick = 1,
): Uint8Array {
  const rules = new Uint8Array(ink.length);
  const scan = (length: number, lines: number, at: (line: number, i: number) => number, min: number) => {
    for (let line = 0; line < lines; line++) {
      let start = -1;
      let last = -1;
      let inked = 0;
      const close = () => {
        if (start >= 0 && last - start + 1 >= min && inked >= 0.8 * (last - start + 1))
          for (let k = start; k <= last; k++) rules[at(line, k)] = 1;
        start = -1;
        inked = 0;
      };
      for (let i = 0; i < length; i++) {
        if (!ink[at(line, i)]) continue;
        if (start >= 0 && i - last - 1 > maxGap) close();
        if (start < 0) start = i;
        last = i;
        inked++;
      }
      close();
    }
  };
  scan(width, height, (y, x) => y * width + x, minRun);
  scan(height, width, (x, y) => y * width + x, minColumn);
  if (thick <= 0) return rules;
  // Grown across by `thick` pixels: the grey edges of the rule go with it.
  const grown = new Uint8Array(rules);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!rules[y * width + x]) continue;
      for (let d = -thick; d <= thick; d++) {
        if (y + d >= 0 && y + d < height) grown[(y + d) * width + x] = 1;
        if (x + d >= 0 && x + d < width) grown[y * width + x + d] = 1;
      }
    }
  }
  return grown;
}

/**
 * The page tesseract reads: the grey of the original wherever ink (after specks and rules are gone)
 * is within a pixel, white elsewhere. Letters keep their anti-aliased edges, which the recogniser
 * was trained on; the paper's noise, specks and the table's rules become white.
 */
export function inkedGray(gray: Gray, ink: Uint8Array, rules: Uint8Array): Uint8Array {
  const { width, height, data } = gray;
  const out = new Uint8Array(data.length).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!ink[p] || rules[p]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (!rules[q]) out[q] = data[q];
        }
      }
    }
  }
  return out;
}
