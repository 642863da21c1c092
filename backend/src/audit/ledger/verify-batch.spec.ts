import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, chainHash, type ChainedEvent } from './chain.js';
import { verifyBatch, type Batch } from './verify-batch.js';

type Row = { seq: number; eventId: string; hash: string };

const events: ChainedEvent[] = Array.from({ length: 9 }, (_, i) => ({
  id: `e${i + 1}`,
  streamId: `s-${i % 2}`,
  streamVersion: i,
  type: 'DocumentUpdated',
  data: { title: `T${i}`, n: i },
  metadata: { actor: 'u', at: `2025-01-0${i + 1}` },
}));

function ledgerOf(list: ChainedEvent[]): Row[] {
  let hash = GENESIS_HASH;
  return list.map((e, i) => ({ seq: i + 1, eventId: e.id, hash: (hash = chainHash(hash, e)) }));
}

/** The one-pass check verification did before batches: the chain from the genesis hash. */
function onePass(list: ChainedEvent[], rows: Row[]): { broken: number | null; last: string } {
  let hash = GENESIS_HASH;
  let broken: number | null = null;
  list.forEach((e, i) => {
    hash = chainHash(hash, e);
    const row = rows[i];
    if (broken === null && row && (row.seq !== i + 1 || row.hash !== hash || row.eventId !== e.id)) broken = i + 1;
  });
  return { broken, last: hash };
}

function batchOf(list: ChainedEvent[], rows: Row[], from: number, to: number, previous: string, json: boolean): Batch {
  const part = list.slice(from, to);
  const rowsPart = rows.slice(from, to);
  return {
    first: from + 1,
    previous,
    json,
    ids: part.map((e) => e.id),
    streamIds: part.map((e) => e.streamId),
    versions: part.map((e) => e.streamVersion),
    types: part.map((e) => e.type),
    data: part.map((e) => (json ? JSON.stringify(e.data) : e.data)),
    metadata: part.map((e) => (json ? JSON.stringify(e.metadata) : e.metadata)),
    seqs: rowsPart.map((r) => r.seq),
    eventIds: rowsPart.map((r) => r.eventId),
    hashes: rowsPart.map((r) => r.hash),
    digestPosition: null,
  };
}

/** Batches of `size`, each from the ledger's hash before it (as verifyChain), else the previous batch's last hash. */
function inBatches(list: ChainedEvent[], rows: Row[], size: number, json = false): { broken: number | null; last: string } {
  let broken: number | null = null;
  let last = GENESIS_HASH;
  for (let from = 0; from < list.length; from += size) {
    const before = rows[from - 1];
    const previous = from === 0 ? GENESIS_HASH : before?.seq === from ? before.hash : last;
    const result = verifyBatch(batchOf(list, rows, from, Math.min(list.length, from + size), previous, json));
    broken ??= result.broken;
    last = result.last;
  }
  return { broken, last };
}

const tampers: [string, (list: ChainedEvent[], rows: Row[]) => void][] = [
  ['nothing', () => undefined],
  ['an event changed', (list) => void (list[4] = { ...list[4], data: { title: 'Rewritten', n: 4 } })],
  ['an event deleted', (list) => void list.splice(3, 1)],
  ['a ledger hash changed', (_, rows) => void (rows[5] = { ...rows[5], hash: 'f'.repeat(64) })],
  ['a ledger row deleted', (_, rows) => void rows.splice(2, 1)],
  ['an event changed and a later row deleted', (list, rows) => void ((list[1] = { ...list[1], type: 'X' }), rows.splice(6, 1))],
  ['the ledger not at the end yet', (_, rows) => void rows.splice(6)],
];

describe('verifyBatch', () => {
  for (const [name, tamper] of tampers)
    it(`finds the first broken position of one pass, for any split into batches: ${name}`, () => {
      const list = events.map((e) => ({ ...e }));
      const rows = ledgerOf(events);
      tamper(list, rows);
      const expected = onePass(list, rows);
      for (const size of [1, 2, 3, 4, 9]) {
        expect(inBatches(list, rows, size).broken).toBe(expected.broken);
        expect(inBatches(list, rows, size, true).broken).toBe(expected.broken);
        // Past the ledger's rows the chain goes on from what was computed, as one pass does.
        if (expected.broken === null) expect(inBatches(list, rows, size).last).toBe(expected.last);
      }
    });

  it('parses JSON text where it hashes, to the same hash as the parsed values', () => {
    const rows = ledgerOf(events);
    const text = verifyBatch({ ...batchOf(events, rows, 0, 9, GENESIS_HASH, true), digestPosition: 4 });
    expect(text).toEqual({ broken: null, last: rows[8].hash, digestHash: rows[3].hash });
  });
});
