import { Suspense, useEffect } from 'react';
import { useLocation, type Location } from 'react-router';
import { usersApiEnhanced } from '../../api/users.enhance';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { preloadableLazy } from '../../shared/loading/preloadableLazy';
import { listStateAt } from '../../shared/list/useListUrlState';
import { initialUserFilters, initialUserSort, STATUS_PARAM, userListShape, userListStatus, userPageArgsOf } from './userListState';

const UserListPage = preloadableLazy(() => import('./UserListPage'));

/** Asks for the first page the list at `location` shows: the URL's state, else the saved one. */
function prefetchFirstPage({ pathname, search }: Pick<Location, 'pathname' | 'search'>, dispatch: AppDispatch) {
  const { params, state } = listStateAt(new URLSearchParams(search), pathname, userListShape, initialUserFilters, initialUserSort);
  void dispatch(usersApiEnhanced.util.prefetch('listUserPage', userPageArgsOf(state, userListStatus(params.get(STATUS_PARAM))), {}));
}

/**
 * A console that starts at the user list (a reload, a link) asks for its code and its first page
 * beside the session's current user (GET /me), which every route waits for, instead of after it.
 */
export function preloadUserList(location: Pick<Location, 'pathname' | 'search'>, dispatch: AppDispatch): Promise<unknown> {
  prefetchFirstPage(location, dispatch);
  return preloadUserListCode();
}

/** The user list page's code alone (its data needs a session). */
export function preloadUserListCode(): Promise<unknown> {
  return UserListPage.preload();
}

/**
 * /user/list: asks for the page the list will show (the URL's state, else the saved one) as soon
 * as the route renders, so that it downloads while the page's own code does. Waiting for the lazy
 * page to mount would start it only after React reveals the page (at least 300 ms after its
 * loading fallback).
 */
export function UserListRoute() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  useEffect(() => {
    prefetchFirstPage(location, dispatch);
    // Only the page's first state: the page itself asks for the next ones.
  }, [dispatch]);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <UserListPage />
    </Suspense>
  );
}
