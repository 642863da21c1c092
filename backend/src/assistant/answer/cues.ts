/**
 * The cue words the answer reads questions and passages with, compiled once from the vocabulary's
 * data files (vocabulary/words/question-kinds.json, fact-kinds.json, passage-cues.json). The files
 * hold the words; this file holds only how a word must stand in the text to count: as a whole
 * word, after an Arabic clitic, at the start of a label.
 */
import { vocabularyData } from '../vocabulary/words.js';
import type { AskedKind } from './answer-types.js';

type StrictKind = 'price' | 'duration' | 'role' | 'list';
type LabelKind = StrictKind | 'documents';
interface ByLanguage {
  en: string[];
  ar: string[];
}

const any = (alternatives: readonly string[]) => alternatives.join('|');
const raw = String.raw;

// ---------------------------------------------------------------------------------------------
// Questions (question-kinds.json).

interface KindCue {
  kind: Exclude<AskedKind, 'other'>;
  en?: string[];
  ar?: string[];
  patterns?: string[];
  arabicPhrases?: string[];
}
const questions = vocabularyData<{
  arabicClitics: string[];
  kinds: KindCue[];
  strict: Record<StrictKind, { patterns?: string[]; arabic?: string[]; arabicWords?: string[] }>;
  interrogatives: ByLanguage;
  yesNo: ByLanguage;
  clauses: { enJoins: string[]; en: string[]; arJoin: string; ar: string[] };
  formWords: { factor: number; words: string[] };
  asksName: { en: string[] };
  asksContact: ByLanguage;
  asksAmount: { ar: string[] };
  asksWh: ByLanguage;
}>('question-kinds');

const clitic = any(questions.arabicClitics);
/** In order: a kind found by an earlier cue wins. Matched on the folded, lower-cased question. */
export const KIND_CUES: [AskedKind, RegExp][] = questions.kinds.map((c) => {
  const alternatives = [
    ...(c.en ? [raw`\b(${any(c.en)})\b`] : []),
    ...(c.patterns ?? []),
    ...(c.ar ? [raw`(?:^|\s)(?:${clitic})?(?:${any(c.ar)})(?=[\s?؟،.]|$)`] : []),
    ...(c.arabicPhrases ? [raw`(^|\s)(${any(c.arabicPhrases)})`] : []),
  ];
  return [c.kind, new RegExp(any(alternatives))];
});

export const STRICT_CUES = Object.fromEntries(
  Object.entries(questions.strict).map(([kind, c]) => {
    const alternatives = [
      ...(c.patterns ?? []),
      ...(c.arabic ? [`(?:${any(c.arabic)})`] : []),
      ...(c.arabicWords ? [raw`(?:^|\s)(?:${any(c.arabicWords)})\s`] : []),
    ];
    return [kind, new RegExp(any(alternatives), 'i')];
  }),
) as Record<StrictKind, RegExp>;

export const YES_NO = new RegExp(raw`^(?:${any(questions.yesNo.en)})\b|^(?:${any(questions.yesNo.ar)})\s`, 'i');
export const INTERROGATIVE = {
  en: new RegExp(raw`^(?:${any(questions.interrogatives.en)})\b`, 'i'),
  ar: new RegExp(raw`^(?:${any(questions.interrogatives.ar)})\s`),
};
/** A word asking for something other than yes or no, anywhere in a part (`asksWh`). */
const ASKS_WH = new RegExp(
  raw`(?:^|[^\p{L}])(?:${any(questions.asksWh.en ?? [])})(?![\p{L}])|(?:^|[^\p{L}])[وفبل]?(?:${any(questions.asksWh.ar ?? [])})(?![\p{L}])`,
  'iu',
);
/** A part that asks yes or no: opened by a yes-no word, or with no interrogative opening it and no wh-word anywhere ("أقدر أحول نقاطي لأخوي؟"). */
export function asksYesNo(part: string): boolean {
  const text = part.trim();
  return YES_NO.test(text) || (!INTERROGATIVE.en.test(text) && !INTERROGATIVE.ar.test(text) && !ASKS_WH.test(text));
}
const clauses = questions.clauses;
/** Where a new clause asks something else: "… and how long …", "… وكم …" (lookaheads only: used to split). */
export const CLAUSE_SPLIT = {
  en: new RegExp(raw`,?\s+(?:${any(clauses.enJoins)})\s+(?=(?:${any(clauses.en)})\b)`, 'i'),
  ar: new RegExp(raw`\s+(?=${clauses.arJoin}(?:${any(clauses.ar)})\s)`),
};
export const FORM_WORDS = questions.formWords;
/** An English part asking for a name: "Who is the current …?", "Which company supplies …?". */
export const ASKS_NAME = new RegExp(any(questions.asksName.en), 'i');
/** A part asking for a way to reach someone (matched on the folded part): "What is their phone number?", "على أي رقم أتصل؟". */
export const ASKS_CONTACT = new RegExp(any([...questions.asksContact.en, ...questions.asksContact.ar]));
/** A part asking how much without naming a price: Gulf "شكثر الحد الشهري؟", "كم تسوى بالدينار؟". */
export const ASKS_AMOUNT = new RegExp(any(questions.asksAmount.ar));
/** What states a way to reach someone: a run of three or more digits (a number, an extension), an email or a web address. */
export const CONTACT =
  /[\d\u0660-\u0669](?:[\d\u0660-\u0669 -]?[\d\u0660-\u0669]){2,}|\S@\S|https?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|gov|edu)\b/i;

// ---------------------------------------------------------------------------------------------
// What a unit states (fact-kinds.json).

