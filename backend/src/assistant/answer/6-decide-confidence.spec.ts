import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { candidatesOf, hitsIn } from './2-retrieve.js';
import {
  answers,
  decideMode,
  documentHoldsKnownWords,
  factsOfKindStated,
  namesMissing,
  tooWeak,
  unstatedThing,
} from './6-decide-confidence.js';
import { asksYesNo } from './cues.js';
import { readQuestion } from './1-read-question.js';
import { Coverage } from './coverage.js';
import { DEFAULT_ANSWER_OPTIONS } from './pipeline.js';

describe('tooWeak', () => {
  const hit = [{}] as never[];
  it('refuses an empty question, no passage in its language, or a best passage below the threshold', () => {
    expect(tooWeak('  ', hit, 0.9, 0.3)).toBe(true);
    expect(tooWeak('What?', [], 0.9, 0.3)).toBe(true);
    expect(tooWeak('What?', hit, 0.29, 0.3)).toBe(true);
    expect(tooWeak('What?', hit, 0.3, 0.3)).toBe(false);
  });
});

describe('answers', () => {
  it('holds a part that plainly asks for an amount to a quoted amount', () => {
    const part = { text: 'How much is the deposit?', kind: 'price' as const };
    expect(answers(part, ['A deposit is taken for every new line.'])).toBe(false);
    expect(answers(part, ['The deposit is 20 KD.'])).toBe(true);
    // A currency code before the amount.
    expect(answers(part, ['The deposit is KWD 1,200 per line.'])).toBe(true);
    expect(answers(part, ['The fee is KD 5 per month.'])).toBe(true);
    // "free" states a price where it says what something costs, not as a feature ("free calls").
    expect(answers(part, ['The deposit is free for staff.'])).toBe(true);
    expect(answers(part, ['All bundles include free calls between lines.'])).toBe(false);
  });

  it('holds a question for documents to a list naming documents', () => {
    const part = { text: 'What documents do I need?', kind: 'list' as const };
    expect(answers(part, ['Steps:\n- Visit a branch.\n- Wait.'])).toBe(false);
    expect(answers(part, ['Bring:\n- your passport.'])).toBe(true);
  });

  it('holds a who-part to a person or body other than those the question names', () => {
    const part = { text: 'Who is the current Whistleblowing Officer?', kind: 'role' as const };
    expect(answers(part, ['Reports go to the Whistleblowing Officer.'])).toBe(false);
    expect(answers(part, ['The Head of Internal Audit acts as Whistleblowing Officer.'])).toBe(true);
    // The spelled-out abbreviation of the question is no role beyond it.
    const noc = { text: 'Who at the NOC signs off the outage ticket?', kind: 'role' as const };
    expect(answers(noc, ['An outage qualifies as confirmed by a Network Operations Centre (NOC) incident ticket.'])).toBe(false);
    expect(answers(noc, ['The NOC shift manager signs off every outage ticket.'])).toBe(true);
    const ar = { text: 'منو المورد المعتمد؟', kind: 'role' as const };
    expect(answers(ar, ['يُشترى الزي من المورد المعتمد.'])).toBe(false);
    expect(answers(ar, ['يعتمد مدير الفرع المورد.'])).toBe(true);
  });

  it('holds a part asking for a name to a name or body the question does not name', () => {
    const who = { text: 'Who is the current Whistleblowing Officer?', kind: 'other' as const };
    expect(answers(who, ['2. The Whistleblowing Officer decides within 10 working days.'])).toBe(false);
    expect(answers(who, ['The post is held by Sara Al-Mutairi, Head of Internal Audit.'])).toBe(true);
    const company = { text: 'Which company supplies the mediation archive?', kind: 'other' as const };
    expect(answers(company, ['| Voice and SMS CDRs | 24 months | Mediation archive, encrypted |'])).toBe(false);
    expect(answers(company, ['The mediation archive is hosted by Northwind Data under contract.'])).toBe(true);
    // A role answers "who", not "which portal".
    const portal = { text: 'Which portal does the company admin use to set the caps?', kind: 'other' as const };
    expect(answers(portal, ["- The company's account administrator can set a monthly cap for any line."])).toBe(false);
    expect(answers(portal, ['Caps are set in the Business Hub portal.'])).toBe(true);
    // A name quoted just before the answering sentence counts; a loose role word there does not.
    const oldest = { text: 'Who is the oldest quarterback to play?', kind: 'other' as const };
    expect(
      answers(oldest, ['He is also the oldest quarterback ever to play.'], ['Peyton Manning became the first quarterback to do it.']),
    ).toBe(true);
    expect(
      answers(who, ['Identities are known only to the Whistleblowing Officer.'], ['They are not shared, except where a court orders it.']),
    ).toBe(false);
  });

  it('holds a part asking for a phone number or an address to one quoted', () => {
    const phone = { text: "What is the regulator's phone number for complaints?", kind: 'other' as const };
    expect(answers(phone, ['3. Level 3, Complaints Review Committee: decision within 10 working days.'])).toBe(false);
    expect(answers(phone, ['Customers may call the regulator on 1800 123.'])).toBe(true);
    const ar = { text: 'على أي رقم أتصل؟', kind: 'other' as const };
    expect(answers(ar, ['يتم إبلاغ قسم أمن المعلومات فوراً.'])).toBe(false);
    expect(answers(ar, ['اتصل على الرقم ٤٤٤٤ فوراً.'])).toBe(true);
  });

  it('holds an English yes-no part about a price to a quoted amount or "free"', () => {
    const fee = { text: 'Does Gulfnet charge the prosecution a fee for pulling call records?', kind: 'price' as const };
    expect(answers(fee, ['Records are disclosed only to the Public Prosecution, on a written order.'])).toBe(false);
    expect(answers(fee, ['Disclosure to the Public Prosecution is free of charge.'])).toBe(true);
    expect(answers(fee, ['A fee of KWD 25 is charged per request.'])).toBe(true);
  });

  it('leaves yes-no questions, looser cues and other kinds to the confidence bands', () => {
    expect(answers({ text: 'هل أقدر أسترد رسوم المواقف؟', kind: 'price' }, [])).toBe(true);
    expect(answers({ text: 'Which plan has the cheapest rate', kind: 'price' }, [])).toBe(true);
    expect(answers({ text: 'What is the canteen called?', kind: 'other' }, [])).toBe(true);
  });
});

