import { logger } from '../../observability/logger.js';
import type { OcrChildConfig, OcrChildReply } from './ocr-child.js';
import type { OcrLine } from './ocr-lines.js';
import { startSandbox, type Sandbox } from './sandbox.js';
import { compiledBeside } from './worker-from-sources.js';

/** The OCR child ended while reading (a native abort, the heap limit, a kill from outside): the image is not read. */
export class OcrChildDied extends Error {
  constructor(readonly reason: 'upload_crashed' | 'upload_too_complex') {
    super(`OCR child ended: ${reason}`);
  }
}

/** V8 heap of an OCR child (tesseract's own memory is WebAssembly's, outside it). */
const OCR_CHILD_HEAP_MB = 1024;

/**
 * One slot of the OCR pool seen from the server: a child process holding the English and Arabic
 * models (ocr-child.ts), reading one image at a time. When the child dies its pending read rejects
 * with OcrChildDied and `onDeath` tells the pool, which starts another when one is needed.
 */
export class OcrSlot {
  private readonly pending = new Map<number, { resolve: (lines: OcrLine[]) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private death: OcrChildDied | null = null;
  private readonly closed: Promise<void>;

  private constructor(
    private readonly child: Sandbox,
    onDeath: (slot: OcrSlot) => void,
  ) {
    this.closed = new Promise((resolve) => {
      child.onEnd((death) => {
        this.death = new OcrChildDied(death.kind === 'out_of_memory' ? 'upload_too_complex' : 'upload_crashed');
        if (this.pending.size) logger('ocr').warn({ ...death, reason: this.death.reason }, 'OCR child ended while reading');
        for (const { reject } of this.pending.values()) reject(this.death);
        this.pending.clear();
        onDeath(this);
        resolve();
      });
    });
    child.onMessage((message: OcrChildReply) => {
      if (!('id' in message)) return;
      const job = this.pending.get(message.id);
      this.pending.delete(message.id);
      if ('lines' in message) job?.resolve(message.lines);
      else job?.reject(new Error(message.error));
    });
  }

  /** A started slot, once both models are loaded; rejects (the child ended) when they cannot be. */
  static async start(config: OcrChildConfig, nice: number, onDeath: (slot: OcrSlot) => void): Promise<OcrSlot> {
    const child = startSandbox(await compiledBeside('ocr-child.js', import.meta.url), {
      isolation: 'process',
      maxHeapMb: OCR_CHILD_HEAP_MB,
      nice,
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.onMessage((message: OcrChildReply) => {
        if ('ready' in message) resolve();
        else if ('failed' in message) reject(new Error(`OCR could not start: ${message.failed}`));
      });
      child.onEnd(() => reject(new Error('OCR child ended while starting')));
    });
    const slot = new OcrSlot(child, onDeath);
    child.send({ init: config });
    try {
      await ready;
    } catch (error) {
      await slot.terminate();
      throw error;
    }
    return slot;
  }

  get dead(): boolean {
    return this.death !== null;
  }

  /** The lines of one image, as the child read them. */
  read(image: Buffer): Promise<OcrLine[]> {
    if (this.death) return Promise.reject(this.death);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, image });
    });
  }

  /** Ends the child (tesseract cannot be interrupted) and waits until it is gone. */
  async terminate(): Promise<void> {
    this.child.kill();
    await this.closed;
  }
}
