/**
 * The one-column output of `COPY (SELECT bytea …) TO STDOUT (FORMAT binary)`, written field after
 * field into one buffer as the chunks arrive: no message is gathered whole, no text is decoded.
 * Format (PostgreSQL, "COPY: Binary Format"): an 11-byte signature, a 32-bit flags field and a
 * 32-bit length of a header extension (skipped); then per row a 16-bit field count and, per field, a
 * 32-bit length and its bytes; a field count of -1 ends it. Each field must have the size `sizes`
 * gives it, in order; anything else (another count of rows or fields, a NULL, a short stream) fails.
 */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

export class BinaryCopyFields {
  private at = 0;
  private row = 0;
  /** Bytes of the current field still to come. */
  private left = 0;
  /** A header or row prefix split across chunks. */
  private pending = Buffer.alloc(0);
  private state: 'signature' | 'extension' | 'row' | 'field' | 'end' = 'signature';
  private skip = 0;
  failure: string | null = null;

  constructor(
    private readonly into: Buffer,
    private readonly sizes: readonly number[],
  ) {}

  /** True once the whole stream, every field of the expected size, has been read. */
  get complete(): boolean {
    return this.state === 'end' && this.failure === null && this.row === this.sizes.length;
  }

  push(chunk: Buffer): void {
    let rest = chunk;
    while (rest.length && this.failure === null && this.state !== 'end') {
      if (this.state === 'field') {
        const n = Math.min(this.left, rest.length);
        rest.copy(this.into, this.at, 0, n);
        this.at += n;
        this.left -= n;
        rest = rest.subarray(n);
        if (this.left === 0) {
          this.row++;
          this.state = 'row';
        }
        continue;
      }
      if (this.state === 'extension') {
        const n = Math.min(this.skip, rest.length);
        this.skip -= n;
        rest = rest.subarray(n);
        if (this.skip === 0) this.state = 'row';
        continue;
      }
      const wanted = this.headerBytes();
      const take = Math.min(wanted - this.pending.length, rest.length);
      this.pending = Buffer.concat([this.pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      if (this.pending.length < wanted) continue;
      const head = this.pending;
      if (this.state === 'signature') {
        if (!head.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return this.fail('not a binary COPY stream');
        this.skip = head.readUInt32BE(SIGNATURE.length + 4);
        this.state = this.skip ? 'extension' : 'row';
        this.pending = Buffer.alloc(0);
        continue;
      }
      const fields = head.readInt16BE(0);
      if (fields === -1) {
        this.state = 'end';
        this.pending = Buffer.alloc(0);
        continue;
      }
      if (head.length < 6) continue;
      const size = head.readInt32BE(2);
      this.pending = Buffer.alloc(0);
      if (fields !== 1) return this.fail(`a row of ${fields} fields`);
      if (this.row >= this.sizes.length) return this.fail('more rows than expected');
      if (size !== this.sizes[this.row]) return this.fail(`row ${this.row} holds ${size} bytes, not ${this.sizes[this.row]}`);
      this.left = size;
      this.state = size ? 'field' : 'row';
      if (!size) this.row++;
    }
    if (rest.length && this.failure === null) this.fail('bytes after the end');
  }

  /** Bytes the header being read needs: the signature, flags and extension length; or a row's field count (-1: the end) and its field's length. */
  private headerBytes(): number {
    if (this.state === 'signature') return SIGNATURE.length + 8;
    return this.pending.length >= 2 && this.pending.readInt16BE(0) !== -1 ? 6 : 2;
  }

  private fail(reason: string): void {
    this.failure = reason;
  }
}
