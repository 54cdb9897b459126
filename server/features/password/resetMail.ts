import type { ServerConfig } from '../../config';
import type { Session } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { recordAboutUser, type AuditActor } from '../../audit/auditLog';
import { resetLink, resetLinkMail } from './passwordMails';
import type { ResetRecipient } from './recipients';
import { newResetToken, storeResetToken } from './resetTokens';

/**
 * Stores a new reset token for the user with its `passwordResetSent` entry, in one transaction,
 * then mails the link. A mail the server does not take was not sent: one transaction takes the
 * token and its entry back, and the error goes to the caller.
 */
export async function sendResetMail(
  db: Session,
  mailer: Pick<Mailer, 'send'>,
  config: Pick<ServerConfig, 'publicUrl' | 'passwordResetTtlMinutes'>,
  user: ResetRecipient,
  actor: AuditActor,
): Promise<void> {
  const { token, hash } = newResetToken();
  const entry = await db.transaction(async (tx) => {
    await storeResetToken(tx, user.uuid, hash, config.passwordResetTtlMinutes);
    return recordAboutUser(tx, actor, 'passwordResetSent', user.uuid);
  });
  try {
    await mailer.send(resetLinkMail(user, resetLink(config.publicUrl, token), config.passwordResetTtlMinutes));
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.kysely.deleteFrom('password_reset_token').where('token_hash', '=', hash).execute();
      if (entry) await tx.kysely.deleteFrom('audit_event').where('uuid', '=', entry).execute();
    });
    throw error;
  }
}
