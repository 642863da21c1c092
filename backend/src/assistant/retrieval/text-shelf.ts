/**
 * Where the retrieval index keeps the texts it quotes once they have settled (issue 50): a file of
 * this process's own, read back by position when a text is needed (a hit's chunk, a document read
 * whole for an answer). The texts are what Postgres already holds in the documents' events; holding
 * them packed in the heap as well cost about 2 KB a document (40 MB at 20,000 documents, 100 MB at
 * 50,000) for the few read per question. A read is one `pread` of a few KB, from the page cache as a
 * rule (the kernel keeps what is read often and may drop the rest, unlike the heap).
 *
 * The file is made in the system's temporary folder (`TMPDIR`) when the first texts are put, and
 * unlinked as soon as it is open: nothing is left behind by a crash, no other process opens it, and
 * it is closed when the shelf is collected. Not a source of truth: the index's snapshot holds the
 * texts, and a start writes them here again. When no file can be made (a read-only or full disk),
 * `put` keeps nothing and the texts stay in the heap, as before.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PackedText } from './packed-text.js';

/** A text on the shelf: where it starts and how many bytes (a packed text is one byte a character). */
export interface Shelved {
  readonly at: number;
  readonly bytes: number;
}

/** Texts are written in batches of about this many bytes (one write each). */
const BATCH_BYTES = 4 * 1024 * 1024;

/** A shelf's file is closed when the shelf is collected (an index replaced by a rebuild, an app closed). */
const closeOnCollect = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed.
  }
});

export class TextShelf {
  /** Bytes written (the file's length) and bytes of texts not released. */
  private end = 0;
  private liveBytes = 0;
  /** The open file; undefined before the first `put`, null when it could not be made. */
  private fd: number | null | undefined;

  /** A shelf whose file will be made in `dir` (default: the system's temporary folder). */
  constructor(private readonly dir = tmpdir()) {}

