import { useEffect, useRef, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { restoreSession } from '../features/session/sessionThunks';
import { preloadFirstRoute } from './firstRoutePreload';
import { startLoading, stopLoading } from '../shared/loading/loadingSlice';
import { useAppDispatch } from './hooks';
import { LoadingOverlay } from './shell/LoadingOverlay';

/**
 * Brings back a stored session (under the loading overlay) before any route renders; the first
 * route's data and code load meanwhile, and the routes wait for that code (firstRoutePreload).
 */
export function App({ router }: { router: DataRouter }) {
  const dispatch = useAppDispatch();
  const [sessionRestored, setSessionRestored] = useState(false);
  const restoreStarted = useRef(false);

  useEffect(() => {
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    dispatch(startLoading());
    const code = preloadFirstRoute(router, dispatch);
    void Promise.allSettled([dispatch(restoreSession()), code]).then(() => {
      dispatch(stopLoading());
      setSessionRestored(true);
    });
  }, [dispatch, router]);

  return (
    <>
      {sessionRestored && <RouterProvider router={router} />}
      <LoadingOverlay />
    </>
  );
}
