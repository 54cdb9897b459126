import { enhancedApi as usersApi } from './users.gen';

// Users lists are tagged per list and per user, so activating one user refreshes only the lists
// (the status change also patches the cached lists right away; see features/users).
export const usersApiEnhanced = usersApi.enhanceEndpoints({
  addTagTypes: ['UserList', 'User'],
  endpoints: {
    listActiveUsers: { providesTags: [{ type: 'UserList', id: 'active' }] },
    listInactiveUsers: { providesTags: [{ type: 'UserList', id: 'inactive' }] },
    getUser: { providesTags: (_r, _e, arg) => [{ type: 'User', id: arg.id }] },
    updateUser: {
      invalidatesTags: (result) => [
        { type: 'UserList', id: 'active' },
        { type: 'UserList', id: 'inactive' },
        ...(result?.uuid ? [{ type: 'User' as const, id: result.uuid }] : []),
      ],
    },
    activateUser: { invalidatesTags: [] },
    inactivateUser: { invalidatesTags: [] },
    importUsers: { invalidatesTags: [{ type: 'UserList', id: 'active' }, { type: 'UserList', id: 'inactive' }] },
  },
});
