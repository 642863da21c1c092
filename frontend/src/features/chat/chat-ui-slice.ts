import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { baseApi } from '../../shared/api/base-api';

/** UI state of the chat screen only; server data lives in the RTK Query cache. */
export interface ChatUiState {
  activeConversationId: string | null;
  /** The text in the input; kept here so the welcome suggestions can prefill it. */
  draft: string;
  /** null until the user toggles the details panel: then the screen width decides. */
  detailsOpen: boolean | null;
  /** Bumped when the user opens a conversation from the list: the chat screen then focuses its input. */
  composerFocusRequest: number;
  /** Conversations made active by "New conversation" whose create is still on its way to the server. */
  creatingIds: string[];
  /** The sidebar's conversation search, shared by the wide sidebar and the narrow drawer. */
  searchText: string;
  /**
   * The conversation the address names (`/c/:id`, issue 48): it stays active when the loaded list
   * lacks it (an older one, or one the server will refuse: the page then says it is not available).
   */
  addressedId: string | null;
  /** How the address follows the next change of the active conversation: a new history entry (the user switched) or in place. */
  addressIntent: 'push' | 'replace';
  /** The source shown in the panel beside the chat, by the answer that cited it (issue 48). */
  openSource: OpenSource | null;
}

export interface OpenSource {
  messageId: string;
  sourceId: string;
}

export const initialChatUiState: ChatUiState = {
  activeConversationId: null,
  draft: '',
  detailsOpen: null,
  composerFocusRequest: 0,
  creatingIds: [],
  searchText: '',
  addressedId: null,
  addressIntent: 'replace',
  openSource: null,
};

export const chatUiSlice = createSlice({
  name: 'chatUi',
  initialState: initialChatUiState,
  reducers: {
    conversationActivated(state, action: PayloadAction<string | null>) {
      if (state.activeConversationId !== action.payload) state.openSource = null;
      state.activeConversationId = action.payload;
      state.addressIntent = 'push';
    },
    /** The user picked a conversation in the list: it becomes active and the input takes the focus. */
    conversationOpened(state, action: PayloadAction<string>) {
      if (state.activeConversationId !== action.payload) state.openSource = null;
      state.activeConversationId = action.payload;
      state.composerFocusRequest += 1;
      state.addressIntent = 'push';
    },
    /**
     * The address changed (a link, a reload, Back or Forward): the conversation it names becomes
     * active. `/` names none: the active one stays (or the list's first becomes active).
     */
    conversationAddressed(state, action: PayloadAction<string | null>) {
      state.addressedId = action.payload;
      if (action.payload === null || action.payload === state.activeConversationId) return;
      state.activeConversationId = action.payload;
      state.openSource = null;
    },
    /**
     * "New conversation" was pressed: the conversation is active at once, before the server has it,
     * so a question typed straight away lands in it (the send waits for the create).
     */
    conversationCreating(state, action: PayloadAction<string>) {
      state.creatingIds.push(action.payload);
      state.activeConversationId = action.payload;
      state.addressIntent = 'push';
      state.openSource = null;
    },
    /** The create was answered: on failure the conversation goes and the one before it comes back. */
    conversationCreateSettled(state, action: PayloadAction<{ id: string; ok: boolean; previousId: string | null }>) {
      const { id, ok, previousId } = action.payload;
      state.creatingIds = state.creatingIds.filter((other) => other !== id);
      if (!ok && state.activeConversationId === id) {
        state.activeConversationId = previousId;
        state.addressIntent = 'replace';
      }
    },
    /** The list was (re)loaded: with none active, or the active one gone, the first becomes active. */
    conversationsLoaded(state, action: PayloadAction<string[]>) {
      const ids = action.payload;
      const active = state.activeConversationId;
      if (active !== null && (state.creatingIds.includes(active) || active === state.addressedId)) return;
      if (active === null || !ids.includes(active)) {
        state.activeConversationId = ids[0] ?? null;
        state.addressIntent = 'replace';
      }
    },
    /** A conversation was deleted (here or in another tab): moving on from it if it was active. */
    conversationRemoved(state, action: PayloadAction<{ id: string; remainingIds: string[] }>) {
      const { id, remainingIds } = action.payload;
      if (state.activeConversationId === id) {
        state.activeConversationId = remainingIds.find((other) => other !== id) ?? null;
        state.addressIntent = 'replace';
        state.openSource = null;
      }
      if (state.addressedId === id) state.addressedId = null;
    },
    sourceOpened(state, action: PayloadAction<OpenSource>) {
      state.openSource = action.payload;
    },
    sourceClosed(state) {
      state.openSource = null;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    draftChanged(state, action: PayloadAction<string>) {
      state.draft = action.payload;
    },
    detailsToggled(state, action: PayloadAction<{ currentlyVisible: boolean }>) {
      state.detailsOpen = !action.payload.currentlyVisible;
    },
  },
  extraReducers: (builder) => {
    // Sign-out resets the API cache; the chat state of the previous user goes with it.
    builder.addMatcher(baseApi.util.resetApiState.match, () => initialChatUiState);
  },
});

export const {
  conversationActivated,
  conversationAddressed,
  sourceOpened,
  sourceClosed,
  conversationCreating,
  conversationCreateSettled,
  conversationOpened,
  conversationsLoaded,
  conversationRemoved,
  draftChanged,
  detailsToggled,
  searchChanged,
} = chatUiSlice.actions;

type WithChatUi = { chatUi: ChatUiState };
export const selectActiveConversationId = (state: WithChatUi) => state.chatUi.activeConversationId;
export const selectDraft = (state: WithChatUi) => state.chatUi.draft;
export const selectDetailsOpen = (state: WithChatUi) => state.chatUi.detailsOpen;
export const selectSearchText = (state: WithChatUi) => state.chatUi.searchText;
export const selectCreatingIds = (state: WithChatUi) => state.chatUi.creatingIds;
export const selectAddressIntent = (state: WithChatUi) => state.chatUi.addressIntent;
export const selectOpenSource = (state: WithChatUi) => state.chatUi.openSource;
export const selectComposerFocusRequest = (state: WithChatUi) => state.chatUi.composerFocusRequest;
