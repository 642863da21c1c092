import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('CSV export cells', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('writes one line per event with its data as JSON, Arabic kept as is', () => {
    const line = csvRow({
      position: 7,
      id: 'e',
      streamId: 'document-1',
      streamVersion: 0,
      type: 'DocumentCreated',
      hash: 'ab',
      data: { title: 'سياسة الإجازات, 2025' },
      metadata: { actor: 'u', actorName: 'Sara', correlationId: 'c', causationId: null, at: '2025-01-01T00:00:00.000Z' },
    });
    expect(line).toBe('7,e,2025-01-01T00:00:00.000Z,u,Sara,DocumentCreated,document-1,0,c,,ab,"{""title"":""سياسة الإجازات, 2025""}"\r\n');
  });
});
