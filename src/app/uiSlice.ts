import { createSlice } from '@reduxjs/toolkit';
import { storageKeys } from '../api/tokenStorage';

/** UI preferences: the side navbar shrink state is persisted as the text true or false. */
interface UiState {
  navbarShrunk: boolean;
}

function readShrunk(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(storageKeys.navbarShrink) === 'true';
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ navbarShrunk: readShrunk() }),
  reducers: {
    navbarToggled(state) {
      state.navbarShrunk = !state.navbarShrunk;
      localStorage.setItem(storageKeys.navbarShrink, String(state.navbarShrunk));
    },
  },
  selectors: {
    selectNavbarShrunk: (state) => state.navbarShrunk,
  },
});

export const { navbarToggled } = uiSlice.actions;
export const { selectNavbarShrunk } = uiSlice.selectors;
