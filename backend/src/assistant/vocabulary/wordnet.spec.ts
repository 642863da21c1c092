import { describe, expect, it } from 'vitest';
import { acronymPhrases, partsOfSpeech, phraseReadings, senseCount, wordnetReadings } from './wordnet.js';

describe('WordNet readings', () => {
  it('gives the close synonyms and derived forms of a word, from its base form', () => {
    expect(wordnetReadings('respond')).toEqual(expect.arrayContaining(['answer', 'reply']));
    expect(wordnetReadings('sacked')).toEqual(expect.arrayContaining(['dismiss']));
    expect(wordnetReadings('dropped')).toContain('drop');
  });

  it('gives single words only, never the word itself, and nothing for an unknown word', () => {
    for (const w of wordnetReadings('package')) expect(w).toMatch(/^[a-z]+$/);
    expect(wordnetReadings('package')).not.toContain('package');
    expect(wordnetReadings('gulfnetx')).toEqual([]);
  });
});

describe('WordNet sense counts', () => {
  it('counts the senses of a word over its parts of speech, from its base form', () => {
    expect(senseCount('take')).toBeGreaterThan(30);
    expect(senseCount('takes')).toBe(senseCount('take'));
    expect(senseCount('gym')).toBe(1);
    expect(senseCount('gulfnetx')).toBe(0);
  });
});

describe('WordNet parts of speech', () => {
  it('lists the parts of speech WordNet gives a word, from its base form', () => {
    expect(partsOfSpeech('often')).toEqual(['adv']);
    expect([...partsOfSpeech('ago')].sort()).toEqual(['adj', 'adv']);
    expect(partsOfSpeech('yesterday')).toContain('noun');
    expect(partsOfSpeech('switched')).toContain('verb');
    expect(partsOfSpeech('gulfnetx')).toEqual([]);
  });
});

describe('WordNet phrases', () => {
  it("reads a phrasal verb WordNet lists as one lemma, from its first word's base form", () => {
    expect(phraseReadings(['giving', 'back'])).toContain('return');
    expect(phraseReadings(['looked', 'up'])).toContain('consult');
    expect(phraseReadings(['gulfnetx', 'up'])).toEqual([]);
  });
});

describe('WordNet abbreviations', () => {
  it('gives the phrases whose initials spell an abbreviation, and nothing for other words', () => {
    expect(acronymPhrases('ceo')).toContainEqual(['chief', 'executive', 'officer']);
    expect(acronymPhrases('gpa')).toContainEqual(['grade', 'point', 'average']);
    expect(acronymPhrases('gym')).toEqual([]);
    expect(acronymPhrases('gulfnetx')).toEqual([]);
  });
});
