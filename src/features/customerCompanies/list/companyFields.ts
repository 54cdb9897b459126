import type { CustomerCompany } from '../../../api/customerCompanies.gen';
import type { FieldAccessors, Filters, SortState } from '../../../shared/list/listHelpers';
import type { ListController } from '../../../shared/list/useListController';
import { columnListOptions } from '../../../shared/list/useQueryList';

/** The customer company list has one column, the name: filtered and sorted by it. */
export type CompanyField = 'name';

export const companyFields: FieldAccessors<CustomerCompany, CompanyField> = { name: (company) => company.name };

export const noCompanyFilters: Filters<CompanyField> = { name: '' };

export const byName: SortState<CompanyField> = { field: 'name', direction: 'asc' };

export type CustomerCompanyListController = ListController<CustomerCompany, CompanyField, CompanyField>;

export const customerCompanyListOptions = columnListOptions(companyFields, noCompanyFilters, byName);
