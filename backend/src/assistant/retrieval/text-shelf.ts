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
      for (let i = 0; i < texts.length;) {
        let size = 0;
        let j = i;
        while (j < texts.length && (j === i || size + texts[j].length <= BATCH_BYTES)) size += texts[j++].length;
        const batch = Buffer.allocUnsafeSlow(size);
        let offset = 0;
        for (; i < j; i++) {
          offset += batch.write(texts[i], offset, 'latin1');
          placed.push({ at: at + offset - texts[i].length, bytes: texts[i].length });
        }
        writeWhole(fd, batch, at);
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

  /** The text at `place`, as it was put. */
  get(place: Shelved): PackedText {
    if (typeof this.fd !== 'number') throw new Error('the text shelf holds no file');
    const bytes = Buffer.allocUnsafe(place.bytes);
    let read = 0;
    while (read < place.bytes) {
      const n = readSync(this.fd, bytes, read, place.bytes - read, place.at + read);
      if (n === 0) throw new Error(`the text shelf ends before ${place.at + place.bytes}`);
      read += n;
    }
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

/** The packed text of `holder`, from the heap or `shelf`. */
export function textOf(shelf: TextShelf | null, holder: HoldsText): PackedText {
  if (typeof holder.text === 'string') return holder.text;
  if (!shelf) throw new Error('a shelved text without its shelf');
  return shelf.get(holder.text);
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
  const texts = moving.map((h) => textOf(shelf, h));
  if (rewrite) shelf.clear();
  const placed = shelf.put(texts);
  moving.forEach((h, i) => (h.text = placed?.[i] ?? texts[i]));
}
