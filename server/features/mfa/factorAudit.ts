import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { auditActor, recordAboutUser } from '../../audit/auditLog';
import type { FactorRow } from './factors';

export type FactorAction = 'factorAdded' | 'factorRenamed' | 'factorRemoved' | 'factorsReset';

const KIND_NAMES: Record<FactorRow['kind'], string> = { totp: 'Authenticator app', passkey: 'Passkey' };

/**
 * An entry about the user whose second factors changed, on the write's transaction: the factor's
 * kind and name (never a key or credential). `who` is the actor of a login with no caller yet.
 */
export async function auditFactor(
  tx: Queryable,
  request: FastifyRequest,
  userUuid: string,
  action: FactorAction,
  change?: { kind: FactorRow['kind']; from: string | null; to: string | null },
  who?: { uuid: string; username: string },
): Promise<void> {
  const changes = change ? [{ field: KIND_NAMES[change.kind], from: change.from, to: change.to }] : [];
  await recordAboutUser(tx, auditActor(request, who), action, userUuid, changes);
}
