import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["visibilityProfiles"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listVisibilityProfiles: build.query<
        ListVisibilityProfilesApiResponse,
        ListVisibilityProfilesApiArg
      >({
        query: () => ({ url: `/profile/visibility/list` }),
        providesTags: ["visibilityProfiles"],
      }),
      listVisibilityProfilePage: build.query<
        ListVisibilityProfilePageApiResponse,
        ListVisibilityProfilePageApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/visibility/list/page`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            sort: queryArg.sort,
            direction: queryArg.direction,
            name: queryArg.name,
            description: queryArg.description,
          },
        }),
        providesTags: ["visibilityProfiles"],
      }),
      getVisibilityChoices: build.query<
        GetVisibilityChoicesApiResponse,
        GetVisibilityChoicesApiArg
      >({
        query: () => ({ url: `/profile/visibility/choices` }),
        providesTags: ["visibilityProfiles"],
      }),
      getVisibilityProfile: build.query<
        GetVisibilityProfileApiResponse,
        GetVisibilityProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/visibility/get/${queryArg.id}`,
        }),
        providesTags: ["visibilityProfiles"],
      }),
      listVisibilityProfileUsers: build.query<
        ListVisibilityProfileUsersApiResponse,
        ListVisibilityProfileUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/visibility/${queryArg.id}/users`,
        }),
        providesTags: ["visibilityProfiles"],
      }),
      updateVisibilityProfile: build.mutation<
        UpdateVisibilityProfileApiResponse,
        UpdateVisibilityProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/visibility/update`,
          method: "POST",
          body: queryArg.visibilityProfile,
        }),
        invalidatesTags: ["visibilityProfiles"],
      }),
      deleteVisibilityProfile: build.mutation<
        DeleteVisibilityProfileApiResponse,
        DeleteVisibilityProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/visibility/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["visibilityProfiles"],
      }),
      syncAllVisibility: build.mutation<
        SyncAllVisibilityApiResponse,
        SyncAllVisibilityApiArg
      >({
        query: () => ({ url: `/visibility/sync/all`, method: "GET" }),
        invalidatesTags: ["visibilityProfiles"],
      }),
      syncVisibility: build.mutation<
        SyncVisibilityApiResponse,
        SyncVisibilityApiArg
      >({
        query: (queryArg) => ({
          url: `/visibility/sync/${queryArg.kind}`,
          method: "GET",
        }),
        invalidatesTags: ["visibilityProfiles"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListVisibilityProfilesApiResponse =
  /** status 200 Visibility profiles the caller may see. */ VisibilityProfile[];
export type ListVisibilityProfilesApiArg = void;
export type ListVisibilityProfilePageApiResponse =
  /** status 200 The page's records and how many match the filters. */ {
    items: VisibilityProfile[];
    total: number;
  };
export type ListVisibilityProfilePageApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  sort?: "name" | "description";
  direction?: "asc" | "desc";
  name?: ListFilter;
  description?: ListFilter;
};
export type GetVisibilityChoicesApiResponse =
  /** status 200 The visibility set, each list sorted by name. */ VisibilitySet;
export type GetVisibilityChoicesApiArg = void;
export type GetVisibilityProfileApiResponse =
  /** status 200 The visibility profile. */ VisibilityProfile;
export type GetVisibilityProfileApiArg = {
  id: string;
};
export type ListVisibilityProfileUsersApiResponse =
  /** status 200 The users that have this profile, with their active flag. */ ProfileUser[];
export type ListVisibilityProfileUsersApiArg = {
  id: string;
};
export type UpdateVisibilityProfileApiResponse =
  /** status 200 The saved record's uuid. */ SaveResult;
export type UpdateVisibilityProfileApiArg = {
  visibilityProfile: VisibilityProfile;
};
export type DeleteVisibilityProfileApiResponse = unknown;
export type DeleteVisibilityProfileApiArg = {
  id: string;
};
export type SyncAllVisibilityApiResponse =
  /** status 200 How many elements were synced. */ number;
export type SyncAllVisibilityApiArg = void;
export type SyncVisibilityApiResponse =
  /** status 200 How many elements were synced. */ number;
export type SyncVisibilityApiArg = {
  kind:
    | "carrier"
    | "cluster"
    | "clusterGroup"
    | "networkGroup"
    | "networkElementAttribute"
    | "venue"
    | "location";
};
export type Uuid = string;
export type RoleName = "ERRIGAL_ADMIN" | "ADMIN" | "SCO_ADMIN";
export type MinimumRole = {
  name: RoleName;
};
export type Text255 = string;
export type CompanyRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
export type PrimaryVisibilityRef = {
  uuid: Uuid;
  name?: Text255;
  retired?: boolean;
} | null;
export type ProfileRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
export type VisibilityRef = {
  uuid: Uuid;
  name?: Text255;
  /** The element vanished at the network inventory and is kept only because it is the
    primary visibility of a profile that would otherwise have none (README). It is not
    offered in the choices; a profile may keep it but not gain it.
     */
  retired?: boolean;
};
export type VisibilityRefList = VisibilityRef[];
export type VisibilityProfile = {
  uuid?: Uuid;
  name: string;
  description?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  primaryVisibility?: PrimaryVisibilityRef;
  defaultClusterGroup?: ProfileRef;
  carriers?: VisibilityRefList;
  clusters?: VisibilityRefList;
  clusterGroups?: VisibilityRefList;
  neAttributes?: VisibilityRefList;
  networkGroups?: VisibilityRefList;
  venues?: VisibilityRefList;
  version?: number;
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
export type ListFilter = string;
export type NamedRef = {
  uuid: Uuid;
  name?: Text255;
};
export type NamedRefList = NamedRef[];
export type ClusterNode = {
  uuid: Uuid;
  name: string;
  children?: ClusterNode[];
};
export type VisibilitySet = {
  carriers: NamedRefList;
  clusters: ClusterNode[];
  clusterGroups: NamedRefList;
  neAttributes: NamedRefList;
  networkGroups: NamedRefList;
  venues: NamedRefList;
};
export type ProfileUser = {
  uuid: Uuid;
  username: string;
  active: boolean;
};
export type UserPushJob = {
  uuid: Uuid;
  /** Users to push. */
  total: number;
  /** Users pushed so far, whatever the applications answered. */
  done: number;
  /** Users every affected application accepted. */
  updated: number;
  /** Applications that failed or timed out for at least one user, by name. */
  failedApps: string[];
  finished: boolean;
};
export type SaveResult = {
  uuid: Uuid;
  /** Present when the save changed what active users may do in external applications: those
    users are being pushed to them in the background (GET /user/push/{id}).
     */
  pushJob?: UserPushJob;
};
export const {
  useListVisibilityProfilesQuery,
  useListVisibilityProfilePageQuery,
  useGetVisibilityChoicesQuery,
  useGetVisibilityProfileQuery,
  useListVisibilityProfileUsersQuery,
  useUpdateVisibilityProfileMutation,
  useDeleteVisibilityProfileMutation,
  useSyncAllVisibilityMutation,
  useSyncVisibilityMutation,
} = injectedRtkApi;
