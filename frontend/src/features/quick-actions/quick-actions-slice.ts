import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the Quick Actions drawer is about (SPEC.md: file, conversation, document or message). */
export type QuickActionsContext =
  | { type: 'file'; originalFilename: string; size: number; createdAt: string }
  | { type: 'conversation'; id: string; title: string }
  | { type: 'document'; id: string; title: string }
  | { type: 'message'; number: number };

export interface QuickActionsState {
  open: boolean;
  context: QuickActionsContext | null;
}

const initialState: QuickActionsState = { open: false, context: null };

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
    },
    /** Dispatched 300 ms after closing, so the content does not vanish during the close animation. */
    contextCleared(state) {
      if (!state.open) state.context = null;
    },
  },
});

export const { quickActionsOpened, quickActionsClosed, contextSelected, contextCleared } = quickActionsSlice.actions;
export const selectQuickActions = (state: { quickActions: QuickActionsState }) => state.quickActions;
