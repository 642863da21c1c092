import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastState {
  /** SPEC.md section 9: at most one toast is shown at a time, so a new one replaces the current. */
  current: ToastMessage | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }>) {
      state.current = { variant: 'default', ...action.payload, id: state.nextId };
      state.nextId += 1;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
export const selectToast = (state: { toast: ToastState }) => state.toast.current;
