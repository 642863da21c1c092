import { Inject, Injectable } from '@nestjs/common';
import { MAX_DOCUMENT_CONTENT_LENGTH, knowledgeFileStreamId } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import type { CommittedBatch } from '../../../projections/projection-runner.js';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { extractFile, type FileExtraction as FileExtractionResult } from '../../../shared/extraction/extract-file.js';
import { BlobStore } from '../../blobs/blob-store.js';
import { KNOWLEDGE_FILES_PROJECTOR } from '../../read-model/knowledge-files.projector.js';
import { KnowledgeFilesQueries } from '../../read-model/knowledge-files.queries.js';
import { fileCommand } from '../file-command.js';
import { logger } from '../../../observability/logger.js';
import { extractionDuration, extractionQueue } from '../../../observability/metrics.js';

const ACTOR = 'system:extraction';
/** At most this many files are read at once (each takes a worker slot or an OCR worker). */
const CONCURRENCY = 2;
const REASON: Record<string, string> = { upload_unreadable: 'file_unreadable', upload_no_text: 'file_no_text', upload_text_too_long: 'file_text_too_long', upload_type_mismatch: 'file_unreadable' };

/**
 * Reads an uploaded file's text after its 201: reacts to `KnowledgeFileUploaded` once the read
 * model committed it (and, on boot, to files still `processing`), extracts in the sandboxed worker
 * or the OCR pool, and records `KnowledgeFileTextExtracted` or `KnowledgeFileExtractionFailed`,
 * caused by the upload. A second instance doing the same records nothing (the decider).
 */
@Injectable()
export class FileExtraction {
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
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
    const bytes = await this.blobs.get(row.sha256);
    const started = performance.now();
    const outcome: FileExtractionResult = bytes ? await extractFile(bytes, row.media_type, { maxContentLength: MAX_DOCUMENT_CONTENT_LENGTH }) : { ok: false, code: 'upload_unreadable' };
    const durationMs = Math.round(performance.now() - started);
    if (outcome.ok || outcome.code !== 'extraction_busy') extractionDuration.observe({ result: outcome.ok ? 'ok' : 'failed' }, durationMs / 1000);
    if (!outcome.ok && outcome.code === 'extraction_busy') {
      // Document uploads hold the slots: try again shortly rather than fail the file.
      setTimeout(() => this.enqueue(id), 500).unref();
      return;
    }
    if (this.stopped) return;
    const ctx = await this.contextOf(id);
    const command = outcome.ok
      ? { type: 'RecordExtraction' as const, text: outcome.text, method: outcome.method, languages: outcome.languages, pages: outcome.pages, durationMs, note: outcome.note }
      : { type: 'RecordExtractionFailure' as const, reason: REASON[outcome.code] ?? outcome.code, ...(outcome.params && { params: outcome.params }), durationMs };
    await this.commands.run(fileCommand(id, command, ctx));
  }

  /** The upload's correlation id, and the upload as the cause. */
  private async contextOf(id: string): Promise<CommandContext> {
    const uploaded = (await this.store.readStream(knowledgeFileStreamId(id))).find((e) => e.type === 'KnowledgeFileUploaded');
    return { actor: ACTOR, correlationId: uploaded?.metadata.correlationId, causationId: uploaded?.id ?? null, now: new Date() };
  }
}
