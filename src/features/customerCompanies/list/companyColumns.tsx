import type { CustomerCompany } from '../../../api/customerCompanies.gen';
import type { ListFilter } from '../../../shared/list/ListFilterBar';
import type { ListColumn } from '../../../shared/list/ListTable';
import { RowLink } from '../../../shared/list/RowLink';
import type { CompanyField } from './companyFields';

export const companyFilters: readonly ListFilter<CompanyField>[] = [{ field: 'name', label: 'Name' }];

/** One column, the name: it opens the edit screen. */
export const companyColumns: readonly ListColumn<CustomerCompany, CompanyField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (company) => (
      <RowLink to={`/customerCompany/edit/${company.uuid}`}>
        {company.name}
      </RowLink>
    ),
  },
];
