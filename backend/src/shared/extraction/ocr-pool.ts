import { existsSync } from 'node:fs';
import { mkdtemp, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { languagesOf } from './read-file.js';

/** Debian's `tesseract-ocr-ara` (installed by .ci/run and the Dockerfile); without it images are read in English only. */
export const ARABIC_TRAINEDDATA = process.env.KB_OCR_ARABIC_DATA ?? '/usr/share/tesseract-ocr/5/tessdata/ara.traineddata';

export interface OcrOutcome {
  text: string;
  languages: ('en' | 'ar')[];
  /** `file_ocr_english_only` when the Arabic data is missing. */
  note: string | null;
  confidence: number;
}

type TesseractWorker = { recognize(image: Buffer): Promise<{ data: { text: string; confidence: number } }>; terminate(): Promise<unknown> };

const require = createRequire(import.meta.url);

/**
 * A small pool of tesseract.js workers (each its own thread, so recognition never runs on the
 * event loop) reading `ara+eng` together, which reads mixed pages far better than either alone.
 * Everything is local: the engine from `tesseract.js-core`, English from `@tesseract.js-data/eng`,
 * Arabic from Debian's package; nothing is downloaded and nothing is cached to disk. Workers start
 * on the first image and stop after a minute without work.
 */
export class OcrPool {
  private workers: Promise<TesseractWorker>[] = [];
  private idle: TesseractWorker[] = [];
  private waiting: Array<(w: TesseractWorker) => void> = [];
  private created = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private languages: Promise<{ langs: string; langPath: string; englishOnly: boolean }> | null = null;

  constructor(
    private readonly size = 2,
    private readonly idleMs = 60_000,
  ) {}

  get arabicAvailable(): boolean {
    return existsSync(ARABIC_TRAINEDDATA);
  }

  async recognize(image: Buffer): Promise<OcrOutcome> {
    const { englishOnly } = await this.loadLanguages();
    const worker = await this.acquire();
    try {
      const { data } = await worker.recognize(image);
      const text = data.text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
      return { text, languages: languagesOf(text), note: englishOnly ? 'file_ocr_english_only' : null, confidence: data.confidence };
    } finally {
      this.release(worker);
    }
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const all = this.workers;
    this.workers = [];
    this.idle = [];
    this.created = 0;
    await Promise.allSettled(all.map(async (w) => (await w).terminate()));
  }

  /**
   * tesseract.js reads `{langPath}/{lang}.traineddata.gz` and gunzips only what is gzipped, so a
   * private directory of links puts npm's English and Debian's Arabic side by side.
   */
  private loadLanguages() {
    this.languages ??= (async () => {
      const langPath = await mkdtemp(join(tmpdir(), 'kb-ocr-'));
      const engDir = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
      await symlink(join(engDir, '4.0.0_best_int', 'eng.traineddata.gz'), join(langPath, 'eng.traineddata.gz'));
      const englishOnly = !this.arabicAvailable;
      if (!englishOnly) await symlink(ARABIC_TRAINEDDATA, join(langPath, 'ara.traineddata.gz'));
      else console.warn(`[ocr] ${ARABIC_TRAINEDDATA} is missing: images are read in English only (apt-get install tesseract-ocr-ara)`);
      return { langs: englishOnly ? 'eng' : 'ara+eng', langPath, englishOnly };
    })();
    return this.languages;
  }

  private async acquire(): Promise<TesseractWorker> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const free = this.idle.pop();
    if (free) return free;
    if (this.created < this.size) {
      this.created++;
      const worker = this.start();
      this.workers.push(worker);
      return worker;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: TesseractWorker): void {
    const next = this.waiting.shift();
    if (next) return next(worker);
    this.idle.push(worker);
    if (this.idle.length === this.created && !this.idleTimer) {
      this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
      this.idleTimer.unref();
    }
  }

  private async start(): Promise<TesseractWorker> {
    const { langs, langPath } = await this.loadLanguages();
    const { createWorker, OEM } = (await import('tesseract.js')).default as unknown as {
      createWorker(langs: string, oem: number, options: Record<string, unknown>): Promise<TesseractWorker>;
      OEM: { LSTM_ONLY: number };
    };
    const corePath = dirname(require.resolve('tesseract.js-core/package.json'));
    return createWorker(langs, OEM.LSTM_ONLY, { langPath, corePath, gzip: true, cacheMethod: 'none', logger: () => undefined, errorHandler: () => undefined });
  }
}

/** The process's pool (one per app; tests may make their own). */
export const ocrPool = new OcrPool(Number(process.env.KB_OCR_WORKERS ?? 2));
