import { describe, expect, it } from 'vitest';
import { withTableRows, type CellLine } from './table-rows.js';

const line = (rtl: boolean, ...cells: [string, number, number][]): CellLine => ({
  text: cells.map((c) => c[0]).join(' '),
  rtl,
  cells: cells.map(([text, x0, x1]) => ({ text, x0, x1 })),
});

describe('tables as rows with their headers', () => {
  it("reads an Arabic table right to left, each cell after its header (a bare amount with the header's unit), the header line left out", () => {
    const rows = withTableRows([
      line(true, ['تعميم الرسوم', 300, 500]),
      line(true, ['المدة', 100, 130], ['الرسم (د.ك)', 200, 260], ['الخدمة', 400, 440]),
      line(true, ['يومان', 100, 135], ['7.500', 210, 240], ['نقل ملكية الخط', 350, 450]),
      line(true, ['يوم واحد', 95, 140], ['2.000', 210, 240], ['استبدال الشريحة التالفة', 330, 460]),
      line(true, ['للمراجعة اتصل على 1800-555.', 100, 460]),
    ]);
    expect(rows).toEqual([
      { text: 'تعميم الرسوم' },
      { text: 'الخدمة: نقل ملكية الخط؛ الرسم (د.ك): 7.500 د.ك؛ المدة: يومان', kind: 'row' },
      { text: 'الخدمة: استبدال الشريحة التالفة؛ الرسم (د.ك): 2.000 د.ك؛ المدة: يوم واحد', kind: 'row' },
      { text: 'للمراجعة اتصل على 1800-555.' },
    ]);
  });

  it('continues a wrapped cell under its row, and leaves a line with two stretches alone when no row follows', () => {
    const rows = withTableRows([
      line(false, ['Service', 50, 100], ['Fee (KWD)', 250, 320]),
      line(false, ['Suspended line', 50, 140], ['3.250', 260, 300]),
      line(false, ['reactivation', 50, 130]),
      line(false, ['Circular 22', 50, 130], ['1 March 2027', 400, 480]),
    ]);
    expect(rows.map((r) => r.text)).toEqual(['Service: Suspended line reactivation; Fee (KWD): 3.250 KWD', 'Circular 22 1 March 2027']);
  });
});
