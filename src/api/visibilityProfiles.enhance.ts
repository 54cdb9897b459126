import type { ApiExtraOptions } from './baseQuery';
import { LIST, listAndItem, listTags, pageTags, itemTag } from './cacheTags';
import { enhancedApi } from './visibilityProfiles.gen';

// Users show their visibility profile's name: a save or delete refreshes the user lists and the
// cached users. A sync changes what can be chosen (the choices with the cluster tree, and the
// cluster lookup) and may take vanished elements out of profiles, so it refreshes those too; it
// also brings the locations the user form offers.
//
// A sync's 401 is the inventory refusing the server's credentials as often as an expired login:
// the sync screen says SPEC's 'Request Was Not Authorized...' itself, and the admin is not
// logged out in the middle of it.
const callerExplainsRefusal: ApiExtraOptions = { callerExplainsRefusal: true };
const syncInvalidates = ['VisibilityChoices', 'Cluster', 'Location', 'VisibilityProfile', 'User'] as const;

export const visibilityProfilesApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['VisibilityProfile', 'VisibilityChoices', 'Cluster', 'Location', 'UserList', 'User'],
  endpoints: {
    listVisibilityProfiles: { providesTags: listTags('VisibilityProfile') },
    listVisibilityProfilePage: { providesTags: pageTags('VisibilityProfile') },
    getVisibilityChoices: { providesTags: ['VisibilityChoices'] },
    getVisibilityProfile: { providesTags: itemTag('VisibilityProfile') },
    // The delete dialog loads the holders afresh each time it opens; a delete must not refetch them (404).
    listVisibilityProfileUsers: { providesTags: [] },
    updateVisibilityProfile: { invalidatesTags: (result) => [...listAndItem('VisibilityProfile', result?.uuid), 'UserList', 'User'] },
    // Not the deleted profile's own tag: refetching it would 404 (the not-found page) while the page leaves.
    deleteVisibilityProfile: { invalidatesTags: [{ type: 'VisibilityProfile', id: LIST }, 'UserList', 'User'] },
    syncVisibility: { invalidatesTags: [...syncInvalidates], extraOptions: callerExplainsRefusal },
    syncAllVisibility: { invalidatesTags: [...syncInvalidates], extraOptions: callerExplainsRefusal },
  },
});

export const {
  useListVisibilityProfilesQuery,
  useLazyListVisibilityProfilePageQuery,
  useGetVisibilityChoicesQuery,
  useGetVisibilityProfileQuery,
  useListVisibilityProfileUsersQuery,
  useUpdateVisibilityProfileMutation,
  useDeleteVisibilityProfileMutation,
  useSyncAllVisibilityMutation,
  useSyncVisibilityMutation,
} = visibilityProfilesApi;
