import type { FastifyRequest } from 'fastify';
import type { AppContext, Handlers } from '../../context';
import { callerOf } from '../../context';
import { signAccessToken } from '../../auth/jwt';
import { verifyPassword } from '../../auth/passwords';
import { HttpProblem, badRequest, forbidden, unauthorized } from '../../http/problem';
import { consoleRolesOf, findAccount, findAccountByUsername, type Account } from './accounts';
import { findClient, issueCode, redeemCode, redirectAllowed, type AuthorizeRequest } from './authorizationCodes';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, accountKey, addressKey, clearFailures, isLocked, recordFailure } from './loginThrottle';
import { endProviderSession, providerSessionUser, startProviderSession } from './providerSession';

export const CONSOLE_CLIENT_ID = 'userprofile-console';
export const INVALID_CREDENTIALS = 'Invalid username or password';

interface Credentials {
  username: string;
  password: string;
}

export function sessionHandlers(ctx: AppContext): Handlers {
  const { db, config } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');

  /** Checks credentials with throttling; the same answer for an unknown user and a wrong password. */
  async function checkCredentials(request: FastifyRequest, credentials: Credentials): Promise<Account> {
    const keys = [accountKey(credentials.username), addressKey(request.ip)];
    if (await isLocked(db, keys)) {
      throw new HttpProblem(429, 'Too Many Requests', 'Too many failed logins; try again later');
    }
    const account = await findAccountByUsername(db, credentials.username);
    const passwordOk = await verifyPassword(credentials.password, account?.passwordHash);
    if (!account || !passwordOk || !account.active) {
      await recordFailure(db, keys[0], ACCOUNT_LIMIT);
      await recordFailure(db, keys[1], ADDRESS_LIMIT);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await clearFailures(db, keys[0]);
    return account;
  }

  async function checkAuthorizeRequest(request: FastifyRequest, authorizeRequest: AuthorizeRequest) {
    const client = await findClient(db, authorizeRequest.client_id);
    const origins = [new URL(config.publicUrl).origin, request.headers.origin].filter((o): o is string => Boolean(o));
    if (!client || !redirectAllowed(client, authorizeRequest.redirect_uri, origins)) {
      throw badRequest('Unknown client or redirect_uri not allowed for it');
    }
  }

  return {
    async formLogin(request, reply) {
      const account = await checkCredentials(request, request.body as Credentials);
      await startProviderSession(db, reply, account.uuid, config.providerSessionTtlSeconds, secureCookies);
      return { success: true };
    },

    async authorize(request, reply) {
      const body = request.body as { credentials: Credentials; authorizeRequest: AuthorizeRequest };
      await checkAuthorizeRequest(request, body.authorizeRequest);
      const account = await checkCredentials(request, body.credentials);
      if (body.authorizeRequest.client_id === CONSOLE_CLIENT_ID && (await consoleRolesOf(db, account.uuid)).length === 0) {
        throw forbidden('This user has no role in the console');
      }
      await startProviderSession(db, reply, account.uuid, config.providerSessionTtlSeconds, secureCookies);
      return { redirectUrl: await issueCode(db, body.authorizeRequest, account.uuid) };
    },

    async sessionAuthorize(request) {
      const authorizeRequest = request.body as AuthorizeRequest;
      await checkAuthorizeRequest(request, authorizeRequest);
      const userUuid = await providerSessionUser(db, request);
      const account = userUuid ? await findAccount(db, userUuid) : null;
      if (!account?.active) throw unauthorized('No single sign-on session');
      return { redirectUrl: await issueCode(db, authorizeRequest, account.uuid) };
    },

    async exchangeToken(request) {
      const body = request.body as { client_id: string; code: string; code_verifier: string };
      const userUuid = await redeemCode(db, body.code, body.code_verifier, body.client_id);
      const account = await findAccount(db, userUuid);
      if (!account?.active) throw badRequest('invalid_grant: the user can no longer log in');
      const roles = await consoleRolesOf(db, userUuid);
      const token = signAccessToken(
        ctx.signingKey,
        { sub: account.uuid, username: account.username, roles, company: account.companyUuid, aud: body.client_id },
        config.accessTokenTtlSeconds,
      );
      return { access_token: token, token_type: 'Bearer', expires_in: config.accessTokenTtlSeconds };
    },

    async logout(request, reply) {
      await endProviderSession(db, request, reply);
      return reply.code(204).send();
    },

    async getFrontendConfig() {
      return { propelAuthUrl: null, clientId: CONSOLE_CLIENT_ID, envBaseUrl: config.publicUrl };
    },

    async getStartupConfig() {
      return { clientId: CONSOLE_CLIENT_ID, layoutCode: config.layoutCode, basePath: '/userprofile', enterpriseSso: false };
    },

    async getPropelTokenFromCode() {
      throw new HttpProblem(501, 'Not Implemented', 'No external identity provider is configured');
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

    async getAppInfo(request) {
      return { username: callerOf(request).username, suiteName: 'Errigal', appName: 'User Profile' };
    },
  };
}
