export interface HealthResponse {
  status: 'ok' | 'starting';
  database: 'pglite' | 'postgres';
  eventStore: 'postgres' | 'kurrentdb';
  /** Events appended but not yet applied by the slowest projection. */
  projectionLag: number;
  projections: Record<string, string>;
}

/**
 * `GET /api/answering` (public): how the assistant makes answers now, so the chat footer can say so.
 * `model`: a language model writes them from the cited passages; `extractive`: they are quoted from
 * the documents, no model configured. No endpoint, key or model name is given out.
 */
export interface AnsweringResponse {
  mode: 'model' | 'extractive';
}