const facts = vocabularyData<{
  amount: Record<
    'arabicCurrencies' | 'numberWords' | 'currencyWords' | 'magnitudes' | 'beforeNumber' | 'afterNumber' | 'free' | 'arabicFree',
    string[]
  > & { symbols: string };
  duration: Record<
    | 'arabicUnits'
    | 'countWords'
    | 'qualifiers'
    | 'units'
    | 'rangeWords'
    | 'afterNumber'
    | 'words'
    | 'arabicWords'
    | 'patterns'
    | 'months'
    | 'arabicMonths',
    string[]
  >;
  role: { words: string[]; arabic: string[] };
  number: { words: string[]; arabicClitics: string; arabic: string[] };
}>('fact-kinds');

const a = facts.amount;
export const AMOUNT = new RegExp(
  any([
    raw`(?:${a.symbols}\s?\d)`,
    // A currency code before the amount ("KWD 1,200", "KD 5").
    raw`(?:\b(?:${any(a.beforeNumber)})\s?[\d\u0660-\u0669])`,
    raw`(?:[\u0621-\u064A]+\s+(?:${any(a.arabicCurrencies)})(?![\u0621-\u064A]))`,
    raw`(?:\b(?:${any(a.numberWords)})\s+(?:${any(a.currencyWords)})\b)`,
    raw`(?:\d[\d,.]*\s*(?:${any(a.magnitudes)})?\s*(?:${any(a.afterNumber)}))`,
    raw`(?:\b(?:${any(a.free)})\b)`,
    `(?:${any(a.arabicFree)})`,
  ]),
  'i',
);
const d = facts.duration;
export const DURATION = new RegExp(
  any([
    raw`(?:[\u0621-\u064A]+\s+(?:${any(d.arabicUnits)})(?![\u0621-\u064A]))`,
    raw`(?:\b(?:${any(d.countWords)})\s+(?:${any(d.qualifiers)})?(?:${any(d.units)})\b)`,
    raw`(?:[\d\u0660-\u0669][\d,.]*\s*(?:${any(d.rangeWords)})?\s*[\d\u0660-\u0669]*\s*(?:${any(d.qualifiers)})?(?:${any(d.afterNumber)}))`,
    raw`(?:\d{1,2}:\d{2})`,
    raw`(?:\b(?:${any(d.words)})\b)`,
    `(?:${any(d.arabicWords)})`,
    ...d.patterns.map((p) => `(?:${p})`),
    raw`(?:\b(?:${any(d.months)})\b)`,
    `(?:${any(d.arabicMonths)})`,
  ]),
  'i',
);
export const ROLE = new RegExp(raw`\b(?:${any(facts.role.words)})s?\b|(?:${any(facts.role.arabic)})`, 'i');
/** Every person or body a text names (ROLE, matched globally). */
export const ROLES = new RegExp(ROLE.source, 'gi');
const n = facts.number;
export const NUMBER = new RegExp(
  raw`[\d\u0660-\u0669]|\b(?:${any(n.words)})\b|(?:^|[\s(])${n.arabicClitics}(?:${any(n.arabic)})(?=[\s،.؛:)]|$)`,
  'i',
);

// ---------------------------------------------------------------------------------------------
// What a passage says about itself (passage-cues.json).

const passages = vocabularyData<{
  labels: Record<LabelKind, ByLanguage>;
  documentNouns: ByLanguage;
  asksDocuments: ByLanguage;
  carriesOn: ByLanguage & { arabicDemonstratives: string[] };
  nameParticles: string[];
  unitsAfterNumber: string[];
}>('passage-cues');

/** A label naming an aspect ("Timing:", "- الرسوم:"), `before` and `after` characters around its word at most. */
function label({ en, ar }: ByLanguage, before: number, after: number, bullet = raw`(?:[-•*]\s*)?`): RegExp {
  return new RegExp(
    raw`^${bullet}[^:]{0,${before}}\b(?:${any(en)})\b[^:]{0,${after}}:|^${bullet}[^:]{0,${before}}(?:${any(ar)})[^:]{0,${after}}:`,
    'i',
  );
}
const labels = passages.labels;
/** Labels that name an aspect tell which paragraph answers which kind. */
export const KIND_LABELS: Partial<Record<AskedKind, RegExp>> = {
  price: label(labels.price, 40, 30),
  duration: label(labels.duration, 30, 20),
  role: label(labels.role, 30, 20),
  list: label(labels.list, 40, 30),
};
export const DOCUMENTS_LABEL = label(labels.documents, 40, 30, '');

const wordsOrPhrases = ({ en, ar }: ByLanguage) => new RegExp(raw`\b(?:${any(en)})\b|(?:${any(ar)})`, 'i');
/** "What documents" is answered by a list that names documents (civil ID, passport, certificate). */
export const DOCUMENT_NOUNS = wordsOrPhrases(passages.documentNouns);
export const ASKS_DOCUMENTS = wordsOrPhrases(passages.asksDocuments);

const on = passages.carriesOn;
/** A sentence opening that carries on from the one before ("He is also …", "وكانت …", "… هذه …"). */
export const CARRIES_ON = new RegExp(
  raw`^(?:${any(on.en)})\b|^(?:${any(on.ar)})(?:\s|$)|^(?:\S+\s+){0,2}(?:${any(on.arabicDemonstratives)})(?:\s|[،,]|$)`,
  'i',
);

/** Small words inside a name spelled out in full ("Members of the Scottish Parliament"). */
export const NAME_PARTICLES = any(passages.nameParticles);
/** Units that, after a number, make it a quantity rather than part of a name ("٢٤ ساعة"). */
export const UNITS_AFTER_NUMBER = any(passages.unitsAfterNumber);
