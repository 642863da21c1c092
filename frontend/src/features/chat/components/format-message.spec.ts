import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

describe('formatMessage', () => {
  it('renders each non-empty line as its own paragraph', () => {
    expect(formatMessage('First line\n\nSecond line\r\nThird').blocks).toEqual([
      { kind: 'paragraph', text: 'First line' },
      { kind: 'paragraph', text: 'Second line' },
      { kind: 'paragraph', text: 'Third' },
    ]);
  });

  it('groups consecutive "- " lines into one bulleted list', () => {
    const { blocks } = formatMessage('You get:\n- 30 days\n- 5 sick days\nAsk HR.');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'You get:' },
      { kind: 'bullets', items: ['30 days', '5 sick days'] },
      { kind: 'paragraph', text: 'Ask HR.' },
    ]);
  });

  it('groups "1. " lines into a numbered list that keeps its first number', () => {
    const { blocks } = formatMessage('Steps:\n3. Open the portal\n4. Submit');
    expect(blocks[1]).toEqual({
      kind: 'numbered',
      items: [
        { number: 3, text: 'Open the portal' },
        { number: 4, text: 'Submit' },
      ],
    });
  });

  it('keeps each step its own number, so steps 1 and 3 do not become 1 and 2', () => {
    const { blocks } = formatMessage('1. Install the VPN client\n3. Sign in with your token');
    expect(blocks).toEqual([
      {
        kind: 'numbered',
        items: [
          { number: 1, text: 'Install the VPN client' },
          { number: 3, text: 'Sign in with your token' },
        ],
      },
    ]);
  });

  it('does not take a decimal number or a dash without a space for a list', () => {
    const { blocks } = formatMessage('1.5 days are added\n-10 degrees');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph']);
  });

  it('takes the Source line out of the body (English and Arabic)', () => {
    expect(formatMessage('Answer.\nSource: Annual Leave Policy')).toEqual({
      blocks: [{ kind: 'paragraph', text: 'Answer.' }],
      source: 'Annual Leave Policy',
    });
    expect(formatMessage('الجواب.\nالمصدر: سياسة الإجازات').source).toBe('سياسة الإجازات');
    expect(formatMessage('Answer.\n**Sources:** A, B').source).toBe('A, B');
  });

  it('keeps markup-like text as plain text', () => {
    const { blocks } = formatMessage('<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([{ kind: 'paragraph', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('returns no source when the reply has none', () => {
    expect(formatMessage('Sorry, I could not find it.').source).toBeNull();
  });
});
