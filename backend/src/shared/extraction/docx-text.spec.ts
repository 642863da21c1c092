import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxHtmlToText } from './docx-text.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'knowledge-files', 'testing', 'fidelity');

describe('a Word document as paragraphs, list items and table rows', () => {
  it('reads headings, paragraphs with soft breaks, lists and a table with its header', () => {
    const html =
      '<h1>Fees &amp; durations</h1><p>The fees below apply<br />from March.</p><ul><li>Bring the civil ID</li><li>Bring the last invoice</li></ul>' +
      '<table><tr><td><p>Service</p></td><td><p>Fee (KWD)</p></td></tr><tr><td><p>Damaged SIM replacement</p></td><td><p>2.000</p></td></tr></table>';
    expect(docxHtmlToText(html).split('\n')).toEqual([
      'Fees & durations',
      'The fees below apply from March.',
      '• Bring the civil ID',
      '• Bring the last invoice',
      'Service: Damaged SIM replacement; Fee (KWD): 2.000 KWD',
    ]);
  });

  it('reads the Arabic memo of the fidelity suite exactly (its table right to left, each cell after its header)', async () => {
    const bytes = await readFile(join(FIXTURES, 'memo-ar.docx'));
    const wanted = (JSON.parse(await readFile(join(FIXTURES, 'expected.json'), 'utf8')) as { file: string; text: string }[]).find(
      (e) => e.file === 'memo-ar.docx',
    )!.text;
    expect(docxHtmlToText((await mammoth.convertToHtml({ buffer: bytes })).value)).toBe(wanted);
  });
});
