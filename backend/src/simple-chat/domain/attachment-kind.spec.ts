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

  it('refuses HTML and SVG by content, whatever the name, as knowledge files do (issue 26)', () => {
    expect(attachmentKind('page.txt', undefined, '<!DOCTYPE html><html><body>Leave is 30 days.</body></html>')).toBeNull();
    expect(attachmentKind('notes', undefined, '  <html><script>alert(1)</script></html>')).toBeNull();
    expect(attachmentKind('logo.txt', undefined, '<svg xmlns="http://www.w3.org/2000/svg"><text>hi</text></svg>')).toBeNull();
    expect(attachmentKind('feed.txt', undefined, '<?xml version="1.0"?><feed/>')).toBeNull();
    expect(attachmentKind('maths.txt', undefined, '2 < 3 and <b> is not a page')).toBe('txt');
  });
});
