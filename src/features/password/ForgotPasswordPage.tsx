import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useForgotPasswordMutation, useGetPasswordSentTemplateQuery } from '../../api/password.enhance';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PasswordCard } from './PasswordCard';
import { PasswordNextSteps } from './PasswordNextSteps';
import { FORGOT_SENT, FORGOT_SENT_TEXT, forgotFailureMessage } from './passwordMessages';
import type { ForgotPasswordValues } from './passwordSchemas';
import { TemplateMessage } from './TemplateMessage';

function PasswordSentMessage() {
  return <TemplateMessage template={useGetPasswordSentTemplateQuery()} text={FORGOT_SENT_TEXT} />;
}

/** /password/forgot: asks for a username, then says that an email was sent; the login is a link away. */
export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (values: ForgotPasswordValues) => {
    const result = await forgotPassword({ body: values });
    if (result.error) {
      enqueueSnackbar(forgotFailureMessage(result.error), { variant: 'error' });
      return;
    }
    enqueueSnackbar(FORGOT_SENT, { variant: 'success' });
    setSent(true);
  };

  return (
    <PasswordCard title="Forgot Password">
      {sent ? <PasswordSentMessage /> : <ForgotPasswordForm submitting={isLoading} onSubmit={(values) => void submit(values)} />}
      <PasswordNextSteps />
    </PasswordCard>
  );
}
