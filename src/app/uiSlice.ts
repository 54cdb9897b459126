import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storageKeys } from '../api/tokenStorage';

/**
 * UI preferences: the side navbar shrink state is persisted as the text true or false. On a phone
 * the menu is a drawer instead, opened from the header and closed again (not persisted).
 */
interface UiState {
  navbarShrunk: boolean;
  phoneMenuOpen: boolean;
}

function readShrunk(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(storageKeys.navbarShrink) === 'true';
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ navbarShrunk: readShrunk(), phoneMenuOpen: false }),
  reducers: {
    navbarToggled(state) {
      state.navbarShrunk = !state.navbarShrunk;
      localStorage.setItem(storageKeys.navbarShrink, String(state.navbarShrunk));
    },
    phoneMenuSet(state, action: PayloadAction<boolean>) {
      state.phoneMenuOpen = action.payload;
    },
  },
  selectors: {
    selectNavbarShrunk: (state) => state.navbarShrunk,
    selectPhoneMenuOpen: (state) => state.phoneMenuOpen,
  },
});

export const { navbarToggled, phoneMenuSet } = uiSlice.actions;
export const { selectNavbarShrunk, selectPhoneMenuOpen } = uiSlice.selectors;
