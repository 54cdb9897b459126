// What other features may use of the session: the logged-in user and its roles. Everything else
// in this folder is the session feature's own (the lint boundaries rule keeps it so).
export { currentUserLoaded, selectCurrentUser, selectIsErrigalAdmin, selectIsScoAdmin, selectLayoutCode } from './sessionSlice';
export { useVisibleToViewer } from './useVisibleToViewer';
