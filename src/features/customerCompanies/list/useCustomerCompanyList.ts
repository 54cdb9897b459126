import type { CustomerCompany } from '../../../api/customerCompanies.gen';
import { useListController, type ListController } from '../../../shared/list/useListController';
import { byName, companyFields, noCompanyFilters, type CompanyField } from './companyFields';

export type CustomerCompanyListController = ListController<CustomerCompany, CompanyField, CompanyField>;

/** The customer company list's name filter (case-insensitive contains), sort and page. */
export function useCustomerCompanyList(companies: readonly CustomerCompany[]): CustomerCompanyListController {
  return useListController({
    items: companies,
    filterFields: companyFields,
    sortFields: companyFields,
    initialFilters: noCompanyFilters,
    initialSort: byName,
  });
}
