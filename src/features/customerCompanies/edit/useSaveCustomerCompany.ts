import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateCustomerCompanyMutation } from '../../../api/customerCompanies.enhance';
import type { CustomerCompanyInput } from '../../../api/customerCompanies.gen';
import { saveOutcome, type SaveOutcome } from './customerCompanyMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

export interface SaveCustomerCompany {
  saving: boolean;
  /** Saves, toasts the outcome and opens the saved company; a name error comes back. */
  save: (company: CustomerCompanyInput) => Promise<SaveOutcome>;
}

export function useSaveCustomerCompany(): SaveCustomerCompany {
  const [update, { isLoading }] = useUpdateCustomerCompanyMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useCallback(
    async (company: CustomerCompanyInput) => {
      const outcome = saveOutcome(await update({ customerCompanyInput: company }));
      enqueueSnackbar(outcome.toast.message, { variant: outcome.toast.variant });
      if (outcome.savedUuid) navigate(`/customerCompany/edit/${outcome.savedUuid}`, { state: LEAVE_WITHOUT_ASKING });
      return outcome;
    },
    [update, enqueueSnackbar, navigate],
  );
  return { saving: isLoading, save };
}
