import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["account"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listMyFactors: build.query<ListMyFactorsApiResponse, ListMyFactorsApiArg>(
        {
          query: () => ({ url: `/account/factors` }),
          providesTags: ["account"],
        },
      ),
      startTotpEnrolment: build.mutation<
        StartTotpEnrolmentApiResponse,
        StartTotpEnrolmentApiArg
      >({
        query: () => ({ url: `/account/factors/totp`, method: "POST" }),
        invalidatesTags: ["account"],
      }),
      startPasskeyEnrolment: build.mutation<
        StartPasskeyEnrolmentApiResponse,
        StartPasskeyEnrolmentApiArg
      >({
        query: () => ({
          url: `/account/factors/passkey/options`,
          method: "POST",
        }),
        invalidatesTags: ["account"],
      }),
      addPasskey: build.mutation<AddPasskeyApiResponse, AddPasskeyApiArg>({
        query: (queryArg) => ({
          url: `/account/factors/passkey`,
          method: "POST",
          body: queryArg.addPasskeyBody,
        }),
        invalidatesTags: ["account"],
      }),
      confirmTotpEnrolment: build.mutation<
        ConfirmTotpEnrolmentApiResponse,
        ConfirmTotpEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/account/factors/${queryArg.id}/confirm`,
          method: "POST",
          body: queryArg.confirmFactorBody,
        }),
        invalidatesTags: ["account"],
      }),
      renameFactor: build.mutation<RenameFactorApiResponse, RenameFactorApiArg>(
        {
          query: (queryArg) => ({
            url: `/account/factors/${queryArg.id}`,
            method: "PATCH",
            body: queryArg.factorName,
          }),
          invalidatesTags: ["account"],
        },
      ),
      removeFactor: build.mutation<RemoveFactorApiResponse, RemoveFactorApiArg>(
        {
          query: (queryArg) => ({
            url: `/account/factors/${queryArg.id}`,
            method: "DELETE",
          }),
          invalidatesTags: ["account"],
        },
      ),
      regenerateRecoveryCodes: build.mutation<
        RegenerateRecoveryCodesApiResponse,
        RegenerateRecoveryCodesApiArg
      >({
        query: () => ({ url: `/account/recoveryCodes`, method: "POST" }),
        invalidatesTags: ["account"],
      }),
      listMySessions: build.query<
        ListMySessionsApiResponse,
        ListMySessionsApiArg
      >({
        query: () => ({ url: `/account/sessions` }),
        providesTags: ["account"],
      }),
      endMyOtherSessions: build.mutation<
        EndMyOtherSessionsApiResponse,
        EndMyOtherSessionsApiArg
      >({
        query: () => ({ url: `/account/sessions/endOthers`, method: "POST" }),
        invalidatesTags: ["account"],
      }),
      endMySession: build.mutation<EndMySessionApiResponse, EndMySessionApiArg>(
        {
          query: (queryArg) => ({
            url: `/account/sessions/${queryArg.sid}`,
            method: "DELETE",
          }),
          invalidatesTags: ["account"],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListMyFactorsApiResponse = /** status 200 The factors. */ MyFactors;
export type ListMyFactorsApiArg = void;
export type StartTotpEnrolmentApiResponse =
  /** status 200 The key, as text and as the otpauth URI its QR code shows. */ TotpEnrolment;
export type StartTotpEnrolmentApiArg = void;
export type StartPasskeyEnrolmentApiResponse =
  /** status 200 Options for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */ PasskeyOptions;
export type StartPasskeyEnrolmentApiArg = void;
export type AddPasskeyApiResponse =
  /** status 200 New recovery codes (shown once), or none when the caller already has a set. */ RecoveryCodes;
export type AddPasskeyApiArg = {
  addPasskeyBody: AddPasskeyBody;
};
export type ConfirmTotpEnrolmentApiResponse =
  /** status 200 New recovery codes (shown once), or none when the caller already has a set. */ RecoveryCodes;
export type ConfirmTotpEnrolmentApiArg = {
  id: string;
  confirmFactorBody: ConfirmFactorBody;
};
export type RenameFactorApiResponse = /** status 200 The factor. */ Factor;
export type RenameFactorApiArg = {
  id: string;
  factorName: FactorName;
};
export type RemoveFactorApiResponse = unknown;
export type RemoveFactorApiArg = {
  id: string;
};
export type RegenerateRecoveryCodesApiResponse =
  /** status 200 The new codes. */ RecoveryCodes;
export type RegenerateRecoveryCodesApiArg = void;
export type ListMySessionsApiResponse =
  /** status 200 The sessions, most recently seen first. */ SessionInfo[];
export type ListMySessionsApiArg = void;
export type EndMyOtherSessionsApiResponse = unknown;
export type EndMyOtherSessionsApiArg = void;
export type EndMySessionApiResponse = unknown;
export type EndMySessionApiArg = {
  /** A session's id (the sid claim of its tokens). */
  sid: string;
};
export type FactorKind = "totp" | "passkey";
export type Factor = {
  id: string;
  kind: FactorKind;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};
export type MyFactors = {
  factors: Factor[];
  recoveryCodesLeft: number;
  /** MFA_REQUIRED_ROLES names one of the caller's roles: the last factor cannot be removed. */
  required: boolean;
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
export type TotpEnrolment = {
  factorId: string;
  /** The key in base32, for typing into an app. */
  secret: string;
  /** otpauth://totp/... (RFC 6238, SHA-1, 6 digits, 30 seconds). */
  otpauthUri: string;
};
export type PasskeyOptions = {
  challenge: string;
  [key: string]: any;
};
export type RecoveryCodes = {
  recoveryCodes: string[];
};
export type PasskeyCredential = {
  id: string;
  rawId: string;
  type: "public-key";
  response: {
    [key: string]: any;
  };
  [key: string]: any;
};
export type AddPasskeyBody = {
  name: string;
  credential: PasskeyCredential;
};
export type ConfirmFactorBody = {
  code: string;
  name: string;
};
export type FactorName = {
  name: string;
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
export const {
  useListMyFactorsQuery,
  useStartTotpEnrolmentMutation,
  useStartPasskeyEnrolmentMutation,
  useAddPasskeyMutation,
  useConfirmTotpEnrolmentMutation,
  useRenameFactorMutation,
  useRemoveFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useListMySessionsQuery,
  useEndMyOtherSessionsMutation,
  useEndMySessionMutation,
} = injectedRtkApi;