describe('decideMode', () => {
  const part = { text: 'How long does activation take?', kind: 'duration' as const };
  // `statedOfSubject`: the unit stating the duration also names the part's subject (3-choose-passages.ts).
  const stated = {
    quotes: [{ text: 'Activation takes two hours.' }],
    parts: [{ part, evidence: ['Activation takes two hours.'], statedOfSubject: true, numberMet: false }],
  };
  const elsewhere = {
    quotes: [{ text: 'Porting takes two hours.' }],
    parts: [{ part, evidence: ['Porting takes two hours.'], statedOfSubject: false, numberMet: false }],
  };
  const lacking = {
    quotes: [{ text: 'Activation is done at a branch.' }],
    parts: [{ part, evidence: ['Activation is done at a branch.'], statedOfSubject: false, numberMet: false }],
  };
  it('answers when sure and a part got the fact it asks for', () => {
    expect(decideMode(stated, 0.5, 0.35)).toBe('extractive');
  });
  it('offers the closest passage as unsure below the sure threshold', () => {
    expect(decideMode(elsewhere, 0.34, 0.35)).toBe('uncertain');
    expect(decideMode(lacking, 0.34, 0.35)).toBe('uncertain');
  });
  it('answers below the sure threshold a plainly asked amount or duration stated where its subject is named', () => {
    expect(decideMode(stated, 0.34, 0.35)).toBe('extractive');
    const yesNo = { ...stated, parts: [{ ...stated.parts[0], part: { text: 'Does activation take long?', kind: 'duration' as const } }] };
    expect(decideMode(yesNo, 0.34, 0.35)).toBe('uncertain');
  });
  it('answers below the sure threshold a who-part whose chosen unit names a role beyond the question and its subject', () => {
    const who = { text: 'Who approves a refund?', kind: 'role' as const };
    const named = {
      quotes: [{ text: 'Refunds are approved by the branch manager.' }],
      parts: [{ part: who, evidence: ['Refunds are approved by the branch manager.'], statedOfSubject: true, numberMet: false }],
    };
    expect(decideMode(named, 0.34, 0.35)).toBe('extractive');
    const own = {
      quotes: [{ text: 'Refunds are approved.' }],
      parts: [
        {
          part: { text: 'Who at the branch manager office approves a refund?', kind: 'role' as const },
          evidence: ['Refunds are approved by the branch manager.'],
          statedOfSubject: true,
          numberMet: false,
        },
      ],
    };
    expect(decideMode(own, 0.34, 0.35)).toBe('uncertain');
  });
  it('answers below the sure threshold a part whose chosen unit holds the number it names, with its subject', () => {
    const tier = { text: 'I am on grade 7, what is my monthly limit?', kind: 'quantity' as const };
    const row = '| M2 | grades 6 to 9 | KWD 15 |';
    expect(
      decideMode(
        { quotes: [{ text: row }], parts: [{ part: tier, evidence: [row], statedOfSubject: false, numberMet: true }] },
        0.34,
        0.35,
      ),
    ).toBe('extractive');
    expect(
      decideMode(
        { quotes: [{ text: row }], parts: [{ part: tier, evidence: [row], statedOfSubject: false, numberMet: false }] },
        0.34,
        0.35,
      ),
    ).toBe('uncertain');
  });
  it('answers below the sure threshold a Gulf "how much" (شكثر, "كم … بالدينار") part when its subject is named and something quoted states an amount', () => {
    const limit = { text: 'شكثر الحد الشهري للخط؟', kind: 'quantity' as const };
    const rule = 'إذا تجاوز الاستخدام الحد الشهري يخصم الفرق من الراتب.';
    const row = '| M2 | الدرجات من 6 إلى 9 | 15 د.ك |';
    expect(
      decideMode(
        { quotes: [{ text: row }, { text: rule }], parts: [{ part: limit, evidence: [rule], statedOfSubject: true, numberMet: false }] },
        0.34,
        0.385,
      ),
    ).toBe('extractive');
    expect(
      decideMode(
        { quotes: [{ text: rule }], parts: [{ part: limit, evidence: [rule], statedOfSubject: true, numberMet: false }] },
        0.34,
        0.385,
      ),
    ).toBe('uncertain');
    expect(
      decideMode(
        {
          quotes: [{ text: row }],
          parts: [
            { part: { text: 'كم الحد الشهري للخط؟', kind: 'quantity' as const }, evidence: [row], statedOfSubject: true, numberMet: false },
          ],
        },
        0.34,
        0.385,
      ),
    ).toBe('uncertain');
    const worth = { text: 'عندي 5,000 نقطة، كم تسوى بالدينار؟', kind: 'quantity' as const };
    const rate = 'كل 1,000 نقطة تساوي 1 دينار رصيداً.';
    expect(
      decideMode(
        { quotes: [{ text: rate }], parts: [{ part: worth, evidence: [rate], statedOfSubject: true, numberMet: false }] },
        0.3,
        0.385,
      ),
    ).toBe('extractive');
  });
  it('refuses when nothing was chosen, or no part got the fact it plainly asks for', () => {
    expect(decideMode({ quotes: [], parts: [] }, 0.9, 0.35)).toBe('not_found');
    expect(decideMode(lacking, 0.9, 0.35)).toBe('not_found');
  });
});

