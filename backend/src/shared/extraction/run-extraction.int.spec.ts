import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bombDocx } from '../../hardening/testing/hostile-files.js';
import { requireBuilt } from '../../testing/process.js';
import { DEFAULT_EXTRACTION, extractInSandbox, sandboxEntry } from './run-extraction.js';

const limits = { maxContentLength: 200_000, maxTitleLength: 200, zip: DEFAULT_EXTRACTION.zip };
const text = (s: string) => new TextEncoder().encode(s);
const DIST = new URL('../../../dist/shared/extraction/', import.meta.url);

describe('extraction in a sandbox (a worker thread here: nothing is drawn)', () => {
  it('runs the sandbox compiled from the TypeScript sources (as under vitest)', async () => {
    expect(fileURLToPath(await sandboxEntry())).toMatch(/node_modules\/\.cache\/kb-extraction\/\w+\/extraction-child\.js$/);
    expect(await extractInSandbox(text('# Fees\n\nThe daily pass costs 3 KWD.'), 'fees.txt', { limits })).toEqual({
      ok: true,
      title: 'Fees',
      content: '# Fees\n\nThe daily pass costs 3 KWD.',
    });
  });

  it('refuses a zip bomb before inflating it, and one whose headers lie once it inflates past the cap', async () => {
    expect(await extractInSandbox(bombDocx(50 * 1024 * 1024), 'bomb.docx', { limits })).toEqual({ ok: false, code: 'upload_too_complex' });
    expect(await extractInSandbox(bombDocx(50 * 1024 * 1024, true), 'lying.docx', { limits })).toEqual({
      ok: false,
      code: 'upload_too_complex',
    });
  });

  it('kills a sandbox that runs past its time, and one that runs out of memory', async () => {
    const slow = bombDocx(12 * 1024 * 1024);
    const started = performance.now();
    expect(await extractInSandbox(slow, 'slow.docx', { limits, timeoutMs: 300 })).toEqual({
      ok: false,
      code: 'upload_timeout',
      params: { seconds: 0 },
    });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await extractInSandbox(slow, 'big.docx', { limits, maxHeapMb: 16 })).toEqual({ ok: false, code: 'upload_too_complex' });
  });

  describe('from the build (npm start)', () => {
    beforeAll(requireBuilt);

    it('finds the compiled sandbox beside the compiled module and extracts with it', async () => {
      expect(existsSync(new URL('extraction-child.js', DIST))).toBe(true);
      const built = (await import(new URL('run-extraction.js', DIST).href)) as typeof import('./run-extraction.js');
      expect((await built.sandboxEntry()).href).toBe(new URL('extraction-child.js', DIST).href);
      expect(await built.extractInSandbox(text('Stores open at 10:00.'), 'hours.txt', { limits })).toEqual({
        ok: true,
        title: 'Stores open at 10:00.',
        content: 'Stores open at 10:00.',
      });
    });
  });
});
