import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { emptyApi } from '../api/emptyApi';
import { sessionSlice } from '../features/session/sessionSlice';
import { loadingSlice } from '../shared/loading/loadingSlice';
import { uiSlice } from './uiSlice';
import '../api/enhance';

const rootReducer = combineSlices(emptyApi, sessionSlice, loadingSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: the app makes one, and every test makes its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(emptyApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
