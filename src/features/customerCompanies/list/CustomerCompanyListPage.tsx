import { useListManagedCustomerCompaniesQuery } from '../../../api/customerCompanies.enhance';
import type { CustomerCompany } from '../../../api/customerCompanies.gen';
import { CustomerCompanyListView } from './CustomerCompanyListView';
import { useCustomerCompanyList } from './useCustomerCompanyList';

const noCompanies: CustomerCompany[] = [];

/** /customerCompany/list (ERRIGAL_ADMIN): every customer company. */
export default function CustomerCompanyListPage() {
  const query = useListManagedCustomerCompaniesQuery();
  const list = useCustomerCompanyList(query.data ?? noCompanies);
  return (
    <CustomerCompanyListView
      list={list}
      loading={query.isLoading}
      loadFailure={query.isError ? { retry: () => void query.refetch(), retrying: query.isFetching } : null}
    />
  );
}
