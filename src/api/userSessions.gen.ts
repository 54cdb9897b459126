import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["userSessions"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUserSessions: build.query<
        ListUserSessionsApiResponse,
        ListUserSessionsApiArg
      >({
        query: (queryArg) => ({ url: `/user/${queryArg.id}/sessions` }),
        providesTags: ["userSessions"],
      }),
      endUserSessions: build.mutation<
        EndUserSessionsApiResponse,
        EndUserSessionsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/sessions`,
          method: "DELETE",
        }),
        invalidatesTags: ["userSessions"],
      }),
      endUserSession: build.mutation<
        EndUserSessionApiResponse,
        EndUserSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/sessions/${queryArg.sid}`,
          method: "DELETE",
        }),
        invalidatesTags: ["userSessions"],
      }),
      resetUserFactors: build.mutation<
        ResetUserFactorsApiResponse,
        ResetUserFactorsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/factors`,
          method: "DELETE",
        }),
        invalidatesTags: ["userSessions"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListUserSessionsApiResponse =
  /** status 200 The sessions and the factor count. */ UserSecurity;
export type ListUserSessionsApiArg = {
  id: string;
};
export type EndUserSessionsApiResponse = unknown;
export type EndUserSessionsApiArg = {
  id: string;
};
export type EndUserSessionApiResponse = unknown;
export type EndUserSessionApiArg = {
  id: string;
  /** A session's id (the sid claim of its tokens). */
  sid: string;
};
export type ResetUserFactorsApiResponse = unknown;
export type ResetUserFactorsApiArg = {
  id: string;
};
export type SessionInfo = {
  sid: string;
  startedAt: string;
  lastSeenAt: string;
  address: string | null;
  /** The browser and system, read from its User-Agent ("Unknown" when it says nothing known). */
  browser: string;
  /** The name of the OAuth2 client the session signed in to. */
  client: string | null;
  /** The session of this request. */
  current: boolean;
};
export type UserSecurity = {
  sessions: SessionInfo[];
  factorCount: number;
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
export const {
  useListUserSessionsQuery,
  useEndUserSessionsMutation,
  useEndUserSessionMutation,
  useResetUserFactorsMutation,
} = injectedRtkApi;
