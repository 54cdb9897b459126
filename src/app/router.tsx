import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  AuthorizePage,
  BulkUserPage,
  CallbackPage,
  ForgotPasswordPage,
  LoginStartPage,
  LogoutPage,
  ResetPasswordPage,
  UserEditPage,
  UserListPage,
} from './lazyPages';
import { RequireAdmin, RequireErrigalAdmin, RequireLogin } from './shell/guards';
import { NotAvailableYet } from './shell/NotAvailableYet';
import { RootLayout } from './shell/RootLayout';
import { ForbiddenPage, NotFoundPage } from './shell/StatusPages';

export const BASENAME = '/userprofile';

/** list, new and edit/<uuid> of one admin screen family, not built in this version yet. */
function notYetAvailableScreens(base: string): RouteObject[] {
  return ['list', 'new', 'edit/:uuid'].map((screen) => ({ path: `${base}/${screen}`, element: <NotAvailableYet /> }));
}

/** The routes of SPEC section 2, relative to the /userprofile base path, with SPEC section 6 guards. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/user/list" replace /> },
      { path: 'userprofile', element: <Navigate to="/user/list" replace /> },
      { path: 'userprofile/logout', element: <Navigate to="/logout" replace /> },
      { path: 'auth/login/user', element: <LoginStartPage /> },
      { path: 'authorize', element: <AuthorizePage /> },
      { path: 'selfcallback', element: <CallbackPage /> },
      { path: 'callback', element: <CallbackPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'password/forgot', element: <ForgotPasswordPage /> },
      { path: 'password/new/:token', element: <ResetPasswordPage /> },
      { path: 'forbidden', element: <ForbiddenPage /> },
      { path: 'notFound', element: <NotFoundPage /> },
      {
        element: <RequireLogin />,
        children: [
          { path: 'user/list', element: <UserListPage /> },
          { path: 'user/new', element: <UserEditPage /> },
          { path: 'user/bulk', element: <BulkUserPage /> },
          { path: 'user/edit/:uuid', element: <UserEditPage /> },
          {
            element: <RequireAdmin />,
            children: ['profile/app', 'profile/business', 'profile/visibility', 'application'].flatMap(
              notYetAvailableScreens,
            ),
          },
          { element: <RequireErrigalAdmin />, children: notYetAvailableScreens('authClient') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: BASENAME });
}
