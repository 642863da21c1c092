import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk.js';
import { countWords, splitSentences } from './sentences.js';

const sentence = (i: number, words = 12) => `Sentence ${i} ${'word '.repeat(words - 3).trim()} end.`;
const paragraph = (from: number, sentences: number) => Array.from({ length: sentences }, (_, i) => sentence(from + i)).join(' ');

describe('splitSentences', () => {
  it('splits on terminal punctuation including the Arabic question mark', () => {
    expect(splitSentences('ما هذا؟ إنه كتاب. Yes!').map((s) => s.text)).toEqual(['ما هذا؟', 'إنه كتاب.', 'Yes!']);
  });

  it('does not split after abbreviations, initials or before lower-case words', () => {
    const text = 'Dr. Smith met J. R. Tolkien in the U.S. in 1950. He said e.g. nothing. the end';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Dr. Smith met J. R. Tolkien in the U.S. in 1950.',
      'He said e.g. nothing. the end',
    ]);
  });

  it('keeps offsets pointing into the source', () => {
    const text = 'One two.  Three four.';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });
});

describe('chunkText', () => {
  it('keeps a short document in one chunk', () => {
    expect(chunkText('A short policy.\n\nSecond paragraph.')).toHaveLength(1);
  });

  it('packs paragraphs up to the maximum without splitting them', () => {
    const paragraphs = Array.from({ length: 6 }, (_, i) => paragraph(i * 10, 8)); // ~96 words each
    const chunks = chunkText(paragraphs.join('\n\n'));
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(countWords(c)).toBeLessThanOrEqual(250);
    expect(chunks.join('\n\n')).toBe(paragraphs.join('\n\n'));
  });

  it('cuts a very long paragraph at sentence ends into near-equal parts', () => {
    const long = paragraph(0, 50); // ~600 words, one paragraph
    const chunks = chunkText(long);
    expect(chunks).toHaveLength(3);
    for (const c of chunks) {
      expect(countWords(c)).toBeGreaterThanOrEqual(120);
      expect(countWords(c)).toBeLessThanOrEqual(250);
      expect(c.endsWith('end.')).toBe(true);
    }
  });

  it('cuts an unpunctuated wall of text by words', () => {
    const chunks = chunkText('word '.repeat(600));
    for (const c of chunks) expect(countWords(c)).toBeLessThanOrEqual(250);
    expect(chunks.reduce((n, c) => n + countWords(c), 0)).toBe(600);
  });

  it('returns nothing for blank input', () => {
    expect(chunkText(' \n\n ')).toEqual([]);
  });
});
