import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown, type ToastVariant } from './toast-slice';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Returns `toast({ title, description, variant })`; the text is already translated by the caller. */
export function useToast(): (input: ToastInput) => void {
  const dispatch = useDispatch();
  return useCallback((input: ToastInput) => dispatch(toastShown(input)), [dispatch]);
}
