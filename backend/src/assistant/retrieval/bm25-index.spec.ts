import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.js';
import { TextShelf } from './text-shelf.js';
import { chunkText } from './chunk.js';
import { normalizeArabic, stemArabic } from '../analysis/arabic.js';

const DOCS = [
  {
    id: 'leave',
    title: 'Annual Leave Policy',
    category: 'hr_policies',
    content:
      'Employees accrue 30 days of annual leave per year. Leave requests must be approved by the direct supervisor two weeks in advance.',
  },
  {
    id: 'vpn',
    title: 'Remote Access',
    category: 'it_guidelines',
    content:
      'Connect to the corporate VPN before opening internal systems. Passwords expire every 90 days and must contain twelve characters.',
  },
  {
    id: 'expenses',
    title: 'Travel Expenses',
    category: 'finance',
    content: 'Travel expenses are reimbursed within 14 days after the receipts are submitted to the finance department.',
  },
  {
    id: 'leave-ar',
    title: 'سياسة الإجازات السنوية',
    category: 'hr_policies',
    content: 'يحصل الموظف على ثلاثين يوماً من الإجازة السنوية في كل عام. يجب أن يوافق المشرف المباشر على طلب الإجازة قبل أسبوعين.',
  },
  {
    id: 'vpn-ar',
    title: 'الوصول عن بعد',
    category: 'it_guidelines',
    content: 'يجب الاتصال بالشبكة الافتراضية الخاصة قبل فتح الأنظمة الداخلية. تنتهي صلاحية كلمات المرور كل ٩٠ يوماً.',
  },
];

const stem = (w: string) => stemArabic(normalizeArabic(w));

function indexOf(docs = DOCS): Bm25Index {
  const index = new Bm25Index();
  for (const d of docs) index.upsert(d);
  return index;
}

