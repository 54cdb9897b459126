import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { badRequest, notFound } from '../../contract/problem';
import {
  confirmTotpEnrolment,
  confirmedFactors,
  newRecoveryCodes,
  recoveryCodesForNewFactor,
  recoveryCodesLeft,
  removeAllFactors,
  startTotpEnrolment,
  type FactorRow,
} from './factors';
import { mfaRequiredFor } from './policy';
import { endSessions, liveSessions } from './sessions';
import { DEFAULT_FACTOR_NAME, DEFAULT_PASSKEY_NAME, INVALID_CODE, PASSKEY_REFUSED } from './loginSteps';
import { registerPasskey, registrationOptions, relyingPartyOf } from './passkeys';
import { auditFactor } from './factorAudit';

export const LAST_FACTOR_REQUIRED = 'Your role requires a second factor: add another before removing this one';
export const NO_FACTOR_FOR_CODES = 'Add a second factor first: recovery codes stand in for one';

const factorOut = (factor: FactorRow) => ({
  id: factor.id,
  kind: factor.kind,
  name: factor.name,
  createdAt: new Date(factor.createdAt).toISOString(),
  lastUsedAt: factor.lastUsedAt ? new Date(factor.lastUsedAt).toISOString() : null,
});

const sidOf = (request: FastifyRequest) => request.callerSid;

/** My account (issue 23): every admin's own second factors, recovery codes and sessions. */
export function accountHandlers(ctx: AppContext): FeatureHandlers<'account'> {
  const { db, config } = ctx;
  const rp = relyingPartyOf(config.publicUrl);

  return {
    async listMyFactors(request) {
      const { uuid } = callerOf(request);
      return {
        factors: (await confirmedFactors(db, uuid)).map(factorOut),
        recoveryCodesLeft: await recoveryCodesLeft(db, uuid),
        required: await mfaRequiredFor(db, config, uuid),
      };
    },

    async startTotpEnrolment(request) {
      const caller = callerOf(request);
      return startTotpEnrolment(db, caller.uuid, caller.username, DEFAULT_FACTOR_NAME);
    },

    async confirmTotpEnrolment(request) {
      const { uuid } = callerOf(request);
      const { code, name } = request.body;
      return db.transaction(async (tx) => {
        if (!(await confirmTotpEnrolment(tx, uuid, code.trim(), request.params.id))) {
          throw badRequest(INVALID_CODE, [{ field: 'code', message: INVALID_CODE }]);
        }
        const named = name.trim() || DEFAULT_FACTOR_NAME;
        await tx.kysely.updateTable('mfa_factor').set({ name: named }).where('id', '=', request.params.id).execute();
        await auditFactor(tx, request, uuid, 'factorAdded', { kind: 'totp', from: null, to: named });
        return { recoveryCodes: await recoveryCodesForNewFactor(tx, uuid) };
      });
    },

    async startPasskeyEnrolment(request) {
      return registrationOptions(db, rp, callerOf(request));
    },

    async addPasskey(request) {
      const { uuid } = callerOf(request);
      const name = request.body.name.trim() || DEFAULT_PASSKEY_NAME;
      // A refusal commits: the challenge it used stays taken.
      const added = await db.transaction(async (tx) => {
        if (!(await registerPasskey(tx, rp, { userUuid: uuid }, name, request.body.credential))) return null;
        await auditFactor(tx, request, uuid, 'factorAdded', { kind: 'passkey', from: null, to: name });
        return { recoveryCodes: await recoveryCodesForNewFactor(tx, uuid) };
      });
      if (!added) throw badRequest(PASSKEY_REFUSED);
      return added;
    },

    async renameFactor(request) {
      const { uuid } = callerOf(request);
      const name = request.body.name.trim();
      if (!name) throw badRequest('Enter a name', [{ field: 'name', message: 'Enter a name' }]);
      return db.transaction(async (tx) => {
        const factor = (await confirmedFactors(tx, uuid)).find((one) => one.id === request.params.id);
        if (!factor) throw notFound('No such factor');
        await tx.kysely.updateTable('mfa_factor').set({ name }).where('id', '=', factor.id).execute();
        if (factor.name !== name) await auditFactor(tx, request, uuid, 'factorRenamed', { kind: factor.kind, from: factor.name, to: name });
        return factorOut({ ...factor, name });
      });
    },

    async removeFactor(request, reply) {
      const { uuid } = callerOf(request);
      await db.transaction(async (tx) => {
        const factors = await confirmedFactors(tx, uuid);
        const factor = factors.find((one) => one.id === request.params.id);
        if (!factor) throw notFound('No such factor');
        await auditFactor(tx, request, uuid, 'factorRemoved', { kind: factor.kind, from: factor.name, to: null });
        if (factors.length === 1) {
          if (await mfaRequiredFor(tx, config, uuid)) throw badRequest(LAST_FACTOR_REQUIRED);
          await removeAllFactors(tx, uuid);
        } else {
          await tx.kysely.deleteFrom('mfa_factor').where('id', '=', request.params.id).where('user_uuid', '=', uuid).execute();
        }
      });
      return reply.code(204).send();
    },

    async regenerateRecoveryCodes(request) {
      const { uuid } = callerOf(request);
      return db.transaction(async (tx) => {
        if ((await confirmedFactors(tx, uuid)).length === 0) throw badRequest(NO_FACTOR_FOR_CODES);
        return { recoveryCodes: await newRecoveryCodes(tx, uuid) };
      });
    },

    async listMySessions(request) {
      return liveSessions(db, callerOf(request).uuid, sidOf(request));
    },

    async endMySession(request, reply) {
      if ((await endSessions(db, callerOf(request).uuid, { only: request.params.sid })) === 0) throw notFound('No such session');
      return reply.code(204).send();
    },

    async endMyOtherSessions(request, reply) {
      const sid = sidOf(request);
      await endSessions(db, callerOf(request).uuid, sid ? { except: sid } : 'all');
      return reply.code(204).send();
    },
  };
}
