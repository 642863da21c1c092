import { describe, expect, it } from 'vitest';
import { applyMarkdown, shortcutAction } from './markdown-edit';

describe('applyMarkdown', () => {
  it('wraps the selection in bold, italic or code markers and unwraps it again', () => {
    const bold = applyMarkdown({ value: 'a word here', start: 2, end: 6 }, 'bold');
    expect(bold).toEqual({ value: 'a **word** here', start: 4, end: 8 });
    expect(applyMarkdown(bold, 'bold')).toEqual({ value: 'a word here', start: 2, end: 6 });
    expect(applyMarkdown({ value: 'x', start: 0, end: 1 }, 'italic').value).toBe('*x*');
    expect(applyMarkdown({ value: 'x', start: 0, end: 1 }, 'code').value).toBe('`x`');
  });

  it('puts the cursor between the markers when nothing is selected', () => {
    expect(applyMarkdown({ value: 'ab', start: 1, end: 1 }, 'bold')).toEqual({ value: 'a****b', start: 3, end: 3 });
  });

  it('starts every selected line with "- " and takes it away again', () => {
    const listed = applyMarkdown({ value: 'one\ntwo\nthree', start: 1, end: 5 }, 'list');
    expect(listed.value).toBe('- one\n- two\nthree');
    expect(applyMarkdown(listed, 'list').value).toBe('one\ntwo\nthree');
  });
});

describe('shortcutAction', () => {
  const key = (
    k: string,
    extra: Partial<{ code: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
  ) => ({
    key: k,
    code: '',
    ctrlKey: true,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...extra,
  });
  it('maps Ctrl/Cmd chords, also on an Arabic keyboard layout (by key code)', () => {
    expect(shortcutAction(key('b'))).toBe('bold');
    expect(shortcutAction(key('i', { ctrlKey: false, metaKey: true }))).toBe('italic');
    expect(shortcutAction(key('ث', { code: 'KeyE' }))).toBe('code');
    expect(shortcutAction(key('*', { shiftKey: true, code: 'Digit8' }))).toBe('list');
    expect(shortcutAction(key('b', { ctrlKey: false }))).toBeNull();
  });
});
