import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../shared/api/base-api';
import { quickActionsSlice } from '../features/quick-actions/quick-actions-slice';
import { toastSlice } from '../shared/ui/toast-slice';
import { chatUiSlice } from '../features/chat/chat-ui-slice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  chatUi: chatUiSlice.reducer,
  toast: toastSlice.reducer,
  quickActions: quickActionsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  // Enables refetchOnFocus, which only the session query opts into.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
