import { listAndItem, listTags, pageTags } from './cacheTags';
import { enhancedApi } from './authClients.gen';

export const authClientsApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['AuthClient'],
  endpoints: {
    listAuthClients: { providesTags: listTags('AuthClient') },
    listAuthClientPage: { providesTags: pageTags('AuthClient') },
    getAuthClient: { providesTags: (_r, _e, arg) => [{ type: 'AuthClient', id: arg.uuid }] },
    updateAuthClient: { invalidatesTags: (result) => listAndItem('AuthClient', result?.uuid) },
  },
});

export const { useListAuthClientsQuery, useLazyListAuthClientPageQuery, useGetAuthClientQuery, useUpdateAuthClientMutation } =
  authClientsApi;
