import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { EditActionBar } from '../../../shared/editScreen/EditActionBar';
import { EditForm, type FieldErrors } from '../../../shared/editScreen/EditForm';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import { customerCompanySchema, type CustomerCompanyFormValues } from './customerCompanySchema';

export interface CustomerCompanyEditViewProps {
  isNew: boolean;
  initialValues: CustomerCompanyFormValues;
  saving: boolean;
  /** Saves valid values; a refused name comes back as a field error. */
  onSubmit: (values: CustomerCompanyFormValues) => Promise<FieldErrors | undefined>;
  onDelete: () => void;
}

/** Create or rename a customer company (Formik with the Yup schema), and the way to delete it. */
export function CustomerCompanyEditView({ initialValues, onSubmit, ...formProps }: CustomerCompanyEditViewProps) {
  return (
    <EditForm initialValues={initialValues} schema={customerCompanySchema} onSubmit={onSubmit}>
      <CustomerCompanyForm {...formProps} />
    </EditForm>
  );
}

function CustomerCompanyForm({ isNew, saving, onDelete }: Omit<CustomerCompanyEditViewProps, 'initialValues' | 'onSubmit'>) {
  const { initialValues, handleSubmit } = useFormikContext<CustomerCompanyFormValues>();
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="customer-company-edit-title" sx={{ p: 2 }}>
      <Typography id="customer-company-edit-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New Customer Company' : `Edit Customer Company ${initialValues.name}`}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: '40rem' }}>
        <FormikTextField name="name" label="Name" required fullWidth size="small" />
      </Paper>
      <EditActionBar
        listRoute="/customerCompany/list"
        deleteLabel="Delete Company"
        isNew={isNew}
        onDelete={onDelete}
        saving={saving}
        submitLabel={isNew ? 'Create Company' : 'Update Company'}
        maxWidth="40rem"
      />
    </Box>
  );
}
