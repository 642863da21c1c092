/**
 * The Porter (1980) stemmer, with the two revisions of Porter's own reference implementation
 * (bli -> ble, logi -> log). Written here rather than pulled from npm because the algorithm is
 * small and stable, and the maintained packages bundle whole NLP toolkits.
 * Input must be lower-case ASCII letters; anything else is returned unchanged by the caller.
 */

function isConsonant(w: string, i: number): boolean {
  switch (w[i]) {
    case 'a':
    case 'e':
    case 'i':
    case 'o':
    case 'u':
      return false;
    case 'y':
      return i === 0 ? true : !isConsonant(w, i - 1);
    default:
      return true;
  }
}

/** m() of the paper: the number of vowel-consonant sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string, end: number): boolean {
  return end >= 2 && w[end - 1] === w[end - 2] && isConsonant(w, end - 1);
}

/** *o: stem ends consonant-vowel-consonant, the last not w, x or y (hop, not hoop or snow). */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

type Rule = [suffix: string, replacement: string];

/** Replaces the first matching suffix when the remaining stem has measure > minMeasure. */
function applyRules(w: string, rules: readonly Rule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stemEnd = w.length - suffix.length;
      return measure(w, stemEnd) > minMeasure ? w.slice(0, stemEnd) + replacement : w;
    }
  }
  return w;
}

const STEP2: readonly Rule[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: readonly Rule[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

function step1ab(word: string): string {
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
    return w;
  }
  let cut = 0;
  if (w.endsWith('ed') && hasVowel(w, w.length - 2)) cut = 2;
  else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) cut = 3;
  if (cut === 0) return w;
  w = w.slice(0, -cut);
  if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) return w + 'e';
  if (endsDoubleConsonant(w, w.length)) {
    const last = w[w.length - 1];
    return last === 'l' || last === 's' || last === 'z' ? w : w.slice(0, -1);
  }
  if (measure(w, w.length) === 1 && endsCvc(w, w.length)) return w + 'e';
  return w;
}

function step4(w: string): string {
  // Longest suffix first so "ement" is preferred to "ment" and "ent".
  let best = '';
  for (const suffix of STEP4) if (suffix.length > best.length && w.endsWith(suffix)) best = suffix;
  if (!best) return w;
  const stemEnd = w.length - best.length;
  if (measure(w, stemEnd) <= 1) return w;
  if (best === 'ion' && !(w[stemEnd - 1] === 's' || w[stemEnd - 1] === 't')) return w;
  return w.slice(0, stemEnd);
}

function step5(word: string): string {
  let w = word;
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (w.endsWith('ll') && measure(w, w.length) > 1) w = w.slice(0, -1);
  return w;
}

/** Porter stem of a lower-case ASCII word; words of one or two letters are left alone. */
export function porterStem(word: string): string {
  if (word.length <= 2) return word;
  let w = step1ab(word);
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + 'i';
  w = applyRules(w, sortLongestFirst(STEP2), 0);
  w = applyRules(w, sortLongestFirst(STEP3), 0);
  w = step4(w);
  return step5(w);
}

// The paper's rule tables are matched on the longest suffix; sorting once keeps the tables readable.
const sorted = new WeakMap<readonly Rule[], readonly Rule[]>();
function sortLongestFirst(rules: readonly Rule[]): readonly Rule[] {
  let s = sorted.get(rules);
  if (!s) {
    s = [...rules].sort((a, b) => b[0].length - a[0].length);
    sorted.set(rules, s);
  }
  return s;
}
