import { enhancedApi } from './access.gen';

// Effective access follows every save of a user or a profile in any feature: it is not kept once
// no screen shows it (keepUnusedDataFor 0), so opening the tab or asking again reads it afresh.
export const accessApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getUserAccess: { keepUnusedDataFor: 0 },
    listAccessHolders: { keepUnusedDataFor: 0 },
  },
});

export const {
  useGetUserAccessQuery,
  useListAccessHoldersQuery,
  useBusinessProfileSaveImpactMutation,
  useAppProfileSaveImpactMutation,
  useVisibilityProfileSaveImpactMutation,
} = accessApi;
