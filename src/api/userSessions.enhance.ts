import { enhancedApi } from './userSessions.gen';

// A user's Sessions tab; ending one of them (or resetting the user's factors) also changes the
// caller's own My account lists when the user is the caller.
export const userSessionsApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['UserSessions', 'MySessions', 'MyFactors'],
  endpoints: {
    listUserSessions: { providesTags: (_result, _error, arg) => [{ type: 'UserSessions', id: arg.id }, 'UserSessions'] },
    endUserSessions: { invalidatesTags: ['UserSessions', 'MySessions'] },
    endUserSession: { invalidatesTags: ['UserSessions', 'MySessions'] },
    resetUserFactors: { invalidatesTags: ['UserSessions'] },
  },
});

export const { useListUserSessionsQuery, useEndUserSessionsMutation, useEndUserSessionMutation, useResetUserFactorsMutation } = userSessionsApi;
