/**
 * Texts the retrieval index keeps but reads rarely (a chunk's text is read when it is a hit, a
 * document's whole text when an answer reads past its chunks), packed: UTF-8, deflated, held as a
 * one-byte string (one byte a character, a leaf for the GC, no ArrayBuffer per text). An Arabic
 * text takes 2 bytes a character as a V8 string and about a third of that packed; 20,000 documents
 * of 2–5 KB held them twice (their chunks and the whole text), about 12 KB a document (issue 50,
 * bench/start.mjs). Unpacking gives back the exact string, so answers are unchanged.
 */
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';

/** A text as `packText` made it; only `unpackText` reads it. */
export type PackedText = string & { readonly packed: unique symbol };

/** Below this many UTF-16 units a text is kept as UTF-8 only: deflate gains little and costs a call. */
const MIN_DEFLATE = 200;
const RAW = 'r';
const DEFLATED = 'd';

export function packText(text: string): PackedText {
  const utf8 = Buffer.from(text, 'utf8');
  if (text.length < MIN_DEFLATE) return (RAW + utf8.toString('latin1')) as PackedText;
  return (DEFLATED + deflateRawSync(utf8, { level: constants.Z_BEST_SPEED }).toString('latin1')) as PackedText;
}

export function unpackText(packed: PackedText): string {
  const body = Buffer.from(packed.slice(1), 'latin1');
  return (packed[0] === DEFLATED ? inflateRawSync(body) : body).toString('utf8');
}

/** Bytes the packed text holds (one a character). */
export const packedBytes = (packed: PackedText | undefined): number => packed?.length ?? 0;
