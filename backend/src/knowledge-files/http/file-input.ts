import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError } from '../../shared/http/api-error.js';
import './file-messages.js';

/** A domain error of the knowledge-files context as the HTTP answer the client sees. */
export function fileHttpError(error: DomainError): ApiError {
  switch (error.code) {
    case 'not_found':
      return new ApiError(404, 'knowledge_file_not_found');
    case 'knowledge_file_type_unsupported':
      return new ApiError(415, 'knowledge_file_type_unsupported');
    case 'knowledge_file_exists':
    case 'version_conflict':
      return new ApiError(409, error.code, error.params);
    default:
      return new ApiError(400, error.code, error.params);
  }
}

export function orThrowFile<T>(result: T | DomainError): T {
  if (result instanceof DomainError) throw fileHttpError(result);
  return result;
}

/** `isKnowledgeSource` of a multipart form: "true"/"false" (any case), absent or empty = true. */
export function flagOf(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const v = String(value).trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 'off') return false;
  throw new ApiError(400, 'knowledge_file_flag_invalid');
}
