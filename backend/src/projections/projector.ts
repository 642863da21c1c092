import type { Queryable } from '../database/database.js';
import type { StoredEvent } from '../event-store/event-store.port.js';
import type { Snapshots } from './snapshots.js';

/** Logical table name → physical name (differs while rebuilding into fresh tables). */
export type TableNames = Record<string, string>;

/**
 * A read model in Postgres. `apply` turns one event into rows and never decides anything; it runs
 * in the same transaction that stores the checkpoint, so a redelivered event has no second effect.
 */
export interface SqlProjector {
  kind: 'sql';
  name: string;
  /** Logical table names, each with the column list that orders its rows for checksums. */
  tables: Record<string, { orderBy: string }>;
  /**
   * Event types this read model reacts to. A batch with none of them costs no transaction: the
   * checkpoint then stays behind (a restart's catch-up reads only these types from there).
   */
  handles?: readonly string[];
  /**
   * What the rows are made with, when more than the events decide them (e.g. the search terms of
   * the text analyser). A start that finds rows built by another version rebuilds them first.
   */
  version?: string;
  /** DDL creating the tables (IF NOT EXISTS) under the given physical names. */
  ddl(t: TableNames): string;
  apply(c: Queryable, event: StoredEvent, t: TableNames): Promise<void>;
}

/** A read model held in memory (e.g. the retrieval index): rebuilt from the start on every boot. */
export interface MemoryProjector {
  kind: 'memory';
  name: string;
  /**
   * Event types this model reacts to, when it can say: a catch-up reads only these (others may
   * still come once it follows the store live, and are ignored), and a traced batch with none of
   * them gets no 'projection apply' span.
   */
  handles?: readonly string[];
  reset(): void;
  /** When the model keeps snapshots (snapshots.ts): a start restores the last one and follows from its position. */
  snapshots?: Snapshots;
  apply(event: StoredEvent): void | Promise<void>;
}

export type Projector = SqlProjector | MemoryProjector;

export const liveTables = (p: SqlProjector): TableNames => Object.fromEntries(Object.keys(p.tables).map((name) => [name, name]));

export const suffixedTables = (p: SqlProjector, suffix: string): TableNames =>
  Object.fromEntries(Object.keys(p.tables).map((name) => [name, `${name}__${suffix}`]));
