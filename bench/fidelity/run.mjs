// `npm run bench:files -- --fidelity`: every fixture of the fidelity suite read by extractFile (the
// server's code: worker thread for PDF/DOCX, the OCR pool for images and scanned pages), scored by
// character error rate and whether every number and code of its exact text is kept.
// `--dump` writes each file's text to bench/results/fidelity/.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractFile } from '../../backend/dist/shared/extraction/extract-file.js';
import { ocrPool } from '../../backend/dist/shared/extraction/ocr-pool.js';
import { FIXTURES } from './generate.mjs';
import { cer, codesOf, missingCodes } from './score.mjs';
import { printTable } from '../lib.mjs';

const manifest = JSON.parse(await readFile(join(FIXTURES, 'expected.json'), 'utf8'));
const dump = process.argv.includes('--dump');
const out = join(import.meta.dirname, '..', 'results', 'fidelity');
if (dump) await mkdir(out, { recursive: true });
const rows = [];
for (const fixture of manifest) {
  const bytes = new Uint8Array(await readFile(join(FIXTURES, fixture.file)));
  const started = performance.now();
  const read = await extractFile(bytes, fixture.mediaType, { maxContentLength: 200_000 });
  const ms = performance.now() - started;
  const text = read.ok ? read.text : '';
  if (dump) await writeFile(join(out, `${fixture.file}.txt`), read.ok ? text : `FAILED ${read.code}`);
  const missing = missingCodes(text, fixture.text);
  rows.push({ file: fixture.file, type: fixture.type, lang: fixture.lang, method: read.ok ? read.method : read.code, CER: `${(cer(text, fixture.text) * 100).toFixed(1)}%`, 'codes kept': `${codesOf(fixture.text).length - missing.length}/${codesOf(fixture.text).length}`, missing: missing.join(' ') || '–', note: (read.ok && read.note) || '–', ms: ms.toFixed(0) });
}
await ocrPool.close();
console.log('fidelity suite: each file read as the server reads it; CER = edit distance / expected characters (whitespace runs as one space)');
printTable(rows);
// Per file type and language: CER over all characters, and whether every number and code was kept.
const groups = new Map();
for (const [i, fixture] of manifest.entries()) {
  const key = `${fixture.type} ${fixture.lang}`;
  const g = groups.get(key) ?? { type: fixture.type, lang: fixture.lang, files: 0, errors: 0, chars: 0, allKept: true };
  const row = rows[i];
  const chars = [...fixture.text.normalize('NFC').replace(/\s+/g, ' ').trim()].length;
  g.files++;
  g.errors += (parseFloat(row.CER) / 100) * chars;
  g.chars += chars;
  g.allKept &&= row.missing === '–';
  groups.set(key, g);
}
console.log('\nper file type and language');
printTable([...groups.values()].map((g) => ({ type: g.type, lang: g.lang, files: g.files, CER: `${((g.errors / g.chars) * 100).toFixed(1)}%`, 'every number and code kept': g.allKept ? 'yes' : 'no' })));
