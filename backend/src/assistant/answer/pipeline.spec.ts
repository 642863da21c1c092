import { NOT_FOUND_REPLY } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { words } from '../analysis/analyze.js';
import { answerQuestion, DEFAULT_ANSWER_OPTIONS } from './pipeline.js';
import { annualLeavePolicy } from './testing/annual-leave.js';

const index = new Bm25Index();
index.upsert(
  annualLeavePolicy('Leave requests must be approved by the direct supervisor two weeks in advance. The canteen opens at eight.'),
);
index.upsert({
  id: 'leave-ar',
  title: 'سياسة الإجازات السنوية',
  category: 'hr_policies',
  content: 'تهتم الشركة براحة موظفيها. يحصل الموظف على ثلاثين يوماً من الإجازة السنوية في كل عام. يفتح المقصف في الثامنة.',
});
index.upsert({
  id: 'vpn',
  title: 'Remote Access',
  category: 'it_guidelines',
  content: 'Connect to the corporate VPN before opening internal systems. Passwords expire every 90 days.',
});
index.upsert({
  id: 'long',
  title: 'Security Handbook',
  category: 'it_guidelines',
  content: `Badge rules: ${'visitors must be escorted and registered at reception, '.repeat(20)}and the badge colour for contractors is orange.`,
});

index.upsert({
  id: 'travel',
  title: 'Business Travel Policy',
  category: 'hr_policies',
  content: [
    'Daily per diem covers meals, local transport and incidentals:',
    '- Zone A, GCC countries: 35 KWD per day.',
    '- Zone B, other Middle East, Asia and Africa: 45 KWD per day.',
    '- Zone C, Europe, North America, Japan and Australia: 60 KWD per day.',
    '',
    'Hotel bookings: the Travel Desk books every hotel. Hotel receipts are needed for the hotel claim. Approval steps:',
    ...Array.from({ length: 8 }, (_, i) => `${i + 1}. Step ${i + 1} ${'of the long approval chain '.repeat(3)}is signed by a manager.`),
  ].join('\n'),
});

index.upsert({
  id: 'parliament',
  title: 'Holyrood',
  category: 'product_info',
  content:
    'Members of the Scottish Parliament are elected every five years. Employees of the civil service may not sit in the Scottish Parliament. The Super Bowl halftime show was sponsored by Pepsi.',
});

const ask = (question: string, language: 'en' | 'ar' = 'en') => answerQuestion(question, language, index.search(question));
const body = (text: string) => text.slice(0, text.lastIndexOf('\n\n'));

