/**
 * English (and other Latin-script) term normalisation: case and accent folding, stop words and
 * Porter stemming, so "defenses", "defensive" and "Defense" meet in one index term.
 */
import { porterStem } from './porter-stemmer.js';

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower-case and strip accents ("Pokémon" -> "pokemon"); only for Latin-script text. */
export function normalizeEnglish(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Function words plus the question words users type ("what", "how many", "which"): they occur in
 * nearly every passage, so they only add noise to BM25 and slow queries down.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'am', 'an', 'and', 'any', 'are',
  'as', 'at', 'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but',
  'by', 'can', 'could', 'did', 'do', 'does', 'doing', 'down', 'during', 'each', 'few', 'for',
  'from', 'further', 'had', 'has', 'have', 'having', 'he', 'her', 'here', 'hers', 'herself',
  'him', 'himself', 'his', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'itself', 'just',
  'me', 'more', 'most', 'my', 'myself', 'no', 'nor', 'not', 'now', 'of', 'off', 'on', 'once',
  'only', 'or', 'other', 'our', 'ours', 'ourselves', 'out', 'over', 'own', 'same', 'she',
  'should', 'so', 'some', 'such', 'than', 'that', 'the', 'their', 'theirs', 'them',
  'themselves', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'to', 'too',
  'under', 'until', 'up', 'very', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while',
  'who', 'whom', 'whose', 'why', 'will', 'with', 'would', 'you', 'your', 'yours', 'yourself',
  'also', 'may', 'might', 'must', 'shall', 'us', 's', 't', 'many', 'much',
]);

/** Stem of one lower-cased, accent-folded token; digits and mixed tokens are kept whole. */
export function stemEnglish(token: string): string {
  return /^[a-z]+$/.test(token) ? porterStem(token) : token;
}
