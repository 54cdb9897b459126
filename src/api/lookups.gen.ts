import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["lookups"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listLocations: build.query<ListLocationsApiResponse, ListLocationsApiArg>(
        {
          query: () => ({ url: `/location/list` }),
          providesTags: ["lookups"],
        },
      ),
      listClusters: build.query<ListClustersApiResponse, ListClustersApiArg>({
        query: () => ({ url: `/cluster/list` }),
        providesTags: ["lookups"],
      }),
      listCustomerCompanies: build.query<
        ListCustomerCompaniesApiResponse,
        ListCustomerCompaniesApiArg
      >({
        query: () => ({ url: `/errigalCustomerCompany/list` }),
        providesTags: ["lookups"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListLocationsApiResponse =
  /** status 200 Locations sorted by name. */ Location[];
export type ListLocationsApiArg = void;
export type ListClustersApiResponse =
  /** status 200 The cluster tree. */ ClusterNode[];
export type ListClustersApiArg = void;
export type ListCustomerCompaniesApiResponse =
  /** status 200 Customer companies the caller may see, sorted by name. */ NamedRef[];
export type ListCustomerCompaniesApiArg = void;
export type Uuid = string;
export type Text255 = string;
export type Location = {
  uuid: Uuid;
  name: Text255;
  latitude?: number | null;
  longitude?: number | null;
};
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: {
    field: string;
    message: string;
    line?: number;
  }[];
  failedUpdateApps?: string[];
};
export type ClusterNode = {
  uuid: Uuid;
  name: string;
  children?: ClusterNode[];
};
export type NamedRef = {
  uuid: Uuid;
  name?: Text255;
};
export const {
  useListLocationsQuery,
  useListClustersQuery,
  useListCustomerCompaniesQuery,
} = injectedRtkApi;
