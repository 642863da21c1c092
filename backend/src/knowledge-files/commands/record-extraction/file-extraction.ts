import { Inject, Injectable } from '@nestjs/common';
import { MAX_DOCUMENT_CONTENT_LENGTH, knowledgeFileStreamId } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import type { CommittedBatch } from '../../../projections/projection-runner.js';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { load } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { extractFile, type FileExtraction as FileExtractionResult } from '../../../shared/extraction/extract-file.js';
import { BlobStore } from '../../blobs/blob-store.js';
import { knowledgeFileDecider } from '../../domain/knowledge-file.decider.js';
import { KNOWLEDGE_FILES_PROJECTOR } from '../../read-model/knowledge-files.projector.js';
import { KnowledgeFilesQueries } from '../../read-model/knowledge-files.queries.js';
import { fileCommand } from '../file-command.js';
import { logger } from '../../../observability/logger.js';
import { extractionDuration, extractionQueue } from '../../../observability/metrics.js';

const ACTOR = 'system:extraction';
/** At most this many files are read at once (each takes a reading slot or an OCR slot). */
const CONCURRENCY = 2;
const REASON: Record<string, string> = {
  upload_unreadable: 'file_unreadable',
  upload_no_text: 'file_no_text',
  upload_text_too_long: 'file_text_too_long',
  upload_type_mismatch: 'file_unreadable',
  upload_crashed: 'file_extraction_crashed',
};

/**
 * Reads an uploaded file's text after its 201: reacts to `KnowledgeFileUploaded` once the read
 * model committed it (and, on boot, to files still `processing`), claims the reading
 * (`KnowledgeFileExtractionStarted`: of several instances the first reads, the others leave it),
 * extracts in a sandbox (a worker thread, or a child process where native code draws or decodes
 * pixels) or the OCR pool's children, and records `KnowledgeFileTextExtracted`
 * or `KnowledgeFileExtractionFailed`, caused by the upload. A child that dies on the file fails it
 * (`file_extraction_crashed`); a reading that died with the server is tried once more at the next
 * start, then failed (`file_extraction_interrupted`, see the decider): never `processing` for ever.
 */
@Injectable()
export class FileExtraction {
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  /** Files whose current reading this instance claimed and has not recorded the outcome of yet. */
  private readonly claimed = new Set<string>();
  private running = 0;
  private idleWaiters: Array<() => void> = [];
  private stopped = false;

  constructor(
    private readonly commands: CommandRunner,
    private readonly blobs: BlobStore,
    private readonly queries: KnowledgeFilesQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onCommitted = (batch: CommittedBatch): void => {
    if (batch.projector !== KNOWLEDGE_FILES_PROJECTOR) return;
    for (const e of batch.events) if (e.type === 'KnowledgeFileUploaded') this.enqueue((e.data as { id: string }).id);
  };

  /** Files left `processing` by a stop or crash are read again. */
  async resume(): Promise<void> {
    for (const row of await this.queries.processing()) this.enqueue(row.id);
  }

  /** No new work; waits (a few seconds at most) for what is running, before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  }

  /** Resolves when nothing is queued or running (tests, bench). */
  idle(): Promise<void> {
    if (!this.running && !this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private enqueue(id: string): void {
    if (this.queued.has(id) || this.stopped) return;
    this.queued.add(id);
    this.queue.push(id);
    extractionQueue.set(this.queue.length + this.running);
    this.pump();
  }

  private pump(): void {
    while (this.running < CONCURRENCY && this.queue.length) {
      const id = this.queue.shift()!;
      this.running++;
      void this.extract(id)
        .catch((error) => logger('knowledge-files').error({ fileId: id, err: error }, 'extraction failed'))
        .finally(() => {
          this.running--;
          extractionQueue.set(this.queue.length + this.running);
          this.queued.delete(id);
          this.pump();
          if (!this.running && !this.queue.length) for (const w of this.idleWaiters.splice(0)) w();
        });
    }
  }

  private async extract(id: string): Promise<void> {
    const row = await this.queries.byId(id);
    if (!row || row.status !== 'processing' || this.stopped) return;
    if (!this.claimed.has(id)) {
      if (!(await this.claim(id))) return;
      this.claimed.add(id);
    }
    const bytes = await this.blobs.get(row.sha256);
    const started = performance.now();
    const outcome: FileExtractionResult = bytes
      ? await extractFile(bytes, row.media_type, { maxContentLength: MAX_DOCUMENT_CONTENT_LENGTH })
      : { ok: false, code: 'upload_unreadable' };
    const durationMs = Math.round(performance.now() - started);
    if (outcome.ok || outcome.code !== 'extraction_busy')
      extractionDuration.observe({ result: outcome.ok ? 'ok' : 'failed' }, durationMs / 1000);
    if (!outcome.ok && outcome.code === 'extraction_busy') {
      // Document uploads hold the slots: try again shortly rather than fail the file (the claim is
      // this instance's already: the retry goes straight to reading).
      setTimeout(() => this.enqueue(id), 500).unref();
      return;
    }
    if (this.stopped) return;
    if (!outcome.ok) logger('knowledge-files').warn({ fileId: id, reason: outcome.code, durationMs }, 'file could not be read');
    const ctx = await this.contextOf(id);
    const command = outcome.ok
      ? {
          type: 'RecordExtraction' as const,
          text: outcome.text,
          method: outcome.method,
          languages: outcome.languages,
          pages: outcome.pages,
          durationMs,
          note: outcome.note,
        }
      : {
          type: 'RecordExtractionFailure' as const,
          reason: REASON[outcome.code] ?? outcome.code,
          ...(outcome.params && { params: outcome.params }),
          durationMs,
        };
    await this.commands.run(fileCommand(id, command, ctx));
    this.claimed.delete(id);
  }

  /**
   * Records the next reading as this instance's; false when another instance claimed it first or
   * the file is no longer processing, and when this was a third reading (the decider then fails
   * the file instead: two readings never finished).
   */
  private async claim(id: string): Promise<boolean> {
    const { state } = await load(this.store, knowledgeFileStreamId(id), knowledgeFileDecider);
    if (!state || state.status !== 'processing') return false;
    if (state.attempts > 0)
      logger('knowledge-files').warn(
        { fileId: id, attempts: state.attempts },
        'a reading of this file never finished (the server stopped or crashed)',
      );
    const claimed = await this.commands.run(fileCommand(id, { type: 'StartExtraction', after: state.attempts }, await this.contextOf(id)));
    return !(claimed instanceof DomainError) && claimed.events.some((e) => e.type === 'KnowledgeFileExtractionStarted');
  }

  /** The upload's correlation id, and the upload as the cause. */
  private async contextOf(id: string): Promise<CommandContext> {
    const uploaded = (await this.store.readStream(knowledgeFileStreamId(id))).find((e) => e.type === 'KnowledgeFileUploaded');
    return { actor: ACTOR, correlationId: uploaded?.metadata.correlationId, causationId: uploaded?.id ?? null, now: new Date() };
  }
}
