import { DomainError } from '../../shared/event-sourcing/decider.js';
import { extractionStatus } from '../../shared/extraction/run-extraction.js';
import { ApiError } from '../../shared/http/api-error.js';

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
      // An image too large to decode (upload_image_too_large) is a 422, as every route answers it.
      return new ApiError(error.code.startsWith('upload_') ? extractionStatus(error.code) : 400, error.code, error.params);
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
