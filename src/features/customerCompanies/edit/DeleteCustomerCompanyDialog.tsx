import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useDeleteCustomerCompanyMutation, useGetCustomerCompanyUsagesQuery } from '../../../api/customerCompanies.enhance';
import { DeleteDialog } from '../../../shared/dialog/DeleteDialog';
import { useDeleteRecord } from '../../../shared/editScreen/useDeleteRecord';
import { CompanyUsagesList, usageGroups } from './CompanyUsagesList';
import { deleteOutcome, USAGES_FAILED } from './customerCompanyMessages';

interface DeleteCustomerCompanyDialogProps {
  company: { uuid: string; name: string };
  onClose: () => void;
}

export const IN_USE_TEXT = 'This company cannot be deleted while these belong to it. Move them to another company or to none first:';
export const UNUSED_TEXT = 'Nothing belongs to this company. Deleting it removes it from every company select.';

/**
 * First loads what belongs to the company (users, profiles, application roles and elements). A
 * company in use cannot be deleted (the server refuses it with 409 too): the dialog lists them
 * and offers no Delete.
 */
export function DeleteCustomerCompanyDialog({ company, onClose }: DeleteCustomerCompanyDialogProps) {
  const usages = useGetCustomerCompanyUsagesQuery({ uuid: company.uuid }, { refetchOnMountOrArgChange: true });
  const { deleting, refusal, remove } = useDeleteRecord(useDeleteCustomerCompanyMutation(), { outcome: deleteOutcome, listRoute: '/customerCompany/list' });
  const groups = usages.data ? usageGroups(usages.data) : [];
  const ready = !usages.isFetching && usages.data !== undefined && !usages.isError;
  const confirm = async () => {
    // Something came to belong to it since the dialog loaded: show what.
    if (!(await remove({ uuid: company.uuid }))) void usages.refetch();
  };

  return (
    <DeleteDialog
      name={company.name}
      loading={usages.isFetching}
      loadingLabel="Loading what belongs to the company"
      loadFailed={usages.isError}
      loadFailedMessage={USAGES_FAILED}
      refusal={refusal}
      deletable={ready && groups.length === 0}
      deleting={deleting}
      onDelete={() => void confirm()}
      onClose={onClose}
    >
      {ready && groups.length === 0 && <Typography>{UNUSED_TEXT}</Typography>}
      {ready && groups.length > 0 && (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {IN_USE_TEXT}
          </Alert>
          <CompanyUsagesList groups={groups} />
        </>
      )}
    </DeleteDialog>
  );
}
