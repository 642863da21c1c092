// Builds the assistant's English–Arabic lexicon (backend/src/assistant/vocabulary/words/lexicon-en-ar.tsv)
// from Debian's FreeDict dictionaries, GPL-2+ (Arabeyes.org word list, FreeDict 0.6.3):
//
//   apt-get install dict-freedict-eng-ara dict-freedict-ara-eng    (or `apt-get download` and `dpkg-deb -x`)
//   node scripts/build-lexicon.mjs [/usr/share/dictd]
//
// The product never reads the dictionaries: the output is committed, so `npm ci && npm start` needs
// no Debian package. One line per English headword, lower case: the word or phrase, a tab, then its
// Arabic translations separated by "|", the eng-ara dictionary's own first, then those of the
// ara-eng entries that list it. Surface words are kept (not analysed terms) so that a change of the
// analyser needs no rebuild; the loader (vocabulary/lexicon.ts) analyses them.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = process.argv[2] ?? '/usr/share/dictd';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'src', 'assistant', 'vocabulary', 'words', 'lexicon-en-ar.tsv');
// Most headwords have one or two translations; a word listed under many Arabic headwords ("take",
// "set") gets its first ones only: the rest are senses a question rarely means.
const MAX_TRANSLATIONS = 6;
const MAX_WORDS = 3;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ENGLISH = /^[a-z][a-z' -]*$/;
// Arabic letters, spaces and the harakat (U+064B to U+0652, U+0670), which arabicOf strips.
const ARABIC = /^(?:[\u0621-\u064A ]|\u064B|\u064C|\u064D|\u064E|\u064F|\u0650|\u0651|\u0652|\u0670)+$/;

const decode = (s) => [...s].reduce((n, c) => n * 64 + B64.indexOf(c), 0);

/** Every entry of a dictd dictionary: its headword line (without the pronunciation) and its translation lines. */
function entries(name) {
  const dict = gunzipSync(readFileSync(join(DIR, `${name}.dict.dz`)));
  const out = [];
  for (const line of readFileSync(join(DIR, `${name}.index`), 'utf8').split('\n')) {
    const [head, offset, length] = line.split('\t');
    if (!head || head.startsWith('00database')) continue;
    const text = dict.subarray(decode(offset), decode(offset) + decode(length)).toString('utf8');
    const [first, ...rest] = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const headword = first.replace(/\s*\/.*$/, '').trim();
    out.push({ headword, translations: rest.map((l) => l.replace(/^\d+\.\s*/, '').trim()).filter(Boolean) });
  }
  return out;
}

const fit = (phrase, pattern) => pattern.test(phrase) && phrase.split(/\s+/).length <= MAX_WORDS;
const englishOf = (s) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const arabicOf = (s) =>
  s
    .replace(/[\u064B-\u0652\u0670]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const lexicon = new Map();
function add(english, arabic) {
  const en = englishOf(english);
  const ar = arabicOf(arabic);
  if (!fit(en, ENGLISH) || !fit(ar, ARABIC) || !ar) return;
  const list = lexicon.get(en) ?? [];
  if (!list.includes(ar) && list.length < MAX_TRANSLATIONS) list.push(ar);
  lexicon.set(en, list);
}
for (const { headword, translations } of entries('freedict-eng-ara')) for (const ar of translations) add(headword, ar);
for (const { headword, translations } of entries('freedict-ara-eng')) for (const en of translations) add(en, headword);

// One line per English headword as written (lower case), inflections kept apart: "allowance" is
// not "allow", "customer" not "custom". The loader (vocabulary/lexicon.ts) looks a question's word
// up as written first and by its analysed term only when the dictionary lacks that spelling.
const lines = [...lexicon]
  .filter(([, ar]) => ar.length > 0)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([en, ar]) => `${en}\t${ar.join('|')}`);
writeFileSync(
  OUT,
  `# English–Arabic lexicon from FreeDict eng-ara and ara-eng 0.6.3 (Arabeyes.org), GPL-2.0-or-later; built by scripts/build-lexicon.mjs\n${lines.join('\n')}\n`,
);
console.log(`${lines.length} English headwords written to ${OUT}`);
