import { describe, expect, it } from 'vitest';
import { attachmentKind } from './attachment-kind.js';

describe('attachment kind by content', () => {
  it('takes the kind from the content, not the name', () => {
    expect(attachmentKind('holiday.txt', 'pdf', null)).toBe('pdf');
    expect(attachmentKind('scan', 'png', null)).toBe('png');
    expect(attachmentKind('photo.jpeg', 'jpg', null)).toBe('jpg');
    expect(attachmentKind('old.doc', 'cfb', null)).toBe('doc');
    expect(attachmentKind('policy.docx', 'docx', null)).toBe('docx');
    expect(attachmentKind('notes', undefined, 'Roaming renews monthly.')).toBe('txt');
  });

  it('refuses JSON by name or by content, and anything else it does not know', () => {
    expect(attachmentKind('data.json', undefined, '{"a":1}')).toBeNull();
    expect(attachmentKind('data.JSON ', undefined, 'plain words')).toBeNull();
    expect(attachmentKind('data.txt', undefined, ' [1, 2, 3] ')).toBeNull();
    expect(attachmentKind('archive.zip', 'zip', null)).toBeNull();
    expect(attachmentKind('binary.bin', undefined, null)).toBeNull();
    expect(attachmentKind('braces.txt', undefined, '{not json at all')).toBe('txt');
  });
});
