// Initial JavaScript of the built client, in KB gzip: the entry script plus the chunks index.html
// preloads, and separately the lazy route chunk of the first screen (sign-in or chat).
// Usage: npm run build -w frontend && npm run size -w frontend
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)].map((m) => m[1]);

const kb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const rows = initial.map((file) => [file, kb(file)]);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
for (const [file, size] of rows) console.log(`${size.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${total.toFixed(1).padStart(7)} KB  initial JS (entry + preloaded chunks, gzip)`);

const assets = readdirSync(join(dist, 'assets'));
for (const route of ['login-page', 'chat-page']) {
  const file = assets.find((name) => name.startsWith(`${route}-`) && name.endsWith('.js'));
  if (file) console.log(`${(total + kb(`assets/${file}`)).toFixed(1).padStart(7)} KB  with the ${route} route chunk`);
}
