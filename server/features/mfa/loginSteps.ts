import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { HandlersFor } from '../../http/handlerTypes';
import { accountKey } from '../../auth/loginKeys';
import { badRequest, unauthorized } from '../../contract/problem';
import { findAccount, type Account } from '../session/accounts';
import { issueCode } from '../session/authorizationCodes';
import { clearFailures, countFailedAttempt, reserveAttempt } from '../session/loginThrottle';
import { startProviderSession } from '../session/providerSession';
import { confirmTotpEnrolment, newRecoveryCodes, startTotpEnrolment, useSecondFactor, type FactorRow } from './factors';
import { attemptPendingLogin, endPendingLogin, peekPendingLogin, type PendingLogin } from './pendingLogin';
import { authenticationOptions, registerPasskey, registrationOptions, relyingPartyOf, usePasskey } from './passkeys';
import { auditFactor } from './factorAudit';

export const INVALID_CODE = 'Invalid code';
export const PASSKEY_REFUSED = 'The passkey was not accepted; try again';
export const LOGIN_EXPIRED = 'This login has expired; enter your username and password again';
export const DEFAULT_FACTOR_NAME = 'Authenticator app';
export const DEFAULT_PASSKEY_NAME = 'Passkey';

type SessionReply = Parameters<typeof startProviderSession>[2];

export type LoginStepOperation =
  | 'authorizeSecondFactor'
  | 'startLoginEnrolment'
  | 'confirmLoginEnrolment'
  | 'startPasskeyLogin'
  | 'authorizePasskey'
  | 'startLoginPasskeyEnrolment'
  | 'confirmLoginPasskeyEnrolment';

/**
 * A second factor checked under the account lockout (session/loginThrottle.ts): the attempt is
 * counted before the check, a locked account gets the answer of a wrong code, a right code clears
 * the count, exactly as for passwords.
 */
export async function checkUnderLockout(ctx: AppContext, account: Account, check: () => Promise<boolean>, refused = INVALID_CODE): Promise<void> {
  const key = accountKey(account.username);
  const attempt = await reserveAttempt(ctx.db, key, ctx.config.loginThrottle);
  if (attempt === 'locked') throw unauthorized(refused);
  if (!(await check())) {
    countFailedAttempt(attempt);
    throw unauthorized(refused);
  }
  await clearFailures(ctx.db, key);
}

/** The second step of a login (after `authorize` answered `secondFactor`): no session, no code before it. */
export function loginStepHandlers(ctx: AppContext): HandlersFor<LoginStepOperation> {
  const { db, config } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');
  const rp = relyingPartyOf(config.publicUrl);

  async function pendingAccount(pending: PendingLogin | null, enrol: boolean): Promise<{ pending: PendingLogin; account: Account }> {
    if (!pending) throw unauthorized(LOGIN_EXPIRED);
    if (pending.enrol !== enrol) throw badRequest(enrol ? 'This login has a second factor already' : 'This login must enrol a second factor first');
    const account = await findAccount(db, pending.userUuid);
    if (!account?.active) throw unauthorized(LOGIN_EXPIRED);
    return { pending, account };
  }

  const startSession = (request: FastifyRequest, reply: SessionReply, pending: PendingLogin) =>
    startProviderSession(db, request, reply, pending.userUuid, config.providerSessionTtlSeconds, secureCookies, pending.authorizeRequest.client_id);

  /** The second factor was right: the login ends in a session and the redirect with a code. */
  async function finishLogin(request: FastifyRequest, reply: SessionReply, ticket: string, pending: PendingLogin) {
    await endPendingLogin(db, ticket);
    const session = await startSession(request, reply, pending);
    return { redirectUrl: await issueCode(db, pending.authorizeRequest, session, { issuer: ctx.issuer, redirectUriRequired: false }) };
  }

  /** The enrolment was confirmed: recorded, the recovery codes (shown once), then the session. */
  async function finishEnrolment(request: FastifyRequest, reply: SessionReply, ticket: string, pending: PendingLogin, account: Account, kind: FactorRow['kind']) {
    const recoveryCodes = await db.transaction(async (tx) => {
      const name = kind === 'totp' ? DEFAULT_FACTOR_NAME : DEFAULT_PASSKEY_NAME;
      await auditFactor(tx, request, account.uuid, 'factorAdded', { kind, from: null, to: name }, account);
      return newRecoveryCodes(tx, account.uuid);
    });
    await endPendingLogin(db, ticket);
    await startSession(request, reply, pending);
    return { recoveryCodes };
  }

  return {
    async authorizeSecondFactor(request, reply) {
      const { ticket, code } = request.body;
      const { pending, account } = await pendingAccount(await attemptPendingLogin(db, ticket), false);
      await checkUnderLockout(ctx, account, () => useSecondFactor(db, account.uuid, code));
      return finishLogin(request, reply, ticket, pending);
    },

    async startPasskeyLogin(request) {
      const { account } = await pendingAccount(await peekPendingLogin(db, request.body.ticket), false);
      return authenticationOptions(db, rp, account.uuid);
    },

    async authorizePasskey(request, reply) {
      const { ticket, credential } = request.body;
      const { pending, account } = await pendingAccount(await attemptPendingLogin(db, ticket), false);
      await checkUnderLockout(ctx, account, () => usePasskey(db, rp, account.uuid, credential), PASSKEY_REFUSED);
      return finishLogin(request, reply, ticket, pending);
    },

    async startLoginEnrolment(request) {
      const { account } = await pendingAccount(await peekPendingLogin(db, request.body.ticket), true);
      return startTotpEnrolment(db, account.uuid, account.username, DEFAULT_FACTOR_NAME);
    },

    async confirmLoginEnrolment(request, reply) {
      const { ticket, code } = request.body;
      const { pending, account } = await pendingAccount(await attemptPendingLogin(db, ticket), true);
      await checkUnderLockout(ctx, account, () => confirmTotpEnrolment(db, account.uuid, code));
      return finishEnrolment(request, reply, ticket, pending, account, 'totp');
    },

    async startLoginPasskeyEnrolment(request) {
      const { account } = await pendingAccount(await peekPendingLogin(db, request.body.ticket), true);
      return registrationOptions(db, rp, account);
    },

    async confirmLoginPasskeyEnrolment(request, reply) {
      const { ticket, credential } = request.body;
      const { pending, account } = await pendingAccount(await attemptPendingLogin(db, ticket), true);
      const register = async () => (await db.transaction((tx) => registerPasskey(tx, rp, account.uuid, DEFAULT_PASSKEY_NAME, credential))) !== null;
      await checkUnderLockout(ctx, account, register, PASSKEY_REFUSED);
      return finishEnrolment(request, reply, ticket, pending, account, 'passkey');
    },
  };
}
