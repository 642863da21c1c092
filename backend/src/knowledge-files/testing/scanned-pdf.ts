import { PDFDocument, StandardFonts, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } from 'pdf-lib';

/** One page of a test PDF: a scanned image (PNG or JPEG bytes) or lines of real text. */
export type TestPage =
  | {
      image: Uint8Array;
      dpi?: number;
      /** Page size in points, the image stretched over it (default: the image's size at `dpi`). */ size?: [number, number];
    }
  | { text: string[] };

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

/**
 * A PDF as a scanner or a phone app writes one: each image page is one picture covering the page,
 * with no text layer at all (written by `pdf-lib`); text pages (standard font, Latin only) make a
 * PDF that mixes both.
 */
export async function scannedPdf(pages: TestPage[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const spec of pages) {
    if ('text' in spec) {
      const page = pdf.addPage([595, 842]);
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      spec.text.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }));
      continue;
    }
    const image = isJpeg(spec.image) ? await pdf.embedJpg(spec.image) : await pdf.embedPng(spec.image);
    const dpi = spec.dpi ?? 300;
    const [width, height] = spec.size ?? [(image.width * 72) / dpi, (image.height * 72) / dpi];
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}

/**
 * A hostile one-page PDF: an image XObject declaring `pixels` × `pixels` 8-bit grey pixels with a
 * stream of a few bytes, drawn over the page. Decoding it as declared would take gigabytes.
 */
export async function pdfWithDeclaredImage(pixels: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const stream = pdf.context.flateStream(new Uint8Array(1024), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: pixels,
    Height: pixels,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const name = page.node.newXObject('Im', pdf.context.register(stream));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(595, 0, 0, 842, 0, 0), drawObject(name), popGraphicsState());
  return pdf.save();
}
