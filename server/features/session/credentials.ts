import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../auth/passwords';
import { accountKey, addressKey } from '../../auth/loginKeys';
import { unauthorized } from '../../contract/problem';
import { findAccountByUsername, type Account } from './accounts';
import { clearFailures, countFailedAttempt, forgiveAddressAttempt, reserveAddressAttempt, reserveAttempt } from './loginThrottle';
import { countLogin } from '../../ops/metrics';
import { recordSessionEvent } from '../../audit/sessionAudit';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Checks credentials under the login throttle (loginThrottle.ts), for the console's login and the
 * authorization page alike. An unknown user, a wrong password and a locked account get one and
 * the same answer.
 */
export function credentialChecker(ctx: AppContext) {
  const { db, config } = ctx;
  return async function checkCredentials(request: FastifyRequest, credentials: { username: string; password: string }): Promise<Account> {
    const policy = config.loginThrottle;
    const account = accountKey(credentials.username);
    const address = addressKey(request.ip);
    const wait = await reserveAddressAttempt(db, address, policy);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const attempt = await reserveAttempt(db, account, policy);
    if (attempt === 'locked') {
      await verifyPassword(credentials.password, undefined); // the same work, so timing tells nothing either
      await recordSessionEvent(db, request, 'loginLocked', credentials);
      countLogin('locked');
      throw unauthorized(INVALID_CREDENTIALS);
    }
    const found = await findAccountByUsername(db, credentials.username);
    const passwordOk = await verifyPassword(credentials.password, found?.passwordHash);
    if (!found || !passwordOk || !found.active) {
      await recordSessionEvent(db, request, 'loginFailed', found ?? credentials);
      countLogin('failure');
      countFailedAttempt(attempt);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await clearFailures(db, account);
    await forgiveAddressAttempt(db, address);
    await recordSessionEvent(db, request, 'login', found);
    countLogin('success');
    return found;
  };
}
