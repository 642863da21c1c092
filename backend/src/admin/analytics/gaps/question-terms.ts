import { ARABIC_ARTICLES, foldText } from '../../../shared/text/fold-text.js';

/**
 * Words that carry no subject: question words, auxiliaries, pronouns, prepositions, and "policy"-
 * style filler that nearly every staff question has. Compared after folding.
 */
const STOP = new Set(
  (
    'a an the and or of to in on at for from by with about as is are was were be been am do does did can could ' +
    'should would will shall may might must have has had i me my we our you your he she it its they them their ' +
    'this that these those there here what which who whom whose when where why how any some all no not if then ' +
    'than so get got please tell know need want much many there is anyone rule rules policy policies ' +
    'هل ما ماذا متى اين كيف لماذا من في على الى عن مع هذا هذه ذلك تلك هو هي هم انا نحن انت انتم لي لنا ' +
    'لدي لدينا يمكن يمكنني كم اي او و ثم قد كان يكون التي الذي هناك عند بعد قبل سياسه قواعد'
  )
    .split(/\s+/)
    .map(foldText),
);

/** Strips the joined Arabic article and English plural/verb endings, so "visitors" meets "visitor". */
function stem(word: string): string {
  for (const article of ARABIC_ARTICLES) {
    if (word.startsWith(article) && word.length - article.length >= 3) return word.slice(article.length);
  }
  if (/^[a-z]+$/.test(word) && word.length > 4) {
    if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
    if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
    if (word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
    if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  }
  return word;
}

/** The normalised subject terms of a question (folded, stemmed, stop words out), sorted and unique. */
export function questionKey(question: string): string[] {
  const words = foldText(question).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const terms = new Set<string>();
  for (const word of words) {
    if (STOP.has(word)) continue;
    const term = stem(word);
    if (term.length >= 2 && !STOP.has(term)) terms.add(term);
  }
  return [...terms].sort();
}
