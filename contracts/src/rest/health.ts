export interface HealthResponse {
  status: 'ok' | 'starting';
  database: 'pglite' | 'postgres';
  eventStore: 'postgres' | 'kurrentdb';
  /** Events appended but not yet applied by the slowest projection. */
  projectionLag: number;
  projections: Record<string, string>;
}
