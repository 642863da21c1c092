/**
 * What a question asks for, read the way a colleague would read it: which parts it has ("what
 * documents … and how long …"), and for each part the kind of fact that answers it (an amount,
 * a duration, a role, a list). The kind decides which sentence is worth quoting: "How much does
 * roaming cost in Europe?" is not answered by the sentence that names Europe's zone, however
 * many of the question's words it shares.
 */
import { analyze } from '../analysis/analyze.js';
import { foldText as fold } from '../analysis/fold.js';

export type AskedKind = 'price' | 'duration' | 'role' | 'list' | 'quantity' | 'other';

export interface QuestionPart {
  /** The part's own words (a clause of the question). */
  text: string;
  kind: AskedKind;
}

export interface QuestionReading {
  parts: QuestionPart[];
  /** Sentences that set the scene without asking ("A customer wants to port their number."). */
  context: string;
}

// Cues are matched on the folded question (the analyser's `foldText`: lower case, hamza seats, no diacritics).
const KIND_CUES: [AskedKind, RegExp][] = [
  ['price', /\b(how much(?= (?:does|do|did|is|are|was|were|will|would|should|can|could|to|for|it|money)\b|\s*[?]|$)|price[sd]?|pricing|cost[s]?|costing|fees?|charge[sd]?|tariffs?|rates?|deposit|pay|paying|expensive|cheap(?:est)?)\b|(?:^|\s)(?:[وفبلك]|ال|وال|بال|لل)?(?:بكم|سعر|اسعار|تكلف|تكلفه|يكلف|كلفه|رسوم|رسم|تعرفه|مبلغ|تامين|يدفع|ندفع|ادفع|تدفع|قيمه)(?=[\s?؟،.]|$)/],
  ['duration', /\b(how long|how soon|how quickly|how many (?:days|hours|weeks|months|years|minutes|working days)|when|by when|deadline|within how)\b|(?:^|\s)(?:[وفبلك]|ال|وال|بال|لل)?(?:متي|مده|يستغرق|تستغرق|يحتاج وقت|كم يوم|كم ساعه|كم شهر|كم اسبوع|كم سنه|كم من الوقت|خلال كم|موعد)(?=[\s?؟،.]|$)/],
  ['role', /\bwho(?:m|se)?\b.*\b(approv\w*|authori[sz]\w*|signs? off|sign-off|decides?|responsible|in charge|escalat\w*)\b|\bwho (?:do|should|can|must|shall) (?:i|we|you|they|the customer|staff)? ?(?:contact|call|email|ask|report to|tell|notify|inform)\b|\bwhose (approval|sign-?off)\b|(^|\s)(من يوافق|من يعتمد|من المسؤول|من يوقع|من يقرر|مين يوافق|مين يعتمد|مين المسؤول|بمن اتصل|لمن ارفع|الجهه المسؤوله|موافقه من|اعتماد من)/],
  ['list', /\b(what (?:documents|papers|paperwork|steps|requirements|conditions|do i need|does .* need)|what (?:do|does|should|must) (?:i|we|you|they|he|she|the customer|customers) (?:need to |have to )?(?:bring|provide|submit|show|present)|which (?:documents|papers|steps)|documents?|paperwork|steps?|requirements?|required|eligib\w*|procedure)\b|(?:^|\s)(?:[وفبلك]|ال|وال|بال|لل)?(?:مستندات|اوراق|وثائق|خطوات|شروط|متطلبات|مطلوبه|اجراءات)(?=[\s?؟،.]|$)/],
  ['quantity', /\b(how many|how much|limit|maximum|minimum|allowance)\b|(?:^|\s)(?:[وفبلك]|ال|وال|بال|لل)?(?:كم|عدد|حد اقصي|حد ادني|حد)(?=[\s?؟،.]|$)/],
];

