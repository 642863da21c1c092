import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { readQuestion } from './1-read-question.js';
import { candidatesOf, hitsIn } from './2-retrieve.js';
import { choosePassages } from './3-choose-passages.js';
import { Coverage } from './coverage.js';
import { planParts } from './part-plans.js';
import { DEFAULT_ANSWER_OPTIONS } from './pipeline.js';
import { UnitScorer } from './unit-scorer.js';

const index = new Bm25Index();
index.upsert({
  id: 'roaming',
  title: 'Roaming Rates',
  category: 'product_info',
  content: [
    'Countries are grouped into zones:',
    '- Zone 1: GCC countries.',
    '- Zone 2: the European Union and Turkey.',
    '',
    'Pay-as-you-go rates (Zone 1 / Zone 2):',
    '- calls: 150 / 220 fils per minute.',
    '- data: 100 / 150 fils per MB.',
    '',
    'Roaming support is free of charge on 123.',
  ].join('\n'),
});
index.upsert({
  id: 'line',
  title: 'New Line Activation',
  category: 'procedures',
  content:
    'A new line is activated at any branch. Required documents:\n- the original civil ID.\n- a utility bill.\n\nActivation takes two working hours. The branch opens at nine.',
});
index.upsert({
  id: 'bundles',
  title: 'Office Bundles',
  category: 'product_info',
  content: [
    'Bundles are sold per line.',
    '',
    '| Bundle | Data | Price |',
    '|---|---|---|',
    '| Basic | 20 GB | KWD 6 |',
    '| Plus | 60 GB | KWD 10 |',
    '',
    'Volume discounts:',
    '| Lines | Discount |',
    '|---|---|',
    '| 3 to 9 | none |',
    '| 10 to 24 | 10% |',
    '| 25 to 50 | 15% |',
  ].join('\n'),
});
index.upsert({
  id: 'history',
  title: 'Call History Requests',
  category: 'procedures',
  content:
    'A customer may ask for his own itemised call history for up to the last 6 months. The request is made in a branch with the civil ID, and the fee is KWD 5 per month of history.',
});
index.upsert({
  id: 'speakup',
  title: 'Speak-Up Reports',
  category: 'policies',
  content:
    'The officer decides within 10 working days whether to open an investigation. An investigation is normally completed within 60 days. Reports may be made by phone.',
});
index.upsert({
  id: 'canteen',
  title: 'Canteen',
  category: 'facilities',
  content: 'The canteen opens at eight and serves lunch until two.',
});

/** Stages 1 to 3 as the pipeline runs them. */
function choose(question: string) {
  const search = index.search(question);
  const coverage = new Coverage(search);
  const candidates = candidatesOf(hitsIn('en', search), DEFAULT_ANSWER_OPTIONS, coverage);
  const reading = readQuestion(question);
  const chosen = choosePassages(
    planParts(reading.parts, reading.context, coverage),
    new UnitScorer(coverage, candidates),
    candidates,
    coverage,
  );
  return { ...chosen, texts: chosen.quotes.map((q) => q.text) };
}

