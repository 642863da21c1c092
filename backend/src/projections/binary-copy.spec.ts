import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BinaryCopyFields } from './binary-copy.js';

/** What `COPY (SELECT one_bytea …) TO STDOUT (FORMAT binary)` sends for these fields. */
function copyStream(fields: (Buffer | null)[], extension = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(19);
  header.write('PGCOPY\n\xff\r\n\0', 'latin1');
  header.writeUInt32BE(extension.length, 15);
  const rows = fields.map((f) => {
    const prefix = Buffer.alloc(6);
    prefix.writeInt16BE(1, 0);
    prefix.writeInt32BE(f ? f.length : -1, 2);
    return Buffer.concat([prefix, f ?? Buffer.alloc(0)]);
  });
  const end = Buffer.alloc(2);
  end.writeInt16BE(-1, 0);
  return Buffer.concat([header, extension, ...rows, end]);
}

function read(stream: Buffer, sizes: number[], cuts: number[]) {
  const into = Buffer.alloc(sizes.reduce((a, b) => a + Math.max(b, 0), 0));
  const reader = new BinaryCopyFields(into, sizes);
  let at = 0;
  for (const cut of [...cuts, stream.length]) {
    reader.push(stream.subarray(at, cut));
    at = cut;
  }
  return { reader, into };
}

describe('the fields of a binary COPY stream', () => {
  const fields = [randomBytes(40), randomBytes(1), Buffer.alloc(0), randomBytes(300)];
  const sizes = fields.map((f) => f.length);
  const whole = Buffer.concat(fields);

  it('given any split into chunks, when read, then the fields are laid end to end', () => {
    const stream = copyStream(fields, Buffer.from('ext'));
    for (let cut = 0; cut <= stream.length; cut++) {
      const { reader, into } = read(stream, sizes, [cut]);
      expect(reader.failure).toBeNull();
      expect(reader.complete).toBe(true);
      expect(into.equals(whole)).toBe(true);
    }
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const cuts = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * stream.length)).sort((a, b) => a - b);
      const { reader, into } = read(stream, sizes, cuts);
      expect(reader.complete).toBe(true);
      expect(into.equals(whole)).toBe(true);
    }
  });

  it('given a stream cut short, when read, then it is not complete', () => {
    const stream = copyStream(fields);
    for (const end of [0, 10, 19, 25, stream.length - 1]) expect(read(stream.subarray(0, end), sizes, []).reader.complete).toBe(false);
  });

  it('given rows of other sizes, another count of rows or a NULL, when read, then it fails', () => {
    expect(read(copyStream(fields), [40, 2, 0, 300], [5]).reader.failure).toMatch(/row 1 holds 1 bytes, not 2/);
    expect(read(copyStream([...fields, randomBytes(3)]), sizes, []).reader.failure).toMatch(/more rows/);
    expect(read(copyStream(fields.slice(0, 3)), sizes, []).reader.complete).toBe(false);
    expect(read(copyStream([fields[0], null]), [40, 4], []).reader.failure).toMatch(/row 1 holds -1 bytes/);
    expect(read(Buffer.from('not a copy stream at all'), sizes, []).reader.failure).toMatch(/not a binary COPY/);
  });
});