// A kind found by an earlier rule wins: "how much … cost" is a price, not a quantity.
function kindOf(text: string): AskedKind {
  const t = fold(text);
  for (const [kind, cue] of KIND_CUES) if (cue.test(t)) return kind;
  return 'other';
}

// A new clause asking something else: "… and how long …", "… وكم …".
const EN_SPLIT = /,?\s+(?:and|also|plus)\s+(?=(?:how|what|which|who|whom|when|where|is|are|can|do|does|should|will)\b)/i;
const AR_SPLIT = /\s+(?=و(?:كم|ما|ماذا|متى|متي|كيف|هل|من|أين|اين|لماذا|بكم|أي|اي)\s)/;
const QUESTION_END = /[?؟]/;
const SENTENCE = /[^.?!؟\n]+[.?!؟]*/g;

/** The question's parts and its scene-setting context. */
export function readQuestion(question: string): QuestionReading {
  const sentences = (question.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  const asking = sentences.filter((s) => QUESTION_END.test(s) || isInterrogative(s));
  // Without a question mark or a question word, the whole text is the question ("roaming rates Europe").
  const asked = asking.length > 0 ? asking : [question.trim()];
  const context = sentences.filter((s) => !asked.includes(s)).join(' ');
  const parts: QuestionPart[] = [];
  for (const sentence of asked) {
    for (const clause of sentence.split(EN_SPLIT).flatMap((c) => c.split(AR_SPLIT))) {
      const text = clause.trim();
      if (analyze(text).length === 0 && parts.length > 0) continue;
      if (text) parts.push({ text, kind: kindOf(text) });
    }
  }
  if (parts.length === 0) parts.push({ text: question.trim(), kind: kindOf(question) });
  return { parts, context };
}

function isInterrogative(sentence: string): boolean {
  return /^(how|what|which|who|whom|when|where|why|is|are|can|could|do|does|should|will|may)\b/i.test(sentence) || /^(كم|ما|ماذا|متى|كيف|هل|من|أين|لماذا|بكم|أي)\s/.test(sentence);
}

/**
 * Words that name the form of the answer rather than its subject: in "what documents does a new
 * line need", the subject is the new line. Ranking gives them a fraction of their weight, so a
 * document about "medical documents" does not outrank the new-line procedure.
 */
const FORM_WORDS = [
  'price', 'prices', 'cost', 'costs', 'fee', 'fees', 'charge', 'charges', 'much', 'long', 'take', 'takes', 'need', 'needs', 'needed',
  'document', 'documents', 'paper', 'papers', 'paperwork', 'step', 'steps', 'requirement', 'requirements', 'required', 'require',
  'approve', 'approves', 'approval', 'many', 'get', 'time', 'rate', 'rates',
  'سعر', 'أسعار', 'اسعار', 'تكلفة', 'كلفة', 'رسوم', 'المستندات', 'مستندات', 'الأوراق', 'أوراق', 'الوثائق', 'وثائق', 'خطوات', 'الخطوات',
  'المطلوبة', 'مطلوبة', 'يحتاج', 'تحتاج', 'أحتاج', 'نحتاج', 'يستغرق', 'تستغرق', 'مدة', 'المدة', 'الوقت', 'يوافق', 'موافقة', 'يعتمد',
];
export const FORM_WORD_FACTOR = 0.35;
const FORM_TERMS: ReadonlySet<string> = new Set(FORM_WORDS.flatMap((w) => analyze(w)));

/** Ranking weight of a question term: see FORM_WORDS. */
export function questionTermFactor(term: string): number {
  return FORM_TERMS.has(term) ? FORM_WORD_FACTOR : 1;
}

// ---------------------------------------------------------------------------------------------
// What a quotable unit offers, per kind.

const AMOUNT = /(?:[$£€]\s?\d)|(?:[\u0621-\u064A]+\s+(?:دينار|دينارا|ديناراً|دنانير|فلس|فلسا|فلساً|فلوس|دولار|دولارا|ريال)(?![\u0621-\u064A]))|(?:\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|thousand)\s+(?:dinars?|fils|dollars?|pounds?|euros?)\b)|(?:\d[\d,.]*\s*(?:million|billion|thousand)?\s*(?:kwd|kd|fils|dinars?|dollars?|pounds?|euros?|%|percent|usd|\$|د\.ك|دينار|دنانير|فلس|فلسا|فلساً|فلوس|دولار|جنيه|يورو|بالمئة|بالمائة))|(?:\b(?:free of charge|free|no charge)\b)|(?:مجان|مجاناً|مجانا|مجاني|مجانية|دون رسوم)/i;
const DURATION = /(?:[\u0621-\u064A]+\s+(?:يوماً|يوما|أيام|ايام|ساعة|ساعات|أسابيع|أشهر|شهراً|شهور|سنوات|سنة|دقيقة|دقائق)(?![\u0621-\u064A]))|(?:\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|several|few|many)\s+(?:calendar |working |business )?(?:minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries|century)\b)|(?:[\d\u0660-\u0669][\d,.]*\s*(?:-|–|to|إلى)?\s*[\d\u0660-\u0669]*\s*(?:calendar |working |business )?(?:minutes?|mins?|hours?|days?|weeks?|months?|years?|دقيقة|دقائق|ساعة|ساعات|يوم|يوماً|يوما|أيام|ايام|أسبوع|أسابيع|شهر|شهراً|أشهر|شهور|سنة|سنوات|عام|أعوام))|(?:\d{1,2}:\d{2})|(?:\b(?:immediately|same day|next working day|next business day|instantly|annually|monthly|weekly|daily)\b)|(?:يومين|ساعتين|شهرين|أسبوعين|سنتين|عامين|فوراً|فورا|اليوم التالي|يوم العمل التالي)|(?:\b(?:\w+th|first|second|third|\w+teenth)\s+century\b)|(?:\b(?:decades?|centuries|generations?)\b)|(?:\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)|(?:يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/i;
const ROLE = /\b(?:manager|director|supervisor|head of|hr|human resources|committee|officer|lead|desk|department|team|ceo|cfo|chief|executive|owner|administrator|approver|finance|legal|security|compliance|helpdesk|service desk|centre|center|agent|government|ministry|council|parliament|authority|board|court|king|queen|president)s?\b|(?:مدير|المدير|مشرف|رئيس|لجنة|الموارد البشرية|قسم|إدارة|ادارة|الرئيس التنفيذي|مكتب|فريق|مركز|المالية|الشؤون|حكومة|الحكومة|وزارة|هيئة|مجلس|البرلمان|محكمة|الملك)/i;
const NUMBER = /[\d\u0660-\u0669]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|million|billion|dozen)\b|(?:^|[\s(])[وب]?(?:ال)?(?:واحد|اثنان|اثنين|اثنتين|ثلاث|ثلاثة|أربع|أربعة|خمس|خمسة|ست|ستة|سبع|سبعة|ثمان|ثماني|ثمانية|تسع|تسعة|عشر|عشرة|عشرون|عشرين|ثلاثون|ثلاثين|أربعون|أربعين|خمسون|خمسين|مئة|مائة|مئات|ألف|آلاف|مليون|ملايين|مليار|فريقين|مرتين|سنتين|يومين|ساعتين|شهرين)(?=[\s،.؛:)]|$)/i;
const YEAR = /\b(?:1[5-9]\d\d|20\d\d)\b/;

/** Whether a unit of text states the kind of fact a part asks for. */
export function offers(kind: AskedKind, text: string, isList: boolean): boolean {
  switch (kind) {
    case 'price':
      return AMOUNT.test(text);
    case 'duration':
      return DURATION.test(text) || YEAR.test(text);
    case 'role':
      return ROLE.test(text);
    case 'list':
      return isList;
    case 'quantity':
      return NUMBER.test(text);
    case 'other':
      return true;
  }
}
