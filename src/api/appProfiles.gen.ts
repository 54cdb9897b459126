import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["appProfiles"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAppProfiles: build.query<
        ListAppProfilesApiResponse,
        ListAppProfilesApiArg
      >({
        query: () => ({ url: `/profile/app/list` }),
        providesTags: ["appProfiles"],
      }),
      listAppProfilePage: build.query<
        ListAppProfilePageApiResponse,
        ListAppProfilePageApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/app/list/page`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            sort: queryArg.sort,
            direction: queryArg.direction,
            name: queryArg.name,
            description: queryArg.description,
            application: queryArg.application,
            roles: queryArg.roles,
            parameters: queryArg.parameters,
          },
        }),
        providesTags: ["appProfiles"],
      }),
      listAppProfileApplications: build.query<
        ListAppProfileApplicationsApiResponse,
        ListAppProfileApplicationsApiArg
      >({
        query: () => ({ url: `/profile/app/applications` }),
        providesTags: ["appProfiles"],
      }),
      getAppProfile: build.query<GetAppProfileApiResponse, GetAppProfileApiArg>(
        {
          query: (queryArg) => ({ url: `/profile/app/get/${queryArg.id}` }),
          providesTags: ["appProfiles"],
        },
      ),
      listAppProfileUsages: build.query<
        ListAppProfileUsagesApiResponse,
        ListAppProfileUsagesApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/app/${queryArg.id}/businessProfiles`,
        }),
        providesTags: ["appProfiles"],
      }),
      updateAppProfile: build.mutation<
        UpdateAppProfileApiResponse,
        UpdateAppProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/app/update`,
          method: "POST",
          body: queryArg.appProfile,
        }),
        invalidatesTags: ["appProfiles"],
      }),
      deleteAppProfile: build.mutation<
        DeleteAppProfileApiResponse,
        DeleteAppProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/profile/app/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["appProfiles"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListAppProfilesApiResponse =
  /** status 200 Application profiles the caller may see. */ AppProfile[];
export type ListAppProfilesApiArg = void;
export type ListAppProfilePageApiResponse =
  /** status 200 The page's records and how many match the filters. */ {
    items: AppProfile[];
    total: number;
  };
export type ListAppProfilePageApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  sort?: "name" | "description" | "application" | "roles" | "parameters";
  direction?: "asc" | "desc";
  name?: ListFilter;
  description?: ListFilter;
  application?: ListFilter;
  roles?: ListFilter;
  parameters?: ListFilter;
};
export type ListAppProfileApplicationsApiResponse =
  /** status 200 Applications by name, each with its roles and elements visible to the caller. */ AppProfileApplication[];
export type ListAppProfileApplicationsApiArg = void;
export type GetAppProfileApiResponse =
  /** status 200 The application profile. */ AppProfile;
export type GetAppProfileApiArg = {
  id: string;
};
export type ListAppProfileUsagesApiResponse =
  /** status 200 The business profiles that use this application profile. */ NamedRef[];
export type ListAppProfileUsagesApiArg = {
  id: string;
};
export type UpdateAppProfileApiResponse =
  /** status 200 The saved record's uuid. */ SaveResult;
export type UpdateAppProfileApiArg = {
  appProfile: AppProfile;
};
export type DeleteAppProfileApiResponse = unknown;
export type DeleteAppProfileApiArg = {
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
export type ApplicationRole = {
  uuid?: Uuid;
  name: Text255;
  externalRole?: boolean;
  category?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
};
export type ApplicationElement = {
  uuid?: Uuid;
  name: Text255;
  externalRole?: boolean;
  category: Text255;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  deleteMe?: boolean;
};
export type AppProfile = {
  uuid?: Uuid;
  name: string;
  description?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  application: NamedRef;
  applicationName?: string;
  roles?: ApplicationRole[];
  elements?: ApplicationElement[];
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
export type AppProfileApplication = {
  uuid: Uuid;
  name: string;
  roles: ApplicationRole[];
  elements: ApplicationElement[];
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
  useListAppProfilesQuery,
  useListAppProfilePageQuery,
  useListAppProfileApplicationsQuery,
  useGetAppProfileQuery,
  useListAppProfileUsagesQuery,
  useUpdateAppProfileMutation,
  useDeleteAppProfileMutation,
} = injectedRtkApi;
