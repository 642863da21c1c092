import { chromium, type Browser } from 'playwright-core';

/**
 * Real files made the way users make them: Chromium (Debian's, as the e2e suite uses) prints an
 * HTML page to PDF or takes a screenshot of it as PNG.
 */
export class ChromiumFiles {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<ChromiumFiles> {
    return new ChromiumFiles(
      await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] }),
    );
  }

  /** A PDF of paragraphs; a paragraph with Arabic letters is laid out right to left. */
  async pdf(paragraphs: string[]): Promise<Uint8Array> {
    const page = await this.browser.newPage();
    const body = paragraphs.map((p) => `<p dir="${/[\u0600-\u06FF]/.test(p) ? 'rtl' : 'ltr'}">${p}</p>`).join('');
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"></head><body style="font:16px sans-serif">${body}</body></html>`,
    );
    const bytes = await page.pdf({ format: 'A4' });
    await page.close();
    return new Uint8Array(bytes);
  }

  /** A PNG of one sentence in a large font on white, as a phone photo of a notice would read. */
  png(sentence: string): Promise<Uint8Array> {
    return this.image(sentence, 'png');
  }

  /**
   * The same picture as a JPEG, as scanners store pages: 48 px letters are 11.5 pt type at 300 dpi,
   * so wrapped in a PDF at 300 dpi (testing/scanned-pdf.ts) it is a scanned page of ordinary print.
   */
  jpeg(sentence: string): Promise<Uint8Array> {
    return this.image(sentence, 'jpeg');
  }

  private async image(sentence: string, type: 'png' | 'jpeg'): Promise<Uint8Array> {
    const page = await this.browser.newPage({ viewport: { width: 1400, height: 160 } });
    const dir = /[\u0600-\u06FF]/.test(sentence) ? 'rtl' : 'ltr';
    await page.setContent(
      `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"></head><body style="margin:40px;font:48px sans-serif;background:#fff;color:#000">${sentence}</body></html>`,
    );
    const bytes = await page.screenshot(type === 'jpeg' ? { type, quality: 85 } : { type });
    await page.close();
    return new Uint8Array(bytes);
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
