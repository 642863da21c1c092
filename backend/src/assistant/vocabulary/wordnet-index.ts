/**
 * A WordNet index file (`index.noun`…: one line a lemma, sorted, with its synset offsets) as a
 * sparse index over the file: the first lemma of every {@link BLOCK_LINES} lines and where that
 * block starts. A look-up bisects it and reads one block (about 3 KB) from the file.
 */
import { openSync, readFileSync, readSync } from 'node:fs';

/**
 * Lines per block (issue 50: the four index files held whole took about 7 MB in every instance
 * that answered a question; the sparse index takes about 0.2 MB).
 */
const BLOCK_LINES = 64;

/** The first lemma of each block, where each block starts (one more: the file's end), the open file. */
export interface IndexFile {
  keys: string[];
  starts: number[];
  fd: number;
}

export function readIndexFile(path: string): IndexFile {
  // Latin-1: one character a byte, so that a character's index is its place in the file.
  const text = readFileSync(path, 'latin1');
  const keys: string[] = [];
  const starts: number[] = [];
  let line = 0;
  for (let at = 0; at < text.length;) {
    const nl = text.indexOf('\n', at);
    // Lines starting with a space are the licence header.
    if (text[at] !== ' ' && line++ % BLOCK_LINES === 0) {
      keys.push(text.slice(at, text.indexOf(' ', at)));
      starts.push(at);
    }
    at = nl < 0 ? text.length : nl + 1;
  }
  starts.push(text.length);
  return { keys, starts, fd: openSync(path, 'r') };
}

/** The synset offsets the file gives `lemma`, most frequent sense first; none when it is not there. */
export function offsetsIn({ keys, starts, fd }: IndexFile, lemma: string): number[] {
  // The last block whose first lemma is not after this one.
  let lo = 0;
  let hi = keys.length - 1;
  let block = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] <= lemma) {
      block = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (block < 0) return [];
  const bytes = Buffer.allocUnsafe(starts[block + 1] - starts[block]);
  for (let at = 0; at < bytes.length;) {
    const n = readSync(fd, bytes, at, bytes.length - at, starts[block] + at);
    if (n === 0) return [];
    at += n;
  }
  for (const line of bytes.toString('latin1').split('\n')) {
    const key = line.slice(0, line.indexOf(' '));
    if (key > lemma) break;
    if (key !== lemma) continue;
    const f = line.trim().split(' ');
    const synsets = Number(f[2]);
    return f.slice(f.length - synsets).map(Number);
  }
  return [];
}
