import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { notFound } from '../../contract/problem';
import { findAuthClient, listAuthClientPage, listAuthClients } from './authClientQueries';
import { saveAuthClient } from './authClientWrite';
import { audited, auditActor } from '../../audit/auditLog';

/**
 * The OAuth2 client registry (SPEC "OAuth2 client list and edit"), for ERRIGAL_ADMIN only
 * (`x-minimum-role` in the contract; the server answers 403 to the others). The provider's own
 * authorization flow (server/features/session) accepts exactly the clients registered here.
 */
export function authClientsHandlers(ctx: AppContext): FeatureHandlers<'authClients'> {
  const { db } = ctx;
  return {
    listAuthClients: () => listAuthClients(db),

    listAuthClientPage: (request) => listAuthClientPage(db, request.query),
    async getAuthClient(request) {
      const client = await findAuthClient(db, request.params.uuid);
      if (!client) throw notFound('No such OAuth2 client');
      return client;
    },
    updateAuthClient: (request) =>
      db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'authClient', uuid: request.body.uuid }, () => saveAuthClient(tx, request.body)),
      ),
  };
}
