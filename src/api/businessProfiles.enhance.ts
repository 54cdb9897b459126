import { listAndItem, listTags, itemTag } from './cacheTags';
import { enhancedApi } from './businessProfiles.gen';

// Users show their business profile's name and get their rights from it: a save or delete
// refreshes the user lists and the cached users as well.
export const businessProfilesApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['BusinessProfile', 'UserList', 'User'],
  endpoints: {
    listBusinessProfiles: { providesTags: listTags('BusinessProfile') },
    getBusinessProfile: { providesTags: itemTag('BusinessProfile') },
    listBusinessProfileUsers: { providesTags: (_r, _e, arg) => [{ type: 'BusinessProfile', id: arg.id }, 'UserList'] },
    updateBusinessProfile: { invalidatesTags: (result) => [...listAndItem('BusinessProfile', result?.uuid), 'UserList', 'User'] },
    deleteBusinessProfile: { invalidatesTags: (_r, _e, arg) => [...listAndItem('BusinessProfile', arg.id), 'UserList', 'User'] },
  },
});

export const {
  useListBusinessProfilesQuery,
  useGetBusinessProfileQuery,
  useListBusinessProfileUsersQuery,
  useUpdateBusinessProfileMutation,
  useDeleteBusinessProfileMutation,
} = businessProfilesApi;
