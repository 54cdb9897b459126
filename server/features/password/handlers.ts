import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { accountKey } from '../../auth/loginKeys';
import { assertMayManageUser } from '../../auth/consoleGrants';
import { hashPassword } from '../../auth/passwords';
import { HttpProblem, badRequest, notFound } from '../../contract/problem';
import { passwordChangedMail } from './passwordMails';
import { sendResetMail } from './resetMail';
import { replacePassword, wasUsedBefore } from './passwordHistory';
import { findActiveUser, findVisibleUser } from './recipients';
import { consumeResetToken, findTokenOwner, recentlySentEnough } from './resetTokens';
import { readTemplate, type TemplateName } from './templates';
import { auditActor, recordAboutUser } from '../../audit/auditLog';

export const PASSWORDS_DIFFER = 'Passwords do not match';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';
export const PASSWORD_USED_BEFORE = 'You have used this password before, please choose another password';

const invalidLink = () => badRequest(INVALID_RESET_LINK, [{ field: 'token', message: INVALID_RESET_LINK }]);

export function passwordHandlers(ctx: AppContext): FeatureHandlers<'password'> {
  const { db, config, mailer } = ctx;

  async function sendTemplate(reply: FastifyReply, name: TemplateName) {
    const html = await readTemplate(config.dataDir, name);
    reply.header('Cache-Control', 'no-cache');
    if (html === null) return reply.code(204).send();
    return reply.type('text/html; charset=utf-8').send(html);
  }

  return {
    async sendPasswordReset(request, reply) {
      const { uuid } = request.body;
      const caller = callerOf(request);
      const user = await findVisibleUser(db, caller, uuid);
      if (!user) throw notFound();
      await assertMayManageUser(db, caller, user.uuid);
      try {
        await sendResetMail(db, mailer, config, user, auditActor(request));
      } catch (error) {
        request.log.warn({ err: error }, 'password reset mail not sent');
        throw new HttpProblem(502, 'Bad Gateway', 'The mail server did not take the password reset mail; try again later');
      }
      return reply.code(204).send();
    },

    // The answer is the same, and as quick, whether or not the username exists: all the work
    // happens after it.
    async forgotPassword(request, reply) {
      const { username } = request.body;
      const actor = auditActor(request);
      mailer.sendLater(async () => {
        const user = await findActiveUser(db, username);
        // A capped number of mails per user, so the form cannot be used to flood a mailbox.
        if (user && !(await recentlySentEnough(db, user.uuid))) await sendResetMail(db, mailer, config, user, actor);
        return null;
      });
      return reply.code(204).send();
    },

    async verifyPasswordToken(request) {
      const { token } = request.params;
      const owner = await findTokenOwner(db, token);
      return { username: owner?.username ?? '' };
    },

    async updatePassword(request, reply) {
      const { token, password, rePassword } = request.body;
      if (password !== rePassword) throw badRequest(PASSWORDS_DIFFER, [{ field: 'rePassword', message: PASSWORDS_DIFFER }]);
      const owner = await findTokenOwner(db, token);
      if (!owner) throw invalidLink();
      if (await wasUsedBefore(db, owner.userUuid, owner.passwordHash, password)) {
        throw new HttpProblem(406, 'Not Acceptable', PASSWORD_USED_BEFORE);
      }
      const newHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        if (!(await consumeResetToken(tx, token, owner.userUuid))) return false;
        await replacePassword(tx, owner.userUuid, owner.passwordHash, newHash);
        await tx.kysely.deleteFrom('provider_session').where('user_uuid', '=', owner.userUuid).execute();
        // A completed reset proves the account's owner: it also lifts a login lockout.
        await tx.kysely.deleteFrom('login_failure').where('key', '=', accountKey(owner.username)).execute();
        await recordAboutUser(tx, auditActor(request, { uuid: owner.userUuid, username: owner.username }), 'passwordResetCompleted', owner.userUuid);
        return true;
      });
      if (!changed) throw invalidLink();
      mailer.sendLater(async () => passwordChangedMail(owner));
      return reply.code(204).send();
    },

    getPasswordSentTemplate: (_request, reply) => sendTemplate(reply, 'password-sent'),
    getPasswordCompleteTemplate: (_request, reply) => sendTemplate(reply, 'password-complete'),
  };
}
