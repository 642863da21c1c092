/**
 * Arabic normalisation and light stemming for retrieval.
 *
 * Arabic writers (and translators) vary hamza seats, taa marbuta and alef maqsura freely, add
 * diacritics only sometimes, and glue the conjunction wa- and the article al- onto words. Without
 * folding these, the same word in a question and a document rarely matches (Postgres' stock
 * `arabic` config scored hit@1 0.245 on the eval set). The stemmer is a light stemmer in the
 * Light10 family (Larkey et al.), not a root extractor: roots conflate too many unrelated words.
 * The character folding is `fold.ts`; the stop words are data (`vocabulary/words/stop-words.json`).
 */

import { vocabularyData } from '../vocabulary/words.js';
import { foldArabic } from './fold.js';

/** Character-level normalisation; keeps word boundaries and length roughly intact. */
export const normalizeArabic = foldArabic;

/** The article forms written joined to a word, longest first so "وال" wins over "ال". */
export const ARABIC_ARTICLES: readonly string[] = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];

// Light10 suffix list (ة is already folded to ه), tried in this order, each at most once.
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

/**
 * Light stem of one already-normalised Arabic word. wa- is only removed from words of 4+ letters
 * so that short words beginning with waw (ولد, وقت) survive; an article only if two letters stay.
 * Suffixes must leave three letters, not Light10's two: Light10 cuts سكان (population) to سك and
 * بشأن to بش (measured: XQuAD-ar hit@1 0.857 -> 0.862).
 */
export function stemArabic(word: string): string {
  let w = word;
  if (w.length >= 4 && w.charCodeAt(0) === 0x0648) w = w.slice(1);
  for (const article of ARABIC_ARTICLES) {
    if (w.length - article.length >= 2 && w.startsWith(article)) {
      w = w.slice(article.length);
      break;
    }
  }
  for (const suffix of SUFFIXES) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) w = w.slice(0, -suffix.length);
  }
  return w;
}

const OOV_PROCLITICS = 'وفبلكس';
/** Alif then yaa before another letter: where informal writing leaves out the hamza (ائ). */
const HAMZA_DROPPED = /\u0627\u064A(?=[\u0621-\u064A])/;
const HAMZA_DROPPED_ALL = /\u0627\u064A(?=[\u0621-\u064A])/g;
const OOV_SUFFIXES = ['هما', 'كما', 'هم', 'هن', 'كم', 'ها', 'نا', 'وا', 'ون', 'ين', 'ان', 'ات', 'تم', 'ه', 'ي', 'ت'];

/**
 * More aggressive readings of an Arabic stem the index does not know, least aggressive first.
 * Light stemming leaves clitic chains on (ليفوزوا, بمباراتهم, هزمهم); stripping them blindly
 * everywhere would conflate real words (بطولة/طول), so this runs only for unknown words and
 * the caller keeps a candidate only if the index holds it.
 */
export function arabicOovCandidates(stem: string): string[] {
  if (!/^[\u0621-\u064A]+$/.test(stem)) return [];
  const out = new Set<string>();
  const bases = [stem];
  if (stem.length >= 4 && OOV_PROCLITICS.includes(stem[0])) bases.push(stem.slice(1));
  // A one-letter preposition on a two-letter word: لخط is ل + خط.
  const short = stem.length === 3 && OOV_PROCLITICS.includes(stem[0]) ? stem.slice(1) : null;
  for (const base of bases) {
    const forms = [base];
    for (const s of OOV_SUFFIXES) if (base.length - s.length >= 3 && base.endsWith(s)) forms.push(base.slice(0, -s.length));
    for (const f of forms) {
      out.add(f);
      out.add(stemArabic(f));
      // Hamza on yaa written as a plain yaa after alif, as informal and Gulf writing does: دقايق is
      // دقائق, فوايد فوائد, قايمة قائمة.
      if (HAMZA_DROPPED.test(f)) out.add(stemArabic(f.replace(HAMZA_DROPPED_ALL, '\u0627\u0626')));
      // A taa marbuta turns into taa before a suffix: مباراته is مباراة + ه.
      if (f !== base && f.endsWith('ت')) out.add(stemArabic(f.slice(0, -1) + 'ه'));
      // Imperfect verb prefixes: يفوز -> فوز.
      if (f.length >= 4 && 'يتنا'.includes(f[0])) out.add(stemArabic(f.slice(1)));
    }
  }
  out.delete(stem);
  return [...[...out].filter((c) => c.length >= 3), ...(short ? [short] : [])];
}

