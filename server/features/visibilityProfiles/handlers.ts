import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { HttpProblem, notFound } from '../../contract/problem';
import { HttpInventory } from '../../inventory/httpInventory';
import { InventoryError, type InventoryFailure, type InventoryKind } from '../../inventory/inventory';
import { notOffered, offeredKinds, VISIBILITY_KINDS } from './visibilityKinds';
import { findVisibilityProfile, listVisibilityProfilePage, listVisibilityProfiles, visibilityChoices } from './visibilityQueries';
import { deleteVisibilityProfile, NOT_FOUND, saveVisibilityProfile, visibleHolders } from './visibilityWrite';
import { applySnapshot, readSnapshot } from './visibilitySync';
import { audited, auditActor, recordAudit } from '../../audit/auditLog';

/** The statuses the console's sync messages tell apart (SPEC section 8 "Visibility sync"). */
const SYNC_FAILURES: Record<InventoryFailure, [number, string]> = {
  timeout: [504, 'Gateway Timeout'],
  unauthorized: [401, 'Unauthorized'],
  noResponse: [444, 'No Response'],
  failed: [502, 'Bad Gateway'],
};

/**
 * Visibility profiles (SPEC sections 2, 5, 7, 8) and visibility sync from the network inventory.
 * The list is open to SCO admins too (the user form offers the profiles), filtered by level;
 * every other operation is admin-only (x-minimum-role in the contract) and applies the Visible
 * To levels as well.
 */
export function visibilityProfilesHandlers(ctx: AppContext): FeatureHandlers<'visibilityProfiles'> {
  const { db, config } = ctx;
  const offered = () => offeredKinds(config.layoutCode);

  /** Reads the kinds from the inventory, then writes them in one transaction; answers the count. */
  async function sync(request: FastifyRequest, kinds: readonly InventoryKind[]): Promise<number> {
    try {
      const snapshot = await readSnapshot(new HttpInventory(config.inventory, config.allowLinkLocalTargets), kinds);
      return await db.transaction(async (tx) => {
        const count = await applySnapshot(tx, snapshot);
        await recordAudit(tx, {
          actor: auditActor(request),
          action: 'visibilitySync',
          record: { type: 'visibilitySync', uuid: null, name: kinds.join(', '), minimumRole: 'ADMIN', companyUuid: null },
          changes: [{ field: 'Records synced', from: null, to: String(count) }],
        });
        return count;
      });
    } catch (error) {
      if (!(error instanceof InventoryError)) throw error;
      const [status, title] = SYNC_FAILURES[error.reason];
      throw new HttpProblem(status, title, error.message);
    }
  }

  return {
    listVisibilityProfiles: (request) => listVisibilityProfiles(db, callerOf(request), offered()),

    listVisibilityProfilePage: (request) => listVisibilityProfilePage(db, callerOf(request), request.query, offered()),

    getVisibilityChoices: () => visibilityChoices(db, offered()),

    async getVisibilityProfile(request) {
      const profile = await findVisibilityProfile(db, callerOf(request), request.params.id, offered());
      if (!profile) throw notFound(NOT_FOUND);
      return profile;
    },

    listVisibilityProfileUsers: (request) => visibleHolders(db, callerOf(request), request.params.id),

    async updateVisibilityProfile(request) {
      const caller = callerOf(request);
      const uuid = await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'visibilityProfile', uuid: request.body.uuid }, () =>
          saveVisibilityProfile(tx, caller, request.body, offered()),
        ),
      );
      return { uuid };
    },

    async deleteVisibilityProfile(request, reply) {
      const caller = callerOf(request);
      await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'visibilityProfile', uuid: request.params.id }, () =>
          deleteVisibilityProfile(tx, caller, request.params.id),
        ),
      );
      return reply.code(204).send();
    },

    syncAllVisibility: (request) => sync(request, [...VISIBILITY_KINDS.filter((kind) => offered().has(kind)), 'location']),

    async syncVisibility(request) {
      const { kind } = request.params;
      if (kind !== 'location' && !offered().has(kind)) throw notFound(notOffered(kind));
      return sync(request, [kind]);
    },
  };
}
