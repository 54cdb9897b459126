import { enhancedApi } from './session.gen';

// The session's calls keep the generated 'session' tag: a login or logout refreshes what the
// session provides (the current user, the application info). The startup configuration is the
// server's and the same for everyone, so a login does not ask for it again (it would be two more
// requests right after the password check). Beginning an Enterprise SSO login changes nothing the
// console shows.
// The second-factor steps of a login change nothing the console shows until the login ends.
export const sessionApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getStartupConfig: { providesTags: [] },
    startEnterpriseSso: { invalidatesTags: [] },
    authorizeSecondFactor: { invalidatesTags: [] },
    startLoginEnrolment: { invalidatesTags: [] },
    confirmLoginEnrolment: { invalidatesTags: [] },
    startPasskeyLogin: { invalidatesTags: [] },
    authorizePasskey: { invalidatesTags: [] },
    startLoginPasskeyEnrolment: { invalidatesTags: [] },
    confirmLoginPasskeyEnrolment: { invalidatesTags: [] },
  },
});

export const {
  useFormLoginMutation,
  useAuthorizeMutation,
  useAuthorizeSecondFactorMutation,
  useStartLoginEnrolmentMutation,
  useConfirmLoginEnrolmentMutation,
  useStartPasskeyLoginMutation,
  useAuthorizePasskeyMutation,
  useStartLoginPasskeyEnrolmentMutation,
  useConfirmLoginPasskeyEnrolmentMutation,
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
