import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';

/** The worker and what it imports; a new import of the worker belongs here too (the test would fail). */
const SOURCES = ['extraction-worker.ts', 'extract.ts', 'read-file.ts', 'pdf-pages.ts', 'pdf-lines.ts', 'zip-limits.ts', 'ocr-image.ts', 'ocr-ink.ts', 'ocr-image-worker.ts'];

let compiled: Promise<URL> | null = null;

/**
 * Under vitest only the TypeScript sources exist, and a worker thread does not run through
 * vitest's transform. Module hooks (`module.register`) in worker threads crash Node 20 (segfault
 * on the second worker), so the few worker files are compiled with swc once into
 * backend/node_modules/.cache, keyed by their content; npm packages resolve from there as usual.
 */
export function workerFromSources(base: string | URL): Promise<URL> {
  compiled ??= compile(base);
  return compiled;
}

async function compile(base: string | URL): Promise<URL> {
  const sources = await Promise.all(SOURCES.map((f) => readFile(new URL(f, base), 'utf8')));
  const hash = createHash('sha256').update(sources.join('\0')).digest('hex').slice(0, 16);
  const dir = new URL(`../../../node_modules/.cache/kb-extraction/${hash}/`, base);
  const entry = new URL('extraction-worker.js', dir);
  if (existsSync(entry)) return entry;
  const { transform } = await import('@swc/core');
  await mkdir(dir, { recursive: true });
  // The entry is written last, and every file by rename: a parallel test process sees all or nothing.
  for (let i = SOURCES.length - 1; i >= 0; i--) {
    const { code } = await transform(sources[i], { filename: SOURCES[i], module: { type: 'es6' }, jsc: { target: 'es2022', parser: { syntax: 'typescript' } } });
    const target = new URL(SOURCES[i].replace(/\.ts$/, '.js'), dir);
    const temporary = new URL(`${target.pathname}.${process.pid}.tmp`, 'file://');
    await writeFile(temporary, code);
    await rename(temporary, target);
  }
  return entry;
}
