import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packText, unpackText, type PackedText } from './packed-text.js';
import { TextShelf } from './text-shelf.js';

const dir = mkdtempSync(join(tmpdir(), 'text-shelf-spec-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXTS = [
  '',
  'short',
  'Employees accrue 30 days of annual leave per year. '.repeat(40),
  'يحصل الموظف على ثلاثين يوماً من الإجازة السنوية في كل عام. '.repeat(30),
  // Larger than one write's batch (4 MiB) on its own, and with its neighbours.
  'x'.repeat(5 * 1024 * 1024),
  'KNET-PAY-88 ١٢٣ mixed كلمات and words',
].map(packText);

describe('TextShelf', () => {
  it('gives back every text exactly as it was put, in batches and across them', () => {
    const shelf = new TextShelf(dir);
    const placed = shelf.put(TEXTS)!;
    expect(placed).toHaveLength(TEXTS.length);
    // Out of order, twice: a read does not depend on the one before.
    for (const i of [5, 0, 3, 4, 1, 2, 3]) expect(shelf.get(placed[i])).toBe(TEXTS[i]);
    expect(unpackText(shelf.get(placed[3]))).toBe('يحصل الموظف على ثلاثين يوماً من الإجازة السنوية في كل عام. '.repeat(30));
    const more = shelf.put([packText('after the first batch')])!;
    expect(unpackText(shelf.get(more[0]))).toBe('after the first batch');
    expect(shelf.get(placed[2])).toBe(TEXTS[2]);
  });

  it('reads every text at once as one at a time does', () => {
    const shelf = new TextShelf(dir);
    const placed = shelf.put(TEXTS)!;
    const read = shelf.reader();
    expect(placed.map(read)).toEqual(TEXTS);
    expect(() => read({ at: placed[5].at, bytes: placed[5].bytes + 1 })).toThrow(/ends before/);
    expect(new TextShelf(dir).reader()).toBeTypeOf('function');
  });

  it('counts live and released bytes, and forgets everything when cleared', () => {
    const shelf = new TextShelf(dir);
    const placed = shelf.put(TEXTS.slice(1, 4))!;
    const total = TEXTS.slice(1, 4).reduce((n, t) => n + t.length, 0);
    expect([shelf.live, shelf.garbage]).toEqual([total, 0]);
    shelf.release(placed[1]);
    expect([shelf.live, shelf.garbage]).toEqual([total - TEXTS[2].length, TEXTS[2].length]);
    shelf.clear();
    expect([shelf.live, shelf.garbage]).toEqual([0, 0]);
    const again = shelf.put([TEXTS[3]])!;
    expect(again[0].at).toBe(0);
    expect(shelf.get(again[0])).toBe(TEXTS[3]);
  });

  it('leaves no file in its folder, even while open', () => {
    const own = mkdtempSync(join(dir, 'own-'));
    const shelf = new TextShelf(own);
    const placed = shelf.put(TEXTS.slice(0, 3))!;
    expect(readdirSync(own)).toEqual([]);
    expect(shelf.get(placed[2])).toBe(TEXTS[2]);
  });

  it('keeps nothing when no file can be made, so the caller keeps its texts', () => {
    const shelf = new TextShelf(join(dir, 'missing', 'folder'));
    expect(shelf.put([packText('kept by the caller')])).toBeNull();
    expect([shelf.live, shelf.garbage]).toEqual([0, 0]);
    expect(() => shelf.get({ at: 0, bytes: 1 })).toThrow();
  });

  it('refuses a place past what was written rather than giving back other bytes', () => {
    const shelf = new TextShelf(dir);
    const [p] = shelf.put([packText('one text')])!;
    expect(() => shelf.get({ at: p.at, bytes: p.bytes + 10 })).toThrow(/ends before/);
    expect(shelf.get(p)).toBe(packText('one text') as PackedText);
  });
});
