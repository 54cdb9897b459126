import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Formik, useFormikContext } from 'formik';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import { customerCompanySchema, type CustomerCompanyFormValues } from './customerCompanySchema';
import { FormikUnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';

export interface CustomerCompanyEditViewProps {
  isNew: boolean;
  initialValues: CustomerCompanyFormValues;
  saving: boolean;
  /** Save pressed on a valid form; a refused name comes back through the second argument. */
  onSubmit: (values: CustomerCompanyFormValues, showNameError: (message: string) => void) => void;
  onDelete: () => void;
}

/** Create or rename a customer company (Formik with the Yup schema), and the way to delete it. */
export function CustomerCompanyEditView({ initialValues, ...formProps }: CustomerCompanyEditViewProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={customerCompanySchema} validateOnMount onSubmit={() => undefined}>
      <>
        <CustomerCompanyForm {...formProps} />
        <FormikUnsavedChangesGuard />
      </>
    </Formik>
  );
}

function CustomerCompanyForm({ isNew, saving, onSubmit, onDelete }: Omit<CustomerCompanyEditViewProps, 'initialValues'>) {
  const formik = useFormikContext<CustomerCompanyFormValues>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void formik.setFieldTouched('name', true);
    if (!formik.isValid || saving) return;
    onSubmit(formik.values, (message) => {
      void formik.setFieldTouched('name', true, false);
      formik.setFieldError('name', message);
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="customer-company-edit-title" sx={{ p: 2 }}>
      <Typography id="customer-company-edit-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New Customer Company' : `Edit Customer Company ${formik.initialValues.name}`}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: '40rem' }}>
        <FormikTextField name="name" label="Name" required fullWidth size="small" />
      </Paper>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap', maxWidth: '40rem', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/customerCompany/list">
          Back to List
        </Button>
        <Button color="error" variant="outlined" onClick={onDelete} disabled={isNew || saving}>
          Delete Company
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving || !formik.isValid}
          startIcon={saving ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
        >
          {isNew ? 'Create Company' : 'Update Company'}
        </Button>
      </Stack>
    </Box>
  );
}