describe('Bm25Index', () => {
  it('ranks the passage answering an English question first despite inflection', () => {
    const { hits } = indexOf().search('When do passwords expire?');
    expect(hits[0].docId).toBe('vpn');
    expect(hits[0]).toMatchObject({ title: 'Remote Access', category: 'it_guidelines', language: 'en' });
  });

  it('matches Arabic across article, taa marbuta, hamza and diacritics', () => {
    const { hits } = indexOf().search('كم يوما للاجازه السنويّة؟');
    expect(hits[0].docId).toBe('leave-ar');
    expect(hits[0].language).toBe('ar');
  });

  it('matches Arabic-Indic digits in the question to ASCII digits in a document', () => {
    expect(indexOf().search('reimbursed within ١٤ days').hits[0].docId).toBe('expenses');
  });

  it('gives an on-topic question more confidence than an off-topic one', () => {
    const index = indexOf();
    const onTopic = index.search('How many days of annual leave do employees accrue?').confidence;
    const offTopic = index.search('Who won the football world cup in 2018?').confidence;
    expect(onTopic).toBeGreaterThan(0.3);
    expect(offTopic).toBeLessThan(0.1);
  });

  it('returns one hit per document even when several chunks match', () => {
    const long = Array.from(
      { length: 8 },
      (_, i) => `Section ${i}: the overtime rule applies. ${'Filler text about work. '.repeat(12)}`,
    ).join('\n\n');
    const index = indexOf([...DOCS, { id: 'handbook', title: 'Handbook', category: 'hr_policies', content: long }]);
    const ids = index.search('overtime rule').hits.map((h) => h.docId);
    expect(ids.filter((id) => id === 'handbook')).toHaveLength(1);
    expect(index.chunkCount).toBeGreaterThan(DOCS.length + 1);
  });

  it('replaces a document on upsert and forgets it on remove', () => {
    const index = indexOf();
    index.upsert({ ...DOCS[1], content: 'Use the new zero-trust gateway instead of a VPN.' });
    expect(index.search('passwords expire').hits.map((h) => h.docId)).not.toContain('vpn');
    expect(index.search('zero-trust gateway').hits[0].docId).toBe('vpn');
    expect(index.remove('vpn')).toBe(true);
    expect(index.search('zero-trust gateway').hits).toEqual([]);
    expect(index.documentCount).toBe(DOCS.length - 1);
  });

  it('keeps ranking right after many removals trigger compaction', () => {
    const index = indexOf();
    for (let i = 0; i < 40; i++)
      index.upsert({ id: `tmp-${i}`, title: 'Temp', category: 'x', content: `Temporary note ${i} about leave and passwords.` });
    for (let i = 0; i < 40; i++) index.remove(`tmp-${i}`);
    index.upsert({ id: 'new', title: 'Parking', category: 'x', content: 'Parking permits are issued by facilities.' });
    expect(index.search('parking permits').hits[0].docId).toBe('new');
    const ids = index.search('annual leave passwords').hits.map((h) => h.docId);
    expect(ids.slice(0, 2).sort()).toEqual(['leave', 'vpn']);
    expect(ids.some((id) => id.startsWith('tmp-'))).toBe(false);
  });

  it('keeps scoped documents out of the shared knowledge base', () => {
    const index = indexOf();
    index.upsert({
      id: 'upload',
      title: 'Contract.pdf',
      category: 'legal_documents',
      content: 'The penalty clause is 5% per week.',
      scope: 'conversation-1',
    });
    expect(index.search('penalty clause').hits).toEqual([]);
    expect(index.search('penalty clause', { scope: 'conversation-1' }).hits[0].docId).toBe('upload');
    expect(index.search('penalty clause', { scope: 'unknown' }).hits).toEqual([]);
  });

  it('filters by chunk language when asked', () => {
    const hits = indexOf().search('VPN الشبكة passwords كلمات المرور', { language: 'ar' }).hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.language === 'ar')).toBe(true);
  });

  it('finds an unknown spelling of a known name through the fuzzy vocabulary', () => {
    const index = indexOf([...DOCS, { id: 'allen', title: 'Team', category: 'x', content: 'سجل اللاعب جاريد ألان ستة أهداف هذا الموسم.' }]);
    expect(index.search('كم هدفا سجل جاريد ألين؟').hits[0].docId).toBe('allen');
  });

  it('resolves an unknown Arabic word with attached clitics to the indexed word', () => {
    const index = indexOf([
      ...DOCS,
      { id: 'match', title: 'Final', category: 'x', content: 'انتهت المباراة النهائية بفوز الفريق الأزرق.' },
    ]);
    const result = index.search('من فاز بمباراتهم؟');
    expect(result.hits[0].docId).toBe('match');
    expect(result.terms.map((t) => t.term)).toContain(stemArabic(normalizeArabic('المباراة')));
  });

  it('reads a question word in a passage that has its broken plural, for coverage only', () => {
    const index = indexOf([
      ...DOCS,
      {
        id: 'debt',
        title: 'التحصيل',
        category: 'x',
        content: 'من 201 إلى 1,000 دينار: على 6 أقساط كحد أقصى. وإذا تأخر العميل عن قسط واحد يُلغى الترتيب.',
      },
    ]);
    const result = index.search('العميل يبي يقسط المبلغ، على كم قسط؟');
    const word = result.words.findIndex((w) => w.term === stem('قسط'));
    // The plural is a reading of the word, a little below it, where passages are read...
    expect(result.terms).toContainEqual(expect.objectContaining({ term: stem('أقساط'), group: word, match: 0.85 }));
    // ...and the same hits rank as without it.
    expect(result.hits[0].docId).toBe('debt');
  });

  it('weighs an unknown word WordNet knows only as an adverb or adjective below an unknown noun', () => {
    const { words } = indexOf().search('How often do passwords expire?');
    const { words: nouns } = indexOf().search('Do passwords expire for giraffes?');
    const idf = (ws: { term: string; idf: number }[], t: string) => ws.find((w) => w.term === t)!.idf;
    expect(idf(words, 'often')).toBeLessThan(0.5 * idf(nouns, 'giraff'));
  });

  it('returns nothing for an empty index or a question of stop words only', () => {
    expect(new Bm25Index().search('anything').hits).toEqual([]);
    expect(indexOf().search('what is the').hits).toEqual([]);
  });

  it('quotes each chunk exactly as the chunker cut it, a range of the text or paragraphs it rejoined', () => {
    // given a document whose paragraphs are apart by blank lines holding spaces (chunks rejoin them
    // with a plain blank line: no range of the text) and a long one cut at sentence ends (ranges)
    const sentence = (i: number) => `Clause ${i} sets the monthly quota of zone${i} at ${i * 7} units for every subscriber.`;
    const long = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const content = `Short opening paragraph about zone quotas.\n  \nA second short paragraph.\n\n${long}`;
    const index = new Bm25Index();
    index.upsert({ id: 'quota', title: 'Quotas', category: 'c', content });
    const chunks = chunkText(content);
    expect(chunks.length).toBeGreaterThan(2);
    expect(content.includes(chunks[0])).toBe(false);
    // when each chunk is searched for by its own zone word
    const quoted = new Map<string, string>();
    for (let i = 0; i < 60; i++) {
      const hit = index.search(`zone${i}`, { limit: 1 }).hits[0];
      quoted.set(hit.chunkId, hit.text);
    }
    quoted.set(index.search('opening', { limit: 1 }).hits[0].chunkId, index.search('opening', { limit: 1 }).hits[0].text);
    // then every chunk is quoted as chunkText made it, and the whole text is kept as given
    expect([...quoted].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))).toEqual(chunks.map((c, i) => [`quota#${i}`, c]));
    expect(index.textOf('quota')).toBe(content);
    expect(index.textOf('missing')).toBeUndefined();
  });

  it('answers the same after removals and compaction as an index built with only the survivors', () => {
    // given an index where most documents were replaced or removed (postings compacted, slots reused)
    const churned = indexOf();
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 30; i++)
        churned.upsert({ id: `tmp-${i}`, title: `Temporary ${round}`, category: 'c', content: `leave vpn filler ${i} round${round}` });
    for (let i = 0; i < 30; i++) churned.remove(`tmp-${i}`);
    churned.upsert(DOCS[1]);
    const fresh = indexOf([...DOCS.slice(0, 1), ...DOCS.slice(2), DOCS[1]]);
    // then every question gets the same hits, scores and texts
    for (const q of ['annual leave', 'VPN passwords', 'travel expenses receipts', 'الإجازة السنوية', 'round2 filler']) {
      const strip = (r: ReturnType<Bm25Index['search']>) => r.hits.map((h) => [h.docId, h.chunkId, h.score.toFixed(6), h.text]);
      expect(strip(churned.search(q))).toEqual(strip(fresh.search(q)));
    }
  });
});

