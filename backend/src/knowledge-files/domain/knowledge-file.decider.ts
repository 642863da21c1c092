import { MAX_FILE_DESCRIPTION_LENGTH, type KnowledgeFileEvent, type KnowledgeFileStatus, type KnowledgeFileUploaded, type KnowledgeFileTextExtracted, type KnowledgeFileExtractionFailed } from '@kb/contracts';
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
};

export type UploadFile = { type: 'UploadFile' } & KnowledgeFileUploaded['data'];
/** The extraction worker's result; `RecordExtraction` after the file is no longer processing records nothing. */
export type RecordExtraction = { type: 'RecordExtraction' } & Omit<KnowledgeFileTextExtracted['data'], 'id'>;
export type RecordExtractionFailure = { type: 'RecordExtractionFailure' } & Omit<KnowledgeFileExtractionFailed['data'], 'id'>;
/** A user's edit: only the owner may change a file; anyone else is told it does not exist. */
export type ChangeFile = { type: 'ChangeFile'; requestedBy: string; isKnowledgeSource?: boolean; description?: string };
export type DeleteFile = { type: 'DeleteFile'; requestedBy: string };
export type KnowledgeFileCommand = UploadFile | RecordExtraction | RecordExtractionFailure | ChangeFile | DeleteFile;

const notFound = () => new DomainError('not_found', { entity: 'knowledge_file' });
const tooLong = (description: string) =>
  description.length > MAX_FILE_DESCRIPTION_LENGTH ? new DomainError('knowledge_file_description_too_long', { max: MAX_FILE_DESCRIPTION_LENGTH }) : null;

function decide(command: KnowledgeFileCommand, state: KnowledgeFileState): KnowledgeFileEvent[] | DomainError {
  switch (command.type) {
    case 'UploadFile': {
      if (state) return new DomainError('knowledge_file_exists', { id: command.id });
      const { type: _type, ...data } = command;
      return tooLong(data.description) ?? [{ type: 'KnowledgeFileUploaded', data }];
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
      if (command.description !== undefined) {
        const invalid = tooLong(command.description);
        if (invalid) return invalid;
        if (command.description !== state.description) events.push({ type: 'KnowledgeFileDescribed', data: { id: state.id, description: command.description } });
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
      const { id, ownerId, sha256, originalFilename, description, isKnowledgeSource } = event.data;
      return { id, ownerId, sha256, originalFilename, description, isKnowledgeSource, status: 'processing', deleted: false };
    }
    case 'KnowledgeFileTextExtracted':
      return state && { ...state, status: 'ready' };
    case 'KnowledgeFileExtractionFailed':
      return state && { ...state, status: 'failed' };
    case 'KnowledgeFileSourceChanged':
      return state && { ...state, isKnowledgeSource: event.data.isKnowledgeSource };
    case 'KnowledgeFileDescribed':
      return state && { ...state, description: event.data.description };
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
