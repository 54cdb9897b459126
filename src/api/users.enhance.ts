import { errorStatus } from '../shared/api/apiError';
import type { ApiExtraOptions } from './baseQuery';
import { enhancedApi as usersApi } from './users.gen';

/** The url of the response a failed call got (fetchBaseQuery puts the response in meta). */
function responseUrl(meta: unknown): string | undefined {
  if (typeof meta !== 'object' || meta === null || !('response' in meta)) return undefined;
  return meta.response instanceof Response ? meta.response.url : undefined;
}

// Users lists are tagged per list (active or inactive) and per user. The console shows pages of
// them (listUserPage): activating or inactivating a user refreshes the pages of both lists, so
// the user moves, the totals follow and the server's order holds. A pull of user info may
// change any user, so it refreshes both lists and every cached user.
//
// Saves and status changes explain a 401 or 403 themselves (features/users): the admin keeps the
// edit and sees the server's reason.
//
// The lists are stored frozen at the top only: immer would otherwise walk and freeze every
// user on arrival, some 300 ms for 100,000 users. Nothing edits a cached list in place (see
// features/users/userListCache).
const callerExplainsRefusal: ApiExtraOptions = { callerExplainsRefusal: true };

const bothLists = [
  { type: 'UserList' as const, id: 'active' },
  { type: 'UserList' as const, id: 'inactive' },
];
// A status change refused with 401 changed nothing: refetching the lists with the same token would
// only send the admin to log in again before the change's own toast ('Log In Again') is read.
const bothListsUnlessUnauthorized = (_result: unknown, error: unknown) => (errorStatus(error) === 401 ? [] : bothLists);

export const usersApiEnhanced = usersApi.enhanceEndpoints({
  addTagTypes: ['UserList', 'User', 'UserBulkJob'],
  endpoints: {
    listActiveUsers: { providesTags: [{ type: 'UserList', id: 'active' }], transformResponse: Object.freeze },
    listInactiveUsers: { providesTags: [{ type: 'UserList', id: 'inactive' }], transformResponse: Object.freeze },
    listUserPage: { providesTags: (_r, _e, arg) => [{ type: 'UserList', id: arg.active === false ? 'inactive' : 'active' }] },
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
    activateUser: { invalidatesTags: bothListsUnlessUnauthorized, extraOptions: callerExplainsRefusal },
    inactivateUser: { invalidatesTags: bothListsUnlessUnauthorized, extraOptions: callerExplainsRefusal },
    pullUsers: { invalidatesTags: [...bothLists, 'User'] },
    importUsers: { invalidatesTags: bothLists },
    applyUserImport: { invalidatesTags: [...bothLists, 'User'] },
    // Polled while it runs; never cached across jobs.
    getUserPushJob: { providesTags: [] },
    // The admin's latest bulk jobs: a new one shows at once; a running one is polled by uuid.
    listUserBulkJobs: { providesTags: ['UserBulkJob'] },
    startUserBulkJob: { invalidatesTags: ['UserBulkJob'] },
    getUserBulkJob: { providesTags: [] },
  },
});

export const {
  useListActiveUsersQuery,
  useListInactiveUsersQuery,
  useListUserPageQuery,
  useLazyListUserPageQuery,
  useGetUserConfigQuery,
  useGetUserByUsernameQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  useActivateUserMutation,
  useInactivateUserMutation,
  usePullUsersMutation,
  useImportUsersMutation,
  useApplyUserImportMutation,
  useListUserImportPreviewLinesQuery,
  useGetUserPushJobQuery,
  useListUserBulkJobsQuery,
  useStartUserBulkJobMutation,
  useGetUserBulkJobQuery,
} = usersApiEnhanced;
