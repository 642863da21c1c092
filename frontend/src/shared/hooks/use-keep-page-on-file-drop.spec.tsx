import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeepPageOnFileDrop } from './use-keep-page-on-file-drop';

function Page() {
  useKeepPageOnFileDrop();
  return <h1>page</h1>;
}

/** A drop (or dragover) as the browser sends it, carrying files or only text. */
function dropOn(target: EventTarget, type: 'drop' | 'dragover', types: string[]): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types } });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useKeepPageOnFileDrop', () => {
  it('cancels a file drop nothing took, so the browser does not open the file in place of the app', () => {
    const { getByRole, unmount } = render(<Page />);
    const heading = getByRole('heading');
    expect(dropOn(heading, 'dragover', ['Files'])).toBe(true);
    expect(dropOn(heading, 'drop', ['Files'])).toBe(true);
    // Dragged text is left alone (it may be dropped into a text field).
    expect(dropOn(heading, 'drop', ['text/plain'])).toBe(false);
    unmount();
    expect(dropOn(document.body, 'drop', ['Files'])).toBe(false);
  });
});