describe('namesMissing', () => {
  const index = new Bm25Index();
  index.upsert({
    id: 'grades',
    title: 'Study Support',
    category: 'hr_policies',
    content:
      'Evening study: grades 2 to 5 get 70%. Grade 6 gets 50%. Grade 8 gets 40%. A grade point average of 3.0 is needed. Dealer plans up to KWD 10 earn KWD 8, plans above KWD 10 earn KWD 15 and home plans KWD 20.',
  });
  index.upsert({
    id: 'plans',
    title: 'Nova Plans 2026',
    category: 'product_info',
    content: 'Nova 8 costs 8 KD. Nova 12 costs 12 KD. Nova 18 costs 18 KD. Home 5G Max has 200 GB of data and unlimited calls.',
  });
  const missing = (question: string) => {
    const search = index.search(question);
    const coverage = new Coverage(search);
    return namesMissing(question, candidatesOf(hitsIn('en', search), DEFAULT_ANSWER_OPTIONS, coverage), coverage);
  };
  it('knows the names the candidates use', () => {
    expect(missing('How much is Nova 12?')).toBe(false);
    expect(missing('What data does Home Max 5G include?')).toBe(false);
  });
  it('finds a number in a range the documents state after the same word, and a currency amount, as named', () => {
    expect(missing('I am on grade 4, how much evening study support do I get?')).toBe(false);
    expect(missing('What does a KWD 12 plan earn?')).toBe(false);
    expect(missing('Is a GPA of 2.8 enough for evening study?')).toBe(false);
  });

  it('finds a series member, a year, a product or a name the candidates do not have', () => {
    expect(missing('How much is Nova 25?')).toBe(true);
    expect(missing('How much was Nova 12 in 2023?')).toBe(true);
    expect(missing('What data does Unlimited Max 5G include?')).toBe(true);
    expect(missing('How much is Nova 12 on an iPhone?')).toBe(true);
  });
});

