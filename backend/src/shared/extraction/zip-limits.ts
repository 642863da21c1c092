import { inflateRawSync } from 'node:zlib';

/** How much a zip container (.docx) may hold once inflated. */
export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export type ZipVerdict = 'ok' | 'too_large' | 'malformed';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function endOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

/**
 * Checks a zip before any library inflates it: first the sizes the central directory declares,
 * then the bytes each member really inflates to, capped (a lying header cannot get past
 * `maxOutputLength`). Zip64 is refused: no upload of at most a few MB needs it.
 */
export function checkZip(zip: Buffer, limits: ZipLimits): ZipVerdict {
  const eocd = endOfCentralDirectory(zip);
  if (eocd < 0) return 'malformed';
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) return 'too_large';
  if (count > limits.maxEntries) return 'too_large';
  const members: Array<{ method: number; compressed: number; declared: number; local: number }> = [];
  let declaredTotal = 0;
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== CENTRAL) return 'malformed';
    const member = {
      method: zip.readUInt16LE(p + 10),
      compressed: zip.readUInt32LE(p + 20),
      declared: zip.readUInt32LE(p + 24),
      local: zip.readUInt32LE(p + 42),
    };
    if (member.declared === 0xffffffff || member.compressed === 0xffffffff) return 'too_large';
    if (member.declared > limits.maxEntryBytes) return 'too_large';
    declaredTotal += member.declared;
    if (declaredTotal > limits.maxTotalBytes) return 'too_large';
    members.push(member);
    p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  let inflatedTotal = 0;
  for (const m of members) {
    if (m.local + 30 > zip.length || zip.readUInt32LE(m.local) !== LOCAL) return 'malformed';
    const start = m.local + 30 + zip.readUInt16LE(m.local + 26) + zip.readUInt16LE(m.local + 28);
    if (start + m.compressed > zip.length) return 'malformed';
    const data = zip.subarray(start, start + m.compressed);
    if (m.method === STORED) inflatedTotal += data.length;
    else if (m.method === DEFLATED) {
      try {
        const inflated = inflateRawSync(data, {
          maxOutputLength: Math.min(limits.maxEntryBytes, limits.maxTotalBytes - inflatedTotal) + 1,
        }).length;
        if (inflated > limits.maxEntryBytes) return 'too_large';
        inflatedTotal += inflated;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'malformed';
      }
    } else return 'malformed';
    if (inflatedTotal > limits.maxTotalBytes) return 'too_large';
  }
  return 'ok';
}
