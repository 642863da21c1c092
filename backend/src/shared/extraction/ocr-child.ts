import type { OcrLine } from './ocr-lines.js';
import type { OcrReading } from './ocr-merge.js';
import { sandboxSetup, toParent } from './sandbox.js';

// One slot of the OCR pool, in a child process of its own (issue 44): the image decoded and prepared
// on the canvas (ocr-image.ts) and read by tesseract's Arabic and English models, each in a thread of
// this child. A native abort while decoding a hostile image (`SkBitmap … tryAllocPixels`) ends this
// child only; the pool sees it exit, fails the page and starts another when one is needed.

export interface OcrChildConfig {
  langPath: string;
  corePath: string;
  workerPath: string;
  englishOnly: boolean;
}

export type OcrChildRequest = { init: OcrChildConfig } | { id: number; image: Uint8Array };
export type OcrChildReply = { ready: true } | { failed: string } | { id: number; lines: OcrLine[] } | { id: number; error: string };

type TesseractWorker = {
  recognize(image: Buffer, options?: object, output?: object): Promise<{ data: OcrReading & { confidence: number } }>;
  setParameters(params: Record<string, string>): Promise<unknown>;
};

/** Tesseract's page segmentation mode 6: the page as one uniform block of text (both models then find the same lines and words). */
const PSM_SINGLE_BLOCK = '6';

let readers: Promise<{ eng: TesseractWorker; ara: TesseractWorker | null }> | null = null;
const reply = (message: OcrChildReply): void => toParent(message);

sandboxSetup();

async function start(config: OcrChildConfig) {
  const { createWorker, OEM } = (await import('tesseract.js')).default as unknown as {
    createWorker(langs: string, oem: number, options: Record<string, unknown>): Promise<TesseractWorker>;
    OEM: { LSTM_ONLY: number };
  };
  const { langPath, corePath, workerPath } = config;
  const one = async (lang: 'eng' | 'ara') => {
    const worker = await createWorker(lang, OEM.LSTM_ONLY, {
      langPath,
      corePath,
      workerPath,
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    await worker.setParameters({ tessedit_pageseg_mode: PSM_SINGLE_BLOCK });
    return worker;
  };
  const [eng, ara] = await Promise.all([one('eng'), config.englishOnly ? Promise.resolve(null) : one('ara')]);
  return { eng, ara };
}

/**
 * Straight, upscaled, black on white (ocr-image.ts; an image it cannot prepare is read as it is),
 * then the English model; the Arabic one too unless the English reading is sure of every word (an
 * English page: its Arabic reading would add nothing), the two merged word by word (ocr-merge.ts).
 */
async function read(id: number, image: Uint8Array): Promise<void> {
  try {
    const { eng, ara } = await readers!;
    const { prepareForOcr } = await import('./ocr-image.js');
    const { mergeReadings, surelyLatin } = await import('./ocr-merge.js');
    const original = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    const prepared = await prepareForOcr(original).then(
      (p) => p.png,
      () => original,
    );
    const english = await eng.recognize(prepared, {}, { blocks: true });
    if (!ara || surelyLatin(english.data)) return reply({ id, lines: mergeReadings({}, english.data) });
    const arabic = await ara.recognize(prepared, {}, { blocks: true });
    reply({ id, lines: mergeReadings(arabic.data, english.data) });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

process.on('message', (message: OcrChildRequest) => {
  if ('init' in message) {
    readers = start(message.init);
    readers.then(
      () => reply({ ready: true }),
      (error: unknown) => reply({ failed: error instanceof Error ? error.message : String(error) }),
    );
  } else void read(message.id, message.image);
});
