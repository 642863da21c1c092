import {
  MAX_FILE_DESCRIPTION_LENGTH,
  type KnowledgeFileEvent,
  type KnowledgeFileStatus,
  type KnowledgeFileUploaded,
  type KnowledgeFileTextExtracted,
  type KnowledgeFileExtractionFailed,
} from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

/** What the aggregate needs to decide; `null` before the upload. A deleted file stays deleted. */
export type KnowledgeFileState = null | {
  id: string;
  ownerId: string;
  sha256: string;
  originalFilename: string;
  description: string;
  isKnowledgeSource: boolean;
  status: KnowledgeFileStatus;
  deleted: boolean;
  /** Attached to a chat question and not saved as a knowledge file. */
  chatAttachment: boolean;
  /** Readings begun (`KnowledgeFileExtractionStarted`); while processing, the last has not finished. */
  attempts: number;
};

/**
 * Readings a file gets at most (issue 44): the first, and one more after a reading that ended with
 * its process. A file whose second reading also never finished is failed rather than read at every
 * start: that is how one file kept two instances crashing.
 */
export const MAX_EXTRACTION_ATTEMPTS = 2;

export type UploadFile = { type: 'UploadFile' } & KnowledgeFileUploaded['data'];
/** The extraction's result; `RecordExtraction` after the file is no longer processing records nothing. */
export type RecordExtraction = { type: 'RecordExtraction' } & Omit<KnowledgeFileTextExtracted['data'], 'id'>;
export type RecordExtractionFailure = { type: 'RecordExtractionFailure' } & Omit<KnowledgeFileExtractionFailed['data'], 'id'>;
/**
 * An instance claims the next reading: `after` is the number of readings it saw begun. Another
 * instance that claimed it first (the count moved) makes this one record nothing.
 */
export type StartExtraction = { type: 'StartExtraction'; after: number };
/** A user's edit: only the owner may change a file; anyone else is told it does not exist. */
export type ChangeFile = {
  type: 'ChangeFile';
  requestedBy: string;
  isKnowledgeSource?: boolean;
  description?: string;
  saveAsKnowledgeFile?: boolean;
};
export type DeleteFile = { type: 'DeleteFile'; requestedBy: string };
export type KnowledgeFileCommand = UploadFile | StartExtraction | RecordExtraction | RecordExtractionFailure | ChangeFile | DeleteFile;

const notFound = () => new DomainError('not_found', { entity: 'knowledge_file' });
const tooLong = (description: string) =>
  description.length > MAX_FILE_DESCRIPTION_LENGTH
    ? new DomainError('knowledge_file_description_too_long', { max: MAX_FILE_DESCRIPTION_LENGTH })
    : null;

function decide(command: KnowledgeFileCommand, state: KnowledgeFileState): KnowledgeFileEvent[] | DomainError {
  switch (command.type) {
    case 'UploadFile': {
      if (state) return new DomainError('knowledge_file_exists', { id: command.id });
      const { type: _type, ...data } = command;
      return tooLong(data.description) ?? [{ type: 'KnowledgeFileUploaded', data }];
    }
    case 'StartExtraction': {
      if (!state || state.deleted) return notFound();
      if (state.status !== 'processing' || state.attempts !== command.after) return [];
      if (command.after >= MAX_EXTRACTION_ATTEMPTS) {
        return [
          {
            type: 'KnowledgeFileExtractionFailed',
            data: { id: state.id, reason: 'file_extraction_interrupted', params: { attempts: command.after }, durationMs: 0 },
          },
        ];
      }
      return [{ type: 'KnowledgeFileExtractionStarted', data: { id: state.id, attempt: command.after + 1 } }];
    }
    case 'RecordExtraction': {
      if (!state || state.deleted) return notFound();
      if (state.status !== 'processing') return [];
      const { type: _type, ...data } = command;
      return [{ type: 'KnowledgeFileTextExtracted', data: { id: state.id, ...data } }];
    }
    case 'RecordExtractionFailure': {
      if (!state || state.deleted) return notFound();
      if (state.status !== 'processing') return [];
      const { type: _type, ...data } = command;
      return [{ type: 'KnowledgeFileExtractionFailed', data: { id: state.id, ...data } }];
    }
    case 'ChangeFile': {
      if (!state || state.deleted || state.ownerId !== command.requestedBy) return notFound();
      const events: KnowledgeFileEvent[] = [];
      // Saved from the chat once: a second save (another tab, a double click) records nothing.
      if (command.saveAsKnowledgeFile && state.chatAttachment) events.push({ type: 'KnowledgeFileSavedFromChat', data: { id: state.id } });
      if (command.description !== undefined) {
        const invalid = tooLong(command.description);
        if (invalid) return invalid;
        if (command.description !== state.description)
          events.push({ type: 'KnowledgeFileDescribed', data: { id: state.id, description: command.description } });
      }
      if (command.isKnowledgeSource !== undefined && command.isKnowledgeSource !== state.isKnowledgeSource) {
        events.push({ type: 'KnowledgeFileSourceChanged', data: { id: state.id, isKnowledgeSource: command.isKnowledgeSource } });
      }
      return events;
    }
    case 'DeleteFile': {
      if (!state || state.deleted || state.ownerId !== command.requestedBy) return notFound();
      return [{ type: 'KnowledgeFileDeleted', data: { id: state.id, sha256: state.sha256, originalFilename: state.originalFilename } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: KnowledgeFileState, event: KnowledgeFileEvent): KnowledgeFileState {
  switch (event.type) {
    case 'KnowledgeFileUploaded': {
      const { id, ownerId, sha256, originalFilename, description, isKnowledgeSource, chatAttachment } = event.data;
      return {
        id,
        ownerId,
        sha256,
        originalFilename,
        description,
        isKnowledgeSource,
        status: 'processing',
        deleted: false,
        chatAttachment: chatAttachment ?? false,
        attempts: 0,
      };
    }
    case 'KnowledgeFileExtractionStarted':
      return state && { ...state, attempts: event.data.attempt };
    case 'KnowledgeFileTextExtracted':
      return state && { ...state, status: 'ready' };
    case 'KnowledgeFileExtractionFailed':
      return state && { ...state, status: 'failed' };
    case 'KnowledgeFileSourceChanged':
      return state && { ...state, isKnowledgeSource: event.data.isKnowledgeSource };
    case 'KnowledgeFileDescribed':
      return state && { ...state, description: event.data.description };
    case 'KnowledgeFileSavedFromChat':
      return state && { ...state, chatAttachment: false };
    case 'KnowledgeFileDeleted':
      return state && { ...state, deleted: true };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The KnowledgeFile aggregate (pure): ids, hashes and the requester come in with the command. */
export const knowledgeFileDecider: Decider<KnowledgeFileState, KnowledgeFileCommand, KnowledgeFileEvent> = {
  initialState: null,
  decide,
  evolve,
};
