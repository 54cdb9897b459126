import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  AccessHoldersPage,
  AccountPage,
  AuditListPage,
  AppProfileEditPage,
  AppProfileListPage,
  ApplicationEditPage,
  ApplicationListPage,
  AuthClientEditPage,
  AuthClientListPage,
  AuthorizePage,
  BusinessProfileEditPage,
  BusinessProfileListPage,
  BulkUserPage,
  CallbackPage,
  CustomerCompanyEditPage,
  CustomerCompanyListPage,
  ForgotPasswordPage,
  LoginStartPage,
  LogoutPage,
  ResetPasswordPage,
  UserEditPage,
  VisibilityProfileEditPage,
  VisibilityProfileListPage,
} from './lazyPages';
import { UserListRoute } from '../features/users/UserListRoute';
import { RequireAdmin, RequireErrigalAdmin, RequireLogin, RequireRecordId, RootRedirect } from './shell/guards';
import { RootLayout } from './shell/RootLayout';
import type { RouteTitle } from './shell/usePageTitle';
import { ForbiddenPage, NotFoundPage } from './shell/StatusPages';

export const BASENAME = '/userprofile';

const titled = (title: string): { handle: RouteTitle } => ({ handle: { title } });

/**
 * The routes of SPEC section 2, relative to the /userprofile base path, with SPEC section 6 guards;
 * each screen's title names the browser tab.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'userprofile', element: <RootRedirect /> },
      { path: 'userprofile/logout', element: <Navigate to="/logout" replace /> },
      { path: 'auth/login/user', element: <LoginStartPage />, ...titled('Log In') },
      { path: 'authorize', element: <AuthorizePage />, ...titled('Log In') },
      { path: 'selfcallback', element: <CallbackPage />, ...titled('Log In') },
      { path: 'callback', element: <CallbackPage external />, ...titled('Log In') },
      { path: 'logout', element: <LogoutPage />, ...titled('Signed Out') },
      { path: 'password/forgot', element: <ForgotPasswordPage />, ...titled('Forgot Password') },
      { path: 'password/new/:token', element: <ResetPasswordPage />, ...titled('Reset Password') },
      { path: 'forbidden', element: <ForbiddenPage />, ...titled('403 Forbidden') },
      { path: 'notFound', element: <NotFoundPage />, ...titled('404 Not Found') },
      {
        element: <RequireLogin />,
        children: [
          { path: 'account', element: <AccountPage />, ...titled('My Account') },
          { path: 'user/list', element: <UserListRoute />, ...titled('Users') },
          { path: 'user/new', element: <UserEditPage />, ...titled('New User') },
          { path: 'user/bulk', element: <BulkUserPage />, ...titled('Bulk User Management') },
          { path: 'user/edit/:uuid', element: <RequireRecordId><UserEditPage /></RequireRecordId>, ...titled('Edit User') },
          // Every console role: the server shows each the entries about the records it may see.
          { path: 'audit', element: <AuditListPage />, ...titled('Audit') },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'profile/visibility/list', element: <VisibilityProfileListPage />, ...titled('Visibility Profiles') },
              { path: 'profile/visibility/new', element: <VisibilityProfileEditPage />, ...titled('New Visibility Profile') },
              { path: 'profile/visibility/edit/:uuid', element: <RequireRecordId><VisibilityProfileEditPage /></RequireRecordId>, ...titled('Edit Visibility Profile') },
              { path: 'profile/business/list', element: <BusinessProfileListPage />, ...titled('Business Profiles') },
              { path: 'profile/business/new', element: <BusinessProfileEditPage />, ...titled('New Business Profile') },
              { path: 'profile/business/edit/:uuid', element: <RequireRecordId><BusinessProfileEditPage /></RequireRecordId>, ...titled('Edit Business Profile') },
              { path: 'profile/app/list', element: <AppProfileListPage />, ...titled('Application Profiles') },
              { path: 'profile/app/new', element: <AppProfileEditPage />, ...titled('New App Profile') },
              { path: 'profile/app/edit/:uuid', element: <RequireRecordId><AppProfileEditPage /></RequireRecordId>, ...titled('Edit App Profile') },
              { path: 'application/list', element: <ApplicationListPage />, ...titled('Applications') },
              // Its questions start from the applications, which only admins may list.
              { path: 'access', element: <AccessHoldersPage />, ...titled('Access') },
              // Creating an application is ERRIGAL_ADMIN's alone (SPEC section 6), as the server enforces.
              { element: <RequireErrigalAdmin />, children: [{ path: 'application/new', element: <ApplicationEditPage />, ...titled('New Application') }] },
              { path: 'application/edit/:uuid', element: <RequireRecordId><ApplicationEditPage /></RequireRecordId>, ...titled('Edit Application') },
            ],
          },
          {
            element: <RequireErrigalAdmin />,
            children: [
              { path: 'authClient/list', element: <AuthClientListPage />, ...titled('OAuth2 Clients') },
              { path: 'authClient/new', element: <AuthClientEditPage />, ...titled('New OAuth2 Client') },
              { path: 'authClient/edit/:uuid', element: <RequireRecordId><AuthClientEditPage /></RequireRecordId>, ...titled('Edit OAuth2 Client') },
            ],
          },
          {
            element: <RequireErrigalAdmin />,
            children: [
              { path: 'customerCompany/list', element: <CustomerCompanyListPage />, ...titled('Customer Companies') },
              { path: 'customerCompany/new', element: <CustomerCompanyEditPage />, ...titled('New Customer Company') },
              { path: 'customerCompany/edit/:uuid', element: <RequireRecordId><CustomerCompanyEditPage /></RequireRecordId>, ...titled('Edit Customer Company') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, ...titled('404 Not Found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: BASENAME });
}
