/**
 * A snapshot's bytes (snapshots.ts): a model's state written with V8's serializer, in one go or a
 * piece at a time, and read back with every typed array in memory of its own.
 */
import { DefaultDeserializer, DefaultSerializer } from 'node:v8';
import { shareStrings } from '../shared/memory/shared-strings.js';

/**
 * v8.deserialize with every typed array in its own memory. Node's default deserializer makes each
 * aligned typed array a view of the whole snapshot buffer, so the buffer (strings, Maps and all:
 * 327 MB for 20,000 documents) stayed alive for as long as any posting list did, the life of the
 * process, beside the objects made from it (bench:start: `arrayBuffers` 473 MB after a restore).
 */
class OwningDeserializer extends DefaultDeserializer {
  _readHostObject(): unknown {
    const view = (DefaultDeserializer.prototype as unknown as { _readHostObject(this: unknown): unknown })._readHostObject.call(this);
    if (!ArrayBuffer.isView(view) || view instanceof DataView) return view;
    // A Buffer's constructor is the deprecated Buffer(): copied with Buffer.from instead.
    if (Buffer.isBuffer(view)) return Buffer.from(view);
    const copy = new (view.constructor as new (length: number) => Uint8Array)(view.byteLength / (view as Uint8Array).BYTES_PER_ELEMENT);
    copy.set(view as Uint8Array);
    return copy;
  }
}

/**
 * A snapshot's state written a piece at a time (issue 50): v8.serialize of a whole index held the
 * event loop for 200-300 ms at 20,000 documents on an idle machine (compaction, the state, 97 MB of
 * bytes), longer at 50,000 and on a loaded one, every ten minutes, so every request and push of
 * that moment waited (the PATCHes of `bench:scale` that met it took over a second). The first value
 * names the pieces (the paths of every value that is not a plain object), then each piece follows
 * as a value of its own, with a turn of the event loop between them. One serializer for all: a
 * value met twice is written once, as with v8.serialize, except a plain object reached by a path and
 * from inside another piece, which comes back as two equal objects (no state here has one). The
 * model is frozen meanwhile (`Freezer`).
 */
const PIECES = 'snapshot pieces';

function piecesOf(value: unknown, path: string[] = [], into: [string[], unknown][] = []): [string[], unknown][] {
  const plain = typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  if (!plain || !Object.keys(value).length) into.push([path, value]);
  else for (const [key, inner] of Object.entries(value)) piecesOf(inner, [...path, key], into);
  return into;
}

/**
 * `state`'s bytes, a piece at a time, letting other work run once pieces took `sliceMs` (not after
 * each: on a loaded instance every turn given away lasts, and the model stays frozen meanwhile);
 * `deserializeOwned` reads them.
 */
export async function serializeInTurns(state: unknown, sliceMs = 8): Promise<Buffer> {
  const serializer = new DefaultSerializer();
  serializer.writeHeader();
  const pieces = piecesOf(state);
  serializer.writeValue({ [PIECES]: pieces.map(([path]) => path) });
  let slice = performance.now();
  for (const [, value] of pieces) {
    serializer.writeValue(value);
    if (performance.now() - slice < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    slice = performance.now();
  }
  return serializer.releaseBuffer();
}

/**
 * The state `bytes` hold (as v8.serialize or `serializeInTurns` wrote it), sharing no memory with
 * them, with one string for each short text it names more than once (shared-strings.ts).
 */
export function deserializeOwned(bytes: Buffer): unknown {
  const state = readState(bytes);
  shareStrings(state);
  return state;
}

function readState(bytes: Buffer): unknown {
  const deserializer = new OwningDeserializer(bytes);
  deserializer.readHeader();
  const first = deserializer.readValue() as Record<string, unknown> | null;
  const paths = first?.[PIECES];
  if (!Array.isArray(paths)) return first;
  let root: unknown = undefined;
  for (const path of paths as string[][]) {
    const value = deserializer.readValue();
    if (!path.length) return value;
    root ??= {};
    let at = root as Record<string, unknown>;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path[path.length - 1]] = value;
  }
  return root;
}

/**
 * Holds a model's changes while its snapshot is written in turns (`Snapshots.freeze`): `thawed` is
 * null, or a promise that resolves when the snapshot is written; the model's `apply` (and any other
 * writer) waits for it. Its searches go on.
 */
export class Freezer {
  thawed: Promise<void> | null = null;

  freeze(): () => void {
    let thaw = () => {};
    const frozen = new Promise<void>((resolve) => (thaw = resolve));
    this.thawed = frozen;
    return () => {
      if (this.thawed === frozen) this.thawed = null;
      thaw();
    };
  }
}
