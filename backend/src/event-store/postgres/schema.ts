/**
 * Every row carries the id of the transaction that wrote it. Readers order by
 * (transaction_id, global_position) and only read rows below the oldest running transaction
 * (pg_snapshot_xmin), so an event committed late by a transaction that started early is never
 * skipped: a bare bigserial cursor would jump past it.
 */
export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  id uuid PRIMARY KEY,
  stream_id text NOT NULL,
  stream_version bigint NOT NULL,
  type text NOT NULL,
  schema_version int NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
);
CREATE INDEX IF NOT EXISTS events_global_order ON events (transaction_id, global_position);
`;
