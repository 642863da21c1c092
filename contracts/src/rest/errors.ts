/** Body of every 4xx/5xx answer. `message` is in the caller's language (Accept-Language en or ar). */
export interface ErrorResponse {
  statusCode: number;
  error: string;
  message: string;
  /** Machine-readable code, e.g. `validation_failed`, `version_conflict`. */
  code?: string;
  /** Per-field messages for validation failures. */
  fields?: Record<string, string>;
}
