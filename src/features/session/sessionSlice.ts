import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '../../api/session.gen';
import type { RoleName } from '../../api/roleNames';

interface SessionState {
  currentUser: CurrentUser | null;
}

const initialState: SessionState = { currentUser: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    currentUserLoaded(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
    },
    loggedOut(state) {
      state.currentUser = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.currentUser,
    /** Logged in for the navbar and the /user guard: the current user has a username (SPEC section 6). */
    selectHasUsername: (state) => Boolean(state.currentUser?.username),
    /** Logged in for the root: the current user exists with success true (SPEC section 4). */
    selectIsLoggedIn: (state) => Boolean(state.currentUser?.success && state.currentUser.username),
    selectRoles: (state) => state.currentUser?.roles ?? [],
    selectLayoutCode: (state) => state.currentUser?.layoutCode ?? '',
    selectIsErrigalAdmin: (state) => hasRole(state, 'ERRIGAL_ADMIN'),
    /** ADMIN or ERRIGAL_ADMIN set the admin flag (SPEC section 6). */
    selectIsAdmin: (state) => hasRole(state, 'ADMIN') || hasRole(state, 'ERRIGAL_ADMIN'),
    /** An SCO admin is one whose only console role is SCO_ADMIN. */
    selectIsScoAdmin: (state) =>
      hasRole(state, 'SCO_ADMIN') && !hasRole(state, 'ADMIN') && !hasRole(state, 'ERRIGAL_ADMIN'),
  },
});

function hasRole(state: SessionState, role: RoleName): boolean {
  return state.currentUser?.roles.includes(role) ?? false;
}

export const { currentUserLoaded, loggedOut } = sessionSlice.actions;
export const {
  selectCurrentUser,
  selectHasUsername,
  selectIsLoggedIn,
  selectRoles,
  selectLayoutCode,
  selectIsErrigalAdmin,
  selectIsAdmin,
  selectIsScoAdmin,
} = sessionSlice.selectors;
