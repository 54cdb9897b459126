import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import type { RequestOf } from '../../http/handlerTypes';
import { listFilters, pagedList } from '../../shared/listQuery';

// Reads of the OAuth2 client screens (ERRIGAL_ADMIN only, so no Visible To filter narrows them).
// The secret hash never leaves the database: `secretSet` says whether one is stored.

export interface AuthClient {
  uuid: string;
  clientId: string;
  name: string;
  description: string;
  allowedRedirectTarget: string;
  secretSet: boolean;
  version: number;
}

function selectClients(db: Queryable) {
  return db.kysely
    .selectFrom('auth_client')
    .select((eb) => [
      'uuid',
      'client_id as clientId',
      'name',
      'description',
      'allowed_redirect_target as allowedRedirectTarget',
      eb('secret_hash', 'is not', null).$castTo<boolean>().as('secretSet'),
      'version',
    ]);
}

export const listAuthClients = (db: Queryable): Promise<AuthClient[]> => selectClients(db).orderBy('name').execute();

const listColumns = { name: sql`name`, allowedRedirectTarget: sql`allowed_redirect_target`, description: sql`description` };

/** One page of the clients, filtered and sorted, with how many match. */
export async function listAuthClientPage(db: Queryable, query: RequestOf<'listAuthClientPage'>['query']) {
  const matching = selectClients(db).where((eb) => eb.and(listFilters(listColumns, query)));
  const { rows, total } = await pagedList(matching, { columns: listColumns, defaultSort: 'name', ties: [sql`name`], unique: sql`uuid` }, query);
  return { items: rows, total };
}

export const findAuthClient = (db: Queryable, uuid: string): Promise<AuthClient | undefined> =>
  selectClients(db).where('uuid', '=', uuid).executeTakeFirst();
