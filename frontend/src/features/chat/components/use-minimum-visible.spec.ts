import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_TYPING_VISIBLE_MS, useMinimumVisible } from './use-minimum-visible';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function render(initial: boolean, key = 'c1') {
  return renderHook(({ visible, k }) => useMinimumVisible(visible, MIN_TYPING_VISIBLE_MS, k), {
    initialProps: { visible: initial, k: key },
  });
}

describe('useMinimumVisible (typing indicator)', () => {
  it('keeps a typing flag that ends after 5 ms visible for 300 ms', () => {
    const hook = render(false);
    expect(hook.result.current).toBe(false);
    hook.rerender({ visible: true, k: 'c1' });
    act(() => vi.advanceTimersByTime(5));
    hook.rerender({ visible: false, k: 'c1' });
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(MIN_TYPING_VISIBLE_MS - 10));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(10));
    expect(hook.result.current).toBe(false);
  });

  it('hides at once when the flag was already up for longer than the minimum', () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(1000));
    hook.rerender({ visible: false, k: 'c1' });
    expect(hook.result.current).toBe(false);
  });

  it('never shows when the flag never turned on', () => {
    const hook = render(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current).toBe(false);
  });

  it('does not carry the hold into another conversation', () => {
    const hook = render(true);
    hook.rerender({ visible: false, k: 'c1' });
    expect(hook.result.current).toBe(true);
    hook.rerender({ visible: false, k: 'c2' });
    expect(hook.result.current).toBe(false);
  });
});
