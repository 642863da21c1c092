/** A textarea's text and selection, as the Markdown toolbar edits them (issue 31). */
export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

export type MarkdownAction = 'bold' | 'italic' | 'code' | 'list';

const MARKERS: Record<Exclude<MarkdownAction, 'list'>, string> = { bold: '**', italic: '*', code: '`' };

/**
 * Applies a toolbar action to the selection: bold, italic and code wrap it in their marker (or
 * unwrap it when already wrapped; with nothing selected the cursor lands between the markers),
 * list starts each selected line with "- " (or takes it away when every line has it).
 */
export function applyMarkdown({ value, start, end }: TextEdit, action: MarkdownAction): TextEdit {
  if (action === 'list') {
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    const nextBreak = value.indexOf('\n', end);
    const lineEnd = nextBreak === -1 ? value.length : nextBreak;
    const lines = value.slice(lineStart, lineEnd).split('\n');
    const listed = lines.every((line) => line.startsWith('- '));
    const changed = lines.map((line) => (listed ? line.slice(2) : `- ${line}`)).join('\n');
    const text = value.slice(0, lineStart) + changed + value.slice(lineEnd);
    const shift = listed ? -2 : 2;
    return { value: text, start: Math.max(lineStart, start + shift), end: lineStart + changed.length };
  }
  const marker = MARKERS[action];
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  if (before.endsWith(marker) && after.startsWith(marker) && !(action === 'italic' && before.endsWith('**') && !before.endsWith('***'))) {
    return {
      value: before.slice(0, -marker.length) + selected + after.slice(marker.length),
      start: start - marker.length,
      end: end - marker.length,
    };
  }
  return { value: before + marker + selected + marker + after, start: start + marker.length, end: end + marker.length };
}

/** The action a key chord asks for: Ctrl/Cmd+B, +I, +E and +Shift+8 (a bulleted list). */
export function shortcutAction(event: {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): MarkdownAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (event.shiftKey) return event.code === 'Digit8' || key === '8' || key === '*' ? 'list' : null;
  if (key === 'b' || event.code === 'KeyB') return 'bold';
  if (key === 'i' || event.code === 'KeyI') return 'italic';
  if (key === 'e' || event.code === 'KeyE') return 'code';
  return null;
}
