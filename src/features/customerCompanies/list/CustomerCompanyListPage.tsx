import { useListManagedCustomerCompaniesQuery } from '../../../api/customerCompanies.enhance';
import { useQueryList } from '../../../shared/list/useQueryList';
import { customerCompanyListOptions } from './companyFields';
import { CustomerCompanyListView } from './CustomerCompanyListView';

/** /customerCompany/list (ERRIGAL_ADMIN): every customer company. */
export default function CustomerCompanyListPage() {
  const list = useQueryList(useListManagedCustomerCompaniesQuery(), customerCompanyListOptions);
  return <CustomerCompanyListView list={list} loading={list.loading} loadFailure={list.loadFailure} />;
}
