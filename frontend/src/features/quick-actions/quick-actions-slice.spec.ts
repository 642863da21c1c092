import { describe, expect, it } from 'vitest';
import {
  ambientContextShown,
  contextCleared,
  contextSelected,
  fileChatOpened,
  fileChatRequested,
  fileGone,
  quickActionsClosed,
  quickActionsOpened,
  quickActionsSlice,
  selectFileChatRequest,
  selectSelectedFileId,
  selectShownContext,
  type QuickActionsContext,
} from './quick-actions-slice';

const reduce = quickActionsSlice.reducer;
const file: QuickActionsContext = {
  type: 'file',
  id: 'f1',
  originalFilename: 'دليل.pdf',
  size: 2048,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('quickActions reducer', () => {
  it('keeps the context while open and drops it on the delayed clear after closing', () => {
    let state = reduce(undefined, contextSelected({ type: 'conversation', id: 'c1', title: 'Leave' }));
    state = reduce(state, quickActionsOpened());
    expect(reduce(state, contextCleared()).context).not.toBeNull();
    state = reduce(state, quickActionsClosed());
    expect(reduce(state, contextCleared()).context).toBeNull();
  });

  it('spares an item selected after the close when the delayed clear comes', () => {
    let state = reduce(reduce(undefined, contextSelected(file)), quickActionsOpened());
    state = reduce(state, quickActionsClosed());
    const atClose = state.selection;
    state = reduce(state, contextSelected({ type: 'conversation', id: 'c2', title: 'Roaming' }));
    expect(reduce(state, contextCleared(atClose)).context).toEqual({ type: 'conversation', id: 'c2', title: 'Roaming' });
    expect(reduce(reduce(state, quickActionsClosed()), contextCleared(state.selection)).context).toBeNull();
  });

  it('forgets the selected file when it is gone, open or not, and no other selection', () => {
    const open = reduce(reduce(undefined, contextSelected(file)), quickActionsOpened());
    expect(selectSelectedFileId({ quickActions: open })).toBe('f1');
    expect(reduce(open, fileGone('f2')).context).toEqual(file);
    const gone = reduce(open, fileGone('f1'));
    expect(gone.context).toBeNull();
    expect(gone.open).toBe(true);
    expect(selectSelectedFileId({ quickActions: gone })).toBeNull();

    const conversation = reduce(undefined, contextSelected({ type: 'conversation', id: 'f1', title: 'Same id' }));
    expect(reduce(conversation, fileGone('f1')).context).not.toBeNull();
    expect(selectSelectedFileId({ quickActions: conversation })).toBeNull();
  });

  it('asking to chat with the file closes the drawer and holds the request until the page takes it', () => {
    const open = reduce(reduce(undefined, contextSelected(file)), quickActionsOpened());
    const requested = reduce(open, fileChatRequested('f1'));
    expect(requested.open).toBe(false);
    expect(selectFileChatRequest({ quickActions: requested })).toBe('f1');
    // The context stays until the usual delayed clear.
    expect(requested.context).toEqual(file);
    expect(selectFileChatRequest({ quickActions: reduce(requested, fileChatOpened()) })).toBeNull();
  });

  it('shows what the screen shows (the open conversation, issue 48) when nothing is picked, and keeps it through a close', () => {
    const chat: QuickActionsContext = { type: 'conversation', id: 'c1', title: 'Leave' };
    const shown = reduce(reduce(undefined, ambientContextShown(chat)), quickActionsOpened());
    expect(selectShownContext({ quickActions: shown })).toEqual(chat);
    const picked = reduce(shown, contextSelected(file));
    expect(selectShownContext({ quickActions: picked })).toEqual(file);
    const closed = reduce(reduce(picked, quickActionsClosed()), contextCleared(picked.selection));
    expect(selectShownContext({ quickActions: closed })).toEqual(chat);
    expect(selectShownContext({ quickActions: reduce(closed, ambientContextShown(null)) })).toBeNull();
  });
});
