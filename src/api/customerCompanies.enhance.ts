import { LIST, listAndItem, listTags, pageTags } from './cacheTags';
import { enhancedApi } from './customerCompanies.gen';

// A created, renamed or deleted company changes every company select at once: the lookups' list
// (tag 'Company', lookups.enhance) feeds the user form's select and every Visible To select. A
// rename also changes the company names that users and profiles show.
export const customerCompaniesApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['CustomerCompany', 'Company', 'User', 'AppProfile', 'BusinessProfile', 'VisibilityProfile', 'Application'],
  endpoints: {
    listManagedCustomerCompanies: { providesTags: listTags('CustomerCompany') },
    listCustomerCompanyPage: { providesTags: pageTags('CustomerCompany') },
    getCustomerCompany: { providesTags: (_result, _error, arg) => [{ type: 'CustomerCompany', id: arg.uuid }] },
    // The delete dialog loads the usages afresh on every opening (refetchOnMountOrArgChange).
    getCustomerCompanyUsages: { providesTags: (_result, _error, arg) => [{ type: 'CustomerCompany', id: arg.uuid }] },
    updateCustomerCompany: {
      invalidatesTags: (result, _error, arg) => [
        ...listAndItem('CustomerCompany', result?.uuid ?? arg.customerCompanyInput.uuid),
        'Company',
        ...(arg.customerCompanyInput.uuid ? (['User', 'AppProfile', 'BusinessProfile', 'VisibilityProfile', 'Application'] as const) : []),
      ],
    },
    // Not the deleted company's own tag: its still-open edit page would refetch it, get 404 and be
    // sent to /notFound (SPEC section 8 "Global") before the delete dialog returns to the list.
    deleteCustomerCompany: { invalidatesTags: [{ type: 'CustomerCompany', id: LIST }, 'Company'] },
  },
});

export const {
  useListManagedCustomerCompaniesQuery,
  useLazyListCustomerCompanyPageQuery,
  useGetCustomerCompanyQuery,
  useGetCustomerCompanyUsagesQuery,
  useUpdateCustomerCompanyMutation,
  useDeleteCustomerCompanyMutation,
} = customerCompaniesApi;
