import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["audit"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAuditEvents: build.query<
        ListAuditEventsApiResponse,
        ListAuditEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/audit/events`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            direction: queryArg.direction,
            actor: queryArg.actor,
            recordType: queryArg.recordType,
            recordUuid: queryArg.recordUuid,
            action: queryArg.action,
            text: queryArg.text,
            from: queryArg["from"],
            to: queryArg.to,
          },
        }),
        providesTags: ["audit"],
      }),
      getAuditEvent: build.query<GetAuditEventApiResponse, GetAuditEventApiArg>(
        {
          query: (queryArg) => ({ url: `/audit/events/${queryArg.uuid}` }),
          providesTags: ["audit"],
        },
      ),
      exportAuditEvents: build.query<
        ExportAuditEventsApiResponse,
        ExportAuditEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/audit/export`,
          params: {
            actor: queryArg.actor,
            recordType: queryArg.recordType,
            recordUuid: queryArg.recordUuid,
            action: queryArg.action,
            text: queryArg.text,
            from: queryArg["from"],
            to: queryArg.to,
          },
        }),
        providesTags: ["audit"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListAuditEventsApiResponse =
  /** status 200 The page's entries and how many entries match the filters. */ {
    items: AuditEvent[];
    total: number;
  };
export type ListAuditEventsApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  /** By time; newest first by default. */
  direction?: "asc" | "desc";
  /** Who wrote: a username (contains) or the actor's uuid. */
  actor?: ListFilter;
  recordType?: AuditRecordType;
  recordUuid?: string;
  action?: AuditAction;
  /** Contains, in the record's name, the actor or the diff. */
  text?: ListFilter;
  /** Entries at or after this time. */
  from?: string;
  /** Entries before this time. */
  to?: string;
};
export type GetAuditEventApiResponse = /** status 200 The entry. */ AuditEvent;
export type GetAuditEventApiArg = {
  uuid: string;
};
export type ExportAuditEventsApiResponse =
  /** status 200 The entries as CSV. */ string;
export type ExportAuditEventsApiArg = {
  /** Who wrote: a username (contains) or the actor's uuid. */
  actor?: ListFilter;
  recordType?: AuditRecordType;
  recordUuid?: string;
  action?: AuditAction;
  /** Contains, in the record's name, the actor or the diff. */
  text?: ListFilter;
  /** Entries at or after this time. */
  from?: string;
  /** Entries before this time. */
  to?: string;
};
export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "clone"
  | "activate"
  | "inactivate"
  | "import"
  | "push"
  | "sync"
  | "syncAll"
  | "visibilitySync"
  | "passwordResetSent"
  | "passwordResetCompleted"
  | "login"
  | "loginFailed"
  | "loginLocked"
  | "loginSso"
  | "logout"
  | "bootstrap"
  | "factorAdded"
  | "factorRenamed"
  | "factorRemoved"
  | "factorsReset";
export type AuditRecordType =
  | "user"
  | "application"
  | "appProfile"
  | "businessProfile"
  | "visibilityProfile"
  | "authClient"
  | "customerCompany"
  | "visibilitySync"
  | "import";
export type AuditChange = {
  field: string;
  from?: string | null;
  to?: string | null;
  added?: string[];
  removed?: string[];
};
export type AuditEvent = {
  uuid: string;
  at: string;
  /** The user who wrote, or `system` (uuid null) for startup and bootstrap; for a failed login, the name typed. */
  actor: {
    uuid: string | null;
    username: string;
  };
  address: string | null;
  userAgent: string | null;
  action: AuditAction;
  /** The record as named at the time of the write. */
  record: {
    type: AuditRecordType;
    uuid: string | null;
    name: string;
  };
  changes: AuditChange[];
  /** An import's user entries name the import's entry. */
  parentUuid: string | null;
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
export const {
  useListAuditEventsQuery,
  useGetAuditEventQuery,
  useExportAuditEventsQuery,
} = injectedRtkApi;
