import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { ChatInput } from './chat-input';
import { fitTextarea } from '../../../shared/ui/composer';

function Harness({ onSend, waiting = false, initial = '' }: { onSend: (text: string) => void; waiting?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      onSend={onSend}
      waiting={waiting}
      inputRef={ref}
      attachment={null}
      onAttach={() => undefined}
      onRemoveAttachment={() => undefined}
    />
  );
}

describe('ChatInput', () => {
  it('sends on Enter and inserts a newline on Shift+Enter', async () => {
    const onSend = vi.fn();
    renderApp(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('first line\nsecond line');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond line');
  });

  it('keeps the send button disabled for blank or whitespace-only text', async () => {
    const onSend = vi.fn();
    renderApp(<Harness onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, 'hello');
    expect(send).toBeEnabled();
  });

  it('puts the selection back with the formatted text, so a key pressed right after lands where it should', async () => {
    renderApp(<Harness onSend={() => undefined} initial="leave policy" />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your question' });
    await userEvent.click(screen.getByRole('button', { name: 'Formatting' }));
    box.focus();
    box.setSelectionRange(0, 5);
    // No frame passes between the click and the check: the selection is already the formatted word.
    screen.getByRole('button', { name: 'Bold (Ctrl+B)' }).click();
    expect(box).toHaveValue('**leave** policy');
    expect([box.selectionStart, box.selectionEnd]).toEqual([2, 7]);
  });

  it('sends nothing while a reply is awaited', async () => {
    const onSend = vi.fn();
    renderApp(<Harness onSend={onSend} waiting initial="question" />);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('fitTextarea', () => {
  function textareaWithContentHeight(px: number) {
    const el = document.createElement('textarea');
    Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => px });
    return el;
  }

  it('grows with its content', () => {
    const el = textareaWithContentHeight(64);
    fitTextarea(el);
    expect(el.style.height).toBe('64px');
    expect(el.style.overflowY).toBe('hidden');
  });

  it('stops at 120 px and scrolls inside beyond that', () => {
    const el = textareaWithContentHeight(300);
    fitTextarea(el);
    expect(el.style.height).toBe('120px');
    expect(el.style.overflowY).toBe('auto');
  });

  it('formats the selection from the toolbar and with shortcuts', async () => {
    const onSend = vi.fn();
    renderApp(<Harness onSend={onSend} initial="" />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'leave policy');
    (box as HTMLTextAreaElement).setSelectionRange(0, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Formatting' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bold (Ctrl+B)' }));
    expect(box).toHaveValue('**leave** policy');
    // The toolbar hands focus and the selection back to the text on the next frame.
    await waitFor(() => expect(box).toHaveFocus());
    await waitFor(() => expect((box as HTMLTextAreaElement).selectionStart).toBe(2));
    (box as HTMLTextAreaElement).setSelectionRange(10, 16);
    await userEvent.keyboard('{Control>}i{/Control}');
    expect(box).toHaveValue('**leave** *policy*');
    await userEvent.keyboard('{Control>}{Shift>}8{/Shift}{/Control}');
    expect(box).toHaveValue('- **leave** *policy*');
  });
});
