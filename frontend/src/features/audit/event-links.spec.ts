import { describe, expect, it } from 'vitest';
import type { AuditDocumentHistory } from '@kb/contracts';
import { changesAt, changeText, documentIdOf, provenanceMessageId, versionIndexAt } from './event-links';
import { splitAroundPassage } from './passage';

const history: AuditDocumentHistory = {
  documentId: 'd1',
  versions: [
    {
      version: 1,
      position: 10,
      type: 'DocumentCreated',
      at: '2026-01-01T00:00:00Z',
      actor: 'a',
      actorName: 'Admin',
      correlationId: 'c1',
      changes: [],
    },
    {
      version: 2,
      position: 14,
      type: 'DocumentUpdated',
      at: '2026-01-02T00:00:00Z',
      actor: 'a',
      actorName: 'Admin',
      correlationId: 'c2',
      changes: [{ field: 'content', before: 'Paid at 125 percent.', after: 'Paid at 150 percent.' }],
    },
    {
      version: 3,
      position: null,
      type: 'DocumentDeleted',
      at: '2026-01-03T00:00:00Z',
      actor: 'a',
      actorName: 'Admin',
      correlationId: 'c3',
      changes: [{ field: 'deleted', before: false, after: true }],
    },
  ],
};

describe('field diff of a document event', () => {
  it('takes the changes of the version at that ledger position', () => {
    expect(changesAt(history, 14)).toEqual([{ field: 'content', before: 'Paid at 125 percent.', after: 'Paid at 150 percent.' }]);
  });
  it('falls back to the stream version while the ledger has not placed the event, and says when it does not know', () => {
    expect(changesAt(history, 99, 2)).toEqual([{ field: 'deleted', before: false, after: true }]);
    expect(changesAt(history, 99)).toBeNull();
    expect(changesAt(undefined, 14)).toBeNull();
  });
  it('spells out booleans and missing values', () => {
    const words = { yes: 'Yes', no: 'No', none: '—' };
    expect([true, false, null, 'archived'].map((v) => changeText(v, words))).toEqual(['Yes', 'No', '—', 'archived']);
  });
});

describe('where an event leads', () => {
  it('finds the document of a document stream and the message of a message event only', () => {
    expect(documentIdOf('document-5f1c')).toBe('5f1c');
    expect(documentIdOf('conversation-5f1c')).toBeNull();
    expect(provenanceMessageId('AssistantReplied', { messageId: 'm1' })).toBe('m1');
    expect(provenanceMessageId('FileQuestionAsked', { messageId: 'q1' })).toBe('q1');
    expect(provenanceMessageId('FileQuestionAnswered', { messageId: 'a1' })).toBe('a1');
    expect(provenanceMessageId('AnswerRated', { messageId: 'm1' })).toBeNull();
    expect(provenanceMessageId('MessagePosted', null)).toBeNull();
  });
  it('finds the version in force at a moment', () => {
    expect(versionIndexAt(history.versions, Date.parse('2025-12-31T00:00:00Z'))).toBe(-1);
    expect(versionIndexAt(history.versions, Date.parse('2026-01-02T00:00:00Z'))).toBe(1);
    expect(versionIndexAt(history.versions, Date.parse('2027-01-01T00:00:00Z'))).toBe(2);
  });
});

describe('the quoted passage in a source', () => {
  it('marks the passage where it stands, also across different white space', () => {
    expect(splitAroundPassage('A. Costs 7 dinars. B.', 'Costs 7 dinars.')).toEqual([
      { text: 'A. ', quoted: false },
      { text: 'Costs 7 dinars.', quoted: true },
      { text: ' B.', quoted: false },
    ]);
    expect(splitAroundPassage('Costs 7\n dinars (weekly)', 'Costs 7 dinars (weekly)')).toEqual([
      { text: 'Costs 7\n dinars (weekly)', quoted: true },
    ]);
  });
  it('leaves the content whole when the passage is missing', () => {
    expect(splitAroundPassage('Text', null)).toEqual([{ text: 'Text', quoted: false }]);
    expect(splitAroundPassage('Text', 'other')).toEqual([{ text: 'Text', quoted: false }]);
  });
});
