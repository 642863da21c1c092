import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Typed hooks that do not depend on the app's RootState, so features (which may not import
 * `src/app`) can dispatch RTK Query thunks. Selectors type their own slice of state.
 */
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
export const useAppSelector = useSelector;
