import { listAndItem, listTags } from './cacheTags';
import { enhancedApi } from './authClients.gen';

export const authClientsApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['AuthClient'],
  endpoints: {
    listAuthClients: { providesTags: listTags('AuthClient') },
    getAuthClient: { providesTags: (_r, _e, arg) => [{ type: 'AuthClient', id: arg.uuid }] },
    updateAuthClient: { invalidatesTags: (result) => listAndItem('AuthClient', result?.uuid) },
  },
});

export const { useListAuthClientsQuery, useGetAuthClientQuery, useUpdateAuthClientMutation } = authClientsApi;