describe('choosePassages', () => {
  it('chooses the unit stating the kind of fact asked for, not the one sharing most words', () => {
    const { texts } = choose('How long does new line activation take?');
    expect(texts[0]).toBe('Activation takes two working hours.');
    expect(texts).not.toContain('The branch opens at nine.');
  });

  it('follows an entity to its column of a table: Europe is Zone 2, so the Zone 2 rates', () => {
    const { texts } = choose('How much does roaming data cost in the European Union?');
    expect(texts).toContain('- Zone 2: the European Union and Turkey.');
    expect(texts).toContain('- data: 150 fils per MB.');
    expect(texts.join('\n')).not.toMatch(/100 fils/);
  });

  it('quotes a list asked for with its introduction and items, in that order of importance', () => {
    const { quotes } = choose('What documents are required for a new line?');
    expect(quotes.map((q) => q.text).slice(0, 3)).toEqual(['Required documents:', '- the original civil ID.', '- a utility bill.']);
    expect(quotes[0].priority).toBeLessThan(quotes[1].priority);
  });

  it('reports per part the evidence it found, for the confidence stage to judge', () => {
    const { parts } = choose('What documents are required for a new line and how long does activation take?');
    expect(parts.map((p) => p.part.kind)).toEqual(['list', 'duration']);
    expect(parts[0].evidence.join('\n')).toContain('civil ID');
    expect(parts[1].evidence).toContain('Activation takes two working hours.');
  });

  it('counts the neighbour stating the amount the best sentence lacks as evidence for a price part', () => {
    const { parts, texts } = choose('A customer wants his itemised call history. What does that cost him?');
    const fee = 'The request is made in a branch with the civil ID, and the fee is KWD 5 per month of history.';
    expect(texts).toContain(fee);
    expect(parts[0].part.kind).toBe('price');
    expect(parts[0].evidence).toContain(fee);
  });

  it('answers a row of a table named by its value with that row and its header, not the neighbour rows', () => {
    const { texts } = choose('How much does the Plus bundle cost?');
    expect(texts).toContain('| Plus | 60 GB | KWD 10 |');
    expect(texts).toContain('| Bundle | Data | Price |\n|---|---|---|');
    expect(texts).not.toContain('| Basic | 20 GB | KWD 6 |');
  });

  it('finds the row of a range holding the number the question names', () => {
    const { texts } = choose('What discount do 30 lines get?');
    expect(texts).toContain('| 25 to 50 | 15% |');
    expect(texts).not.toContain('| 10 to 24 | 10% |');
  });

  it('reports whether a chosen unit holds the number the part names, as itself or in a range with a lower bound', () => {
    expect(choose('What discount do 30 lines get?').parts[0].numberMet).toBe(true);
    expect(choose('What discount do 60 lines get?').parts[0].numberMet).toBe(false);
    // "for up to the last 6 months" holds every smaller number: it pins nothing.
    expect(choose('Can I get my itemised call history for 4 months?').parts[0].numberMet).toBe(false);
    expect(choose('Can I get my itemised call history for 6 months?').parts[0].numberMet).toBe(true);
  });

  it('quotes the row stating the amount, not a sentence sharing the question words without one', () => {
    const { texts } = choose('How much is a Plus bundle line?');
    expect(texts[0]).not.toBe('Bundles are sold per line.');
    expect(texts).toContain('| Plus | 60 GB | KWD 10 |');
  });

  it('offers the close runner-up stating the same kind of fact as an alternative, outside the evidence', () => {
    // Given two sentences of one document naming the subject and stating a time, the one sharing
    // more words ("open", "investigation") is not the one asked about: both are quoted.
    const { texts, alternatives, parts } = choose('How long does an investigation take once it is opened?');
    const decides = 'The officer decides within 10 working days whether to open an investigation.';
    const completed = 'An investigation is normally completed within 60 days.';
    expect([...texts, ...alternatives.map((q) => q.text)]).toEqual(expect.arrayContaining([decides, completed]));
    // The confidence stage judges the best unit only: an alternative is never its evidence.
    const alternative = alternatives.map((q) => q.text);
    expect(parts[0].evidence.filter((t) => alternative.includes(t))).toEqual([]);
    expect(alternatives.every((a) => !texts.includes(a.text))).toBe(true);
  });

  it('offers no alternative unit that does not state the kind of fact asked for', () => {
    const { alternatives } = choose('How long does new line activation take?');
    expect(alternatives.map((q) => q.text)).not.toContain('The branch opens at nine.');
    expect(alternatives.map((q) => q.text)).not.toContain('A new line is activated at any branch.');
  });

  it('quotes each unit once, however many parts choose it', () => {
    const { quotes } = choose('How long does activation take and when is a new line activated?');
    const keys = quotes.map((q) => `${q.doc}:${q.order}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
