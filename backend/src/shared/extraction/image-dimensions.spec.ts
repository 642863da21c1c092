import { createCanvas } from '@napi-rs/canvas';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { bmpBomb, gifBomb, jpegBomb, pngBomb, tiffBomb, webpBomb } from '../../hardening/testing/hostile-files.js';
import { DEFAULT_MAX_IMAGE_PIXELS, imageOverBudget } from './file-limits.js';
import { imageSize } from './image-dimensions.js';

/** A real image of `w`×`h` as the canvas library encodes it. */
function encoded(w: number, h: number, mime: 'image/png' | 'image/jpeg' | 'image/webp'): Uint8Array {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#000';
  ctx.fillRect(2, 2, Math.max(1, w - 4), Math.max(1, h - 4));
  return new Uint8Array(
    mime === 'image/png'
      ? canvas.toBuffer('image/png')
      : mime === 'image/jpeg'
        ? canvas.toBuffer('image/jpeg')
        : canvas.toBuffer('image/webp'),
  );
}

describe('image size from the header, before any decoder sees the bytes', () => {
  it('reads the size real encoders write (PNG, JPEG, lossy WebP)', () => {
    expect(imageSize(encoded(640, 480, 'image/png'))).toEqual({ format: 'png', width: 640, height: 480 });
    expect(imageSize(encoded(1201, 37, 'image/jpeg'))).toEqual({ format: 'jpeg', width: 1201, height: 37 });
    expect(imageSize(encoded(333, 222, 'image/webp'))).toEqual({ format: 'webp', width: 333, height: 222 });
  });

  it('reads what each hostile file declares, and each is a file the content sniffer recognises as its type', async () => {
    const cases: Array<[Uint8Array, string, number, number]> = [
      [gifBomb(), 'gif', 65535, 65535],
      [pngBomb(), 'png', 100_000, 100_000],
      [jpegBomb(), 'jpg', 65500, 65500],
      [webpBomb(), 'webp', 100_000, 100_000],
      [bmpBomb(), 'bmp', 100_000, 100_000],
      [tiffBomb(), 'tif', 100_000, 100_000],
    ];
    for (const [bytes, ext, width, height] of cases) {
      expect((await fileTypeFromBuffer(bytes))?.ext).toBe(ext);
      expect(imageSize(bytes)).toMatchObject({ width, height });
    }
    expect(gifBomb().byteLength).toBe(35);
    expect(pngBomb().byteLength).toBeLessThan(2_500);
  });

  it('refuses every bomb by its declared size, with the size in the message parameters, and lets a 48-megapixel photo through', () => {
    for (const bomb of [gifBomb(), pngBomb(), jpegBomb(), webpBomb(), bmpBomb(), tiffBomb()]) {
      expect(imageOverBudget(bomb)).toMatchObject({ ok: false, code: 'upload_image_too_large', params: { max: 50 } });
    }
    expect(imageOverBudget(gifBomb())).toMatchObject({ params: { width: 65535, height: 65535 } });
    expect(imageOverBudget(pngBomb(8000).slice(0, 33))).toMatchObject({ code: 'upload_image_too_large' }); // 8000×8000 = 64 M: over…
    expect(imageOverBudget(pngBomb(6928).slice(0, 33))).toBeNull(); // …48 M: within
    expect(DEFAULT_MAX_IMAGE_PIXELS).toBe(50_000_000);
  });

  it('takes the largest GIF frame, even one reaching past a small screen', () => {
    const gif = Buffer.from(gifBomb());
    gif.writeUInt16LE(10, 6); // screen 10×10
    gif.writeUInt16LE(10, 8);
    expect(imageSize(gif)).toMatchObject({ width: 65535, height: 65535 });
  });

  it('gives no size for a header cut short, a JPEG whose height comes later, or a TIFF whose pages loop', () => {
    expect(imageSize(pngBomb().slice(0, 20))).toBeNull();
    expect(imageSize(jpegBomb().slice(0, 30))).toBeNull();
    const noHeight = Buffer.from(jpegBomb());
    const sof = noHeight.indexOf(Buffer.from([0xff, 0xc0]));
    noHeight.writeUInt16BE(0, sof + 5);
    expect(imageSize(noHeight)).toBeNull();
    const loop = Buffer.from(tiffBomb());
    const ifdEnd = 8 + 2 + 9 * 12;
    loop.writeUInt32LE(8, ifdEnd);
    expect(imageSize(loop)).toBeNull();
    expect(imageOverBudget(new TextEncoder().encode('not an image'))).toEqual({ ok: false, code: 'upload_unreadable' });
  });
});
