import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MAX_FILE_DESCRIPTION_LENGTH, type KnowledgeFile } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { imageOverBudget } from '../../../shared/extraction/file-limits.js';
import { BlobStore, sha256Of } from '../../blobs/blob-store.js';
import { KnowledgeFilesQueries, toKnowledgeFile } from '../../read-model/knowledge-files.queries.js';
import { fileCommand } from '../file-command.js';
import { sniffMediaType } from './sniff-type.js';

export interface NewFile {
  bytes: Uint8Array;
  originalFilename: string;
  description: string;
  isKnowledgeSource: boolean;
  uploadedByAdmin: boolean;
  /** Attached to a chat question: not listed among the knowledge files until saved as one. */
  chatAttachment?: boolean;
}

/**
 * Stores the bytes under their hash, then records the upload; the file is listed as `processing`
 * and its text is read afterwards (FileExtraction reacts to the committed event).
 */
@Injectable()
export class UploadFileHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly blobs: BlobStore,
    private readonly queries: KnowledgeFilesQueries,
  ) {}

  async execute(input: NewFile, ctx: CommandContext): Promise<KnowledgeFile | DomainError> {
    const mediaType = await sniffMediaType(input.bytes, input.originalFilename);
    if (!mediaType) return new DomainError('knowledge_file_type_unsupported');
    // An image is judged by the size its header declares before it is stored (issue 44): one too
    // large to decode is refused now, never left to fail (or to abort a reader) later.
    const image = mediaType.startsWith('image/') ? imageOverBudget(input.bytes) : null;
    if (image) return new DomainError(image.code, image.params);
    if (input.description.length > MAX_FILE_DESCRIPTION_LENGTH)
      return new DomainError('knowledge_file_description_too_long', { max: MAX_FILE_DESCRIPTION_LENGTH });
    const id = randomUUID();
    const sha256 = sha256Of(input.bytes);
    await this.blobs.put(sha256, input.bytes);
    const result = await this.commands.run(
      fileCommand(
        id,
        {
          type: 'UploadFile',
          id,
          ownerId: ctx.actor,
          uploadedByAdmin: input.uploadedByAdmin,
          originalFilename: input.originalFilename,
          size: input.bytes.byteLength,
          mediaType,
          sha256,
          description: input.description,
          isKnowledgeSource: input.isKnowledgeSource,
          ...(input.chatAttachment && { chatAttachment: true }),
        },
        ctx,
      ),
    );
    if (result instanceof DomainError) return result;
    // A delete of another file with the same bytes may have released them between put and append.
    if (!(await this.blobs.has(sha256))) await this.blobs.put(sha256, input.bytes);
    const row = await this.queries.byId(id);
    return row ? toKnowledgeFile(row) : new DomainError('not_found');
  }
}
