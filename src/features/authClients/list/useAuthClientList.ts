import type { AuthClient } from '../../../api/authClients.gen';
import { useListController, type ListController } from '../../../shared/list/useListController';
import { authClientFields, byName, noAuthClientFilters, type AuthClientField } from './authClientFields';

export type AuthClientListController = ListController<AuthClient, AuthClientField, AuthClientField>;

/** The OAuth2 client list's sort and pages (10 a page, SPEC section 9). */
export function useAuthClientList(clients: readonly AuthClient[]): AuthClientListController {
  return useListController({
    items: clients,
    filterFields: authClientFields,
    sortFields: authClientFields,
    initialFilters: noAuthClientFilters,
    initialSort: byName,
  });
}
