import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useAuthorizePasskeyMutation,
  useAuthorizeSecondFactorMutation,
  useConfirmLoginEnrolmentMutation,
  useConfirmLoginPasskeyEnrolmentMutation,
  useSessionAuthorizeMutation,
  useStartLoginEnrolmentMutation,
  useStartLoginPasskeyEnrolmentMutation,
  useStartPasskeyLoginMutation,
} from '../../api/session.enhance';
import type { AuthorizeRequest, LoginTicket, PasskeyLoginBody, PasskeyOptions, SecondFactorChallenge, TotpEnrolment } from '../../api/session.gen';
import { failureAlert } from '../../shared/api/apiError';
import { CodeForm } from '../../shared/mfa/CodeForm';
import { RecoveryCodesList } from '../../shared/mfa/RecoveryCodesList';
import { TotpKeyPanel } from '../../shared/mfa/TotpKeyPanel';
import { assertPasskey, createPasskey, passkeyRound, type CeremonyResult } from '../../shared/mfa/passkeyCeremony';
import { followRedirect } from './browserNavigation';
import { PasskeyAction } from './PasskeyAction';

export const SECOND_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const PASSKEY_PROMPT = 'Use your passkey or security key, or enter one of your recovery codes.';
export const PASSKEY_OR_CODE_PROMPT = 'Use your passkey or security key, or enter the 6-digit code from your authenticator app or one of your recovery codes.';
export const ENROL_PROMPT = 'Your role signs in with a second factor. Add an authenticator app, or a passkey, to your account to continue.';
export const USE_PASSKEY = 'Use a passkey';

function promptFor(kinds: SecondFactorChallenge['kinds']): string {
  if (!kinds.includes('passkey')) return SECOND_FACTOR_PROMPT;
  return kinds.includes('totp') ? PASSKEY_OR_CODE_PROMPT : PASSKEY_PROMPT;
}

interface StepProps {
  challenge: SecondFactorChallenge;
  authorizeRequest: AuthorizeRequest;
  /** Back to the username and password (the login expired). */
  onRestart: () => void;
}

function StepCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-labelledby="second-step-title" sx={{ maxWidth: 440, mx: 'auto', mt: 10 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="second-step-title" variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

type Outcome<T> = Promise<{ data?: T; error?: unknown }>;

/** A passkey round of the login's ticket: its options, the browser's prompt, the answer sent with the ticket. */
function ticketPasskeyRound<T>(
  ticket: string,
  start: (arg: { loginTicket: LoginTicket }) => Outcome<PasskeyOptions>,
  prompt: (options: PasskeyOptions) => Promise<CeremonyResult>,
  send: (arg: { passkeyLoginBody: PasskeyLoginBody }) => Outcome<T>,
  done: (data: T) => void,
) {
  return passkeyRound(() => start({ loginTicket: { ticket } }), prompt, (credential) => send({ passkeyLoginBody: { ticket, credential } }), done);
}

/** The login's second step: a code for a user with a factor, or the enrolment MFA_REQUIRED_ROLES asks for. */
export function SecondFactorStep(props: StepProps) {
  return props.challenge.enrol ? <EnrolmentStep {...props} /> : <CodeStep {...props} />;
}

function CodeStep({ challenge, onRestart }: StepProps) {
  const navigate = useNavigate();
  const [send, { isLoading }] = useAuthorizeSecondFactorMutation();
  const [startPasskey] = useStartPasskeyLoginMutation();
  const [sendPasskey] = useAuthorizePasskeyMutation();
  const [error, setError] = useState<string | null>(null);
  const withPasskey = () => ticketPasskeyRound(challenge.ticket, startPasskey, assertPasskey, sendPasskey, (data) => followRedirect(data.redirectUrl, navigate));
  const verify = async (code: string) => {
    setError(null);
    const result = await send({ secondFactorBody: { ticket: challenge.ticket, code } });
    if (result.error) setError(failureAlert(result.error));
    else followRedirect(result.data.redirectUrl, navigate);
  };
  return (
    <StepCard title="Two-step sign-in">
      <Typography>{promptFor(challenge.kinds)}</Typography>
      {challenge.kinds.includes('passkey') && <PasskeyAction label={USE_PASSKEY} run={withPasskey} />}
      <CodeForm label="Code" submitLabel="Verify" submitting={isLoading} error={error} onSubmit={(code) => void verify(code)} allowRecoveryCode />
      <Button onClick={onRestart}>Back to login</Button>
    </StepCard>
  );
}

function EnrolmentStep({ challenge, authorizeRequest, onRestart }: StepProps) {
  const navigate = useNavigate();
  const [start] = useStartLoginEnrolmentMutation();
  const [confirm, { isLoading }] = useConfirmLoginEnrolmentMutation();
  const [sessionAuthorize, { isLoading: continuing }] = useSessionAuthorizeMutation();
  const [startPasskey] = useStartLoginPasskeyEnrolmentMutation();
  const [confirmPasskey] = useConfirmLoginPasskeyEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void start({ loginTicket: { ticket: challenge.ticket } }).then((result) => {
      if (result.error) setError(failureAlert(result.error));
      else setEnrolment(result.data);
    });
  }, [start, challenge.ticket]);

  const confirmCode = async (code: string) => {
    setError(null);
    const result = await confirm({ secondFactorBody: { ticket: challenge.ticket, code } });
    if (result.error) setError(failureAlert(result.error));
    else setCodes(result.data.recoveryCodes);
  };

  const enrolPasskey = () => ticketPasskeyRound(challenge.ticket, startPasskey, createPasskey, confirmPasskey, (data) => setCodes(data.recoveryCodes));

  const proceed = async () => {
    setError(null);
    const result = await sessionAuthorize({ authorizeRequest });
    if (result.error) setError(failureAlert(result.error));
    else followRedirect(result.data.redirectUrl, navigate);
  };

  if (codes) {
    return (
      <StepCard title="Your recovery codes">
        {error && <Alert severity="error">{error}</Alert>}
        <RecoveryCodesList codes={codes} />
        <Button variant="contained" disabled={continuing} onClick={() => void proceed()}>
          Continue
        </Button>
      </StepCard>
    );
  }
  return (
    <StepCard title="Set up two-step sign-in">
      <Typography>{ENROL_PROMPT}</Typography>
      {enrolment && <TotpKeyPanel otpauthUri={enrolment.otpauthUri} secret={enrolment.secret} />}
      {enrolment ? (
        <CodeForm label="Code from the app" submitLabel="Confirm" submitting={isLoading} error={error} onSubmit={(code) => void confirmCode(code)} />
      ) : (
        error && <Alert severity="error">{error}</Alert>
      )}
      <PasskeyAction label="Use a passkey instead" run={enrolPasskey} />
      <Button onClick={onRestart}>Back to login</Button>
    </StepCard>
  );
}
