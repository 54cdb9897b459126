import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import { useGetPasswordCompleteTemplateQuery, useUpdatePasswordMutation, useVerifyPasswordTokenQuery } from '../../api/password.enhance';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { PasswordCard } from './PasswordCard';
import { PasswordNextSteps } from './PasswordNextSteps';
import { RESET_COMPLETE, RESET_LINK_INVALID, RESET_SUCCEEDED, RESET_TOKEN_REJECTED, resetFailureMessage } from './passwordMessages';
import type { ResetPasswordValues } from './passwordSchemas';
import { ResetPasswordForm } from './ResetPasswordForm';
import { resetPageState } from './resetPageState';
import { tokenFromLink } from './resetToken';
import { TemplateMessage } from './TemplateMessage';

function PasswordCompleteMessage() {
  return <TemplateMessage template={useGetPasswordCompleteTemplateQuery()} text={[RESET_COMPLETE]} />;
}

/** /password/new/<token>: verifies the link, then takes the new password; each end links on. */
export default function ResetPasswordPage() {
  const token = tokenFromLink(useParams().token ?? '');
  const verification = useVerifyPasswordTokenQuery({ token: encodeURIComponent(token) }, { skip: token === '' });
  const [updatePassword, { isLoading: submitting }] = useUpdatePasswordMutation();
  const [completed, setCompleted] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const state = resetPageState({ ...verification, isError: verification.isError || token === '' }, completed);

  useEffect(() => {
    if (state === 'invalid') enqueueSnackbar(RESET_TOKEN_REJECTED, { variant: 'error' });
  }, [state, enqueueSnackbar]);

  const submit = async (values: ResetPasswordValues) => {
    const result = await updatePassword({ passwordResetPayload: { token, ...values } });
    if (result.error) {
      enqueueSnackbar(resetFailureMessage(result.error), { variant: 'error' });
      return;
    }
    enqueueSnackbar(RESET_SUCCEEDED, { variant: 'success' });
    setCompleted(true);
  };

  return (
    <PasswordCard title="Reset Password">
      {state === 'loading' && <LoadingScreen />}
      {state === 'invalid' && (
        <>
          <Alert severity="error">{RESET_LINK_INVALID}</Alert>
          <PasswordNextSteps askForNewLink />
        </>
      )}
      {state === 'form' && (
        <ResetPasswordForm username={verification.data?.username ?? ''} submitting={submitting} onSubmit={(values) => void submit(values)} />
      )}
      {state === 'complete' && (
        <>
          <PasswordCompleteMessage />
          <PasswordNextSteps loginLabel="Log In" />
        </>
      )}
    </PasswordCard>
  );
}
