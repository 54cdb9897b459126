import type { ApiExtraOptions } from './baseQuery';
import { LIST, listAndItem, listTags, pageTags, itemTag } from './cacheTags';
import { enhancedApi } from './applications.gen';

// Applications are tagged per list and per application. App profiles show their application and
// pick from its roles and elements, so a save or sync refreshes them; a sync may remove roles and
// elements from app profiles and users, and a delete removes the application's app profiles from
// business profiles: both refresh the app profile and business profile lists and cached users.
//
// A save explains a 403 itself (features/applications): the admin keeps the form and reads why.
const callerExplainsRefusal: ApiExtraOptions = { callerExplainsRefusal: true };
const profileLists = [
  { type: 'AppProfile' as const, id: LIST },
  { type: 'BusinessProfile' as const, id: LIST },
];

export const applicationsApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['Application', 'AppProfile', 'BusinessProfile', 'User'],
  endpoints: {
    listApplications: { providesTags: listTags('Application') },
    listApplicationPage: { providesTags: pageTags('Application') },
    getApplication: { providesTags: itemTag('Application') },
    updateApplication: {
      extraOptions: callerExplainsRefusal,
      invalidatesTags: (result) => [...listAndItem('Application', result?.uuid), 'AppProfile'],
    },
    syncApplication: {
      invalidatesTags: (result, _e, arg) => [
        ...listAndItem('Application', result?.uuid ?? arg.applicationSyncRequest.uuid),
        'AppProfile',
        ...profileLists,
        'User',
      ],
    },
    syncAllApplications: { invalidatesTags: ['Application', 'AppProfile', ...profileLists, 'User'] },
    // Not the deleted application's own tag: refetching it would answer 404, which the global
    // rules turn into the not-found page while the console moves to the list.
    deleteApplication: { invalidatesTags: [{ type: 'Application', id: LIST }, 'AppProfile', 'BusinessProfile', 'User'] },
  },
});

export const {
  useListApplicationsQuery,
  useLazyListApplicationPageQuery,
  useLazyListApplicationsQuery,
  useGetApplicationQuery,
  useUpdateApplicationMutation,
  useSyncApplicationMutation,
  useSyncAllApplicationsMutation,
  useDeleteApplicationMutation,
} = applicationsApi;
export type { Application, ApplicationElement, ApplicationInputWrite, ApplicationRole } from './applications.gen';
