import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["businessProfiles"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listBusinessProfiles: build.query<
        ListBusinessProfilesApiResponse,
        ListBusinessProfilesApiArg
      >({
        query: () => ({ url: `/profile/business/list` }),
        providesTags: ["businessProfiles"],
      }),
      listBusinessProfilePage: build.query<
        ListBusinessProfilePageApiResponse,
        ListBusinessProfilePageApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/business/list/page`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            sort: queryArg.sort,
            direction: queryArg.direction,
            name: queryArg.name,
            description: queryArg.description,
            appProfiles: queryArg.appProfiles,
          },
        }),
        providesTags: ["businessProfiles"],
      }),
      getBusinessProfile: build.query<
        GetBusinessProfileApiResponse,
        GetBusinessProfileApiArg
      >({
        query: (queryArg) => ({ url: `/profile/business/get/${queryArg.id}` }),
        providesTags: ["businessProfiles"],
      }),
      listBusinessProfileUsers: build.query<
        ListBusinessProfileUsersApiResponse,
        ListBusinessProfileUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/business/${queryArg.id}/users`,
        }),
        providesTags: ["businessProfiles"],
      }),
      updateBusinessProfile: build.mutation<
        UpdateBusinessProfileApiResponse,
        UpdateBusinessProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/business/update`,
          method: "POST",
          body: queryArg.businessProfile,
        }),
        invalidatesTags: ["businessProfiles"],
      }),
      deleteBusinessProfile: build.mutation<
        DeleteBusinessProfileApiResponse,
        DeleteBusinessProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/business/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["businessProfiles"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListBusinessProfilesApiResponse =
  /** status 200 Business profiles the caller may see. */ BusinessProfile[];
export type ListBusinessProfilesApiArg = void;
export type ListBusinessProfilePageApiResponse =
  /** status 200 The page's records and how many match the filters. */ {
    items: BusinessProfile[];
    total: number;
  };
export type ListBusinessProfilePageApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  sort?: "name" | "description";
  direction?: "asc" | "desc";
  name?: ListFilter;
  description?: ListFilter;
  appProfiles?: ListFilter;
};
export type GetBusinessProfileApiResponse =
  /** status 200 The business profile. */ BusinessProfile;
export type GetBusinessProfileApiArg = {
  id: string;
};
export type ListBusinessProfileUsersApiResponse =
  /** status 200 The users that have this profile, with their active flag. */ ProfileUser[];
export type ListBusinessProfileUsersApiArg = {
  id: string;
};
export type UpdateBusinessProfileApiResponse =
  /** status 200 The saved record's uuid. */ SaveResult;
export type UpdateBusinessProfileApiArg = {
  businessProfile: BusinessProfile;
};
export type DeleteBusinessProfileApiResponse = unknown;
export type DeleteBusinessProfileApiArg = {
  id: string;
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
export type NamedRef = {
  uuid: Uuid;
  name?: Text255;
};
export type AppProfileRef = {
  uuid: Uuid;
  name?: Text255;
  application?: NamedRef;
  appUUID?: Uuid;
};
export type BusinessProfile = {
  uuid?: Uuid;
  name: string;
  description?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  appProfiles: AppProfileRef[];
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
  useListBusinessProfilesQuery,
  useListBusinessProfilePageQuery,
  useGetBusinessProfileQuery,
  useListBusinessProfileUsersQuery,
  useUpdateBusinessProfileMutation,
  useDeleteBusinessProfileMutation,
} = injectedRtkApi;
