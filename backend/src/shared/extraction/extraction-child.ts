import type { ExtractionLimits, ExtractionOutcome } from './extract.js';
import type { FileReadLimits, FileReadOutcome, ReadProgress } from './read-file.js';
import { onJob, sandboxSetup, toParent } from './sandbox.js';

// One file per sandbox (see run-extraction.ts), a worker thread or, when pdf.js may draw pages on
// the canvas, a child process: it is thrown away afterwards (or killed on timeout), so whatever a
// hostile file did to its heap, or a native abort while a page is drawn, ends with it and never
// reaches the server. With `mediaType` it reads a knowledge file (type already sniffed); without,
// a document upload by its name.

export interface ExtractionJob {
  bytes: Uint8Array;
  fileName: string;
  limits: ExtractionLimits;
  mediaType?: string;
  fileLimits?: FileReadLimits;
}

/** What the sandbox sends: progress (pages rendered for OCR) as it comes, then the outcome. */
export type ExtractionMessage = ReadProgress | { outcome: ExtractionOutcome | FileReadOutcome };

sandboxSetup();

async function run(job: ExtractionJob): Promise<void> {
  // Libraries are loaded only for what the job needs, below the server's priority.
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  let outcome: ExtractionOutcome | FileReadOutcome;
  try {
    if (job.mediaType) {
      const { readKnowledgeFile } = await import('./read-file.js');
      outcome = await readKnowledgeFile(bytes, job.mediaType, job.fileLimits!, (message) => toParent(message satisfies ExtractionMessage));
    } else {
      const { extractText } = await import('./extract.js');
      outcome = await extractText(bytes, job.fileName, job.limits);
    }
  } catch {
    outcome = { ok: false, code: 'upload_unreadable' };
  }
  toParent({ outcome } satisfies ExtractionMessage, true);
}

onJob<ExtractionJob>((job) => void run(job));
