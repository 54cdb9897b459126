import { useUpdateCustomerCompanyMutation } from '../../../api/customerCompanies.enhance';
import type { CustomerCompanyInput } from '../../../api/customerCompanies.gen';
import { useSaveRecord } from '../../../shared/editScreen/useSaveRecord';
import { saveOutcome } from './customerCompanyMessages';

/** POST /customerCompany/update: toasts the outcome and opens the saved company. */
export const useSaveCustomerCompany = () =>
  useSaveRecord(useUpdateCustomerCompanyMutation(), {
    body: (company: CustomerCompanyInput) => ({ customerCompanyInput: company }),
    outcome: (_company, result) => saveOutcome(result),
    route: (uuid) => `/customerCompany/edit/${uuid}`,
  });
