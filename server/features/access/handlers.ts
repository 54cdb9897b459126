import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import type { Queryable } from '../../db/client';
import type { Caller } from '../../auth/visibility';
import { callerOf } from '../../context';
import { streamedBody } from '../../http/streamedBody';
import { csvLine, guardFormula } from '../../shared/csv';
import { assertManageableUser } from '../users';
import { offeredKinds, saveVisibilityProfile } from '../visibilityProfiles';
import { checkQuestion, holderBatches, listHolderPage, type HolderQuestion } from './accessHolders';
import { userAccess } from './userAccess';
import { saveImpact } from './saveImpact';
import { saveBusinessProfile } from '../businessProfiles';
import { saveAppProfile } from '../appProfiles';

const CSV_COLUMNS = ['username', 'firstName', 'lastName', 'active', 'businessProfile', 'visibilityProfile', 'through'];

/** The CSV text in pieces: byte-order mark and header at once, then a piece per batch of holders. */
async function* holdersCsv(db: Queryable, caller: Caller, question: HolderQuestion): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  for await (const batch of holderBatches(db, caller, question)) {
    yield batch
      .map((h) =>
        csvLine(
          [
            h.username,
            h.firstName,
            h.lastName,
            String(h.active),
            h.businessProfile?.name ?? '',
            h.visibilityProfile?.name ?? '',
            h.through.map((t) => t.name).join('; '),
          ].map(guardFormula),
        ),
      )
      .join('');
  }
}

/**
 * Effective access (issue 20): a user's, who holds a role, an element or a cluster, and what a
 * profile save would change for its users (a dry run of the update's own save code); Visible To applies.
 */
export function accessHandlers(ctx: AppContext): FeatureHandlers<'access'> {
  const { db, config } = ctx;
  const offered = () => offeredKinds(config.layoutCode);
  return {
    async getUserAccess(request) {
      await assertManageableUser(db, callerOf(request), request.params.id);
      return userAccess(db, request.params.id, offered());
    },
    businessProfileSaveImpact(request) {
      const { body } = request;
      const caller = callerOf(request);
      return saveImpact(db, caller, offered(), body.uuid ? { businessProfile: body.uuid } : null, (tx) => saveBusinessProfile(tx, caller, body));
    },
    appProfileSaveImpact(request) {
      const { body } = request;
      const caller = callerOf(request);
      return saveImpact(db, caller, offered(), body.uuid ? { appProfile: body.uuid } : null, (tx) => saveAppProfile(tx, caller, body));
    },
    visibilityProfileSaveImpact(request) {
      const { body } = request;
      const caller = callerOf(request);
      return saveImpact(db, caller, offered(), body.uuid ? { visibilityProfile: body.uuid } : null, (tx) => saveVisibilityProfile(tx, caller, body, offered()));
    },
    listAccessHolders: (request) => listHolderPage(db, callerOf(request), request.query),
    async exportAccessHolders(request, reply) {
      checkQuestion(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="access-holders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(streamedBody(request, reply, holdersCsv(db, callerOf(request), request.query)));
    },
  };
}