describe('Bm25Index with its texts on a shelf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bm25-shelf-spec-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const QUESTIONS = ['annual leave', 'VPN passwords', 'travel expenses receipts', 'الإجازة السنوية', 'كلمات المرور', 'filler round2'];
  const answers = (index: Bm25Index) =>
    QUESTIONS.map((q) => index.search(q).hits.map((h) => [h.docId, h.chunkId, h.score.toFixed(6), h.text, h.more.map((m) => m.text)]));
  const texts = (index: Bm25Index) => [...DOCS.map((d) => d.id), 'missing'].map((id) => index.textOf(id));
  // Long enough for several chunks each, so that hits and their other chunks are ranges of a shelved text.
  const LONG = DOCS.map((d) => ({ ...d, content: `${d.content}\n\n`.repeat(12) + d.content }));
  /** The same documents in an index holding its texts and in one on `shelf`, whose texts are shelved. */
  const twins = (shelf: TextShelf) => {
    const held = new Bm25Index();
    const shelved = new Bm25Index({}, shelf);
    for (const d of LONG) {
      held.upsert(d);
      shelved.upsert(d);
    }
    shelved.shelveTexts();
    return { held, shelved };
  };

  it('quotes and reads whole exactly what an index holding its texts does', () => {
    // given the same documents in an index without a shelf and one whose texts were shelved
    const { held, shelved } = twins(new TextShelf(dir));
    // then every hit, its other chunks and every whole text are the same
    expect(answers(shelved)).toEqual(answers(held));
    expect(texts(shelved)).toEqual(texts(held));
    expect(texts(shelved)[0]).toBe(LONG[0].content);
  });

  it('serves texts from the heap and the shelf side by side, and writes the shelf again once it is mostly released', () => {
    // given a shelf whose documents were replaced many times (texts added since the last shelving stay in the heap)
    const shelf = new TextShelf(dir);
    const shelved = new Bm25Index({}, shelf);
    const held = new Bm25Index();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 40; i++) {
        const doc = { id: `tmp-${i}`, title: `Temporary ${i}`, category: 'c', content: `leave vpn filler ${i} round${round} `.repeat(200) };
        held.upsert(doc);
        shelved.upsert(doc);
      }
      shelved.shelveTexts();
    }
    for (const d of LONG) {
      held.upsert(d);
      shelved.upsert(d);
    }
    expect(answers(shelved)).toEqual(answers(held));
    // when most are removed and the texts shelved again
    for (let i = 0; i < 35; i++) {
      held.remove(`tmp-${i}`);
      shelved.remove(`tmp-${i}`);
    }
    expect(shelf.garbage).toBeGreaterThan(shelf.live);
    const before = shelf.live + shelf.garbage;
    shelved.shelveTexts();
    // then the file holds the live texts alone and every answer is unchanged
    expect(shelf.garbage).toBe(0);
    expect(shelf.live).toBeLessThan(before);
    expect(answers(shelved)).toEqual(answers(held));
    expect(texts(shelved)).toEqual(texts(held));
    expect(shelved.textOf('tmp-39')).toBe(held.textOf('tmp-39'));
  });

  it('puts the texts themselves in its state, so that a snapshot restores on a machine without the file', () => {
    // given an index with texts on its shelf and texts still in the heap, taken as a state, then
    // its texts shelved before the state is serialised (as a snapshot is taken)
    const shelved = new Bm25Index({}, new TextShelf(dir));
    for (const d of LONG.slice(0, 3)) shelved.upsert(d);
    shelved.shelveTexts();
    for (const d of LONG.slice(3)) shelved.upsert(d);
    const state = shelved.state();
    shelved.shelveTexts();
    const bytes = serialize(state);
    // when restored onto another shelf (and onto none), its texts shelved there
    const elsewhere = Bm25Index.fromState(deserialize(bytes) as Record<string, unknown>, new TextShelf(dir));
    elsewhere.shelveTexts();
    const heapOnly = Bm25Index.fromState(deserialize(bytes) as Record<string, unknown>);
    heapOnly.shelveTexts();
    // then both answer and read exactly as the original
    expect(answers(elsewhere)).toEqual(answers(shelved));
    expect(answers(heapOnly)).toEqual(answers(shelved));
    expect(texts(elsewhere)).toEqual(texts(shelved));
    expect(texts(heapOnly)).toEqual(texts(shelved));
  });

  it('restores a snapshot whose texts are in its entries (an index without a shelf, or an older snapshot), and one onto a shelf that cannot take them', () => {
    const { held, shelved } = twins(new TextShelf(dir));
    const older = Bm25Index.fromState(deserialize(serialize(held.state())) as Record<string, unknown>, new TextShelf(dir));
    older.shelveTexts();
    const broken = new TextShelf(join(dir, 'no', 'such', 'folder'));
    const refused = Bm25Index.fromState(deserialize(serialize(shelved.state())) as Record<string, unknown>, broken);
    for (const index of [older, refused]) {
      expect(answers(index)).toEqual(answers(held));
      expect(texts(index)).toEqual(texts(held));
    }
    expect(broken.live).toBe(0);
  });

  it('keeps its texts in the heap when the shelf cannot take them', () => {
    const { held, shelved } = twins(new TextShelf(join(dir, 'no', 'such', 'folder')));
    expect(answers(shelved)).toEqual(answers(held));
    expect(texts(shelved)).toEqual(texts(held));
  });
});
