import { existsSync } from 'node:fs';
import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { logger } from '../../observability/logger.js';
import { onAbort } from './abort-watch.js';
import type { OcrChildConfig } from './ocr-child.js';
import { confidentText } from './ocr-lines.js';
import { OcrSlot } from './ocr-slot.js';
import { languagesOf } from './read-file.js';

export { OcrChildDied } from './ocr-slot.js';

/**
 * Who waits for an OCR slot: `normal` (signed-in users' knowledge files) or `low` (the public
 * chat's anonymous attachments). Low work takes at most the pool's low share of slots, and a
 * normal job is always served before a waiting low one: anonymous floods never take the whole pool.
 */
export type OcrPriority = 'normal' | 'low';

const require = createRequire(import.meta.url);

/** Trained data from npm (`@tesseract.js-data/ara`, like the English), so a fresh clone reads Arabic; without it images are read in English only. */
export const ARABIC_TRAINEDDATA = process.env.KB_OCR_ARABIC_DATA ?? npmTrainedData('ara');

function npmTrainedData(lang: string): string {
  try {
    return join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`);
  } catch {
    return `/nonexistent/${lang}.traineddata.gz`;
  }
}

export interface OcrOutcome {
  text: string;
  languages: ('en' | 'ar')[];
  /** `file_ocr_english_only` when the Arabic data is missing, `file_ocr_low_confidence` when unsure lines were left out. */
  note: string | null;
  confidence: number;
}

/** Nice value of the OCR children (the extraction children use the same). */
const OCR_NICE = 10;
/** Nice value of the low-priority pool's child (the public chat's anonymous attachments): below signed-in users' OCR. */
export const LOW_OCR_NICE = 19;

/**
 * A small pool of OCR slots, each a child process (ocr-slot.ts, ocr-child.ts) holding two tesseract.js
 * workers (each its own thread): the Arabic model alone and the English model alone read every page,
 * and their readings are merged word by word (ocr-merge.ts), which reads mixed pages far better than
 * a combined `ara+eng` model. The image is decoded and prepared in the same child, so a hostile image
 * that aborts the canvas library ends that child, never the server (issue 44). Everything is local:
 * the engine from `tesseract.js-core`, English from `@tesseract.js-data/eng`, Arabic from
 * `@tesseract.js-data/ara`; nothing is downloaded and nothing is cached to disk. Slots start on the
 * first image and stop after a minute without work.
 */
export class OcrPool {
  private workers: Promise<OcrSlot>[] = [];
  private idle: OcrSlot[] = [];
  private waiting: Array<(w: OcrSlot) => void> = [];
  /** Low-priority jobs waiting; served only when no normal job waits and the low share allows. */
  private waitingLow: Array<(w: OcrSlot) => void> = [];
  /** Slots held by low-priority jobs now. */
  private heldLow = new Set<OcrSlot>();
  /** Low-priority jobs whose slot is starting (counted in the share before the slot exists). */
  private lowStarting = 0;
  private created = 0;
  /** Each started slot's promise in `workers`, to drop it when it is discarded. */
  private startedAs = new Map<OcrSlot, Promise<OcrSlot>>();
  /** Slots already taken out of the count (discarded, or dead while idle). */
  private retired = new WeakSet<OcrSlot>();
  private idleTimer: NodeJS.Timeout | null = null;
  private languages: Promise<OcrChildConfig> | null = null;

  /** Slots low-priority work may hold at once: all but one (one is kept for signed-in users' files). */
  readonly lowShare: number;

  private readonly nice: number;

  constructor(
    private readonly size = 2,
    private readonly idleMs = 60_000,
    options: { lowShare?: number; nice?: number } = {},
  ) {
    this.lowShare = Math.max(1, Math.min(options.lowShare ?? size - 1, size));
    this.nice = options.nice ?? OCR_NICE;
  }

  get arabicAvailable(): boolean {
    return existsSync(ARABIC_TRAINEDDATA);
  }

  /**
   * The text of one image. With `signal`: aborted while waiting for a slot, it never starts;
   * aborted while recognising, that slot's child is ended (tesseract cannot be interrupted) and
   * a fresh one takes its place on the next image. Either way the promise rejects. A child that
   * dies while reading (a native abort on a hostile image) rejects with OcrChildDied.
   */
  async recognize(image: Buffer, signal?: AbortSignal, priority: OcrPriority = 'normal'): Promise<OcrOutcome> {
    signal?.throwIfAborted();
    const { englishOnly } = await this.loadLanguages();
    const worker = await this.acquire(signal, priority);
    if (signal?.aborted) {
      this.release(worker);
      signal.throwIfAborted();
    }
    let stopWatching: (() => void) | undefined;
    try {
      const aborted = new Promise<never>((_, reject) => {
        stopWatching = onAbort(signal, () => reject(signal!.reason));
      });
      aborted.catch(() => undefined);
      // Lines tesseract is unsure of are left out (ocr-lines.ts).
      const lines = await Promise.race([worker.read(image), aborted]);
      const { text, dropped } = confidentText(lines);
      const note = englishOnly ? 'file_ocr_english_only' : dropped > 0 ? 'file_ocr_low_confidence' : null;
      const confidence = lines.length ? lines.reduce((sum, l) => sum + l.confidence, 0) / lines.length : 0;
      return { text, languages: languagesOf(text), note, confidence };
    } finally {
      stopWatching?.();
      if (signal?.aborted || worker.dead) this.discard(worker);
      else this.release(worker);
    }
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const all = this.workers;
    this.workers = [];
    this.idle = [];
    this.heldLow = new Set();
    this.created = 0;
    this.startedAs = new Map();
    await Promise.allSettled(all.map(async (w) => (await w).terminate()));
  }

  /**
   * tesseract.js reads `{langPath}/{lang}.traineddata.gz` and gunzips only what is gzipped, so a
   * private directory of links puts npm's English and Arabic side by side (and the thread script,
   * see ocrThreadScript).
   */
  private loadLanguages() {
    this.languages ??= (async () => {
      const langPath = await mkdtemp(join(tmpdir(), 'kb-ocr-'));
      const engDir = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
      await symlink(join(engDir, '4.0.0_best_int', 'eng.traineddata.gz'), join(langPath, 'eng.traineddata.gz'));
      const englishOnly = !this.arabicAvailable;
      if (!englishOnly) await symlink(ARABIC_TRAINEDDATA, join(langPath, 'ara.traineddata.gz'));
      else
        logger('ocr').warn(
          { path: ARABIC_TRAINEDDATA },
          'Arabic OCR data is missing: images are read in English only (npm ci installs @tesseract.js-data/ara)',
        );
      const corePath = dirname(require.resolve('tesseract.js-core/package.json'));
      return { langPath, corePath, englishOnly, workerPath: await ocrThreadScript(langPath, this.nice) };
    })();
    return this.languages;
  }

  private async acquire(signal: AbortSignal | undefined, priority: OcrPriority): Promise<OcrSlot> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const low = priority === 'low';
    const held = (worker: OcrSlot) => {
      if (low) this.heldLow.add(worker);
      return worker;
    };
    if (!low || this.heldLow.size + this.lowStarting < this.lowShare) {
      const free = this.idle.pop();
      if (free) return held(free);
      if (this.created < this.size) {
        if (!low) return this.spawn();
        this.lowStarting++;
        try {
          return held(await this.spawn());
        } finally {
          this.lowStarting--;
        }
      }
    }
    const queue = low ? this.waitingLow : this.waiting;
    return new Promise((resolve, reject) => {
      const take = (worker: OcrSlot) => {
        stopWatching();
        resolve(held(worker));
      };
      const stopWatching = onAbort(signal, () => {
        const at = queue.indexOf(take);
        if (at >= 0) queue.splice(at, 1);
        reject(signal!.reason);
      });
      queue.push(take);
    });
  }

  /** The next job to run: a normal one first; a low one while the low share allows. */
  private nextWaiting(): ((w: OcrSlot) => void) | undefined {
    return this.waiting.shift() ?? (this.heldLow.size + this.lowStarting < this.lowShare ? this.waitingLow.shift() : undefined);
  }

  /** A slot taken out of the count: its place is free for a new one. */
  private forget(worker: OcrSlot): boolean {
    if (this.retired.has(worker)) return false;
    this.retired.add(worker);
    const started = this.startedAs.get(worker);
    if (started) this.workers = this.workers.filter((w) => w !== started);
    this.startedAs.delete(worker);
    this.heldLow.delete(worker);
    this.created--;
    return true;
  }

  /** A slot stopped mid-recognition, or whose child died: ended, and its place given to a new one. */
  private discard(worker: OcrSlot): void {
    if (!this.forget(worker)) return;
    void worker.terminate().catch(() => undefined);
    // Whoever waits for a slot gets a fresh one in its place.
    const next = this.nextWaiting();
    if (next) void this.spawn().then(next, () => undefined);
  }

  /** A slot's child ended: one that sat idle leaves the pool now (one held by a job is discarded when the job ends). */
  private readonly died = (worker: OcrSlot): void => {
    const at = this.idle.indexOf(worker);
    if (at < 0) return;
    this.idle.splice(at, 1);
    this.forget(worker);
  };

  private release(worker: OcrSlot): void {
    this.heldLow.delete(worker);
    const next = this.nextWaiting();
    if (next) return next(worker);
    this.idle.push(worker);
    if (this.idle.length === this.created && !this.idleTimer) {
      this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
      this.idleTimer.unref();
    }
  }

  private spawn(): Promise<OcrSlot> {
    this.created++;
    const worker = this.loadLanguages().then((languages) => OcrSlot.start(languages, this.nice, this.died));
    this.workers.push(worker);
    worker.then(
      (w) => this.startedAs.set(w, worker),
      () => {
        // A slot that could not start leaves its place free.
        this.workers = this.workers.filter((w) => w !== worker);
        this.created--;
      },
    );
    return worker;
  }
}

/**
 * The script each OCR thread runs: tesseract.js's own worker script, at a lower priority, behind a
 * guard. An error thrown inside the engine and not caught there would reach the server as an
 * 'error' event of the thread, to which tesseract.js adds no listener, and end the whole OCR child;
 * the guard ends only the thread instead (the pool's per-page deadline then replaces the slot).
 */
export async function ocrThreadScript(dir: string, niceness = OCR_NICE): Promise<string> {
  const script = join(dir, 'tesseract-worker.cjs');
  const original = join(dirname(require.resolve('tesseract.js/package.json')), 'src', 'worker-script', 'node', 'index.js');
  const nice = process.platform === 'linux' ? `try { require('node:os').setPriority(${niceness}); } catch {}\n` : '';
  // The thread runs tesseract.js's CommonJS script, outside the app's modules and their logger: its
  // one last line goes to stderr, as the engine's own messages do (this is text, not our code).
  const guard =
    "const quit = (e) => { try { console.error('[ocr] thread failed: ' + (e && e.message)); } finally { process.exit(1); } };\n" +
    "process.on('uncaughtException', quit);\nprocess.on('unhandledRejection', quit);\n";
  await writeFile(script, `${nice}${guard}require(${JSON.stringify(original)});\n`);
  return script;
}

/** The process's pool (one per app; tests may make their own). */
export const ocrPool = new OcrPool(Number(process.env.KB_OCR_WORKERS ?? 2));

/**
 * The pool of low-priority work (the public chat's anonymous attachments): its own slot (one child
 * by default, KB_OCR_LOW_WORKERS), at nice 19, so however many scans anonymous callers send, signed-in
 * users' files keep the whole main pool and most of the CPU.
 */
export const lowOcrPool = new OcrPool(Number(process.env.KB_OCR_LOW_WORKERS ?? 1), 60_000, { nice: LOW_OCR_NICE });
