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

/** A login's second factor: a TOTP or recovery code, or a passkey's assertion (the browser's PublicKeyCredential as JSON). */
export type SecondFactorAnswer = { code: string } | { passkey: object };

/** The login's user, still active, for a pending login that is (or is not) an enrolment. */
async function pendingAccount(db: AppContext['db'], pending: PendingLogin | null, enrol: boolean): Promise<{ pending: PendingLogin; account: Account }> {
  if (!pending) throw unauthorized(LOGIN_EXPIRED);
  if (pending.enrol !== enrol) throw badRequest(enrol ? 'This login has a second factor already' : 'This login must enrol a second factor first');
  const account = await findAccount(db, pending.userUuid);
  if (!account?.active) throw unauthorized(LOGIN_EXPIRED);
  return { pending, account };
}

/** The ceremony of a login's passkey challenge: its own pending login (features/mfa/passkeys.ts). */
export const loginCeremony = (pending: PendingLogin) => ({ userUuid: pending.userUuid, pendingLogin: pending.ticketHash });

/**
 * The one check of a login's second step, for the console (POST /auth/secondFactor and
 * /auth/secondFactor/passkey) and for the authorization page of other OAuth2 clients: the
 * ticket's pending login (an attempt counted on it), its user still active, then the code or the
 * passkey's assertion under the account lockout. `clientId`: the page's client, whose login the
 * ticket must be (another client's, or an enrolment, is an expired login there). Resolves to the
 * pending login; throws 401 (LOGIN_EXPIRED, INVALID_CODE or PASSKEY_REFUSED), or 400 for the
 * console's ticket of an enrolment.
 */
export async function verifySecondFactor(ctx: AppContext, ticket: string, answer: SecondFactorAnswer, clientId?: string): Promise<PendingLogin> {
  const attempted = await attemptPendingLogin(ctx.db, ticket);
  if (attempted && clientId !== undefined && (attempted.enrol || attempted.authorizeRequest.client_id !== clientId)) throw unauthorized(LOGIN_EXPIRED);
  const { pending, account } = await pendingAccount(ctx.db, attempted, false);
  if ('code' in answer) await checkUnderLockout(ctx, account, () => useSecondFactor(ctx.db, account.uuid, answer.code));
  else await checkUnderLockout(ctx, account, () => usePasskey(ctx.db, relyingPartyOf(ctx.config.publicUrl), loginCeremony(pending), answer.passkey), PASSKEY_REFUSED);
  return pending;
}

/** Request options for the passkey of a login waiting for its second factor (the console's and the authorization page's). */
export async function passkeyLoginOptions(ctx: AppContext, ticket: string) {
  const { pending } = await pendingAccount(ctx.db, await peekPendingLogin(ctx.db, ticket), false);
  return authenticationOptions(ctx.db, relyingPartyOf(ctx.config.publicUrl), loginCeremony(pending));
}

/**
 * The second factor was right: the pending login ends (once: of two right answers racing, the
 * later one finds it gone), the provider session starts (its cookie on the reply) and the answer
 * is the client's redirect with a code.
 */
export async function completeLogin(ctx: AppContext, request: FastifyRequest, reply: SessionReply, ticket: string, pending: PendingLogin, redirectUriRequired: boolean): Promise<string> {
  const { db, config } = ctx;
  if (!(await endPendingLogin(db, ticket))) throw unauthorized(LOGIN_EXPIRED);
  const clientId = pending.authorizeRequest.client_id;
  const session = await startProviderSession(db, request, reply, pending.userUuid, config.providerSessionTtlSeconds, config.publicUrl.startsWith('https:'), clientId);
  return issueCode(db, pending.authorizeRequest, session, { issuer: ctx.issuer, redirectUriRequired });
}

/** The second step of a login (after `authorize` answered `secondFactor`): no session, no code before it. */
export function loginStepHandlers(ctx: AppContext): HandlersFor<LoginStepOperation> {
  const { db, config } = ctx;
  const secureCookies = config.publicUrl.startsWith('https:');
  const rp = relyingPartyOf(config.publicUrl);
  // The console's JSON flow checks redirect_uri at the token endpoint only when it is sent there.
  const finishLogin = async (request: FastifyRequest, reply: SessionReply, ticket: string, pending: PendingLogin) => ({
    redirectUrl: await completeLogin(ctx, request, reply, ticket, pending, false),
  });

  /** The enrolment was confirmed: recorded, the recovery codes (shown once), then the session. */
  async function finishEnrolment(request: FastifyRequest, reply: SessionReply, ticket: string, pending: PendingLogin, account: Account, kind: FactorRow['kind']) {
    const recoveryCodes = await db.transaction(async (tx) => {
      const name = kind === 'totp' ? DEFAULT_FACTOR_NAME : DEFAULT_PASSKEY_NAME;
      await auditFactor(tx, request, account.uuid, 'factorAdded', { kind, from: null, to: name }, account);
      return newRecoveryCodes(tx, account.uuid);
    });
    await endPendingLogin(db, ticket);
    await startProviderSession(db, request, reply, pending.userUuid, config.providerSessionTtlSeconds, secureCookies, pending.authorizeRequest.client_id);
    return { recoveryCodes };
  }

  return {
    async authorizeSecondFactor(request, reply) {
      const { ticket, code } = request.body;
      return finishLogin(request, reply, ticket, await verifySecondFactor(ctx, ticket, { code }));
    },

    async startPasskeyLogin(request) {
      return passkeyLoginOptions(ctx, request.body.ticket);
    },

    async authorizePasskey(request, reply) {
      const { ticket, credential } = request.body;
      return finishLogin(request, reply, ticket, await verifySecondFactor(ctx, ticket, { passkey: credential }));
    },

    async startLoginEnrolment(request) {
      const { account } = await pendingAccount(db, await peekPendingLogin(db, request.body.ticket), true);
      return startTotpEnrolment(db, account.uuid, account.username, DEFAULT_FACTOR_NAME);
    },

    async confirmLoginEnrolment(request, reply) {
      const { ticket, code } = request.body;
      const { pending, account } = await pendingAccount(db, await attemptPendingLogin(db, ticket), true);
      await checkUnderLockout(ctx, account, () => confirmTotpEnrolment(db, account.uuid, code));
      return finishEnrolment(request, reply, ticket, pending, account, 'totp');
    },

    async startLoginPasskeyEnrolment(request) {
      const { pending, account } = await pendingAccount(db, await peekPendingLogin(db, request.body.ticket), true);
      return registrationOptions(db, rp, account, pending.ticketHash);
    },

    async confirmLoginPasskeyEnrolment(request, reply) {
      const { ticket, credential } = request.body;
      const { pending, account } = await pendingAccount(db, await attemptPendingLogin(db, ticket), true);
      const register = async () => (await db.transaction((tx) => registerPasskey(tx, rp, loginCeremony(pending), DEFAULT_PASSKEY_NAME, credential))) !== null;
      await checkUnderLockout(ctx, account, register, PASSKEY_REFUSED);
      return finishEnrolment(request, reply, ticket, pending, account, 'passkey');
    },
  };
}
