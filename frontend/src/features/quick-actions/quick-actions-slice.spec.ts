import { describe, expect, it } from 'vitest';
import { contextCleared, contextSelected, quickActionsClosed, quickActionsOpened, quickActionsSlice } from './quick-actions-slice';

const reduce = quickActionsSlice.reducer;

describe('quickActions reducer', () => {
  it('keeps the context while open and drops it on the delayed clear after closing', () => {
    let state = reduce(undefined, contextSelected({ type: 'conversation', id: 'c1', title: 'Leave' }));
    state = reduce(state, quickActionsOpened());
    expect(reduce(state, contextCleared()).context).not.toBeNull();
    state = reduce(state, quickActionsClosed());
    expect(reduce(state, contextCleared()).context).toBeNull();
  });
});
