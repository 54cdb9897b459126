import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/client';
import { resetLink, resetLinkMail } from './passwordMails';
import type { ResetRecipient } from './recipients';
import { newResetToken, storeResetToken } from './resetTokens';

/** Stores a new reset token for the user and returns the mail with its link. */
export async function resetMailFor(db: Queryable, config: Pick<ServerConfig, 'publicUrl' | 'passwordResetTtlMinutes'>, user: ResetRecipient) {
  const { token, hash } = newResetToken();
  await storeResetToken(db, user.uuid, hash, config.passwordResetTtlMinutes);
  return resetLinkMail(user, resetLink(config.publicUrl, token), config.passwordResetTtlMinutes);
}
