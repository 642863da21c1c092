/**
 * Arabic normalisation and light stemming for retrieval.
 *
 * Arabic writers (and translators) vary hamza seats, taa marbuta and alef maqsura freely, add
 * diacritics only sometimes, and glue the conjunction wa- and the article al- onto words. Without
 * folding these, the same word in a question and a document rarely matches (Postgres' stock
 * `arabic` config scored hit@1 0.245 on the eval set). The stemmer is a light stemmer in the
 * Light10 family (Larkey et al.), not a root extractor: roots conflate too many unrelated words.
 * The character folding itself is shared with document search (`shared/text/fold-text.ts`).
 */

import { ARABIC_ARTICLES, foldArabic, foldDigits } from '../../shared/text/fold-text.js';

export { foldDigits };

/** Character-level normalisation; keeps word boundaries and length roughly intact. */
export const normalizeArabic = foldArabic;

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
 * Function words and question words. Stored normalised (alef/yeh folded) because they are
 * checked after `normalizeArabic`. Question words matter: "كم عدد" or "ما هو" match almost
 * every paragraph and would drown the content words in BM25.
 */
export const ARABIC_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'في', 'من', 'الي', 'الى', 'علي', 'على', 'عن', 'مع', 'ان', 'او', 'ام', 'ثم', 'بل', 'لكن', 'حتي',
    'اذا', 'اذ', 'لو', 'لم', 'لن', 'لا', 'ما', 'ماذا', 'متي', 'اين', 'كيف', 'لماذا', 'هل', 'كم',
    'اي', 'ايه', 'التي', 'الذي', 'الذين', 'اللذين', 'اللتين', 'اللواتي', 'هو', 'هي', 'هم', 'هما',
    'هن', 'انا', 'نحن', 'انت', 'انتم', 'هذا', 'هذه', 'هذان', 'هاتان', 'هؤلاء', 'ذلك', 'تلك',
    'اولئك', 'هناك', 'هنا', 'كان', 'كانت', 'كانوا', 'يكون', 'تكون', 'قد', 'لقد', 'كل', 'بعض',
    'غير', 'بين', 'عند', 'عندما', 'منذ', 'حيث', 'وقد', 'وكان', 'وكانت', 'وهو', 'وهي', 'الا',
    'اما', 'فقط', 'ايضا', 'به', 'بها', 'له', 'لها', 'لهم', 'فيه', 'فيها', 'منه', 'منها', 'عليه',
    'عليها', 'اليه', 'اليها', 'وفي', 'ومن', 'وعلي', 'والي', 'وان', 'فان', 'بان', 'لان', 'كما',
    'مثل', 'ذات', 'ذو', 'تم', 'وتم', 'يتم', 'اكثر', 'جدا', 'بعد', 'قبل', 'خلال', 'ضمن', 'دون',
    'نحو', 'لدي', 'و', 'ف', 'ب', 'ل', 'ك', 'يا',
  ].map((w) => normalizeArabic(w)),
);
