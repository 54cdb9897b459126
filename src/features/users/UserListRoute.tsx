import { lazy, Suspense, useEffect } from 'react';
import { usersApiEnhanced } from '../../api/users.enhance';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';

const UserListPage = lazy(() => import('./UserListPage'));

/**
 * /user/list: asks for the active users (the page's default list) as soon as the route renders,
 * so that the list downloads while the page's own code does. Waiting for the lazy page to mount
 * would start it only after React reveals the page (at least 300 ms after its loading fallback).
 */
export function UserListRoute() {
  const prefetch = usersApiEnhanced.usePrefetch('listActiveUsers');
  useEffect(() => prefetch(undefined), [prefetch]);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <UserListPage />
    </Suspense>
  );
}
