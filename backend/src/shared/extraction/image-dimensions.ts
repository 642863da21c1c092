// The size an image declares, read from its header before anything decodes it (issue 44): a 35-byte
// GIF can declare 65535×65535 pixels, and the canvas library aborts the whole process when it cannot
// allocate them. Pure byte reading, no library; each reader bounds its own walk through the file.

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'tiff';

export interface ImageSize {
  format: ImageFormat;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/**
 * Width and height an image declares, by its signature: the largest area any part of it declares
 * (every JPEG frame before the scan, every GIF frame and its screen, every WebP chunk, every TIFF
 * page). Null when the bytes are not one of these formats or the header is cut short or
 * contradicts itself: a caller refuses those rather than hand them to a decoder.
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return png(bytes, view);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes, view);
    if (ascii(bytes, 0, 4) === 'GIF8') return gif(bytes, view);
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes, view);
    if (ascii(bytes, 0, 2) === 'BM') return bmp(view);
    if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return tiff(view);
  } catch {
    // A read past the end (RangeError): the header is cut short.
    return null;
  }
  return null;
}

const sized = (format: ImageFormat, width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { format, width, height } : null;
const larger = (a: ImageSize | null, b: ImageSize | null) => (!a ? b : !b ? a : a.width * a.height >= b.width * b.height ? a : b);

/** IHDR is the first chunk; every decoder takes the canvas from it. */
function png(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (ascii(bytes, 12, 4) !== 'IHDR') return null;
  return sized('png', view.getUint32(16), view.getUint32(20));
}

/** Each start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) up to the first scan. */
function jpeg(bytes: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  let found: ImageSize | null = null;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // scan data or end: the frames are declared before
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const frame = sized('jpeg', view.getUint16(at + 7), view.getUint16(at + 5));
      // A height of 0 (defined later by a DNL marker) cannot be judged before decoding.
      if (!frame) return null;
      found = larger(found, frame);
    }
    at += 2 + length;
  }
  return found;
}

/** The logical screen and every frame (a frame may reach past the screen). */
function gif(bytes: Uint8Array, view: DataView): ImageSize | null {
  let found = sized('gif', view.getUint16(6, true), view.getUint16(8, true));
  if (!found) return null;
  const flags = bytes[10];
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    at++;
  };
  for (let frames = 0; at < bytes.length && frames < 100_000;) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipBlocks();
    } else if (block === 0x2c) {
      frames++;
      const frame = sized(
        'gif',
        view.getUint16(at + 1, true) + view.getUint16(at + 5, true),
        view.getUint16(at + 3, true) + view.getUint16(at + 7, true),
      );
      found = larger(found, frame);
      const local = bytes[at + 9];
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1; // descriptor, colour table, LZW code size
      skipBlocks();
    } else break; // not a block: what follows is not decoded either
  }
  return found;
}

const u24 = (view: DataView, at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);

/** Every chunk that sizes something: the VP8X canvas, a VP8 or VP8L bitstream, an animation frame. */
function webp(bytes: Uint8Array, view: DataView): ImageSize | null {
  let found: ImageSize | null = null;
  let at = 12;
  for (let chunks = 0; at + 8 <= bytes.length && chunks < 10_000; chunks++) {
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const data = at + 8;
    let chunk: ImageSize | null | undefined;
    if (type === 'VP8X' || type === 'ANMF') {
      const offset = type === 'ANMF' ? 6 : 4;
      chunk = sized('webp', u24(view, data + offset) + 1, u24(view, data + offset + 3) + 1);
      // A frame's own bitstream follows its header inside the chunk.
      if (type === 'ANMF') found = larger(found, webpBitstream(bytes, view, data + 16));
    } else if (type === 'VP8 ' || type === 'VP8L') chunk = webpBitstream(bytes, view, at);
    if (chunk === null) return null;
    if (chunk) found = larger(found, chunk);
    at = data + size + (size & 1);
  }
  return found;
}

function webpBitstream(bytes: Uint8Array, view: DataView, at: number): ImageSize | null {
  const type = ascii(bytes, at, 4);
  const data = at + 8;
  if (type === 'VP8 ') {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
    return sized('webp', view.getUint16(data + 6, true) & 0x3fff, view.getUint16(data + 8, true) & 0x3fff);
  }
  if (type === 'VP8L') {
    if (bytes[data] !== 0x2f) return null;
    const bits = view.getUint32(data + 1, true);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

/** BITMAPCOREHEADER (12 bytes: 16-bit sizes) or any later header (32-bit, height negative when top-down). */
function bmp(view: DataView): ImageSize | null {
  const header = view.getUint32(14, true);
  if (header === 12) return sized('bmp', view.getUint16(18, true), view.getUint16(20, true));
  if (header < 40) return null;
  return sized('bmp', Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
}

/** ImageWidth (256) and ImageLength (257) of every page (IFD), at most 64 of them, loops refused. */
function tiff(view: DataView): ImageSize | null {
  const little = view.getUint8(0) === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  let found: ImageSize | null = null;
  const seen = new Set<number>();
  for (let ifd = u32(4); ifd !== 0; ifd = u32(ifd + 2 + u16(ifd) * 12)) {
    if (seen.has(ifd) || seen.size >= 64) return null;
    seen.add(ifd);
    let width = 0;
    let height = 0;
    for (let i = 0, entries = u16(ifd); i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      const tag = u16(entry);
      if (tag !== 256 && tag !== 257) continue;
      // SHORT (3) sits in the first two bytes of the value field, LONG (4) fills it.
      const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
      if (tag === 256) width = value;
      else height = value;
    }
    const page = sized('tiff', width, height);
    if (!page) return null;
    found = larger(found, page);
  }
  return found;
}
