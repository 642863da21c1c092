import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { fileAt } from './file-at.js';

const event = (streamVersion: number, type: string, data: object, at: string) =>
  ({ streamVersion, type, data, metadata: { at } }) as unknown as StoredEvent;
const history = [
  event(0, 'KnowledgeFileUploaded', { id: 'f', originalFilename: 'refunds.pdf' }, '2026-01-01T10:00:00Z'),
  event(1, 'KnowledgeFileTextExtracted', { id: 'f', text: 'Refunds within 14 days.' }, '2026-01-01T10:00:01Z'),
  event(2, 'KnowledgeFileSourceChanged', { id: 'f', isKnowledgeSource: true }, '2026-01-02T10:00:00Z'),
];

describe('a knowledge file as an answer read it', () => {
  it('is its name and text at the version the answer recorded', () => {
    expect(fileAt(history, { version: 2 })).toEqual({ version: 2, filename: 'refunds.pdf', text: 'Refunds within 14 days.' });
    expect(fileAt(history, { version: 1 })).toEqual({ version: 1, filename: 'refunds.pdf', text: null });
  });

  it('is what had happened by a moment when no version was recorded', () => {
    expect(fileAt(history, { asOf: new Date('2026-01-01T12:00:00Z') })).toEqual({
      version: 2,
      filename: 'refunds.pdf',
      text: 'Refunds within 14 days.',
    });
  });
});