describe('answerQuestion', () => {
  it('reads a name the text writes another way: an abbreviation by its capitals, a compound as two words', () => {
    expect(ask('May employees of the civil service sit in the SP?').text).toContain(
      'Employees of the civil service may not sit in the Scottish Parliament.',
    );
    expect(ask('Who sponsored the Superbowl halftime show?').text).toContain('sponsored by Pepsi');
    // A name no text writes in any form is still not answered from its neighbours.
    expect(ask('May employees of the civil service sit in the USSR parliament?').mode).toBe('not_found');
  });

  it('quotes the sentence holding the answer and names its document', () => {
    const answer = ask('How many days of annual leave do employees accrue per year?');
    expect(answer.mode).toBe('extractive');
    expect(answer.text).toContain('Employees accrue 30 days of annual leave per year.');
    expect(answer.text.endsWith('\n\nSource: Annual Leave Policy')).toBe(true);
    expect(answer.sources).toEqual([{ id: 'leave', title: 'Annual Leave Policy', category: 'hr_policies' }]);
  });

  it('leaves out sentences that share no word with the question', () => {
    expect(ask('How many days of annual leave do employees accrue per year?').text).not.toContain('canteen');
  });

  it('answers an Arabic question in Arabic, from Arabic passages, with an Arabic source line', () => {
    const answer = ask('كم يوماً من الإجازة السنوية يحصل عليها الموظف؟', 'ar');
    expect(answer.mode).toBe('extractive');
    expect(answer.text).toContain('يحصل الموظف على ثلاثين يوماً من الإجازة السنوية في كل عام.');
    expect(answer.text).toMatch(/\n\nالمصدر: سياسة الإجازات السنوية$/);
    expect(answer.text).not.toMatch(/[A-Za-z]/);
  });

  it('returns the not-found reply and no sources when the evidence is weak', () => {
    for (const [question, lang] of [
      ['Who won the football world cup in 2018?', 'en'],
      ['من فاز بكأس العالم لكرة القدم عام 2018؟', 'ar'],
    ] as const) {
      const answer = ask(question, lang);
      expect(answer).toMatchObject({ text: NOT_FOUND_REPLY[lang], sources: [], mode: 'not_found' });
      expect(answer.confidence).toBeLessThan(DEFAULT_ANSWER_OPTIONS.threshold[lang]);
    }
  });

  it('says not found in Arabic when only English passages match an Arabic question', () => {
    const answer = ask('ما هو VPN passwords؟', 'ar');
    expect(answer.text).toBe(NOT_FOUND_REPLY.ar);
  });

  it('keeps the reply within the word budget, cutting a long sentence around the matched words', () => {
    const answer = ask('What is the badge colour for contractors?');
    expect(answer.mode).toBe('extractive');
    expect(words(body(answer.text)).length).toBeLessThanOrEqual(DEFAULT_ANSWER_OPTIONS.maxWords);
    expect(body(answer.text)).toContain('badge colour for contractors is orange');
    expect(answer.text.startsWith('… ')).toBe(true);
  });

  it("also quotes from a document's other matching chunks, not only its best one", () => {
    const entitlement = `Policy owner: Human Resources. ${'This policy applies to all staff on direct contracts in every branch office. '.repeat(8)}Full-time employees are entitled to 30 calendar days of paid annual leave per year.`;
    const procedure = `How to request annual leave days: ${'submit annual leave requests for leave days in the portal, and count the leave days before the leave starts; '.repeat(9)}managers answer within 3 days.`;
    const handbook = new Bm25Index();
    handbook.upsert({ id: 'hb', title: 'Staff Handbook', category: 'hr_policies', content: `${entitlement}\n\n${procedure}` });
    handbook.upsert({
      id: 'vpn',
      title: 'Remote Access',
      category: 'it_guidelines',
      content: 'Connect to the corporate VPN before opening internal systems.',
    });
    handbook.upsert({
      id: 'fin',
      title: 'Expenses',
      category: 'finance',
      content: 'Receipts are reimbursed within 14 days by the finance department.',
    });
    const result = handbook.search('How many annual leave days?');
    expect(result.hits[0].text).toContain('How to request'); // the procedure chunk matched best
    expect(result.hits[0].more).toHaveLength(1);
    expect(answerQuestion('How many annual leave days?', 'en', result).text).toContain('30 calendar days of paid annual leave');
  });

  it('lists only the documents it quoted', () => {
    const answer = ask('When do passwords expire?');
    expect(answer.sources.map((s) => s.id)).toEqual(['vpn']);
    expect(answer.text.split('\n\n')[1]).toBe('Source: Remote Access');
  });
  it('quotes a sentence that introduces a list together with its items, one per line', () => {
    const answer = ask('What does the daily per diem cover per day?');
    expect(body(answer.text)).toContain(
      'Daily per diem covers meals, local transport and incidentals:\n- Zone A, GCC countries: 35 KWD per day.\n' +
        '- Zone B, other Middle East, Asia and Africa: 45 KWD per day.\n- Zone C, Europe, North America, Japan and Australia: 60 KWD per day.',
    );
  });

  it('never quotes a list introduction without its items', () => {
    // Asked for the steps, the list is quoted with its introduction and items as far as the budget goes.
    const steps = ask('Which hotel approval steps are needed for hotel bookings?');
    expect(steps.mode).toBe('extractive');
    expect(steps.text).toContain('Approval steps:\n1. Step 1');
    // Asked for something else, a colon line whose items are not quoted is left out.
    const desk = ask('Who books the hotel for a business trip?');
    expect(desk.text).toContain('the Travel Desk books every hotel');
    expect(desk.text).not.toMatch(/Approval steps:\s*(?:\n\n|$)/);
  });
});
