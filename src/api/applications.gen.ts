import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["applications"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listApplications: build.query<
        ListApplicationsApiResponse,
        ListApplicationsApiArg
      >({
        query: () => ({ url: `/app/list` }),
        providesTags: ["applications"],
      }),
      listApplicationPage: build.query<
        ListApplicationPageApiResponse,
        ListApplicationPageApiArg
      >({
        query: (queryArg) => ({
          url: `/app/list/page`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            sort: queryArg.sort,
            direction: queryArg.direction,
            name: queryArg.name,
          },
        }),
        providesTags: ["applications"],
      }),
      updateApplication: build.mutation<
        UpdateApplicationApiResponse,
        UpdateApplicationApiArg
      >({
        query: (queryArg) => ({
          url: `/app/update`,
          method: "POST",
          body: queryArg.applicationInput,
        }),
        invalidatesTags: ["applications"],
      }),
      syncApplication: build.mutation<
        SyncApplicationApiResponse,
        SyncApplicationApiArg
      >({
        query: (queryArg) => ({
          url: `/app/sync`,
          method: "POST",
          body: queryArg.applicationSyncRequest,
        }),
        invalidatesTags: ["applications"],
      }),
      syncAllApplications: build.mutation<
        SyncAllApplicationsApiResponse,
        SyncAllApplicationsApiArg
      >({
        query: () => ({ url: `/app/syncAll`, method: "POST" }),
        invalidatesTags: ["applications"],
      }),
      getApplication: build.query<
        GetApplicationApiResponse,
        GetApplicationApiArg
      >({
        query: (queryArg) => ({ url: `/app/${queryArg.id}` }),
        providesTags: ["applications"],
      }),
      deleteApplication: build.mutation<
        DeleteApplicationApiResponse,
        DeleteApplicationApiArg
      >({
        query: (queryArg) => ({ url: `/app/${queryArg.id}`, method: "DELETE" }),
        invalidatesTags: ["applications"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListApplicationsApiResponse =
  /** status 200 Applications the caller may see. */ Application[];
export type ListApplicationsApiArg = void;
export type ListApplicationPageApiResponse =
  /** status 200 The page's records and how many match the filters. */ {
    items: Application[];
    total: number;
  };
export type ListApplicationPageApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  sort?: "name" | "roles" | "elements";
  direction?: "asc" | "desc";
  name?: ListFilter;
};
export type UpdateApplicationApiResponse =
  /** status 200 The application. */ Application;
export type UpdateApplicationApiArg = {
  applicationInput: ApplicationInputWrite;
};
export type SyncApplicationApiResponse =
  /** status 200 The application. */ Application;
export type SyncApplicationApiArg = {
  applicationSyncRequest: ApplicationSyncRequest;
};
export type SyncAllApplicationsApiResponse =
  /** status 200 The applications that synced. */ Application[];
export type SyncAllApplicationsApiArg = void;
export type GetApplicationApiResponse =
  /** status 200 The application. */ Application;
export type GetApplicationApiArg = {
  id: string;
};
export type DeleteApplicationApiResponse = unknown;
export type DeleteApplicationApiArg = {
  id: string;
};
export type Uuid = string;
export type Text255 = string;
export type RoleName = "ERRIGAL_ADMIN" | "ADMIN" | "SCO_ADMIN";
export type MinimumRole = {
  name: RoleName;
};
export type CompanyRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
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
export type Application = {
  uuid: Uuid;
  name: Text255;
  dataUrl?: Text255;
  dataDriverName?: Text255;
  dataUsername?: Text255;
  dataPasswordSet?: boolean;
  apiHost?: Text255;
  apiAuthType?: "HTTP_BASIC" | "OAUTH2";
  apiUsername?: Text255;
  apiPasswordSet?: boolean;
  /** The console's own application (User Profile); it has no connector and cannot be deleted. */
  builtIn: boolean;
  roles: ApplicationRole[];
  elements: ApplicationElement[];
  version: number;
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
export type ApplicationInput = {
  uuid?: Uuid;
  name: Text255;
  dataUrl?: Text255;
  dataDriverName?: Text255;
  dataUsername?: Text255;
  apiHost?: Text255;
  apiAuthType?: "HTTP_BASIC" | "OAUTH2";
  apiUsername?: Text255;
  roles?: ApplicationRole[];
  elements?: ApplicationElement[];
  version?: number;
};
export type ApplicationInputWrite = {
  uuid?: Uuid;
  name: Text255;
  dataUrl?: Text255;
  dataDriverName?: Text255;
  dataUsername?: Text255;
  /** Empty or missing keeps the stored password. */
  dataPassword?: string;
  apiHost?: Text255;
  apiAuthType?: "HTTP_BASIC" | "OAUTH2";
  apiUsername?: Text255;
  /** Empty or missing keeps the stored password. */
  apiPassword?: string;
  roles?: ApplicationRole[];
  elements?: ApplicationElement[];
  version?: number;
};
export type ApplicationSyncRequest = {
  uuid: Uuid;
  name?: Text255;
};
export const {
  useListApplicationsQuery,
  useListApplicationPageQuery,
  useUpdateApplicationMutation,
  useSyncApplicationMutation,
  useSyncAllApplicationsMutation,
  useGetApplicationQuery,
  useDeleteApplicationMutation,
} = injectedRtkApi;
