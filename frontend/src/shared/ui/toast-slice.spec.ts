import { describe, expect, it } from 'vitest';
import { toastDismissed, toastShown, toastSlice } from './toast-slice';

const reduce = toastSlice.reducer;

describe('toast reducer', () => {
  it('shows at most one toast: a new one replaces the current', () => {
    let state = reduce(undefined, toastShown({ title: 'First' }));
    state = reduce(state, toastShown({ title: 'Second', variant: 'destructive' }));
    expect(state.current).toMatchObject({ title: 'Second', variant: 'destructive', id: 2 });
  });

  it('dismissing an old toast does not remove its replacement', () => {
    let state = reduce(undefined, toastShown({ title: 'First' }));
    state = reduce(state, toastShown({ title: 'Second' }));
    state = reduce(state, toastDismissed(1));
    expect(state.current?.title).toBe('Second');
    expect(reduce(state, toastDismissed(2)).current).toBeNull();
  });
});
