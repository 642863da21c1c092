import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './sniff-type.js';

const enc = (s: string) => new TextEncoder().encode(s);
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);

describe('upload type by content', () => {
  it('knows images, PDF and text whatever the name says when the name promises nothing', async () => {
    expect(await sniffMediaType(PNG, 'scan')).toBe('image/png');
    expect(await sniffMediaType(enc('%PDF-1.7\n1 0 obj\n'), 'report.bin')).toBe('application/pdf');
    expect(await sniffMediaType(enc('{"plan":"Gold","price":"5 KWD"}'), 'plans.json')).toBe('application/json');
    expect(await sniffMediaType(enc('Stores open at 10:00.'), 'hours.txt')).toBe('text/plain');
  });

  it('reads UTF-16 with a byte-order mark and Windows-1256 Arabic as text', async () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, ...Buffer.from('مرحبا', 'utf16le')]);
    expect(await sniffMediaType(utf16, 'ar.txt')).toBe('text/plain');
    // "سلام" in Windows-1256: invalid UTF-8, no control bytes.
    expect(await sniffMediaType(Uint8Array.from([0xd3, 0xe1, 0xc7, 0xe3]), 'ar.txt')).toBe('text/plain');
  });

  it('refuses an HTML page named .pdf, a PNG named .docx, broken JSON named .json, and binary noise', async () => {
    expect(await sniffMediaType(enc('<!DOCTYPE html><html><body>hi</body></html>'), 'invoice.pdf')).toBeNull();
    expect(await sniffMediaType(enc('<html><body>hi</body></html>'), 'page.txt')).toBeNull();
    expect(await sniffMediaType(PNG, 'letter.docx')).toBeNull();
    expect(await sniffMediaType(enc('{"plan": '), 'plans.json')).toBeNull();
    expect(await sniffMediaType(Uint8Array.from([0, 1, 2, 3, 0xff, 0xfe - 1, 7]), 'blob.txt')).toBeNull();
    expect(await sniffMediaType(new Uint8Array(0), 'empty.txt')).toBeNull();
  });
});
