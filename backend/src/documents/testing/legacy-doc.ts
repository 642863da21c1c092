/**
 * A minimal Word 97-2003 (.doc) file, for tests: no library writes this format, so it is built
 * here by hand. It is an OLE compound file (512-byte sectors, one FAT sector, one directory
 * sector) holding a `WordDocument` stream (a FIB whose piece table points at UTF-16 text) and
 * a `0Table` stream (the CLX with one piece). Both streams are 4096 bytes, the mini-stream
 * cutoff, so they live in ordinary sectors and no mini FAT is needed. Paragraphs end with \r,
 * as Word stores them. Only the fields readers of the text need are filled in.
 */
const SECTOR = 512;
const STREAM = 4096;
const END = -2;
const FREE = -1;
const FAT_SECTOR = -3;
const TEXT_AT = 0x800;

function directoryEntry(name: string, type: number, fields: { child?: number; right?: number; start?: number; size?: number }): Buffer {
  const e = Buffer.alloc(128);
  e.write(name, 0, 'utf16le');
  e.writeUInt16LE((name.length + 1) * 2, 64);
  e.writeUInt8(type, 66);
  e.writeUInt8(1, 67); // black
  e.writeInt32LE(FREE, 68);
  e.writeInt32LE(fields.right ?? FREE, 72);
  e.writeInt32LE(fields.child ?? FREE, 76);
  e.writeInt32LE(fields.start ?? END, 116);
  e.writeUInt32LE(fields.size ?? 0, 120);
  return e;
}

export function legacyWordDocument(paragraphs: string[]): Buffer {
  const text = paragraphs.map((p) => `${p}\r`).join('');
  const textBytes = Buffer.from(text, 'utf16le');
  if (TEXT_AT + textBytes.length > STREAM) throw new Error('text too long for the minimal .doc');

  const word = Buffer.alloc(STREAM);
  word.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  word.writeUInt16LE(0x00c1, 0x0002); // nFib (Word 97)
  word.writeUInt16LE(0x0000, 0x000a); // flags: fWhichTblStm = 0 → "0Table"
  word.writeUInt32LE(TEXT_AT, 0x0018); // fcMin
  word.writeUInt32LE(TEXT_AT + textBytes.length, 0x001c); // fcMac
  word.writeUInt32LE(text.length, 0x004c); // ccpText
  word.writeUInt32LE(0, 0x01a2); // fcClx: the CLX starts the table stream
  word.writeUInt32LE(1 + 4 + 16, 0x01a6); // lcbClx
  textBytes.copy(word, TEXT_AT);

  const table = Buffer.alloc(STREAM);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd: two CPs and one 8-byte PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt32LE(TEXT_AT, 13 + 2); // PCD.fc, uncompressed (UTF-16) text

  const sectors = 2 + (STREAM / SECTOR) * 2; // FAT, directory, WordDocument, 0Table
  const wordStart = 2;
  const tableStart = wordStart + STREAM / SECTOR;
  const fat = Buffer.alloc(SECTOR, 0xff); // FREE everywhere
  fat.writeInt32LE(FAT_SECTOR, 0);
  fat.writeInt32LE(END, 4);
  for (const start of [wordStart, tableStart]) {
    const last = start + STREAM / SECTOR - 1;
    for (let s = start; s < last; s++) fat.writeInt32LE(s + 1, s * 4);
    fat.writeInt32LE(END, last * 4);
  }

  const dir = Buffer.concat([
    directoryEntry('Root Entry', 5, { child: 1 }),
    directoryEntry('WordDocument', 2, { right: 2, start: wordStart, size: STREAM }),
    directoryEntry('0Table', 2, { start: tableStart, size: STREAM }),
    Buffer.alloc(128),
  ]);
  dir.writeInt32LE(FREE, 3 * 128 + 68);
  dir.writeInt32LE(FREE, 3 * 128 + 72);
  dir.writeInt32LE(FREE, 3 * 128 + 76);

  const header = Buffer.alloc(SECTOR);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeInt32LE(1, 44); // FAT sectors
  header.writeInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(STREAM, 56); // mini-stream cutoff
  header.writeInt32LE(END, 60); // no mini FAT
  header.writeInt32LE(0, 64);
  header.writeInt32LE(END, 68); // no DIFAT sectors
  header.writeInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);

  const body = Buffer.concat([fat, dir, word, table]);
  if (body.length !== sectors * SECTOR) throw new Error('sector layout mismatch');
  return Buffer.concat([header, body]);
}
