import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["session"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      formLogin: build.mutation<FormLoginApiResponse, FormLoginApiArg>({
        query: (queryArg) => ({
          url: `/login`,
          method: "POST",
          body: queryArg.credentials,
        }),
        invalidatesTags: ["session"],
      }),
      authorize: build.mutation<AuthorizeApiResponse, AuthorizeApiArg>({
        query: (queryArg) => ({
          url: `/auth/authorize`,
          method: "POST",
          body: queryArg.authorizeBody,
        }),
        invalidatesTags: ["session"],
      }),
      sessionAuthorize: build.mutation<
        SessionAuthorizeApiResponse,
        SessionAuthorizeApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/session`,
          method: "POST",
          body: queryArg.authorizeRequest,
        }),
        invalidatesTags: ["session"],
      }),
      exchangeToken: build.mutation<
        ExchangeTokenApiResponse,
        ExchangeTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/token`,
          method: "POST",
          body: queryArg.tokenRequest,
        }),
        invalidatesTags: ["session"],
      }),
      getJwks: build.query<GetJwksApiResponse, GetJwksApiArg>({
        query: () => ({ url: `/auth/jwks` }),
        providesTags: ["session"],
      }),
      getUserInfo: build.query<GetUserInfoApiResponse, GetUserInfoApiArg>({
        query: () => ({ url: `/auth/userinfo` }),
        providesTags: ["session"],
      }),
      getOpenIdConfiguration: build.query<
        GetOpenIdConfigurationApiResponse,
        GetOpenIdConfigurationApiArg
      >({
        query: () => ({ url: `/.well-known/openid-configuration` }),
        providesTags: ["session"],
      }),
      getAuthorizationServerMetadata: build.query<
        GetAuthorizationServerMetadataApiResponse,
        GetAuthorizationServerMetadataApiArg
      >({
        query: () => ({
          url: `/.well-known/oauth-authorization-server/userprofile`,
        }),
        providesTags: ["session"],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: (queryArg) => ({
          url: `/auth/logout`,
          method: "GET",
          params: {
            ticket: queryArg.ticket,
          },
        }),
        invalidatesTags: ["session"],
      }),
      getFrontendConfig: build.query<
        GetFrontendConfigApiResponse,
        GetFrontendConfigApiArg
      >({
        query: () => ({ url: `/auth/frontendconfig` }),
        providesTags: ["session"],
      }),
      getPropelTokenFromCode: build.query<
        GetPropelTokenFromCodeApiResponse,
        GetPropelTokenFromCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/getPropelTokenFromCode`,
          params: {
            code: queryArg.code,
            code_verifier: queryArg.codeVerifier,
            state: queryArg.state,
          },
        }),
        providesTags: ["session"],
      }),
      startEnterpriseSso: build.mutation<
        StartEnterpriseSsoApiResponse,
        StartEnterpriseSsoApiArg
      >({
        query: () => ({ url: `/auth/sso/start`, method: "POST" }),
        invalidatesTags: ["session"],
      }),
      getMe: build.query<GetMeApiResponse, GetMeApiArg>({
        query: () => ({ url: `/me` }),
        providesTags: ["session"],
      }),
      getStartupConfig: build.query<
        GetStartupConfigApiResponse,
        GetStartupConfigApiArg
      >({
        query: () => ({ url: `/config` }),
        providesTags: ["session"],
      }),
      getAppInfo: build.query<GetAppInfoApiResponse, GetAppInfoApiArg>({
        query: () => ({ url: `/appInfo` }),
        providesTags: ["session"],
      }),
      authorizeSecondFactor: build.mutation<
        AuthorizeSecondFactorApiResponse,
        AuthorizeSecondFactorApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/secondFactor`,
          method: "POST",
          body: queryArg.secondFactorBody,
        }),
        invalidatesTags: ["session"],
      }),
      startLoginEnrolment: build.mutation<
        StartLoginEnrolmentApiResponse,
        StartLoginEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/enrolment`,
          method: "POST",
          body: queryArg.loginTicket,
        }),
        invalidatesTags: ["session"],
      }),
      confirmLoginEnrolment: build.mutation<
        ConfirmLoginEnrolmentApiResponse,
        ConfirmLoginEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/enrolment/confirm`,
          method: "POST",
          body: queryArg.secondFactorBody,
        }),
        invalidatesTags: ["session"],
      }),
      startPasskeyLogin: build.mutation<
        StartPasskeyLoginApiResponse,
        StartPasskeyLoginApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/secondFactor/passkey/options`,
          method: "POST",
          body: queryArg.loginTicket,
        }),
        invalidatesTags: ["session"],
      }),
      authorizePasskey: build.mutation<
        AuthorizePasskeyApiResponse,
        AuthorizePasskeyApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/secondFactor/passkey`,
          method: "POST",
          body: queryArg.passkeyLoginBody,
        }),
        invalidatesTags: ["session"],
      }),
      startLoginPasskeyEnrolment: build.mutation<
        StartLoginPasskeyEnrolmentApiResponse,
        StartLoginPasskeyEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/enrolment/passkey/options`,
          method: "POST",
          body: queryArg.loginTicket,
        }),
        invalidatesTags: ["session"],
      }),
      confirmLoginPasskeyEnrolment: build.mutation<
        ConfirmLoginPasskeyEnrolmentApiResponse,
        ConfirmLoginPasskeyEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/enrolment/passkey`,
          method: "POST",
          body: queryArg.passkeyLoginBody,
        }),
        invalidatesTags: ["session"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type FormLoginApiResponse =
  /** status 200 The outcome; on success the provider session cookie is set. */ LoginResult;
export type FormLoginApiArg = {
  credentials: Credentials;
};
export type AuthorizeApiResponse =
  /** status 200 Where to go next (with code and state), or the second factor the login still needs. */ AuthorizeResult;
export type AuthorizeApiArg = {
  authorizeBody: AuthorizeBody;
};
export type SessionAuthorizeApiResponse =
  /** status 200 Where to go next, with code and state. */ RedirectResult;
export type SessionAuthorizeApiArg = {
  authorizeRequest: AuthorizeRequest;
};
export type ExchangeTokenApiResponse =
  /** status 200 The access token. */ TokenResponse;
export type ExchangeTokenApiArg = {
  tokenRequest: TokenRequestWrite;
};
export type GetJwksApiResponse = /** status 200 The JWK set. */ JwkSet;
export type GetJwksApiArg = void;
export type GetUserInfoApiResponse =
  /** status 200 The user's claims. */ UserInfo;
export type GetUserInfoApiArg = void;
export type GetOpenIdConfigurationApiResponse =
  /** status 200 The provider's metadata. */ ProviderMetadata;
export type GetOpenIdConfigurationApiArg = void;
export type GetAuthorizationServerMetadataApiResponse =
  /** status 200 The provider's metadata (the same document as OpenID discovery). */ ProviderMetadata;
export type GetAuthorizationServerMetadataApiArg = void;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = {
  ticket?: string;
};
export type GetFrontendConfigApiResponse =
  /** status 200 Login configuration of the console. */ FrontendConfig;
export type GetFrontendConfigApiArg = void;
export type GetPropelTokenFromCodeApiResponse =
  /** status 200 The access token. */ TokenResponse;
export type GetPropelTokenFromCodeApiArg = {
  code: string;
  codeVerifier: string;
  /** The state startEnterpriseSso gave this browser. */
  state: string;
};
export type StartEnterpriseSsoApiResponse =
  /** status 200 The state and nonce of this browser's login. */ SsoStart;
export type StartEnterpriseSsoApiArg = void;
export type GetMeApiResponse = /** status 200 The current user. */ CurrentUser;
export type GetMeApiArg = void;
export type GetStartupConfigApiResponse =
  /** status 200 The configuration. */ StartupConfig;
export type GetStartupConfigApiArg = void;
export type GetAppInfoApiResponse =
  /** status 200 The application info. */ ApplicationInfo;
export type GetAppInfoApiArg = void;
export type AuthorizeSecondFactorApiResponse =
  /** status 200 Where to go next, with code and state. */ RedirectResult;
export type AuthorizeSecondFactorApiArg = {
  secondFactorBody: SecondFactorBody;
};
export type StartLoginEnrolmentApiResponse =
  /** status 200 The key, as text and as the otpauth URI its QR code shows. */ TotpEnrolment;
export type StartLoginEnrolmentApiArg = {
  loginTicket: LoginTicket;
};
export type ConfirmLoginEnrolmentApiResponse =
  /** status 200 The ten recovery codes, shown once. */ RecoveryCodes;
export type ConfirmLoginEnrolmentApiArg = {
  secondFactorBody: SecondFactorBody;
};
export type StartPasskeyLoginApiResponse =
  /** status 200 Options for navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON). */ PasskeyOptions;
export type StartPasskeyLoginApiArg = {
  loginTicket: LoginTicket;
};
export type AuthorizePasskeyApiResponse =
  /** status 200 Where to go next, with code and state. */ RedirectResult;
export type AuthorizePasskeyApiArg = {
  passkeyLoginBody: PasskeyLoginBody;
};
export type StartLoginPasskeyEnrolmentApiResponse =
  /** status 200 Options for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */ PasskeyOptions;
export type StartLoginPasskeyEnrolmentApiArg = {
  loginTicket: LoginTicket;
};
export type ConfirmLoginPasskeyEnrolmentApiResponse =
  /** status 200 The ten recovery codes, shown once. */ RecoveryCodes;
export type ConfirmLoginPasskeyEnrolmentApiArg = {
  passkeyLoginBody: PasskeyLoginBody;
};
export type LoginResult = {
  success: boolean;
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
export type Credentials = {
  username: string;
  password: string;
};
export type FactorKind = "totp" | "passkey";
export type SecondFactorChallenge = {
  ticket: string;
  enrol: boolean;
  /** The kinds of factor the user has (none when it must enrol); a recovery code is always offered. */
  kinds: FactorKind[];
};
export type AuthorizeResult = {
  redirectUrl?: string;
  secondFactor?: SecondFactorChallenge;
};
export type AuthorizeRequest = {
  client_id: string;
  redirect_uri: string;
  scope?: string;
  response_type?: "code";
  response_mode?: string;
  /** Opaque to the provider, of any length; passed back unchanged with the code. */
  state?: string;
  /** Echoed in the ID token. */
  nonce?: string;
  code_challenge: string;
  code_challenge_method?: "S256";
};
export type AuthorizeBody = {
  credentials: Credentials;
  authorizeRequest: AuthorizeRequest;
  token?: string | null;
};
export type RedirectResult = {
  redirectUrl: string;
};
export type TokenResponse = {
  /** An RFC 9068 JWT (`typ: at+jwt`), verifiable against the jwks_uri keys. */
  access_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
  /** With scope `openid` (OpenID Connect Core 3.1.3.3). */
  id_token?: string;
};
export type OAuthError = {
  error:
    | "invalid_request"
    | "invalid_client"
    | "invalid_grant"
    | "unauthorized_client"
    | "unsupported_grant_type"
    | "invalid_scope"
    | "server_error";
  error_description?: string;
};
export type TokenRequest = {
  /** Required unless the client authenticates by HTTP Basic. */
  client_id?: string;
  code?: string;
  code_verifier?: string;
  grant_type: string;
  /** Required when the authorization request named it (at the authorization endpoint), and then the same. */
  redirect_uri?: string;
  [key: string]: any;
};
export type TokenRequestWrite = {
  /** Required unless the client authenticates by HTTP Basic. */
  client_id?: string;
  code?: string;
  code_verifier?: string;
  grant_type: string;
  /** Required when the authorization request named it (at the authorization endpoint), and then the same. */
  redirect_uri?: string;
  /** A confidential client's secret (or send it by HTTP Basic in the Authorization header). */
  client_secret?: string;
  [key: string]: any;
};
export type JwkSet = {
  keys: {
    kty: string;
    kid: string;
    use?: string;
    alg?: string;
    n: string;
    e: string;
  }[];
};
export type UserInfo = {
  sub: string;
  preferred_username?: string;
  email?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
};
export type ProviderMetadata = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  scopes_supported?: string[];
  response_types_supported: string[];
  response_modes_supported?: string[];
  grant_types_supported?: string[];
  subject_types_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
  code_challenge_methods_supported?: string[];
  claims_supported?: string[];
  authorization_response_iss_parameter_supported?: boolean;
};
export type FrontendConfig = {
  propelAuthUrl?: string | null;
  clientId: string;
  envBaseUrl: string;
};
export type SsoStart = {
  state: string;
  nonce: string;
};
export type Uuid = string;
export type Text255 = string;
export type CompanyRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
export type CurrentUser = {
  username: string;
  roles: string[];
  layoutCode?: string;
  defaultMinimumRoleName?: string;
  errigalCustomerCompany?: CompanyRef;
  success: boolean;
};
export type EnterpriseSso = {
  /** The provider's authorization endpoint (from its discovery document). */
  authorizeUrl: string;
  clientId: string;
  /** The console callback the provider sends the code to. */
  redirectUri: string;
  scope: string;
};
export type StartupConfig = {
  clientId: string;
  layoutCode: string;
  basePath: string;
  /** The largest users CSV that `POST /user/import` and its preview accept, in bytes; a larger one is refused with 413. */
  importFileLimitBytes?: number;
  enterpriseSso?: EnterpriseSso;
};
export type ApplicationInfo = {
  gaSiteId?: string;
  username?: string;
  headerUrl?: string;
  headerCss?: string;
  headerConfig?: string;
  headerVersion?: string;
  suiteName?: string;
  appName?: string;
};
export type SecondFactorBody = {
  ticket: string;
  /** A 6-digit authenticator code or a recovery code. */
  code: string;
};
export type TotpEnrolment = {
  factorId: string;
  /** The key in base32, for typing into an app. */
  secret: string;
  /** otpauth://totp/... (RFC 6238, SHA-1, 6 digits, 30 seconds). */
  otpauthUri: string;
};
export type LoginTicket = {
  ticket: string;
};
export type RecoveryCodes = {
  recoveryCodes: string[];
};
export type PasskeyOptions = {
  challenge: string;
  [key: string]: any;
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
export type PasskeyLoginBody = {
  ticket: string;
  credential: PasskeyCredential;
};
export const {
  useFormLoginMutation,
  useAuthorizeMutation,
  useSessionAuthorizeMutation,
  useExchangeTokenMutation,
  useGetJwksQuery,
  useGetUserInfoQuery,
  useGetOpenIdConfigurationQuery,
  useGetAuthorizationServerMetadataQuery,
  useLogoutMutation,
  useGetFrontendConfigQuery,
  useGetPropelTokenFromCodeQuery,
  useStartEnterpriseSsoMutation,
  useGetMeQuery,
  useGetStartupConfigQuery,
  useGetAppInfoQuery,
  useAuthorizeSecondFactorMutation,
  useStartLoginEnrolmentMutation,
  useConfirmLoginEnrolmentMutation,
  useStartPasskeyLoginMutation,
  useAuthorizePasskeyMutation,
  useStartLoginPasskeyEnrolmentMutation,
  useConfirmLoginPasskeyEnrolmentMutation,
} = injectedRtkApi;
