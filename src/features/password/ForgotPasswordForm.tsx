import { Form, Formik } from 'formik';
import Stack from '@mui/material/Stack';
import { FormikTextField } from '../../shared/form/FormikTextField';
import { forgotPasswordSchema, type ForgotPasswordValues } from './passwordSchemas';
import { SubmitButton } from '../../shared/form/SubmitButton';

interface ForgotPasswordFormProps {
  submitting: boolean;
  onSubmit: (values: ForgotPasswordValues) => void;
}

/** The username field and Submit. */
export function ForgotPasswordForm({ submitting, onSubmit }: ForgotPasswordFormProps) {
  return (
    <Formik<ForgotPasswordValues>
      initialValues={{ username: '' }}
      validationSchema={forgotPasswordSchema}
      // Not on blur: leaving the field for the Back to Log In link below must not move that link
      // (a message appearing above it) between the press and the release of the click.
      validateOnBlur={false}
      onSubmit={(values) => onSubmit({ username: values.username.trim() })}
    >
      <Stack component={Form} spacing={2} noValidate>
        <FormikTextField name="username" label="Username" autoComplete="username" autoFocus required />
        <SubmitButton submitting={submitting} />
      </Stack>
    </Formik>
  );
}
