import { enhancedApi } from "./session.gen";

// The session's calls keep the generated 'session' tag: a login or logout refreshes what the
// session provides (the current user, the configuration). Beginning an Enterprise SSO login
// changes nothing the console shows.
export const sessionApi = enhancedApi.enhanceEndpoints({
  endpoints: { startEnterpriseSso: { invalidatesTags: [] } },
});

export const {
  useFormLoginMutation,
  useAuthorizeMutation,
  useSessionAuthorizeMutation,
  useExchangeTokenMutation,
  useLogoutMutation,
  useGetFrontendConfigQuery,
  useGetPropelTokenFromCodeQuery,
  useStartEnterpriseSsoMutation,
  useGetMeQuery,
  useGetStartupConfigQuery,
  useGetAppInfoQuery,
} = sessionApi;
