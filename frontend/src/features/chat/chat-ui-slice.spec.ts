import { describe, expect, it } from 'vitest';
import { baseApi } from '../../shared/api/base-api';
import {
  chatUiSlice,
  conversationActivated,
  conversationAddressed,
  conversationOpened,
  conversationRemoved,
  sourceClosed,
  sourceOpened,
  conversationsLoaded,
  detailsToggled,
  draftChanged,
  conversationCreateSettled,
  conversationCreating,
  initialChatUiState,
} from './chat-ui-slice';

const reduce = chatUiSlice.reducer;

describe('chatUi reducer (SPEC.md section 4)', () => {
  it('makes the first conversation active on first load when none is', () => {
    expect(reduce(initialChatUiState, conversationsLoaded(['a', 'b'])).activeConversationId).toBe('a');
    expect(reduce(initialChatUiState, conversationsLoaded([])).activeConversationId).toBeNull();
  });

  it('keeps the active conversation on reload while it still exists, and moves on when it is gone', () => {
    const active = reduce(initialChatUiState, conversationActivated('b'));
    expect(reduce(active, conversationsLoaded(['a', 'b'])).activeConversationId).toBe('b');
    expect(reduce(active, conversationsLoaded(['a'])).activeConversationId).toBe('a');
  });

  it('deleting the active conversation activates the first other one, or none', () => {
    const active = reduce(initialChatUiState, conversationActivated('a'));
    expect(reduce(active, conversationRemoved({ id: 'a', remainingIds: ['b', 'c'] })).activeConversationId).toBe('b');
    expect(reduce(active, conversationRemoved({ id: 'a', remainingIds: [] })).activeConversationId).toBeNull();
  });

  it('deleting another conversation leaves the active one alone', () => {
    const active = reduce(initialChatUiState, conversationActivated('a'));
    expect(reduce(active, conversationRemoved({ id: 'b', remainingIds: ['a'] })).activeConversationId).toBe('a');
  });

  it('toggles the details panel from what is currently visible', () => {
    const hidden = reduce(initialChatUiState, detailsToggled({ currentlyVisible: true }));
    expect(hidden.detailsOpen).toBe(false);
    expect(reduce(hidden, detailsToggled({ currentlyVisible: false })).detailsOpen).toBe(true);
  });

  it('forgets everything when the API state is reset at sign-out', () => {
    const busy = reduce(reduce(initialChatUiState, conversationActivated('a')), draftChanged('half-typed'));
    expect(reduce(busy, baseApi.util.resetApiState())).toEqual(initialChatUiState);
  });

  it('makes a conversation being created active at once, keeps it through a list reload, and restores the previous one if the create fails', () => {
    const before = reduce(initialChatUiState, conversationActivated('a'));
    const creating = reduce(before, conversationCreating('new'));
    expect(creating.activeConversationId).toBe('new');
    // The list the server sends may not hold it yet: it stays active.
    expect(reduce(creating, conversationsLoaded(['a', 'b'])).activeConversationId).toBe('new');
    const failed = reduce(creating, conversationCreateSettled({ id: 'new', ok: false, previousId: 'a' }));
    expect(failed.activeConversationId).toBe('a');
    expect(failed.creatingIds).toEqual([]);
    const created = reduce(creating, conversationCreateSettled({ id: 'new', ok: true, previousId: 'a' }));
    expect(created.activeConversationId).toBe('new');
    expect(created.creatingIds).toEqual([]);
  });
});

describe('chatUi and the address (issue 48)', () => {
  it('makes the addressed conversation active and keeps it through a list that lacks it', () => {
    const addressed = reduce(initialChatUiState, conversationAddressed('old'));
    expect(addressed.activeConversationId).toBe('old');
    expect(reduce(addressed, conversationsLoaded(['a', 'b'])).activeConversationId).toBe('old');
  });

  it('keeps the active conversation when the address names none (/), and the list picks the first otherwise', () => {
    const active = reduce(initialChatUiState, conversationActivated('b'));
    expect(reduce(active, conversationAddressed(null)).activeConversationId).toBe('b');
    const loaded = reduce(reduce(initialChatUiState, conversationAddressed(null)), conversationsLoaded(['a', 'b']));
    expect([loaded.activeConversationId, loaded.addressIntent]).toEqual(['a', 'replace']);
  });

  it('records whether the address follows as a new history entry (the user switched) or in place', () => {
    expect(reduce(initialChatUiState, conversationOpened('a')).addressIntent).toBe('push');
    expect(reduce(initialChatUiState, conversationCreating('n')).addressIntent).toBe('push');
    const open = reduce(initialChatUiState, conversationOpened('a'));
    expect(reduce(open, conversationRemoved({ id: 'a', remainingIds: ['b'] })).addressIntent).toBe('replace');
  });

  it('closes the source panel when another conversation becomes active', () => {
    const open = reduce(reduce(initialChatUiState, conversationOpened('a')), sourceOpened({ messageId: 'm', sourceId: 'd' }));
    expect(open.openSource).toEqual({ messageId: 'm', sourceId: 'd' });
    expect(reduce(open, conversationOpened('a')).openSource).toEqual({ messageId: 'm', sourceId: 'd' });
    expect(reduce(open, conversationAddressed('b')).openSource).toBeNull();
    expect(reduce(open, sourceClosed()).openSource).toBeNull();
  });
});
