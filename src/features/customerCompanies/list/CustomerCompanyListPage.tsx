import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useLazyListCustomerCompanyPageQuery } from '../../../api/customerCompanies.enhance';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useServerList } from '../../../shared/list/useServerList';
import { companyColumns, companyFilters } from './companyColumns';
import { customerCompanyListOptions } from './companyFields';

/** /customerCompany/list (ERRIGAL_ADMIN): a page of the customer companies, from the server. */
export default function CustomerCompanyListPage() {
  const list = useServerList(useLazyListCustomerCompanyPageQuery, customerCompanyListOptions);
  return (
    <ListScreen
      title="Customer Companies"
      actions={
        <Button variant="contained" component={RouterLink} to="/customerCompany/new">
          New Customer Company
        </Button>
      }
      list={list}
      filters={{ label: 'Filter customer companies', filters: companyFilters, minBoxWidth: '8rem', maxWidth: '24rem' }}
      table={{ label: 'Customer companies', columns: companyColumns, rowKey: (company) => company.uuid, loadingLabel: 'Loading customer companies', emptyText: 'No customer companies' }}
      failureText="The customer companies could not be loaded."
      paginationLabel="Customer company list pages"
    />
  );
}
