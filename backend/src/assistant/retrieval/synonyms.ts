/**
 * Staff do not ask in the documents' words: they "top up" a line the tariff "recharges", take
 * "vacation" the policy calls "leave", and ask in Gulf Arabic ("شنو", "ياخذ", "الباسوورد") what
 * the documents say in formal Arabic. Two small, general tables close that gap, as any
 * enterprise search has a synonyms file: phrases rewritten before analysis, and groups of words
 * that stand for one another when the question is planned (each a reading of the question word,
 * weighted below the word itself).
 *
 * The entries are general workplace, IT and telecom vocabulary and common Gulf-dialect forms; they
 * are not written from any question set. Add to them as the knowledge base grows.
 */
import { analyze } from './tokenize.js';
import { activeGlossary } from '../vocabulary/glossary.js';

/** Phrases rewritten in the question before analysis (case-insensitive, whole words). */
const PHRASES: [RegExp, string][] = [
  [/\b(?:top(?:s|ped|ping)?[- ]?up|top-ups?|recharg\w*)\b/gi, 'recharge'],
  [/\b(?:work(?:ing)? from home|wfh|home office)\b/gi, 'remote work'],
  [/\b(?:days? off|time off|annual vacation|paid vacation)\b/gi, 'leave'],
  [/\b(?:log(?:ged)?[- ]?in|sign(?:ed)?[- ]?in)\b/gi, 'sign in'],
  [/\b(?:locked out|lock(?:ed)?[- ]?out)\b/gi, 'lockout'],
  [/\b(?:down[- ]?payment|upfront payment)\b/gi, 'down payment'],
  [/\b(?:sim swap|sim replacement|replace (?:a |the )?sim)\b/gi, 'SIM replacement'],
  [/\b(?:social media)\b/gi, 'social'],
  [/\b(?:wi-?fi|wireless)\b/gi, 'Wi-Fi'],
  // Countries by their everyday names and abbreviations, kept beside the full name (a text may use
  // either); capitals only for the abbreviations: "us" is a pronoun.
  [/\b(?:U\.K\.|UK|Great Britain|Britain|England)(?![\w.])/g, '$& United Kingdom'],
  [/\b(?:U\.S\.A\.|U\.S\.|USA|US)(?![\w.])|\bAmerica\b/g, '$& United States'],
  [/\bEU\b/g, 'EU European Union'],
  [/(?:بريطانيا|إنجلترا|انجلترا|انكلترا)/g, '$& المملكة المتحدة'],
  [/(?:أمريكا|امريكا|أميركا|اميركا)/g, '$& الولايات المتحدة'],
  [/(?:السوشال ميديا|السوشيال ميديا|مواقع التواصل|وسائل التواصل)/g, 'التواصل الاجتماعي'],
  [/(?:الواي فاي|الوايفاي|واي فاي)/g, 'Wi-Fi'],
  [/(?:الباسوورد|باسوورد|الباسورد|باسورد|الرقم السري|كلمة السر|كلمة سر)/g, 'كلمة المرور'],
  [/(?:جيجا بايت|جيجابايت|جيجا|قيقا|الجيجا)/g, 'غيغابايت'],
  [/(?<![\u0621-\u064A])الـ+\s*/g, ''],
  [/(?:الإيميل|الايميل|إيميل|ايميل)/g, 'البريد الإلكتروني'],
  [/(?:اللابتوب|لابتوب|اللاب توب)/g, 'الحاسوب المحمول'],
  [/(?:الجاية|الجايه|اللي جاية)/g, 'التالية'],
];

/**
 * Words that stand for one another (not the words naming the answer's form, "price", "fee",
 * "سعر": a sentence saying "free of charge" does not answer "how much does roaming cost in Europe"). The first of a group is not special: every word of a group
 * reads as each of the others. Gulf-dialect question and function words map to nothing (they are
 * stop words in effect) and are listed in DIALECT_STOP_WORDS instead.
 */

/** Gulf-dialect question and filler words: asking words, not the subject. */
const DIALECT_STOP_WORDS = ['شنو', 'شنهو', 'شلون', 'وين', 'مين', 'منو', 'ايش', 'إيش', 'شو', 'وش', 'امتى', 'إمتى', 'ليه', 'ليش', 'اللي', 'لين', 'عشان', 'لازم', 'أقدر', 'اقدر', 'يقدر', 'نقدر', 'أبي', 'ابي', 'يبي', 'أبغى', 'يبغى', 'حق', 'الحين', 'وايد', 'جذي', 'كذا', 'يعني', 'المفروض', 'يسمحون',
  'وكم', 'وما', 'ومتى', 'وكيف', 'وهل', 'ومن', 'ولماذا', 'وأين', 'وشنو', 'وشلون', 'وبكم', 'وين', 'ومين',
  // English contractions split by the analyser (I'm, we're, they've).
  'm', 're', 've', 'll', 'd', 's', 't', 'don', 'won', 'doesn', 'isn', 'aren', 'didn', 'wasn', 'haven', 'hasn', 'shouldn', 'wouldn', 'couldn',
  // Everyday English fillers that name no subject ("how far in advance do I need to put in",
  // "say yes or no", "who do I tell"): unknown to a policy text, they would count as the subject
  // it lacks.
  'far', 'put', 'say', 'says', 'said', 'yes', 'tell', 'told', 'feel', 'feeling', 'felt', 'want', 'wants', 'wanted',
  'like', 'know', 'knows', 'go', 'goes', 'going', 'gone', 'got', 'getting', 'let', 'thing', 'things', 'someone',
  'somebody', 'anyone', 'anybody', 'something', 'anything', 'really', 'actually', 'please', 'thanks', 'thank',
  'hi', 'hello', 'guess', 'think', 'wonder', 'ok', 'okay', 'sure', 'mean', 'means', 'happen', 'happens', 'hey',
  // Gulf-dialect fillers of the same kind.
  'يعني', 'طيب', 'ممكن', 'أبغي', 'بس', 'زين', 'لو سمحت', 'مثلا'];

let readings: Map<string, string[]> | null = null;
let readingsOf: unknown = null;
let dialect: Set<string> | null = null;

function table(): Map<string, string[]> {
  const groups = activeGlossary().groups();
  // Rebuilt when the glossary changes (an admin's edit takes effect on the next question).
  if (readings && readingsOf === groups) return readings;
  readings = new Map();
  readingsOf = groups;
  for (const group of groups) {
    const terms = [...new Set(group.terms.flatMap((w) => analyze(w)))];
    for (const t of terms) {
      const others = terms.filter((o) => o !== t);
      readings.set(t, [...new Set([...(readings.get(t) ?? []), ...others])]);
    }
  }
  return readings;
}

/** Other index terms that stand for this question term (none for most terms). */
export function synonymsOf(term: string): readonly string[] {
  return table().get(term) ?? [];
}

/** Whether a question term is a dialect asking word that carries no subject. */
export function isDialectStopTerm(term: string): boolean {
  dialect ??= new Set(DIALECT_STOP_WORDS.flatMap((w) => analyze(w)));
  return dialect.has(term);
}

/** The question with staff phrasings rewritten to the documents' words. */
export function rewriteQuestion(question: string): string {
  let out = question;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}
