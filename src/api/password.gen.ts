import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["password"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      sendPasswordReset: build.mutation<
        SendPasswordResetApiResponse,
        SendPasswordResetApiArg
      >({
        query: (queryArg) => ({
          url: `/password/reset`,
          method: "POST",
          body: queryArg.userRef,
        }),
        invalidatesTags: ["password"],
      }),
      forgotPassword: build.mutation<
        ForgotPasswordApiResponse,
        ForgotPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/password/forgot`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["password"],
      }),
      verifyPasswordToken: build.query<
        VerifyPasswordTokenApiResponse,
        VerifyPasswordTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/password/token/verify/${queryArg.token}`,
        }),
        providesTags: ["password"],
      }),
      updatePassword: build.mutation<
        UpdatePasswordApiResponse,
        UpdatePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/password/update`,
          method: "POST",
          body: queryArg.passwordResetPayload,
        }),
        invalidatesTags: ["password"],
      }),
      getPasswordSentTemplate: build.query<
        GetPasswordSentTemplateApiResponse,
        GetPasswordSentTemplateApiArg
      >({
        query: () => ({ url: `/password/template/sent` }),
        providesTags: ["password"],
      }),
      getPasswordCompleteTemplate: build.query<
        GetPasswordCompleteTemplateApiResponse,
        GetPasswordCompleteTemplateApiArg
      >({
        query: () => ({ url: `/password/template/complete` }),
        providesTags: ["password"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type SendPasswordResetApiResponse = unknown;
export type SendPasswordResetApiArg = {
  userRef: UserRef;
};
export type ForgotPasswordApiResponse = unknown;
export type ForgotPasswordApiArg = {
  body: {
    username: string;
  };
};
export type VerifyPasswordTokenApiResponse =
  /** status 200 The token's username, empty when the token is invalid or expired. */ {
    username: string;
  };
export type VerifyPasswordTokenApiArg = {
  token: string;
};
export type UpdatePasswordApiResponse = unknown;
export type UpdatePasswordApiArg = {
  passwordResetPayload: PasswordResetPayload;
};
export type GetPasswordSentTemplateApiResponse =
  /** status 200 An HTML message that replaces the built-in text. */ string;
export type GetPasswordSentTemplateApiArg = void;
export type GetPasswordCompleteTemplateApiResponse =
  /** status 200 An HTML message that replaces the built-in text. */ string;
export type GetPasswordCompleteTemplateApiArg = void;
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
export type PasswordResetPayload = {
  token: string;
  password: string;
  rePassword: string;
};
export const {
  useSendPasswordResetMutation,
  useForgotPasswordMutation,
  useVerifyPasswordTokenQuery,
  useUpdatePasswordMutation,
  useGetPasswordSentTemplateQuery,
  useGetPasswordCompleteTemplateQuery,
} = injectedRtkApi;
