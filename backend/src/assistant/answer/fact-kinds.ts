/**
 * What a quotable unit offers, per kind of fact a question part asks for (1-read-question.ts): an
 * amount, a duration or a date, a person or body, a list, a number. The words are data
 * (vocabulary/words/fact-kinds.json).
 */
import type { AskedKind } from './answer-types.js';
import { AMOUNT, DURATION, NUMBER, ROLE } from './cues.js';

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
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}
