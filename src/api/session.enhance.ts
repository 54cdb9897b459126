import { enhancedApi } from './session.gen';

// The session's calls keep the generated 'session' tag: a login or logout refreshes what the
// session provides (the current user, the configuration).
export const sessionApi = enhancedApi;

export const {
  useFormLoginMutation,
  useAuthorizeMutation,
  useSessionAuthorizeMutation,
  useExchangeTokenMutation,
  useLogoutMutation,
  useGetFrontendConfigQuery,
  useGetPropelTokenFromCodeQuery,
  useGetMeQuery,
  useGetStartupConfigQuery,
  useGetAppInfoQuery,
} = sessionApi;