  private file(): number | null {
    if (this.fd !== undefined) return this.fd;
    const path = join(this.dir, `kb-texts-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      this.fd = openSync(path, 'wx+', 0o600);
      unlinkSync(path);
      closeOnCollect.register(this, this.fd);
    } catch {
      this.fd = null;
    }
    return this.fd;
  }

  /** Bytes of texts held, and bytes of released ones the file still holds. */
  get live(): number {
    return this.liveBytes;
  }

  get garbage(): number {
    return this.end - this.liveBytes;
  }

  /**
   * Writes the texts, in order, and gives where each went; null (nothing kept) when the file cannot
   * take them: the caller keeps the texts itself.
   */
  put(texts: readonly PackedText[]): Shelved[] | null {
    const fd = this.file();
    if (fd === null) return null;
    const placed: Shelved[] = [];
    const start = this.end;
    let at = this.end;
    try {
      let reused: Buffer | null = null;
      for (let i = 0; i < texts.length;) {
        let size = 0;
        let j = i;
        while (j < texts.length && (j === i || size + texts[j].length <= BATCH_BYTES)) size += texts[j++].length;
        // One buffer for every batch (a text longer than a batch gets its own).
        const batch = size > BATCH_BYTES ? Buffer.allocUnsafeSlow(size) : (reused ??= Buffer.allocUnsafeSlow(BATCH_BYTES));
        let offset = 0;
        for (; i < j; i++) {
          offset += batch.write(texts[i], offset, 'latin1');
          placed.push({ at: at + offset - texts[i].length, bytes: texts[i].length });
        }
        writeWhole(fd, batch.subarray(0, size), at);
        at += size;
      }
    } catch {
      ftruncateQuietly(fd, start);
      return null;
    }
    this.end = at;
    this.liveBytes += at - start;
    return placed;
  }

  /**
   * Reads every text at once: a function giving each place's text, for as long as it is kept (one
   * read of the file, not one a text).
   */
  reader(): (place: Shelved) => PackedText {
    const bytes = this.contents();
    return bytes ? readerOf(bytes) : (place) => this.get(place);
  }

  /**
   * The file's bytes, every place where `put` said (null without a file): what a snapshot holds, as a
   * plain Uint8Array (a Buffer would come back from v8.deserialize through Node's Buffer constructor).
   */
  contents(): Uint8Array | null {
    if (typeof this.fd !== 'number') return null;
    const bytes = Buffer.allocUnsafeSlow(this.end);
    readWhole(this.fd, bytes, 0);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * Replaces the file with `bytes` (a snapshot's `contents()`) of which `live` are texts in use; false
   * (the shelf emptied) when the file cannot take them.
   */
  load(bytes: Uint8Array, live: number): boolean {
    this.clear();
    const fd = this.file();
    if (fd === null) return false;
    try {
      writeWhole(fd, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 0);
    } catch {
      this.clear();
      return false;
    }
    this.end = bytes.byteLength;
    this.liveBytes = live;
    return true;
  }

  /** The text at `place`, as it was put. */
  get(place: Shelved): PackedText {
    if (typeof this.fd !== 'number') throw new Error('the text shelf holds no file');
    const bytes = Buffer.allocUnsafe(place.bytes);
    readWhole(this.fd, bytes, place.at);
    return bytes.toString('latin1', 0, place.bytes) as PackedText;
  }

  /** The text at `place` is no longer needed (its bytes stay in the file until `clear`). */
  release(place: Shelved): void {
    this.liveBytes -= place.bytes;
  }

  /** Forgets every text: the file is emptied. */
  clear(): void {
    if (typeof this.fd === 'number') ftruncateQuietly(this.fd, 0);
    this.end = 0;
    this.liveBytes = 0;
  }
}

function writeWhole(fd: number, bytes: Buffer, at: number): void {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, at + done);
}

/** Each place's text in `bytes`, a shelf's contents. */
export function readerOf(bytes: Uint8Array): (place: Shelved) => PackedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (place) => {
    if (place.at + place.bytes > buffer.length) throw new Error(`the text shelf ends before ${place.at + place.bytes}`);
    return buffer.toString('latin1', place.at, place.at + place.bytes) as PackedText;
  };
}

function readWhole(fd: number, bytes: Buffer, at: number): void {
  for (let read = 0; read < bytes.length;) {
    const n = readSync(fd, bytes, read, bytes.length - read, at + read);
    if (n === 0) throw new Error(`the text shelf ends before ${at + bytes.length}`);
    read += n;
  }
}

function ftruncateQuietly(fd: number, length: number): void {
  try {
    ftruncateSync(fd, length);
  } catch {
    // The bytes past `length` are never read: only the file's size is wrong.
  }
}

/** Something whose packed text is in the heap or on a shelf. */
export interface HoldsText {
  text: PackedText | Shelved;
}

/** The packed text of `holder`, from the heap or `shelf` (or `read`, a shelf's `reader()`). */
export function textOf(shelf: TextShelf | null, holder: HoldsText, read = shelf && ((place: Shelved) => shelf.get(place))): PackedText {
  if (typeof holder.text === 'string') return holder.text;
  if (!read) throw new Error('a shelved text without its shelf');
  return read(holder.text);
}

/**
 * Moves the texts of `holders` still in the heap to `shelf`. When the file holds more released texts
 * than live ones, it is written again with the live ones alone. When the shelf cannot take them, the
 * texts stay where they are.
 */
export function shelveTexts(shelf: TextShelf, holders: readonly (HoldsText | undefined)[]): void {
  const rewrite = shelf.garbage > shelf.live;
  const moving = holders.filter((h): h is HoldsText => h !== undefined && (rewrite || typeof h.text === 'string'));
  if (!moving.length) return;
  const read = rewrite ? shelf.reader() : undefined;
  const texts = moving.map((h) => textOf(shelf, h, read));
  if (rewrite) shelf.clear();
  const placed = shelf.put(texts);
  moving.forEach((h, i) => (h.text = placed?.[i] ?? texts[i]));
}

/**
 * The texts a snapshot brought as its shelf's `contents()`, which the places of `holders` point into:
 * put on `shelf` in one write, or into the heap when there is no shelf or it cannot take them.
 */
export function restoreShelved(shelf: TextShelf | null, holders: readonly (HoldsText | undefined)[], bytes: Uint8Array): void {
  const onShelf = holders.filter((h): h is HoldsText & { text: Shelved } => h !== undefined && typeof h.text !== 'string');
  const live = onShelf.reduce((n, h) => n + h.text.bytes, 0);
  if (shelf?.load(bytes, live)) return;
  const read = readerOf(bytes);
  for (const h of onShelf) (h as HoldsText).text = read(h.text);
}
