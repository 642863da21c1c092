// Image preparation before OCR (issue 30): what a scanner driver would have done. Tesseract reads
// best black text on white, straight, with letters 25–40 pixels high, and without table rules or
// speckles (which it tries to read as letters). Steps: measure the skew on a small copy (the angle
// whose row profile is sharpest), turn the page straight and upscale small text in one draw, greyscale,
// threshold (Otsu), remove specks and long horizontal or vertical rules, and hand over a PNG.

/** Text smaller than this (pixels per text line) is upscaled. */
const TARGET_LINE_PX = 28;
/** Never more than this many pixels after upscaling (a scanned A4 page at 300 dpi is 8.7 M). */
const MAX_PIXELS = 10_000_000;
const MAX_SKEW_DEGREES = 6;

type Gray = { width: number; height: number; data: Uint8Array };

function grayOf(rgba: Uint8ClampedArray, width: number, height: number): Gray {
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
const inkOf = (gray: Gray, threshold: number) => gray.data.map((v) => (v <= threshold ? 1 : 0));

/** Sharpness of the row profile of the ink turned by `degrees` (sum of squared differences between rows). */
function profileScore(ink: Uint8Array, width: number, height: number, degrees: number): number {
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
  let score = 0;
  for (let y = 1; y < height; y++) score += (rows[y] - rows[y - 1]) ** 2;
  return score;
}

/** The page's skew in degrees (positive: text climbs to the right... as measured in image rows). */
function skewOf(ink: Uint8Array, width: number, height: number): number {
  let best = 0;
  let bestScore = -1;
  for (let d = -MAX_SKEW_DEGREES; d <= MAX_SKEW_DEGREES + 1e-9; d += 0.5) {
    const s = profileScore(ink, width, height, d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  for (let d = best - 0.4; d <= best + 0.4 + 1e-9; d += 0.1) {
    const s = profileScore(ink, width, height, d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return Math.abs(best) < 0.2 ? 0 : best;
}

/** Median height of the bands of rows holding ink: the height of a text line. */
function lineHeightOf(ink: Uint8Array, width: number, height: number): number {
  const bands: number[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    let any = false;
    if (y < height) {
      let count = 0;
      const row = y * width;
      for (let x = 0; x < width; x++) count += ink[row + x];
      any = count > Math.max(2, width * 0.004);
    }
    if (any && start < 0) start = y;
    if (!any && start >= 0) {
      if (y - start >= 3) bands.push(y - start);
      start = -1;
    }
  }
  if (bands.length === 0) return TARGET_LINE_PX;
  bands.sort((a, b) => a - b);
  return bands[Math.floor(bands.length / 2)];
}

/** Median length of horizontal ink runs: the width of a pen stroke. */
function strokeOf(ink: Uint8Array, width: number, height: number): number {
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

/** Ink components of at most `maxArea` pixels (specks) removed; 8-connected. */
function despeckle(ink: Uint8Array, width: number, height: number, maxArea: number): void {
  const seen = new Uint8Array(ink.length);
  const stack: number[] = [];
  const component: number[] = [];
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
    if (component.length <= maxArea) for (const p of component) ink[p] = 0;
  }
}

/** Horizontal and vertical runs of ink longer than `minRun` (table rules, underlines, borders) removed. */
function removeRules(ink: Uint8Array, width: number, height: number, minRun: number, minColumn: number): void {
  const erase = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && ink[y * width + x];
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= minRun) for (let k = start; k < x; k++) erase[y * width + k] = 1;
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const on = y < height && ink[y * width + x];
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= minColumn) for (let k = start; k < y; k++) erase[k * width + x] = 1;
        start = -1;
      }
    }
  }
  for (let p = 0; p < ink.length; p++) if (erase[p]) ink[p] = 0;
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
  const lineHeight = lineHeightOf(probeInk, sw, sh) / small;
  const scale = lineHeight >= TARGET_LINE_PX * 0.7 ? 1 : Math.max(1, Math.min(4, TARGET_LINE_PX / Math.max(lineHeight, 1), Math.sqrt(MAX_PIXELS / (width * height))));
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
  // 3. Threshold, specks and rules away.
  const ink = inkOf(gray, otsu(gray.data));
  const lineAfter = Math.max(8, lineHeight * scale);
  // A speck is smaller than a dot of the script (Arabic letters' dots are about a stroke wide and high).
  const stroke = strokeOf(ink, W, H);
  despeckle(ink, W, H, Math.max(1, Math.floor((stroke * 0.5) ** 2)));
  // No letter is taller than two lines nor (joined Arabic included) wider than four.
  removeRules(ink, W, H, Math.round(lineAfter * 4), Math.round(lineAfter * 1.6));
  const out = pixels.data;
  for (let p = 0, i = 0; p < ink.length; p++, i += 4) {
    const v = ink[p] ? 0 : 255;
    out[i] = out[i + 1] = out[i + 2] = v;
    out[i + 3] = 255;
  }
  ctx.putImageData(pixels, 0, 0);
  const png = canvas.toBuffer('image/png');
  canvas.width = 0;
  canvas.height = 0;
  return { png, skewDegrees: skew, scale };
}
