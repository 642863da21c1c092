// Writes a gzip copy beside every text file of the built client (`dist/`) worth compressing, so the
// server sends the client compressed without compressing on every request (backend/src/app.ts).
//   node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.html', '.txt', '.map', '.webmanifest']);
/** Below this a gzip copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let packed = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const sub = precompress(path);
      files += sub.files;
      raw += sub.raw;
      packed += sub.packed;
      continue;
    }
    // The app shell is sent on every client route (app.ts), never by its own name: not copied.
    if (!TEXT.has(extname(name)) || name === 'index.html' || stat.size < MIN_BYTES) continue;
    const gz = gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION });
    if (gz.length >= stat.size) continue;
    writeFileSync(`${path}.gz`, gz);
    files++;
    raw += stat.size;
    packed += gz.length;
  }
  return { files, raw, packed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const { files, raw, packed } = precompress(dist);
  console.log(`precompressed ${files} files of ${dist}: ${(raw / 1024).toFixed(0)} kB -> ${(packed / 1024).toFixed(0)} kB gzipped`);
}
