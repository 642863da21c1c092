import { describe, expect, it } from 'vitest';
import { joinLines } from './paragraphs.js';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('lines joined into sentences and paragraphs', () => {
  it('joins a sentence wrapped over two lines, and leaves a heading and a reference on their own', () => {
    expect(
      joinLines(
        lines(
          'Shuttle service',
          'A free shuttle bus runs every 20 minutes between the main',
          'gate and the customer care building until 31 May 2027.',
          'Reference SHT-2027-05',
        ),
      ),
    ).toBe(
      'Shuttle service\nA free shuttle bus runs every 20 minutes between the main gate and the customer care building until 31 May 2027.\nReference SHT-2027-05',
    );
  });

  it('joins Arabic wrapped lines (no capitals to go by: the line fills its block and does not end its sentence)', () => {
    const text = joinLines(
      lines(
        'خدمة النقل الداخلي',
        'تعمل حافلة مجانية كل 20 دقيقة بين البوابة الرئيسية ومبنى',
        'خدمة العملاء حتى 31 مايو 2027.',
        'المرجع SHT-2027-05',
      ),
    );
    expect(text.split('\n')).toEqual([
      'خدمة النقل الداخلي',
      'تعمل حافلة مجانية كل 20 دقيقة بين البوابة الرئيسية ومبنى خدمة العملاء حتى 31 مايو 2027.',
      'المرجع SHT-2027-05',
    ]);
  });

  it('keeps list items and table rows as units, and continues a wrapped list item', () => {
    const text = joinLines([
      { text: 'Bring the following documents to the branch before your appointment:' },
      { text: '• A copy of the civil ID of the line owner and of the person who' },
      { text: 'takes the line over' },
      { text: '• The last invoice' },
      { text: 'Service: Line ownership transfer; Fee (KWD): 7.500', kind: 'row' },
      { text: 'Service: Damaged SIM replacement; Fee (KWD): 2.000', kind: 'row' },
    ]);
    expect(text.split('\n')).toEqual([
      'Bring the following documents to the branch before your appointment:',
      '• A copy of the civil ID of the line owner and of the person who takes the line over',
      '• The last invoice',
      'Service: Line ownership transfer; Fee (KWD): 7.500',
      'Service: Damaged SIM replacement; Fee (KWD): 2.000',
    ]);
  });

  it('joins a code cut at a hyphen and a hyphenated word without a space; a blank line or wide space starts a paragraph', () => {
    expect(joinLines(lines('Pay through the payment app with the code KNET-', 'PAY-88.'))).toBe(
      'Pay through the payment app with the code KNET-PAY-88.',
    );
    expect(joinLines(lines('Keep the customer informed of every infor-', 'mation we need from them.'))).toBe(
      'Keep the customer informed of every information we need from them.',
    );
    expect(
      joinLines([{ text: 'The first paragraph has no full stop at its end' }, { text: 'The second starts here.', spaced: true }]),
    ).toBe('The first paragraph has no full stop at its end\nThe second starts here.');
    expect(joinLines(lines('One paragraph without an end', '', 'another one.'))).toBe('One paragraph without an end\n\nanother one.');
  });
});
