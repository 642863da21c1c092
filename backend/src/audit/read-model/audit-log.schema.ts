/**
 * `audit_log`: one row per event in the store's global order, `seq` = ledger position (1, 2, ...).
 * `data` is the redacted copy; `hash` chains SHA-256 over the raw events (see ledger/chain.ts).
 * Every filter of the log has an index ending in `seq`, so a keyset page (`seq > after ORDER BY seq
 * LIMIT n`) is an index range scan however deep it starts. `message_id`/`conversation_id`/`owner_id`
 * lift conversation facts out of `data` for provenance and for recording who read whose messages.
 */
export const AUDIT_LOG_DDL = `
CREATE TABLE IF NOT EXISTS audit_log (
  seq bigint PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  store_position text NOT NULL,
  stream_id text NOT NULL,
  stream_version bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  actor text NOT NULL,
  correlation_id text NOT NULL,
  causation_id text,
  at timestamptz NOT NULL,
  conversation_id text,
  owner_id text,
  message_id text,
  hash text NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_stream ON audit_log (stream_id, seq);
CREATE INDEX IF NOT EXISTS audit_log_type ON audit_log (type, seq);
CREATE INDEX IF NOT EXISTS audit_log_actor ON audit_log (actor, seq);
CREATE INDEX IF NOT EXISTS audit_log_correlation ON audit_log (correlation_id, seq);
CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at, seq);
-- The trace of the request that appended the event (issue 32), when tracing was on.
ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS trace_id text;
CREATE INDEX IF NOT EXISTS audit_log_message ON audit_log (message_id) WHERE message_id IS NOT NULL;
`;

/** Checkpoint name in projection_checkpoints. */
export const AUDIT_LEDGER = 'audit_log';
