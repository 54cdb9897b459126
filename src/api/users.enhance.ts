import type { ApiExtraOptions } from './baseQuery';
import { enhancedApi as usersApi } from './users.gen';

/** The url of the response a failed call got (fetchBaseQuery puts the response in meta). */
function responseUrl(meta: unknown): string | undefined {
  if (typeof meta !== 'object' || meta === null || !('response' in meta)) return undefined;
  return meta.response instanceof Response ? meta.response.url : undefined;
}

// Users lists are tagged per list and per user. Activating or inactivating a user invalidates
// nothing: features/users patches the cached lists with the returned users instead. A pull of
// user info may change any user, so it refreshes both lists and every cached user.
//
// Saves and status changes explain a 401 or 403 themselves (features/users): the admin keeps the
// edit and sees the server's reason.
//
// The lists are stored frozen at the top only: immer would otherwise walk and freeze every
// user on arrival, some 300 ms for 100,000 users. Nothing edits a cached list in place (see
// features/users/userListCache).
const callerExplainsRefusal: ApiExtraOptions = { callerExplainsRefusal: true };

export const usersApiEnhanced = usersApi.enhanceEndpoints({
  addTagTypes: ['UserList', 'User'],
  endpoints: {
    listActiveUsers: { providesTags: [{ type: 'UserList', id: 'active' }], transformResponse: Object.freeze },
    listInactiveUsers: { providesTags: [{ type: 'UserList', id: 'inactive' }], transformResponse: Object.freeze },
    getUser: { providesTags: (_r, _e, arg) => [{ type: 'User', id: arg.id }] },
    updateUser: {
      extraOptions: callerExplainsRefusal,
      // The failing url goes with the error: a save redirected to a login page means the session timed out.
      transformErrorResponse: (error, meta) => ({ ...error, url: responseUrl(meta) }),
      invalidatesTags: (result) => [
        { type: 'UserList', id: 'active' },
        { type: 'UserList', id: 'inactive' },
        ...(result?.uuid ? [{ type: 'User' as const, id: result.uuid }] : []),
      ],
    },
    activateUser: { invalidatesTags: [], extraOptions: callerExplainsRefusal },
    inactivateUser: { invalidatesTags: [], extraOptions: callerExplainsRefusal },
    pullUsers: {
      invalidatesTags: [{ type: 'UserList', id: 'active' }, { type: 'UserList', id: 'inactive' }, 'User'],
    },
    importUsers: { invalidatesTags: [{ type: 'UserList', id: 'active' }, { type: 'UserList', id: 'inactive' }] },
    // Polled while it runs; never cached across jobs.
    getUserPushJob: { providesTags: [] },
  },
});

export const {
  useListActiveUsersQuery,
  useListInactiveUsersQuery,
  useGetUserConfigQuery,
  useGetUserByUsernameQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  useActivateUserMutation,
  useInactivateUserMutation,
  usePullUsersMutation,
  useImportUsersMutation,
  useGetUserPushJobQuery,
} = usersApiEnhanced;
