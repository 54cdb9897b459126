import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { usersApiEnhanced } from '../../api/users.enhance';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { listStateAt } from '../../shared/list/useListUrlState';
import { initialUserFilters, initialUserSort, STATUS_PARAM, userListShape, userListStatus, userPageArgsOf } from './userListState';

const UserListPage = lazy(() => import('./UserListPage'));

/**
 * /user/list: asks for the page the list will show (the URL's state, else the saved one) as soon
 * as the route renders, so that it downloads while the page's own code does. Waiting for the lazy
 * page to mount would start it only after React reveals the page (at least 300 ms after its
 * loading fallback).
 */
export function UserListRoute() {
  const prefetch = usersApiEnhanced.usePrefetch('listUserPage');
  const { pathname, search } = useLocation();
  useEffect(() => {
    const { params, state } = listStateAt(new URLSearchParams(search), pathname, userListShape, initialUserFilters, initialUserSort);
    prefetch(userPageArgsOf(state, userListStatus(params.get(STATUS_PARAM))));
    // Only the page's first state: the page itself asks for the next ones.
  }, [prefetch]);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <UserListPage />
    </Suspense>
  );
}
