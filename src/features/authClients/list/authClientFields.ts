import type { Filters, SortState } from '../../../shared/list/listHelpers';
import { pagedListOptions } from '../../../shared/list/useServerList';

/** The OAuth2 client list's columns (SPEC section 2): name, redirect URL and description. */
export type AuthClientField = 'name' | 'allowedRedirectTarget' | 'description';

const fields: readonly AuthClientField[] = ['name', 'allowedRedirectTarget', 'description'];

export const noAuthClientFilters: Filters<AuthClientField> = { name: '', allowedRedirectTarget: '', description: '' };

export const byName: SortState<AuthClientField> = { field: 'name', direction: 'asc' };

/** GET /authClient/list/page: every column a filter and a sort. */
export const authClientListOptions = pagedListOptions({ filterFields: fields, sortFields: fields }, noAuthClientFilters, byName);
