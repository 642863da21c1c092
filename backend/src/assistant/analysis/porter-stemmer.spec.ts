import { describe, expect, it } from 'vitest';
import { porterStem } from './porter-stemmer.js';

// Pairs from Porter's paper and his published sample vocabulary.
const CASES: Record<string, string> = {
  caresses: 'caress',
  ponies: 'poni',
  cats: 'cat',
  agreed: 'agre',
  plastered: 'plaster',
  motoring: 'motor',
  sing: 'sing',
  hopping: 'hop',
  falling: 'fall',
  filing: 'file',
  happy: 'happi',
  relational: 'relat',
  conditional: 'condit',
  digitizer: 'digit',
  vietnamization: 'vietnam',
  decisiveness: 'decis',
  hopefulness: 'hope',
  sensibiliti: 'sensibl',
  electrical: 'electr',
  goodness: 'good',
  allowance: 'allow',
  adjustable: 'adjust',
  replacement: 'replac',
  adoption: 'adopt',
  communism: 'commun',
  effective: 'effect',
  probate: 'probat',
  rate: 'rate',
  controll: 'control',
  generalization: 'gener',
};

describe('porterStem', () => {
  it.each(Object.entries(CASES))('%s -> %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });

  it('conflates inflections a question and a passage use differently', () => {
    const forms = ['defense', 'defenses', 'defensive'].map(porterStem);
    expect(new Set(forms).size).toBe(1);
  });

  it('leaves one- and two-letter words alone', () => {
    expect(porterStem('as')).toBe('as');
  });
});
