import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import type { components } from '../../http/openapi.gen';
import { callerOf } from '../../context';
import { verifyPassword } from '../../auth/passwords';
import { badRequest, forbidden, unauthorized } from '../../http/problem';
import { assertSameOrigin } from '../../http/sameOrigin';
import { bearerSession } from '../../http/authenticate';
import { consoleRolesOf, findAccount, findAccountByUsername, type Account } from './accounts';
import { findClient, issueCode, redeemCode, redirectAllowed, type AuthorizeRequest } from './authorizationCodes';
import { authenticateClient } from './clientAuthentication';
import { accountKey, addressKey } from '../../auth/loginKeys';
import { clearFailures, forgiveAddressAttempt, reserveAddressAttempt, reserveAttempt } from './loginThrottle';
import { endProviderSession, providerSessionOf, startProviderSession } from './providerSession';
import { CONSOLE_CLIENT_ID } from '../../db/builtins';
import { externalLogin } from './externalLogin';
import { issueAccessToken } from './consoleToken';

export { CONSOLE_CLIENT_ID };
export const INVALID_CREDENTIALS = 'Invalid username or password';

type Credentials = components['schemas']['Credentials'];

export function sessionHandlers(ctx: AppContext): FeatureHandlers<'session'> {
  const { db, config } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');
  const sso = externalLogin(ctx);

  /**
   * Checks credentials under the login throttle (loginThrottle.ts). An unknown user, a wrong
   * password and a locked account get one and the same answer.
   */
  async function checkCredentials(request: FastifyRequest, credentials: Credentials): Promise<Account> {
    const policy = config.loginThrottle;
    const account = accountKey(credentials.username);
    const address = addressKey(request.ip);
    const wait = await reserveAddressAttempt(db, address, policy);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (!(await reserveAttempt(db, account, policy))) {
      await verifyPassword(credentials.password, undefined); // the same work, so timing tells nothing either
      throw unauthorized(INVALID_CREDENTIALS);
    }
    const found = await findAccountByUsername(db, credentials.username);
    const passwordOk = await verifyPassword(credentials.password, found?.passwordHash);
    if (!found || !passwordOk || !found.active) throw unauthorized(INVALID_CREDENTIALS);
    await clearFailures(db, account);
    await forgiveAddressAttempt(db, address);
    return found;
  }

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
      const session = await startProviderSession(db, request, reply, account.uuid, config.providerSessionTtlSeconds, secureCookies);
      return { redirectUrl: await issueCode(db, body.authorizeRequest, session) };
    },

    async sessionAuthorize(request) {
      const authorizeRequest = request.body;
      await checkAuthorizeRequest(authorizeRequest);
      const session = await providerSessionOf(db, request, secureCookies);
      const account = session ? await findAccount(db, session.userUuid) : null;
      if (!session || !account?.active) throw unauthorized('No single sign-on session');
      return { redirectUrl: await issueCode(db, authorizeRequest, session) };
    },

    async exchangeToken(request, reply) {
      const { body } = request;
      await authenticateClient(db, request, reply, body);
      const session = await redeemCode(db, body.code, body.code_verifier, body.client_id, body.redirect_uri);
      const account = await findAccount(db, session.userUuid);
      if (!account?.active) throw badRequest('invalid_grant: the user can no longer log in');
      return issueAccessToken(ctx, account, await consoleRolesOf(db, session.userUuid), session.sid, body.client_id);
    },

    async logout(request, reply) {
      await endProviderSession(db, request, reply, secureCookies, bearerSession(ctx, request));
      return reply.code(204).send();
    },

    async getFrontendConfig() {
      return { propelAuthUrl: null, clientId: CONSOLE_CLIENT_ID, envBaseUrl: config.publicUrl };
    },

    async getStartupConfig(request) {
      const enterpriseSso = await sso.consoleSettings(request);
      return { clientId: CONSOLE_CLIENT_ID, layoutCode: config.layoutCode, basePath: '/userprofile', ...(enterpriseSso ? { enterpriseSso } : {}) };
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
