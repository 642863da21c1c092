import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';

// By folder: the extraction children and the audit ledger's hashing threads each compile their own.
const compiled = new Map<string, Promise<URL>>();

/** Every module of this folder but tests: what a sandboxed child may import (the children's entries among them). */
async function sources(base: string | URL): Promise<string[]> {
  const names = await readdir(new URL('./', base));
  return names.filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.endsWith('.d.ts')).sort();
}

/**
 * The folder holding `file` compiled to JavaScript. In the build (npm start) it sits beside this
 * module; under vitest only the TypeScript sources exist, and a child process does not run through
 * vitest's transform: the folder's modules are compiled with swc once into
 * backend/node_modules/.cache, keyed by their content; npm packages resolve from there as usual.
 */
export async function compiledBeside(file: string, base: string | URL): Promise<URL> {
  const built = new URL(`./${file}`, base);
  if (existsSync(built)) return built;
  const folder = new URL('./', base).href;
  let dir = compiled.get(folder);
  if (!dir) compiled.set(folder, (dir = compile(base)));
  return new URL(file, await dir);
}

async function compile(base: string | URL): Promise<URL> {
  const files = await sources(base);
  const texts = await Promise.all(files.map((f) => readFile(new URL(f, base), 'utf8')));
  const hash = createHash('sha256')
    .update(files.map((f, i) => `${f}\0${texts[i]}`).join('\0'))
    .digest('hex')
    .slice(0, 16);
  const dir = new URL(`../../../node_modules/.cache/kb-extraction/${hash}/`, base);
  const complete = new URL('.complete', dir);
  if (existsSync(complete)) return dir;
  const { transform } = await import('@swc/core');
  await mkdir(dir, { recursive: true });
  // Every file by rename, the marker last: a parallel test process sees all or nothing.
  for (const [i, file] of files.entries()) {
    const { code } = await transform(texts[i], {
      filename: file,
      module: { type: 'es6' },
      jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    });
    const target = new URL(file.replace(/\.ts$/, '.js'), dir);
    const temporary = new URL(`${target.pathname}.${process.pid}.tmp`, 'file://');
    await writeFile(temporary, code);
    await rename(temporary, target);
  }
  await writeFile(complete, '');
  return dir;
}
