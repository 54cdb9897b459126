import { LIST, listAndItem, listTags, pageTags, itemTag } from './cacheTags';
import { enhancedApi } from './appProfiles.gen';

// A saved or deleted app profile changes the business profiles that show it; a delete also takes
// it out of them (and so out of their users' rights).
export const appProfilesApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['AppProfile', 'BusinessProfile', 'User', 'Application'],
  endpoints: {
    listAppProfiles: { providesTags: listTags('AppProfile') },
    listAppProfilePage: { providesTags: pageTags('AppProfile') },
    // Roles and elements change with an application save or sync (applications.enhance invalidates 'Application').
    listAppProfileApplications: { providesTags: ['Application'] },
    getAppProfile: { providesTags: itemTag('AppProfile') },
    // The delete dialog loads the usages afresh each time it opens (refetchOnMountOrArgChange), so
    // they carry no business profile tag: the delete's own invalidation must not refetch them (404).
    listAppProfileUsages: { providesTags: (_r, _e, arg) => [{ type: 'AppProfile', id: arg.id }] },
    updateAppProfile: { invalidatesTags: (result) => [...listAndItem('AppProfile', result?.uuid), 'BusinessProfile', 'User'] },
    // Not the deleted profile's own tag: a refetch of it would answer 404 (and open the not-found page).
    // A refused delete (a business profile above the admin holds it, a built-in) is explained in its dialog.
    deleteAppProfile: {
      extraOptions: { callerExplainsRefusal: true },
      invalidatesTags: [{ type: 'AppProfile', id: LIST }, 'BusinessProfile', 'User'],
    },
  },
});

export const {
  useListAppProfilesQuery,
  useListAppProfilePageQuery,
  useLazyListAppProfilePageQuery,
  useListAppProfileApplicationsQuery,
  useGetAppProfileQuery,
  useListAppProfileUsagesQuery,
  useUpdateAppProfileMutation,
  useDeleteAppProfileMutation,
} = appProfilesApi;
