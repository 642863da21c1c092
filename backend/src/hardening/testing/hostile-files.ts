import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

interface Entry {
  name: string;
  data: Buffer;
  /** Uncompressed size written in the headers; a lying file states less than it holds. */
  declared?: number;
}

/** A minimal zip writer (deflate, no zip64): enough to build .docx files a library would accept. */
export function zip(entries: Entry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data, { level: 9 });
    const size = e.declared ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/**
 * A .docx whose word/document.xml inflates to about `inflatedBytes` of paragraphs (a zip bomb:
 * 50 MB packs into ~100 KB). With `lie`, the headers claim the member is 1 KB.
 */
export function bombDocx(inflatedBytes: number, lie = false): Uint8Array {
  const paragraph = '<w:p><w:r><w:t>Roaming bundles renew every thirty days in every country we serve.</w:t></w:r></w:p>';
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
  const tail = '</w:body></w:document>';
  const body = paragraph.repeat(Math.max(1, Math.floor((inflatedBytes - head.length - tail.length) / paragraph.length)));
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(head + body + tail), declared: lie ? 1024 : undefined },
  ]);
}

// Files that declare more pixels or paper than any reader can hold (issue 44): a few bytes each,
// every accepted image type and a PDF whose user unit makes its pages 15,000 km wide. Built byte by
// byte, as an attacker would: no library would write them.

const u16le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);

/** The 35-byte GIF of the report (GIF89a, 65535×65535 screen and frame, one LZW byte, a trailer). */
export function gifBomb(): Uint8Array {
  const screen = Buffer.concat([
    Buffer.from('GIF89a'),
    u16le(65535),
    u16le(65535),
    Buffer.from([0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
  ]);
  const frame = Buffer.concat([Buffer.from([0x2c]), u16le(0), u16le(0), u16le(65535), u16le(65535), Buffer.from([0])]);
  return new Uint8Array(Buffer.concat([screen, frame, Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b])]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** A PNG declaring `side`×`side` RGB pixels (100000 by default: 30 GB decoded) whose data starts validly with two blank rows: about 2 KB. */
export function pngBomb(side = 100_000): Uint8Array {
  const header = Buffer.concat([u32be(side), u32be(side), Buffer.from([8, 2, 0, 0, 0])]);
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 2), { level: 9 });
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', rows),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A baseline JPEG declaring 65500×65500 (the format's largest), with a quantisation table, Huffman tables and a few bytes of scan. */
export function jpegBomb(): Uint8Array {
  const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);
  const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const sof = segment(0xc0, Buffer.concat([Buffer.from([8]), u16be(65500), u16be(65500), Buffer.from([1, 1, 0x11, 0])]));
  const dht = segment(
    0xc4,
    Buffer.concat([
      Buffer.from([0x00, 0, 1]),
      Buffer.alloc(14),
      Buffer.from([0]),
      Buffer.from([0x10, 0, 1]),
      Buffer.alloc(14),
      Buffer.from([0]),
    ]),
  );
  const sos = segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, dqt, sof, dht, sos, Buffer.alloc(16), Buffer.from([0xff, 0xd9])]));
}

/** An extended WebP whose canvas is 100000×100000 (VP8X), holding a 16384×16384 lossless bitstream header. */
export function webpBomb(): Uint8Array {
  const u24 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);
  const vp8x = Buffer.concat([Buffer.from('VP8X'), u32le(10), Buffer.from([0, 0, 0, 0]), u24(100_000 - 1), u24(100_000 - 1)]);
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE((16383 | (16383 << 14)) >>> 0);
  const lossless = Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(7)]);
  const vp8l = Buffer.concat([Buffer.from('VP8L'), u32le(lossless.length), lossless]);
  const body = Buffer.concat([Buffer.from('WEBP'), vp8x, vp8l]);
  return new Uint8Array(Buffer.concat([Buffer.from('RIFF'), u32le(body.length), body]));
}

/** A 24-bit BMP declaring 100000×100000 (BITMAPINFOHEADER), with a few bytes of pixels. */
export function bmpBomb(): Uint8Array {
  const info = Buffer.concat([
    u32le(40),
    u32le(100_000),
    u32le(100_000),
    u16le(1),
    u16le(24),
    u32le(0),
    u32le(0),
    u32le(2835),
    u32le(2835),
    u32le(0),
    u32le(0),
  ]);
  const file = Buffer.concat([Buffer.from('BM'), u32le(14 + 40 + 16), u32le(0), u32le(14 + 40)]);
  return new Uint8Array(Buffer.concat([file, info, Buffer.alloc(16)]));
}

/** A little-endian TIFF whose one page is 100000×100000 8-bit grey, uncompressed, one strip of a few bytes. */
export function tiffBomb(): Uint8Array {
  const entries: Array<[tag: number, type: number, value: number]> = [
    [256, 4, 100_000], // ImageWidth
    [257, 4, 100_000], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 1], // Photometric: black is zero
    [273, 4, 8 + 2 + 9 * 12 + 4], // StripOffsets: just after the IFD
    [277, 3, 1], // SamplesPerPixel
    [278, 4, 100_000], // RowsPerStrip
    [279, 4, 16], // StripByteCounts
  ];
  const ifd = Buffer.concat([
    u16le(entries.length),
    ...entries.map(([tag, type, value]) =>
      Buffer.concat([u16le(tag), u16le(type), u32le(1), type === 3 ? Buffer.concat([u16le(value), u16le(0)]) : u32le(value)]),
    ),
    u32le(0),
  ]);
  return new Uint8Array(Buffer.concat([Buffer.from('II*\0'), u32le(8), ifd, Buffer.alloc(16)]));
}

/**
 * The PDF of the report: `pages` pages (3,000 by default, the same page object listed again and
 * again: 18 KB) of 14400×14400 units at `/UserUnit 75000`, each drawing one rectangle and no text,
 * so a reader takes every page for a scan to render.
 */
export function userUnitPdf(pages = 3_000): Uint8Array {
  const content = '0 0 0 rg 100 100 14200 14200 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array(pages).fill('3 0 R').join(' ')}] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] /UserUnit 75000 /Resources << >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Every dimension bomb, with the name it is uploaded under and the type a browser would send. */
export function dimensionBombs(): Array<{ name: string; file: string; bytes: Uint8Array; type: string }> {
  return [
    { name: 'GIF of 65535×65535 (35 bytes)', file: 'pixel.gif', bytes: gifBomb(), type: 'image/gif' },
    { name: 'PNG of 100000×100000 (2 KB)', file: 'scan.png', bytes: pngBomb(), type: 'image/png' },
    { name: 'JPEG of 65500×65500', file: 'photo.jpg', bytes: jpegBomb(), type: 'image/jpeg' },
    { name: 'WebP of 100000×100000', file: 'photo.webp', bytes: webpBomb(), type: 'image/webp' },
    { name: 'BMP of 100000×100000', file: 'scan.bmp', bytes: bmpBomb(), type: 'image/bmp' },
    { name: 'TIFF of 100000×100000', file: 'scan.tiff', bytes: tiffBomb(), type: 'image/tiff' },
    { name: 'PDF of 3,000 pages at /UserUnit 75000', file: 'atlas.pdf', bytes: userUnitPdf(), type: 'application/pdf' },
    { name: 'PDF of one page at /UserUnit 75000', file: 'poster.pdf', bytes: userUnitPdf(1), type: 'application/pdf' },
  ];
}
