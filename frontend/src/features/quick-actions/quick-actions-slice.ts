import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the Quick Actions drawer is about (SPEC.md: file, conversation, document or message). */
export type QuickActionsContext =
  | { type: 'file'; id: string; originalFilename: string; size: number; createdAt: string }
  | { type: 'conversation'; id: string; title: string }
  | { type: 'document'; id: string; title: string }
  | { type: 'message'; number: number };

export interface QuickActionsState {
  open: boolean;
  context: QuickActionsContext | null;
  /**
   * What the screen shows, when nothing was picked (issue 48: the conversation open in the chat).
   * It is the screen's, not a selection: closing the drawer keeps it; leaving the screen drops it.
   */
  ambient: QuickActionsContext | null;
  /**
   * A file whose chat dialog the drawer asked for. The dialog belongs to the knowledge-files page,
   * which `src/app` hands this to; the page reports back with `fileChatOpened`.
   */
  fileChatRequest: string | null;
  /** Counts selections, so a clear scheduled at a close spares an item selected after it. */
  selection: number;
}

const initialState: QuickActionsState = { open: false, context: null, ambient: null, fileChatRequest: null, selection: 0 };

/**
 * The drawer's state. Other features never dispatch here directly (features do not import each
 * other): `src/app` wires their selection callbacks to `contextSelected`.
 */
export const quickActionsSlice = createSlice({
  name: 'quickActions',
  initialState,
  reducers: {
    quickActionsOpened(state) {
      state.open = true;
    },
    quickActionsClosed(state) {
      state.open = false;
    },
    contextSelected(state, action: PayloadAction<QuickActionsContext>) {
      state.context = action.payload;
      state.selection += 1;
    },
    /**
     * Dispatched 300 ms after closing, so the content does not vanish during the close animation.
     * With the selection count taken at the close, an item selected in those 300 ms is kept.
     */
    contextCleared(state, action: PayloadAction<number | undefined>) {
      if (state.open) return;
      if (action.payload !== undefined && action.payload !== state.selection) return;
      state.context = null;
    },
    /** The screen's own context changed: the conversation the chat shows now, or none (another screen). */
    ambientContextShown(state, action: PayloadAction<QuickActionsContext | null>) {
      state.ambient = action.payload;
    },
    /** The selected file was deleted (here or in another tab): nothing is left to act on. */
    fileGone(state, action: PayloadAction<string>) {
      if (state.context?.type === 'file' && state.context.id === action.payload) state.context = null;
    },
    /** "Chat with the file": the drawer makes way for the page's chat dialog. */
    fileChatRequested(state, action: PayloadAction<string>) {
      state.open = false;
      state.fileChatRequest = action.payload;
    },
    fileChatOpened(state) {
      state.fileChatRequest = null;
    },
  },
});

export const {
  quickActionsOpened,
  quickActionsClosed,
  contextSelected,
  contextCleared,
  ambientContextShown,
  fileGone,
  fileChatRequested,
  fileChatOpened,
} = quickActionsSlice.actions;

type WithQuickActions = { quickActions: QuickActionsState };
export const selectQuickActions = (state: WithQuickActions) => state.quickActions;
/** What the drawer is about: the item picked, else what the screen shows. */
export const selectShownContext = ({ quickActions }: WithQuickActions) => quickActions.context ?? quickActions.ambient;
/** The id of the file selected for Quick Actions, if the selection is a file. */
export const selectSelectedFileId = ({ quickActions: { context } }: WithQuickActions) => (context?.type === 'file' ? context.id : null);
export const selectFileChatRequest = (state: WithQuickActions) => state.quickActions.fileChatRequest;
