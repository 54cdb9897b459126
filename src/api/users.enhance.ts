import { enhancedApi as usersApi } from './users.gen';

/** The url of the response a failed call got (fetchBaseQuery puts the response in meta). */
function responseUrl(meta: unknown): string | undefined {
  if (typeof meta !== 'object' || meta === null || !('response' in meta)) return undefined;
  return meta.response instanceof Response ? meta.response.url : undefined;
}

// Users lists are tagged per list and per user. Activating or inactivating a user invalidates
// nothing: features/users patches the cached lists with the returned users instead. A pull of
// user info may change any user, so it refreshes both lists and every cached user.
export const usersApiEnhanced = usersApi.enhanceEndpoints({
  addTagTypes: ['UserList', 'User'],
  endpoints: {
    listActiveUsers: { providesTags: [{ type: 'UserList', id: 'active' }] },
    listInactiveUsers: { providesTags: [{ type: 'UserList', id: 'inactive' }] },
    getUser: { providesTags: (_r, _e, arg) => [{ type: 'User', id: arg.id }] },
    updateUser: {
      // The failing url goes with the error: a save redirected to a login page means the session timed out.
      transformErrorResponse: (error, meta) => ({ ...error, url: responseUrl(meta) }),
      invalidatesTags: (result) => [
        { type: 'UserList', id: 'active' },
        { type: 'UserList', id: 'inactive' },
        ...(result?.uuid ? [{ type: 'User' as const, id: result.uuid }] : []),
      ],
    },
    activateUser: { invalidatesTags: [] },
    inactivateUser: { invalidatesTags: [] },
    pullUsers: {
      invalidatesTags: [{ type: 'UserList', id: 'active' }, { type: 'UserList', id: 'inactive' }, 'User'],
    },
    importUsers: { invalidatesTags: [{ type: 'UserList', id: 'active' }, { type: 'UserList', id: 'inactive' }] },
  },
});
