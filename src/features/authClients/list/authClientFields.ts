import type { AuthClient } from '../../../api/authClients.gen';
import type { FieldAccessors, Filters, SortState } from '../../../shared/list/listHelpers';
import type { ListController } from '../../../shared/list/useListController';
import { columnListOptions } from '../../../shared/list/useQueryList';

/** The OAuth2 client list's columns (SPEC section 2): name, redirect URL and description. */
export type AuthClientField = 'name' | 'allowedRedirectTarget' | 'description';

export const authClientFields: FieldAccessors<AuthClient, AuthClientField> = {
  name: (client) => client.name,
  allowedRedirectTarget: (client) => client.allowedRedirectTarget,
  description: (client) => client.description,
};

export const noAuthClientFilters: Filters<AuthClientField> = { name: '', allowedRedirectTarget: '', description: '' };

export const byName: SortState<AuthClientField> = { field: 'name', direction: 'asc' };

export type AuthClientListController = ListController<AuthClient, AuthClientField, AuthClientField>;

export const authClientListOptions = columnListOptions(authClientFields, noAuthClientFilters, byName);
