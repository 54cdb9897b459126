import { LIST, listAndItem, listTags, itemTag } from './cacheTags';
import { enhancedApi } from './visibilityProfiles.gen';

// Users show their visibility profile's name: a save or delete refreshes the user lists and the
// cached users. A sync changes what can be chosen (the choices with the cluster tree, and the
// cluster lookup) and may take vanished elements out of profiles, so it refreshes those too.
export const visibilityProfilesApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['VisibilityProfile', 'VisibilityChoices', 'Cluster', 'UserList', 'User'],
  endpoints: {
    listVisibilityProfiles: { providesTags: listTags('VisibilityProfile') },
    getVisibilityChoices: { providesTags: ['VisibilityChoices'] },
    getVisibilityProfile: { providesTags: itemTag('VisibilityProfile') },
    // The delete dialog loads the holders afresh each time it opens; a delete must not refetch them (404).
    listVisibilityProfileUsers: { providesTags: [] },
    updateVisibilityProfile: { invalidatesTags: (result) => [...listAndItem('VisibilityProfile', result?.uuid), 'UserList', 'User'] },
    // Not the deleted profile's own tag: refetching it would 404 (the not-found page) while the page leaves.
    deleteVisibilityProfile: { invalidatesTags: [{ type: 'VisibilityProfile', id: LIST }, 'UserList', 'User'] },
    syncVisibility: { invalidatesTags: ['VisibilityChoices', 'Cluster', 'VisibilityProfile', 'User'] },
    syncAllVisibility: { invalidatesTags: ['VisibilityChoices', 'Cluster', 'VisibilityProfile', 'User'] },
  },
});

export const {
  useListVisibilityProfilesQuery,
  useGetVisibilityChoicesQuery,
  useGetVisibilityProfileQuery,
  useListVisibilityProfileUsersQuery,
  useUpdateVisibilityProfileMutation,
  useDeleteVisibilityProfileMutation,
  useSyncAllVisibilityMutation,
  useSyncVisibilityMutation,
} = visibilityProfilesApi;