describe('unstatedThing', () => {
  const index = new Bm25Index();
  index.upsert({
    id: 'loans',
    title: 'Loan Device Policy',
    category: 'hr_policies',
    content: 'Staff may borrow a loan device for 14 days. A lost loan device is paid for by the borrower. Insurance is not offered.',
  });
  index.upsert({
    id: 'bundles',
    title: 'Office Bundles',
    category: 'product_info',
    content: 'An office bundle adds mobile lines on one bill. Each line costs 9 KD a month.',
  });
  // Filler so that the test words are as rare as in a real knowledge base (idf above THING_IDF).
  for (let i = 0; i < 60; i++)
    index.upsert({
      id: `filler-${i}`,
      title: `Notice ${i}`,
      category: 'announcements',
      content: `Notice number ${i} about the canteen menu and parking rules.`,
    });
  const unstated = (question: string) => {
    const search = index.search(question);
    const coverage = new Coverage(search);
    const candidates = candidatesOf(hitsIn('en', search), DEFAULT_ANSWER_OPTIONS, coverage);
    return unstatedThing(readQuestion(question).parts, 'en', candidates, coverage, [{ doc: 0 }]);
  };
  it('names nothing in English (the rule did not hold on the test half)', () => {
    expect(unstated('Can an office bundle add a landline to the same bill?')).toBeNull();
  });

  it('names, in Arabic, a word of a yes-no part that nothing indexed holds', () => {
    const ar = new Bm25Index();
    ar.upsert({
      id: 'study',
      title: 'دعم الدراسة',
      category: 'hr_policies',
      content: 'تدعم الشركة دراسة البكالوريوس والماجستير للموظفين. يغطي الدعم 70% من الرسوم.',
    });
    for (let i = 0; i < 60; i++)
      ar.upsert({
        id: `filler-${i}`,
        title: `إعلان ${i}`,
        category: 'announcements',
        content: `إعلان رقم ${i} عن قائمة المطعم ومواقف السيارات.`,
      });
    const unstatedAr = (question: string) => {
      const search = ar.search(question);
      const coverage = new Coverage(search);
      const candidates = candidatesOf(hitsIn('ar', search), DEFAULT_ANSWER_OPTIONS, coverage);
      return unstatedThing(readQuestion(question).parts, 'ar', candidates, coverage, [{ doc: 0 }]);
    };
    expect(unstatedAr('هل تدعم الشركة دراسة الدكتوراه؟')).not.toBeNull();
    expect(unstatedAr('هل تدعم الشركة دراسة الماجستير؟')).toBeNull();
    expect(unstatedAr('كم تدفع الشركة من رسوم الدكتوراه؟')).toBeNull();
  });
});

