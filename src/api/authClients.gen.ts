import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["authClients"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAuthClients: build.query<
        ListAuthClientsApiResponse,
        ListAuthClientsApiArg
      >({
        query: () => ({ url: `/authClient/list` }),
        providesTags: ["authClients"],
      }),
      listAuthClientPage: build.query<
        ListAuthClientPageApiResponse,
        ListAuthClientPageApiArg
      >({
        query: (queryArg) => ({
          url: `/authClient/list/page`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            sort: queryArg.sort,
            direction: queryArg.direction,
            name: queryArg.name,
            allowedRedirectTarget: queryArg.allowedRedirectTarget,
            description: queryArg.description,
          },
        }),
        providesTags: ["authClients"],
      }),
      getAuthClient: build.query<GetAuthClientApiResponse, GetAuthClientApiArg>(
        {
          query: (queryArg) => ({ url: `/authClient/get/${queryArg.uuid}` }),
          providesTags: ["authClients"],
        },
      ),
      updateAuthClient: build.mutation<
        UpdateAuthClientApiResponse,
        UpdateAuthClientApiArg
      >({
        query: (queryArg) => ({
          url: `/authClient/update`,
          method: "POST",
          body: queryArg.authClientUpdate,
        }),
        invalidatesTags: ["authClients"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListAuthClientsApiResponse =
  /** status 200 The OAuth2 clients (secrets are never returned). */ AuthClient[];
export type ListAuthClientsApiArg = void;
export type ListAuthClientPageApiResponse =
  /** status 200 The page's records and how many match the filters. */ {
    items: AuthClient[];
    total: number;
  };
export type ListAuthClientPageApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  sort?: "name" | "allowedRedirectTarget" | "description";
  direction?: "asc" | "desc";
  name?: ListFilter;
  allowedRedirectTarget?: ListFilter;
  description?: ListFilter;
};
export type GetAuthClientApiResponse =
  /** status 200 The OAuth2 client. */ AuthClient;
export type GetAuthClientApiArg = {
  uuid: string;
};
export type UpdateAuthClientApiResponse =
  /** status 200 The saved record's uuid. */ SaveResult;
export type UpdateAuthClientApiArg = {
  authClientUpdate: AuthClientUpdateWrite;
};
export type Uuid = string;
export type AuthClient = {
  uuid: Uuid;
  /** Generated on create; read-only. */
  clientId: string;
  name: string;
  description: string;
  /** The one redirect URI the client may use (exact match). */
  allowedRedirectTarget: string;
  secretSet: boolean;
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
export type AuthClientUpdate = {
  uuid?: Uuid;
  name: string;
  description: string;
  allowedRedirectTarget?: string;
  version?: number;
};
export type AuthClientUpdateWrite = {
  uuid?: Uuid;
  name: string;
  description: string;
  allowedRedirectTarget?: string;
  clientSecret?: string;
  version?: number;
};
export const {
  useListAuthClientsQuery,
  useListAuthClientPageQuery,
  useGetAuthClientQuery,
  useUpdateAuthClientMutation,
} = injectedRtkApi;
