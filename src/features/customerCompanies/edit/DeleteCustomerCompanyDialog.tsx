import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteCustomerCompanyMutation, useGetCustomerCompanyUsagesQuery } from '../../../api/customerCompanies.enhance';
import { CompanyUsagesList, usageGroups } from './CompanyUsagesList';
import { deleteFailure, DELETED, USAGES_FAILED } from './customerCompanyMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';
import { deleteTitle } from '../../../shared/dialog/deleteTitle';

interface DeleteCustomerCompanyDialogProps {
  company: { uuid: string; name: string };
  onClose: () => void;
}

export const IN_USE_TEXT = 'This company cannot be deleted while these belong to it. Move them to another company or to none first:';
export const UNUSED_TEXT = 'Nothing belongs to this company. Deleting it removes it from every company select.';

/**
 * First loads what belongs to the company (users, profiles, application roles and elements). A
 * company in use cannot be deleted (the server refuses it with 409 too): the dialog lists them
 * and offers no Delete. Rendered only while open, so every opening loads the usages afresh.
 */
export function DeleteCustomerCompanyDialog({ company, onClose }: DeleteCustomerCompanyDialogProps) {
  const usages = useGetCustomerCompanyUsagesQuery({ uuid: company.uuid }, { refetchOnMountOrArgChange: true });
  const [deleteCompany, { isLoading: deleting }] = useDeleteCustomerCompanyMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const groups = usages.data ? usageGroups(usages.data) : [];
  const ready = !usages.isFetching && usages.data !== undefined && !usages.isError;

  useEffect(() => {
    if (usages.isError) enqueueSnackbar(USAGES_FAILED, { variant: 'error' });
  }, [usages.isError, enqueueSnackbar]);

  const confirm = async () => {
    const result = await deleteCompany({ uuid: company.uuid });
    if ('error' in result) {
      enqueueSnackbar(deleteFailure(result.error), { variant: 'error' });
      void usages.refetch();
      return;
    }
    enqueueSnackbar(DELETED, { variant: 'success' });
    onClose();
    navigate('/customerCompany/list', { state: LEAVE_WITHOUT_ASKING });
  };

  const titleId = 'delete-customer-company-title';
  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{deleteTitle(company.name)}</DialogTitle>
      <DialogContent>
        {usages.isFetching && <CircularProgress size={28} aria-label="Loading what belongs to the company" />}
        {!usages.isFetching && usages.isError && <Alert severity="error">{USAGES_FAILED}</Alert>}
        {ready && groups.length === 0 && <Typography>{UNUSED_TEXT}</Typography>}
        {ready && groups.length > 0 && (
          <>
            <Alert severity="warning" sx={{ mb: 1 }}>
              {IN_USE_TEXT}
            </Alert>
            <CompanyUsagesList groups={groups} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {ready && groups.length === 0 && (
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={deleting}>
            Delete
          </Button>
        )}
        <Button onClick={onClose} disabled={deleting}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
