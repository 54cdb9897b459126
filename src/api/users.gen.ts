import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["users"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listActiveUsers: build.query<
        ListActiveUsersApiResponse,
        ListActiveUsersApiArg
      >({
        query: () => ({ url: `/user/list/active` }),
        providesTags: ["users"],
      }),
      listInactiveUsers: build.query<
        ListInactiveUsersApiResponse,
        ListInactiveUsersApiArg
      >({
        query: () => ({ url: `/user/list/inactive` }),
        providesTags: ["users"],
      }),
      listUserPage: build.query<ListUserPageApiResponse, ListUserPageApiArg>({
        query: (queryArg) => ({
          url: `/user/list/page`,
          params: {
            active: queryArg.active,
            page: queryArg.page,
            size: queryArg.size,
            sort: queryArg.sort,
            direction: queryArg.direction,
            username: queryArg.username,
            name: queryArg.name,
            email: queryArg.email,
            profile: queryArg.profile,
            visibility: queryArg.visibility,
            withTotal: queryArg.withTotal,
          },
        }),
        providesTags: ["users"],
      }),
      listUserBulkJobs: build.query<
        ListUserBulkJobsApiResponse,
        ListUserBulkJobsApiArg
      >({
        query: () => ({ url: `/user/bulkJob` }),
        providesTags: ["users"],
      }),
      startUserBulkJob: build.mutation<
        StartUserBulkJobApiResponse,
        StartUserBulkJobApiArg
      >({
        query: (queryArg) => ({
          url: `/user/bulkJob`,
          method: "POST",
          body: queryArg.userBulkJobStart,
        }),
        invalidatesTags: ["users"],
      }),
      getUserBulkJob: build.query<
        GetUserBulkJobApiResponse,
        GetUserBulkJobApiArg
      >({
        query: (queryArg) => ({ url: `/user/bulkJob/${queryArg.id}` }),
        providesTags: ["users"],
      }),
      exportUserBulkJobOutcome: build.query<
        ExportUserBulkJobOutcomeApiResponse,
        ExportUserBulkJobOutcomeApiArg
      >({
        query: (queryArg) => ({ url: `/user/bulkJob/${queryArg.id}/outcome` }),
        providesTags: ["users"],
      }),
      getUserConfig: build.query<GetUserConfigApiResponse, GetUserConfigApiArg>(
        {
          query: () => ({ url: `/user/config` }),
          providesTags: ["users"],
        },
      ),
      getUserByUsername: build.query<
        GetUserByUsernameApiResponse,
        GetUserByUsernameApiArg
      >({
        query: (queryArg) => ({ url: `/user/username/${queryArg.name}` }),
        providesTags: ["users"],
      }),
      getUser: build.query<GetUserApiResponse, GetUserApiArg>({
        query: (queryArg) => ({ url: `/user/${queryArg.id}` }),
        providesTags: ["users"],
      }),
      updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
        query: (queryArg) => ({
          url: `/user/update`,
          method: "POST",
          body: queryArg.userUpdateBody,
        }),
        invalidatesTags: ["users"],
      }),
      activateUser: build.mutation<ActivateUserApiResponse, ActivateUserApiArg>(
        {
          query: (queryArg) => ({
            url: `/user/activate`,
            method: "POST",
            body: queryArg.userRef,
          }),
          invalidatesTags: ["users"],
        },
      ),
      inactivateUser: build.mutation<
        InactivateUserApiResponse,
        InactivateUserApiArg
      >({
        query: (queryArg) => ({
          url: `/user/inactivate`,
          method: "POST",
          body: queryArg.userRef,
        }),
        invalidatesTags: ["users"],
      }),
      pullUsers: build.mutation<PullUsersApiResponse, PullUsersApiArg>({
        query: () => ({ url: `/user/pullUsers`, method: "GET" }),
        invalidatesTags: ["users"],
      }),
      getUserPushJob: build.query<
        GetUserPushJobApiResponse,
        GetUserPushJobApiArg
      >({
        query: (queryArg) => ({ url: `/user/push/${queryArg.id}` }),
        providesTags: ["users"],
      }),
      importUsers: build.mutation<ImportUsersApiResponse, ImportUsersApiArg>({
        query: (queryArg) => ({
          url: `/user/import`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["users"],
      }),
      previewUserImport: build.mutation<
        PreviewUserImportApiResponse,
        PreviewUserImportApiArg
      >({
        query: (queryArg) => ({
          url: `/user/import/preview`,
          method: "POST",
          body: queryArg.body,
          params: {
            previewId: queryArg.previewId,
          },
        }),
        invalidatesTags: ["users"],
      }),
      getUserImportPreviewProgress: build.query<
        GetUserImportPreviewProgressApiResponse,
        GetUserImportPreviewProgressApiArg
      >({
        query: (queryArg) => ({
          url: `/user/import/preview/${queryArg.previewId}`,
        }),
        providesTags: ["users"],
      }),
      listUserImportPreviewLines: build.query<
        ListUserImportPreviewLinesApiResponse,
        ListUserImportPreviewLinesApiArg
      >({
        query: (queryArg) => ({
          url: `/user/import/preview/${queryArg.previewId}/lines`,
          params: {
            kind: queryArg.kind,
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["users"],
      }),
      applyUserImport: build.mutation<
        ApplyUserImportApiResponse,
        ApplyUserImportApiArg
      >({
        query: (queryArg) => ({
          url: `/user/import/apply`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["users"],
      }),
      exportAllUsers: build.query<
        ExportAllUsersApiResponse,
        ExportAllUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/user/export`,
          params: {
            username: queryArg.username,
            name: queryArg.name,
            email: queryArg.email,
            profile: queryArg.profile,
            visibility: queryArg.visibility,
          },
        }),
        providesTags: ["users"],
      }),
      exportActiveUsers: build.query<
        ExportActiveUsersApiResponse,
        ExportActiveUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/user/export/active`,
          params: {
            username: queryArg.username,
            name: queryArg.name,
            email: queryArg.email,
            profile: queryArg.profile,
            visibility: queryArg.visibility,
          },
        }),
        providesTags: ["users"],
      }),
      exportInactiveUsers: build.query<
        ExportInactiveUsersApiResponse,
        ExportInactiveUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/user/export/inactive`,
          params: {
            username: queryArg.username,
            name: queryArg.name,
            email: queryArg.email,
            profile: queryArg.profile,
            visibility: queryArg.visibility,
          },
        }),
        providesTags: ["users"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListActiveUsersApiResponse =
  /** status 200 Users the caller may see. */ UserListItem[];
export type ListActiveUsersApiArg = void;
export type ListInactiveUsersApiResponse =
  /** status 200 Users the caller may see. */ UserListItem[];
export type ListInactiveUsersApiArg = void;
export type ListUserPageApiResponse =
  /** status 200 The page's users and how many users match the filters (unless withTotal is false). */ {
    items: UserListItem[];
    /** How many users match; absent when withTotal is false. */
    total?: number;
  };
export type ListUserPageApiArg = {
  /** true for the active users (the default), false for the inactive ones. */
  active?: boolean;
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  sort?: "username" | "name" | "email" | "profile" | "visibility";
  direction?: "asc" | "desc";
  username?: ListFilter;
  /** First and last name, as "first last". */
  name?: ListFilter;
  email?: ListFilter;
  /** The business profile name. */
  profile?: ListFilter;
  /** The visibility profile name. */
  visibility?: ListFilter;
  /** false leaves the total out of the answer. Counting every user a broad filter matches takes longer than finding a page of them (about 80 ms against 3 ms for a filter that matches 83,000 of a million users), so the console asks for a filtered page twice at once, without and with its total, and shows the rows as soon as they come. */
  withTotal?: boolean;
};
export type ListUserBulkJobsApiResponse =
  /** status 200 The jobs, newest first. */ UserBulkJob[];
export type ListUserBulkJobsApiArg = void;
export type StartUserBulkJobApiResponse =
  /** status 202 The job, started. */ UserBulkJob;
export type StartUserBulkJobApiArg = {
  userBulkJobStart: UserBulkJobStart;
};
export type GetUserBulkJobApiResponse = /** status 200 The job. */ UserBulkJob;
export type GetUserBulkJobApiArg = {
  id: string;
};
export type ExportUserBulkJobOutcomeApiResponse =
  /** status 200 The outcome: a header row, then one row per user in selection order. */ string;
export type ExportUserBulkJobOutcomeApiArg = {
  id: string;
};
export type GetUserConfigApiResponse =
  /** status 200 The user element configuration, one entry per category. */ UserElementConfig[];
export type GetUserConfigApiArg = void;
export type GetUserByUsernameApiResponse = /** status 200 The user. */ User;
export type GetUserByUsernameApiArg = {
  name: string;
};
export type GetUserApiResponse = /** status 200 The user. */ User;
export type GetUserApiArg = {
  id: string;
};
export type UpdateUserApiResponse =
  /** status 200 The saved user's uuid and the applications that failed to receive it. */ UserUpdateResult;
export type UpdateUserApiArg = {
  userUpdateBody: UserUpdateBody;
};
export type ActivateUserApiResponse =
  /** status 200 Users the caller may see. */ UserListItem[];
export type ActivateUserApiArg = {
  userRef: UserRef;
};
export type InactivateUserApiResponse =
  /** status 200 Users the caller may see. */ UserListItem[];
export type InactivateUserApiArg = {
  userRef: UserRef;
};
export type PullUsersApiResponse =
  /** status 200 How many users were updated and which applications failed. */ PullResult;
export type PullUsersApiArg = void;
export type GetUserPushJobApiResponse =
  /** status 200 The push job. */ UserPushJob;
export type GetUserPushJobApiArg = {
  id: string;
};
export type ImportUsersApiResponse =
  /** status 200 How many users were created and updated. */ ImportResult;
export type ImportUsersApiArg = {
  body: {
    users: Blob;
  };
};
export type PreviewUserImportApiResponse =
  /** status 200 The preview. */ ImportPreview;
export type PreviewUserImportApiArg = {
  /** The id the new preview gets; a new random id when absent. */
  previewId?: Uuid;
  body: {
    users: Blob;
  };
};
export type GetUserImportPreviewProgressApiResponse =
  /** status 200 The totals. */ ImportPreviewTotals;
export type GetUserImportPreviewProgressApiArg = {
  previewId: Uuid;
};
export type ListUserImportPreviewLinesApiResponse =
  /** status 200 The page. */ {
    items: ImportPreviewLine[];
  };
export type ListUserImportPreviewLinesApiArg = {
  previewId: Uuid;
  kind: "created" | "changed" | "refused";
  offset?: number;
  limit?: number;
};
export type ApplyUserImportApiResponse =
  /** status 200 How many users were created and updated. */ ImportResult;
export type ApplyUserImportApiArg = {
  body: {
    previewId: Uuid;
  };
};
export type ExportAllUsersApiResponse =
  /** status 200 The users as CSV, one row per user after a header row. */ string;
export type ExportAllUsersApiArg = {
  username?: ListFilter;
  /** First and last name, as "first last". */
  name?: ListFilter;
  email?: ListFilter;
  /** The business profile name. */
  profile?: ListFilter;
  /** The visibility profile name. */
  visibility?: ListFilter;
};
export type ExportActiveUsersApiResponse =
  /** status 200 The users as CSV, one row per user after a header row. */ string;
export type ExportActiveUsersApiArg = {
  username?: ListFilter;
  /** First and last name, as "first last". */
  name?: ListFilter;
  email?: ListFilter;
  /** The business profile name. */
  profile?: ListFilter;
  /** The visibility profile name. */
  visibility?: ListFilter;
};
export type ExportInactiveUsersApiResponse =
  /** status 200 The users as CSV, one row per user after a header row. */ string;
export type ExportInactiveUsersApiArg = {
  username?: ListFilter;
  /** First and last name, as "first last". */
  name?: ListFilter;
  email?: ListFilter;
  /** The business profile name. */
  profile?: ListFilter;
  /** The visibility profile name. */
  visibility?: ListFilter;
};
export type Uuid = string;
export type Text255 = string;
export type ProfileRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
export type RoleName = "ERRIGAL_ADMIN" | "ADMIN" | "SCO_ADMIN";
export type MinimumRole = {
  name: RoleName;
};
export type CompanyRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
export type UserListItem = {
  uuid: Uuid;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  businessProfile?: ProfileRef;
  visibilityProfile?: ProfileRef;
  minimumRole: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
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
export type UserBulkAction =
  | "activate"
  | "inactivate"
  | "setBusinessProfile"
  | "setVisibilityProfile"
  | "sendPasswordReset";
export type UserBulkJob = {
  uuid: Uuid;
  action: UserBulkAction;
  /** The profile a set action sets. */
  profileName?: string | null;
  /** interrupted when the server stopped mid-job; processed then says where. */
  state: "running" | "done" | "interrupted";
  total: number;
  processed: number;
  succeeded: number;
  /** The users refused, in selection order (the first 100; the CSV outcome has all). */
  failures: {
    username: string;
    reason: string;
  }[];
  failedCount: number;
  startedAt: string;
  finishedAt?: string | null;
};
export type UserRef = {
  uuid: Uuid;
  username?: Text255;
  email?: Text255;
  firstName?: Text255;
  lastName?: Text255;
  active?: boolean;
  businessProfile?: ProfileRef;
  visibilityProfile?: ProfileRef;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  version?: number;
};
export type UserBulkFilter = {
  active?: boolean;
  username?: ListFilter;
  name?: ListFilter;
  email?: ListFilter;
  profile?: ListFilter;
  visibility?: ListFilter;
};
export type UserBulkSelection = {
  uuids?: Uuid[];
  filter?: UserBulkFilter;
};
export type UserBulkJobStart = {
  action: UserBulkAction;
  /** The business profile (setBusinessProfile) or visibility profile (setVisibilityProfile) to set. */
  profile?: UserRef;
  selection: UserBulkSelection;
};
export type UserElementConfig = {
  category: string;
  label: string;
  type: "DROPDOWN" | "TEXT";
};
export type LocationRef = {
  uuid: Uuid;
  name?: Text255;
  latitude?: number | null;
  longitude?: number | null;
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
export type BusinessProfileRef = {
  uuid: Uuid;
  name?: Text255;
  appProfiles?: AppProfileRef[];
} | null;
export type UserElement = {
  uuid: Uuid;
  name?: Text255;
  label?: Text255;
  category?: Text255;
  actualValue?: string | null;
};
export type User = {
  uuid?: Uuid;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  deskPhone?: string | null;
  mobilePhone?: string | null;
  active: boolean;
  location?: LocationRef;
  businessProfile?: BusinessProfileRef;
  visibilityProfile?: ProfileRef;
  minimumRole: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  elements?: UserElement[];
  clonedId?: Uuid;
  version?: number;
};
export type UserUpdateResult = {
  uuid?: Uuid;
  failedUpdateApps?: string[];
};
export type UserUpdateBody = {
  user: User;
  clonedId?: string | null;
};
export type PullResult = {
  updated: number;
  /** The applications that answered, by name. */
  answeredApps: string[];
  /** The applications whose call failed or timed out, by name. */
  failedApps: string[];
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
export type ImportResult = {
  created: number;
  updated: number;
};
export type ImportPreviewTotals = {
  previewId: Uuid;
  /** The file lines read so far. */
  lines: number;
  /** True once the whole file is read and checked. */
  done: boolean;
  created: number;
  changed: number;
  unchanged: number;
  /** Refused lines (a line may have several reasons). */
  refused: number;
  /** Present while `POST /user/import/apply` of this preview runs: the users it has written so far. They are written in one transaction, so no other call sees any of them until all are written. */
  applied?: number;
  /** Present once the preview is applied: what the apply wrote, committed with the users. A caller whose apply answer was lost learns here whether it was written. */
  outcome?: ImportResult;
};
export type ImportPreviewLine = {
  line: number;
  username?: string;
  changes?: {
    field: string;
    from: string;
    to: string;
  }[];
  field?: string;
  message?: string;
};
export type ImportPreview = {
  previewId: Uuid;
  totals: ImportPreviewTotals;
  /** The first new users (`totals.created` in all). */
  created: ImportPreviewLine[];
  /** The first changed users, each changed field with its old and new value (`totals.changed` in all). */
  changed: ImportPreviewLine[];
  unchanged: number;
  /** The first refused lines, with the field and the reason (`totals.refused` lines in all). */
  refused: ImportPreviewLine[];
};
export const {
  useListActiveUsersQuery,
  useListInactiveUsersQuery,
  useListUserPageQuery,
  useListUserBulkJobsQuery,
  useStartUserBulkJobMutation,
  useGetUserBulkJobQuery,
  useExportUserBulkJobOutcomeQuery,
  useGetUserConfigQuery,
  useGetUserByUsernameQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  useActivateUserMutation,
  useInactivateUserMutation,
  usePullUsersMutation,
  useGetUserPushJobQuery,
  useImportUsersMutation,
  usePreviewUserImportMutation,
  useGetUserImportPreviewProgressQuery,
  useListUserImportPreviewLinesQuery,
  useApplyUserImportMutation,
  useExportAllUsersQuery,
  useExportActiveUsersQuery,
  useExportInactiveUsersQuery,
} = injectedRtkApi;
