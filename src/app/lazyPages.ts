import { lazy } from 'react';
import { preloadableLazy } from '../shared/loading/preloadableLazy';

// Every feature page is its own chunk, loaded when its route first renders: the login route
// downloads only the shell and its own page. (The user list's page is loaded by its route,
// features/users/UserListRoute, which starts loading the list at the same time.)
export const LoginStartPage = lazy(() => import('../features/session/LoginStartPage'));
export const AuthorizePage = lazy(() => import('../features/session/AuthorizePage'));
// Preloaded while a console login's password is checked (firstRoutePreload.preloadAfterLogin).
export const CallbackPage = preloadableLazy(() => import('../features/session/CallbackPage'));
export const LogoutPage = lazy(() => import('../features/session/LogoutPage'));
export const UserEditPage = lazy(() => import('../features/users/edit/UserEditPage'));
export const BulkUserPage = lazy(() => import('../features/users/bulk/BulkUserPage'));
export const ForgotPasswordPage = lazy(() => import('../features/password/ForgotPasswordPage'));
export const ResetPasswordPage = lazy(() => import('../features/password/ResetPasswordPage'));
export const BusinessProfileListPage = lazy(() => import('../features/businessProfiles/list/BusinessProfileListPage'));
export const BusinessProfileEditPage = lazy(() => import('../features/businessProfiles/edit/BusinessProfileEditPage'));
export const AppProfileListPage = lazy(() => import('../features/appProfiles/list/AppProfileListPage'));
export const AppProfileEditPage = lazy(() => import('../features/appProfiles/edit/AppProfileEditPage'));
export const ApplicationListPage = lazy(() => import('../features/applications/list/ApplicationListPage'));
export const ApplicationEditPage = lazy(() => import('../features/applications/edit/ApplicationEditPage'));
export const CustomerCompanyListPage = lazy(() => import('../features/customerCompanies/list/CustomerCompanyListPage'));
export const CustomerCompanyEditPage = lazy(() => import('../features/customerCompanies/edit/CustomerCompanyEditPage'));
export const VisibilityProfileListPage = lazy(() => import('../features/visibilityProfiles/list/VisibilityProfileListPage'));
export const VisibilityProfileEditPage = lazy(() => import('../features/visibilityProfiles/edit/VisibilityProfileEditPage'));
export const AuthClientListPage = lazy(() => import('../features/authClients/list/AuthClientListPage'));
export const AuditListPage = lazy(() => import('../features/audit/AuditListPage'));
export const AccessHoldersPage = lazy(() => import('../features/access/AccessHoldersPage'));
export const AuthClientEditPage = lazy(() => import('../features/authClients/edit/AuthClientEditPage'));
export const AccountPage = lazy(() => import('../features/account/AccountPage'));
