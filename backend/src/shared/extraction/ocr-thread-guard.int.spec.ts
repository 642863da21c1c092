import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { ocrThreadScript } from './ocr-pool.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the OCR thread script', () => {
  it('ends only its own thread when the engine throws, never raising an error the server would die of', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kb-ocr-guard-'));
    dirs.push(dir);
    const thread = new Worker(await ocrThreadScript(dir), { stdout: true, stderr: true });
    const errors: unknown[] = [];
    thread.on('error', (e) => errors.push(e));
    const exited = new Promise<number>((resolve) => thread.once('exit', resolve));
    // tesseract.js's worker script destructures every message: a null one throws inside the thread.
    thread.postMessage(null);
    expect(await exited).toBe(1);
    expect(errors).toEqual([]);
  });
});
