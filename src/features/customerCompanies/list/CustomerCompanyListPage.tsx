import { useLazyListCustomerCompanyPageQuery } from '../../../api/customerCompanies.enhance';
import { useServerList } from '../../../shared/list/useServerList';
import { customerCompanyListOptions } from './companyFields';
import { CustomerCompanyListView } from './CustomerCompanyListView';

/** /customerCompany/list (ERRIGAL_ADMIN): a page of the customer companies, from the server. */
export default function CustomerCompanyListPage() {
  const list = useServerList(useLazyListCustomerCompanyPageQuery, customerCompanyListOptions);
  return <CustomerCompanyListView list={list} loading={list.loading} loadFailure={list.loadFailure} />;
}
