import { enhancedApi } from "./lookups.gen";

// The cluster tree changes with a visibility sync (visibilityProfiles.enhance invalidates it).
export const lookupsApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ["Location", "Cluster", "Company"],
  endpoints: {
    listLocations: { providesTags: ["Location"] },
    listClusters: { providesTags: ["Cluster"] },
    listCustomerCompanies: { providesTags: ["Company"] },
  },
});

export const {
  useListLocationsQuery,
  useListClustersQuery,
  useListCustomerCompaniesQuery,
} = lookupsApi;
