import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { HandlersFor } from '../../http/handlerTypes';
import { accountKey } from '../../auth/loginKeys';
import { badRequest, unauthorized } from '../../http/problem';
import { findAccount, type Account } from '../session/accounts';
import { issueCode } from '../session/authorizationCodes';
import { clearFailures, reserveAttempt } from '../session/loginThrottle';
import { startProviderSession } from '../session/providerSession';
import { confirmTotpEnrolment, newRecoveryCodes, startTotpEnrolment, useSecondFactor } from './factors';
import { attemptPendingLogin, endPendingLogin, peekPendingLogin, type PendingLogin } from './pendingLogin';

export const INVALID_CODE = 'Invalid code';
export const LOGIN_EXPIRED = 'This login has expired; enter your username and password again';
export const DEFAULT_FACTOR_NAME = 'Authenticator app';

export type LoginStepOperation = 'authorizeSecondFactor' | 'startLoginEnrolment' | 'confirmLoginEnrolment';

/**
 * A second factor checked under the account lockout (session/loginThrottle.ts): the attempt is
 * counted before the check, a locked account gets the answer of a wrong code, a right code clears
 * the count, exactly as for passwords.
 */
export async function checkUnderLockout(ctx: AppContext, account: Account, check: () => Promise<boolean>): Promise<void> {
  const key = accountKey(account.username);
  if (!(await reserveAttempt(ctx.db, key, ctx.config.loginThrottle))) throw unauthorized(INVALID_CODE);
  if (!(await check())) throw unauthorized(INVALID_CODE);
  await clearFailures(ctx.db, key);
}

/** The second step of a login (after `authorize` answered `secondFactor`): no session, no code before it. */
export function loginStepHandlers(ctx: AppContext): HandlersFor<LoginStepOperation> {
  const { db, config } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');

  async function pendingAccount(pending: PendingLogin | null, enrol: boolean): Promise<{ pending: PendingLogin; account: Account }> {
    if (!pending) throw unauthorized(LOGIN_EXPIRED);
    if (pending.enrol !== enrol) throw badRequest(enrol ? 'This login has a second factor already' : 'This login must enrol a second factor first');
    const account = await findAccount(db, pending.userUuid);
    if (!account?.active) throw unauthorized(LOGIN_EXPIRED);
    return { pending, account };
  }

  const startSession = (request: FastifyRequest, reply: Parameters<typeof startProviderSession>[2], pending: PendingLogin) =>
    startProviderSession(db, request, reply, pending.userUuid, config.providerSessionTtlSeconds, secureCookies, pending.authorizeRequest.client_id);

  return {
    async authorizeSecondFactor(request, reply) {
      const { ticket, code } = request.body;
      const { pending, account } = await pendingAccount(await attemptPendingLogin(db, ticket), false);
      await checkUnderLockout(ctx, account, () => useSecondFactor(db, account.uuid, code));
      await endPendingLogin(db, ticket);
      const session = await startSession(request, reply, pending);
      return { redirectUrl: await issueCode(db, pending.authorizeRequest, session, { issuer: ctx.issuer, redirectUriRequired: false }) };
    },

    async startLoginEnrolment(request) {
      const { account } = await pendingAccount(await peekPendingLogin(db, request.body.ticket), true);
      return startTotpEnrolment(db, account.uuid, account.username, DEFAULT_FACTOR_NAME);
    },

    async confirmLoginEnrolment(request, reply) {
      const { ticket, code } = request.body;
      const { pending, account } = await pendingAccount(await attemptPendingLogin(db, ticket), true);
      await checkUnderLockout(ctx, account, () => confirmTotpEnrolment(db, account.uuid, code));
      const recoveryCodes = await db.transaction((tx) => newRecoveryCodes(tx, account.uuid));
      await endPendingLogin(db, ticket);
      await startSession(request, reply, pending);
      return { recoveryCodes };
    },
  };
}
