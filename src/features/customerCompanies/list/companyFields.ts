import type { Filters, SortState } from '../../../shared/list/listHelpers';
import { pagedListOptions } from '../../../shared/list/useServerList';

/** The customer company list has one column, the name: filtered and sorted by it. */
export type CompanyField = 'name';

const fields: readonly CompanyField[] = ['name'];

export const noCompanyFilters: Filters<CompanyField> = { name: '' };

export const byName: SortState<CompanyField> = { field: 'name', direction: 'asc' };

/** GET /customerCompany/list/page: filtered and sorted by name on the server. */
export const customerCompanyListOptions = pagedListOptions({ filterFields: fields, sortFields: fields }, noCompanyFilters, byName);
