import { listAndItem, listTags, itemTag } from './cacheTags';
import { enhancedApi } from './visibilityProfiles.gen';

// Users show their visibility profile's name. A sync changes what can be chosen (the choices and
// the cluster tree) and may take vanished elements out of profiles.
export const visibilityProfilesApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['VisibilityProfile', 'VisibilityChoices', 'Cluster', 'UserList', 'User'],
  endpoints: {
    listVisibilityProfiles: { providesTags: listTags('VisibilityProfile') },
    getVisibilityChoices: { providesTags: ['VisibilityChoices'] },
    getVisibilityProfile: { providesTags: itemTag('VisibilityProfile') },
    listVisibilityProfileUsers: { providesTags: (_r, _e, arg) => [{ type: 'VisibilityProfile', id: arg.id }, 'UserList'] },
    updateVisibilityProfile: { invalidatesTags: (result) => [...listAndItem('VisibilityProfile', result?.uuid), 'UserList', 'User'] },
    deleteVisibilityProfile: { invalidatesTags: (_r, _e, arg) => [...listAndItem('VisibilityProfile', arg.id), 'UserList', 'User'] },
    syncVisibility: { invalidatesTags: ['VisibilityChoices', 'Cluster', 'VisibilityProfile'] },
    syncAllVisibility: { invalidatesTags: ['VisibilityChoices', 'Cluster', 'VisibilityProfile'] },
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
