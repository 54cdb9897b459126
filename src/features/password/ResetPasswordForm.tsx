import { Form, Formik } from 'formik';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormikTextField } from '../../shared/form/FormikTextField';
import { resetPasswordSchema, type ResetPasswordValues } from './passwordSchemas';
import { SubmitButton } from '../../shared/form/SubmitButton';

interface ResetPasswordFormProps {
  username: string;
  submitting: boolean;
  onSubmit: (values: ResetPasswordValues) => void;
}

/** The new password, its confirmation and Submit. */
export function ResetPasswordForm({ username, submitting, onSubmit }: ResetPasswordFormProps) {
  return (
    <Formik<ResetPasswordValues> initialValues={{ password: '', rePassword: '' }} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
      <Stack component={Form} spacing={2} noValidate>
        <Typography>Choose a new password for {username}.</Typography>
        <FormikTextField name="password" label="New Password" type="password" autoComplete="new-password" autoFocus required />
        <FormikTextField name="rePassword" label="Confirm Password" type="password" autoComplete="new-password" required />
        <SubmitButton submitting={submitting} />
      </Stack>
    </Formik>
  );
}
