import { LIST, listAndItem, listTags, pageTags, itemTag } from './cacheTags';
import { enhancedApi } from './businessProfiles.gen';

// Users show their business profile's name and get their rights from it: a save or delete
// refreshes the user lists and the cached users as well.
export const businessProfilesApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['BusinessProfile', 'UserList', 'User'],
  endpoints: {
    listBusinessProfiles: { providesTags: listTags('BusinessProfile') },
    listBusinessProfilePage: { providesTags: pageTags('BusinessProfile') },
    getBusinessProfile: { providesTags: itemTag('BusinessProfile') },
    // The delete dialog loads the holders afresh each time it opens; a delete must not refetch them (404).
    listBusinessProfileUsers: { providesTags: [] },
    updateBusinessProfile: { invalidatesTags: (result) => [...listAndItem('BusinessProfile', result?.uuid), 'UserList', 'User'] },
    // Not the deleted profile's own tag: refetching it would 404 (the not-found page) while the page leaves.
    deleteBusinessProfile: { invalidatesTags: [{ type: 'BusinessProfile', id: LIST }, 'UserList', 'User'] },
  },
});

export const {
  useListBusinessProfilesQuery,
  useLazyListBusinessProfilePageQuery,
  useGetBusinessProfileQuery,
  useListBusinessProfileUsersQuery,
  useUpdateBusinessProfileMutation,
  useDeleteBusinessProfileMutation,
} = businessProfilesApi;
