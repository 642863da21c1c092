import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('Content-Disposition of a download', () => {
  it('keeps an Arabic name exactly in filename* and gives an ASCII fallback', () => {
    const header = attachmentDisposition('تقرير الربع الثالث.pdf');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1];
    expect(decodeURIComponent(encoded)).toBe('تقرير الربع الثالث.pdf');
  });

  it('cannot be broken out of: quotes, CR/LF and path separators are replaced', () => {
    const header = attachmentDisposition('a"b\r\nSet-Cookie: x=1/..\\c.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(/filename="([^"]*)"/.exec(header)![1]).toBe('a_b__Set-Cookie: x=1_.._c.txt');
  });
});