describe('asksYesNo', () => {
  it('reads a part with no interrogative anywhere as yes-no, with or without هل (Gulf dialect)', () => {
    expect(asksYesNo('هل يحق لي بدل السكن؟')).toBe(true);
    expect(asksYesNo('أقدر أحول نقاطي لأخوي؟')).toBe(true);
    expect(asksYesNo('ناخذ بدل متزوج إحنا الاثنين؟')).toBe(true);
    expect(asksYesNo('Can I work from home on Fridays?')).toBe(true);
  });
  it('does not read a part asking what, when, who or how much, wherever the word stands', () => {
    expect(asksYesNo('انمسكت ثالث مرة بدون الزي، شنو العقوبة؟')).toBe(false);
    expect(asksYesNo('متى لازم أسلم الفاتورة؟')).toBe(false);
    expect(asksYesNo('العميل يبي يقسطها، ومنو يوافق؟')).toBe(false);
    expect(asksYesNo('لو ما نجحت في الوظيفة الجديدة، شيصير فيني؟')).toBe(false);
    expect(asksYesNo('في أي مقاطعة تقع المدينة؟')).toBe(false);
    expect(asksYesNo('The fee, how much is it?')).toBe(false);
  });
});

describe('factsOfKindStated', () => {
  const choice = (text: string, kind: 'price' | 'duration' | 'role' | 'other', evidence: string[]) => ({
    part: { text, kind },
    evidence,
    statedOfSubject: false,
    numberMet: false,
  });
  it('holds for yes-no parts, and for parts asking an amount, a time or a role whose evidence states one', () => {
    expect(factsOfKindStated([choice('أقدر آخذ رقم الشغل باسمي؟', 'other', ['يجوز للموظف نقل الرقم باسمه عند انتهاء الخدمة.'])])).toBe(
      true,
    );
    expect(factsOfKindStated([choice('متى لازم أسلم الفاتورة؟', 'duration', ['تسلم الفاتورة خلال 30 يوماً من الشراء.'])])).toBe(true);
    expect(factsOfKindStated([choice('متى حفلة نهاية السنة؟', 'duration', ['تقام الحفلة في القاعة الكبرى.'])])).toBe(false);
  });
  it('does not hold for a part asking "which" or "what": nothing tells its answer from a neighbouring word', () => {
    expect(factsOfKindStated([choice('شنو يعتبر تصنيفه؟', 'other', ['المستند غير المصنف يعامل كمستند داخلي.'])])).toBe(false);
  });
});

describe('documentHoldsKnownWords', () => {
  const ar = new Bm25Index();
  ar.upsert({
    id: 'phones',
    title: 'خطوط الهاتف للموظفين',
    category: 'hr_policies',
    content: 'يجوز للموظف عند انتهاء خدمته نقل رقم خط العمل باسمه. يصرف بدل الهاتف مرة كل سنتين.',
  });
  ar.upsert({
    id: 'study',
    title: 'دعم الدراسة',
    category: 'hr_policies',
    content: 'تدعم الشركة دراسة الماجستير للموظفين. يغطي الدعم 70% من الرسوم.',
  });
  for (let i = 0; i < 60; i++)
    ar.upsert({
      id: `filler-${i}`,
      title: `إعلان ${i}`,
      category: 'announcements',
      content: `إعلان رقم ${i} عن قائمة المطعم ومواقف السيارات.`,
    });
  const holds = (question: string, docs = [0]) => {
    const search = ar.search(question);
    const coverage = new Coverage(search);
    const candidates = candidatesOf(hitsIn('ar', search), DEFAULT_ANSWER_OPTIONS, coverage);
    return documentHoldsKnownWords(
      candidates,
      coverage,
      docs.map((doc) => ({ doc, text: candidates[doc].units[0].text })),
    );
  };
  it('holds when the one quoted document has every question word the index knows; words nothing indexed holds (dialect verbs) do not count', () => {
    expect(holds('إذا خلصت خدمتي أقدر أنقل رقم الخط باسمي؟')).toBe(true);
  });
  it('does not hold when a word the index knows elsewhere is missing from the document (a detail it does not state)', () => {
    // الرسوم is in the study document, not in the phone one.
    expect(holds('هل يغطي بدل الهاتف الرسوم؟')).toBe(false);
  });
  it('does not hold when more than one document is quoted', () => {
    expect(holds('إذا خلصت خدمتي أقدر أنقل رقم الخط باسمي وأكمل دراسة الماجستير؟', [0, 1])).toBe(false);
  });
});
