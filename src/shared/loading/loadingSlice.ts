import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const DEFAULT_LOADING_TEXT = 'Loading...';

/** The shared loading indicator of SPEC "Shared": a flag and optional text. */
interface LoadingState {
  loading: boolean;
  text: string | null;
}

const initialState: LoadingState = { loading: false, text: null };

export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {
    startLoading(state) {
      state.loading = true;
      state.text = null;
    },
    startLoadingWithText(state, action: PayloadAction<string>) {
      state.loading = true;
      state.text = action.payload;
    },
    changeLoadingText(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
    stopLoading(state) {
      state.loading = false;
      state.text = null;
    },
  },
  selectors: {
    selectLoading: (state) => state.loading,
    selectLoadingText: (state) => state.text ?? DEFAULT_LOADING_TEXT,
  },
});

export const { startLoading, startLoadingWithText, changeLoadingText, stopLoading } = loadingSlice.actions;
export const { selectLoading, selectLoadingText } = loadingSlice.selectors;
