import type { AppContext } from '../../context';
import type { HandlersFor } from '../../http/handlerTypes';
import type { OperationsByTag } from '../../contract/openapi.gen';
import { callerOf } from '../../context';
import { badRequest, forbidden, unauthorized } from '../../contract/problem';
import { assertSameOrigin } from '../../http/sameOrigin';
import { bearerSession } from '../../auth/authenticate';
import { consoleRolesOf, findAccount } from './accounts';
import { findClient, issueCode, redirectAllowed, type AuthorizeRequest } from './authorizationCodes';
import { endProviderSession, providerSessionOf, startProviderSession } from './providerSession';
import { CONSOLE_CLIENT_ID } from '../../db/builtins';
import { externalLogin } from './externalLogin';
import type { ProviderOperation } from './providerHandlers';
import { credentialChecker, INVALID_CREDENTIALS } from './credentials';
import type { LoginStepOperation } from '../mfa/loginSteps';
import { secondStepOf } from '../mfa/policy';
import { beginPendingLogin } from '../mfa/pendingLogin';
import { factorKindsOf } from '../mfa/factors';
import { recordSessionEvent } from '../../audit/sessionAudit';
import { IMPORT_FILE_LIMIT_BYTES } from '../../shared/uploadLimits';

export { CONSOLE_CLIENT_ID };
export { INVALID_CREDENTIALS };

/** The console's own login (SPEC section 4) and the session calls; providerHandlers.ts has the standard endpoints. */
export function sessionHandlers(ctx: AppContext): HandlersFor<Exclude<OperationsByTag['session'], ProviderOperation | LoginStepOperation>> {
  const { db, config } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');
  const sso = externalLogin(ctx);
  // The console's JSON flow checks redirect_uri at the token endpoint only when it is sent there
  // (SPEC's console sends none; each client has exactly one redirect URI, and PKCE binds the code).
  const codeOptions = { issuer: ctx.issuer, redirectUriRequired: false };

  const checkCredentials = credentialChecker(ctx);

  async function checkAuthorizeRequest(authorizeRequest: AuthorizeRequest) {
    const client = await findClient(db, authorizeRequest.client_id);
    if (!client || !redirectAllowed(client, authorizeRequest.redirect_uri, config.publicUrl)) {
      throw badRequest('Unknown client or redirect_uri not allowed for it');
    }
  }

  return {
    async formLogin(request, reply) {
      assertSameOrigin(request, config.publicUrl);
      const account = await checkCredentials(request, request.body);
      // This form has no second step: a user with a second factor (or one it must enrol) signs in on the login page.
      if ((await secondStepOf(db, config, account.uuid)) !== 'none') return { success: false };
      await startProviderSession(db, request, reply, account.uuid, config.providerSessionTtlSeconds, secureCookies);
      return { success: true };
    },

    async authorize(request, reply) {
      assertSameOrigin(request, config.publicUrl);
      const { body } = request;
      await checkAuthorizeRequest(body.authorizeRequest);
      const account = await checkCredentials(request, body.credentials);
      if (body.authorizeRequest.client_id === CONSOLE_CLIENT_ID && (await consoleRolesOf(db, account.uuid)).length === 0) {
        throw forbidden('This user has no role in the console');
      }
      // A second factor, or its enrolment (MFA_REQUIRED_ROLES), comes before any session or code (features/mfa).
      const step = await secondStepOf(db, config, account.uuid);
      if (step !== 'none') {
        const ticket = await beginPendingLogin(db, { userUuid: account.uuid, authorizeRequest: body.authorizeRequest, enrol: step === 'enrol' });
        return { secondFactor: { ticket, enrol: step === 'enrol', kinds: await factorKindsOf(db, account.uuid) } };
      }
      const session = await startProviderSession(db, request, reply, account.uuid, config.providerSessionTtlSeconds, secureCookies, body.authorizeRequest.client_id);
      return { redirectUrl: await issueCode(db, body.authorizeRequest, session, codeOptions) };
    },

    async sessionAuthorize(request) {
      const authorizeRequest = request.body;
      await checkAuthorizeRequest(authorizeRequest);
      const session = await providerSessionOf(db, request, secureCookies);
      const account = session ? await findAccount(db, session.userUuid) : null;
      if (!session || !account?.active) throw unauthorized('No single sign-on session');
      return { redirectUrl: await issueCode(db, authorizeRequest, session, codeOptions) };
    },

    async logout(request, reply) {
      const userUuid = await endProviderSession(db, request, reply, secureCookies, await bearerSession(ctx, request));
      if (userUuid) await recordSessionEvent(db, request, 'logout', { uuid: userUuid });
      return reply.code(204).send();
    },

    async getFrontendConfig() {
      return { propelAuthUrl: null, clientId: CONSOLE_CLIENT_ID, envBaseUrl: config.publicUrl };
    },

    async getStartupConfig(request) {
      const enterpriseSso = await sso.consoleSettings(request);
      return {
        clientId: CONSOLE_CLIENT_ID,
        layoutCode: config.layoutCode,
        basePath: '/userprofile',
        importFileLimitBytes: IMPORT_FILE_LIMIT_BYTES,
        ...(enterpriseSso ? { enterpriseSso } : {}),
      };
    },

    async getPropelTokenFromCode(request, reply) {
      return sso.exchange(request, reply, request.query.code, request.query.code_verifier, request.query.state);
    },

    async startEnterpriseSso(request, reply) {
      return sso.start(request, reply);
    },

    async getMe(request) {
      const caller = callerOf(request);
      const roles = await consoleRolesOf(db, caller.uuid);
      return {
        username: caller.username,
        roles,
        layoutCode: config.layoutCode,
        defaultMinimumRoleName: 'ADMIN',
        errigalCustomerCompany: caller.companyUuid ? { uuid: caller.companyUuid } : null,
        success: true,
      };
    },

    // The suite header (HEADER_*) and analytics (GA_SITE_ID) appear only when configured; the
    // console then loads them (src/app/shell/suiteHeader), and the CSP allows their origins.
    async getAppInfo(request) {
      const header = config.suiteHeader;
      return {
        username: callerOf(request).username,
        suiteName: 'Errigal',
        appName: 'User Profile',
        ...(header ? { headerUrl: header.url, headerCss: header.css, headerConfig: header.config, headerVersion: header.version } : {}),
        ...(config.gaSiteId ? { gaSiteId: config.gaSiteId } : {}),
      };
    },
  };
}