/**
 * `words/stop-words.json` (ar): function words and question words, folded on load because they
 * are checked after `normalizeArabic`. Question words matter: "كم عدد" or "ما هو" match almost
 * every paragraph and would drown the content words in BM25.
 */
export const ARABIC_STOP_WORDS: ReadonlySet<string> = new Set(
  vocabularyData<{ ar: string[] }>('stop-words').ar.map((w) => normalizeArabic(w)),
);

/**
 * The stem a word written with the article before a waw gets once the article is gone: الوزارة
 * stems to وزار, but وزارة alone to زار (wa- read as the conjunction). A prefix search that must
 * find "الوزارة" by "وزارة" stores this reading beside the stem.
 */
export function conjunctionReading(stem: string): string | null {
  return stem.length >= 4 && stem.charCodeAt(0) === 0x0648 && /^[\u0621-\u064A]+$/.test(stem) ? stemArabic(stem.slice(1)) : null;
}

/**
 * The other number of an Arabic noun whose plural is broken (formed inside the word, not by a
 * suffix light stemming removes): أقساط / قسط, شهور / شهر, مكاتب / مكتب, عملاء / عميل. Each common
 * plural template read back to its singulars, and each singular shape forward to its plurals; the
 * caller keeps a reading only if the index holds it, so a shape that fits by chance ("اكثر") reads
 * as a word no document uses and is dropped.
 */
export function brokenPluralReadings(stem: string): string[] {
  if (!/^[\u0621-\u064A]+$/.test(stem)) return [];
  const out = new Set<string>();
  const c = [...stem];
  const n = c.length;
  const A = '\u0627'; // ا
  const W = '\u0648'; // و
  const Y = '\u064A'; // ي
  const M = '\u0645'; // م
  const HAMZA = '\u0621'; // ء
  // Plural -> singular.
  if (n === 5 && c[0] === A && c[3] === A) out.add(c[1] + c[2] + c[4]); // أفعال -> فعل
  if (n === 4 && c[2] === W) out.add(c[1] === c[3] ? c[0] + c[1] : c[0] + c[1] + c[3]); // فعول -> فعل; حقوق -> حق
  if (n === 4 && c[0] === A) {
    out.add(c[1] + c[2] + c[3]); // أفعُل -> فعل
    out.add(c[1] + c[2] + A + c[3]); // أفعِلة -> فعال
  }
  if (n === 4 && c[0] === A && c[2] === A) out.add(c[1] + W + c[3]); // أيام -> يوم
  if (n === 5 && c[0] === M && c[2] === A) out.add(M + c[1] + c[3] + c[4]); // مفاعل -> مفعل
  if (n === 6 && c[0] === M && c[2] === A && c[4] === Y) {
    out.add(M + c[1] + c[3] + c[5]); // مواعيد -> موعد
    out.add(M + c[1] + c[3] + W + c[5]); // مشاريع -> مشروع
  }
  if (n === 5 && c[3] === A && c[4] === HAMZA) out.add(c[0] + c[1] + Y + c[2]); // عملاء -> عميل
  if (n === 6 && c[1] === W && c[2] === A && c[4] === Y) out.add(c[0] + A + c[3] + W + c[5]); // فواتير -> فاتور
  // Singular -> plural.
  if (n === 3) {
    out.add(A + c[0] + c[1] + A + c[2]); // قسط -> أقساط
    out.add(c[0] + c[1] + W + c[2]); // شهر -> شهور
    out.add(A + c[0] + c[1] + c[2]); // شهر -> أشهر
  }
  if (n === 2) out.add(c[0] + c[1] + W + c[1]); // حق -> حقوق
  if (n === 3 && c[1] === W) out.add(A + c[0] + A + c[2]); // يوم -> أيام
  if (n === 4 && c[0] === M) out.add(M + c[1] + A + c[2] + c[3]); // مكتب -> مكاتب
  if (n === 5 && c[0] === M && c[3] === W) out.add(M + c[1] + A + c[2] + Y + c[4]); // مشروع -> مشاريع
  if (n === 4 && c[0] === M) out.add(M + c[1] + A + c[2] + Y + c[3]); // موعد -> مواعيد
  if (n === 4 && c[2] === Y) out.add(c[0] + c[1] + c[3] + A + HAMZA); // عميل -> عملاء
  if (n === 4 && c[2] === A) out.add(A + c[0] + c[1] + c[3]); // جهاز -> أجهزة
  if (n === 5 && c[1] === A && c[3] === W) out.add(c[0] + W + A + c[2] + Y + c[4]); // فاتورة -> فواتير
  out.delete(stem);
  return [...out];
}
