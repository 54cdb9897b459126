import { listAndItem, listTags, itemTag } from './cacheTags';
import { enhancedApi } from './applications.gen';

// App profiles show their application and pick from its roles and elements: a save or sync
// refreshes them; a delete removes the application's app profiles from business profiles too.
export const applicationsApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['Application', 'AppProfile', 'BusinessProfile', 'UserList', 'User'],
  endpoints: {
    listApplications: { providesTags: listTags('Application') },
    getApplication: { providesTags: itemTag('Application') },
    updateApplication: { invalidatesTags: (result) => [...listAndItem('Application', result?.uuid), 'AppProfile'] },
    syncApplication: { invalidatesTags: (result) => [...listAndItem('Application', result?.uuid), 'AppProfile', 'User'] },
    syncAllApplications: { invalidatesTags: ['Application', 'AppProfile', 'User'] },
    deleteApplication: {
      invalidatesTags: (_r, _e, arg) => [...listAndItem('Application', arg.id), 'AppProfile', 'BusinessProfile', 'UserList', 'User'],
    },
  },
});

export const {
  useListApplicationsQuery,
  useGetApplicationQuery,
  useUpdateApplicationMutation,
  useSyncApplicationMutation,
  useSyncAllApplicationsMutation,
  useDeleteApplicationMutation,
} = applicationsApi;
