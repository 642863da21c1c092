import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A .docx with a heading and body paragraphs, written by the `docx` package. */
export async function docxFile(heading: string, paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      { children: [new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }), ...paragraphs.map((p) => new Paragraph(p))] },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A one-page PDF with one line of text per entry, written by `pdf-lib` (standard font: Latin only). */
export async function pdfFile(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 24, size: i === 0 ? 18 : 12, font }));
  return pdf.save();
}
