import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOutcomeToast } from '../../../shared/api/useOutcomeToast';
import { useEndUserSessionMutation, useEndUserSessionsMutation, useListUserSessionsQuery, useResetUserFactorsMutation } from '../../../api/userSessions.enhance';
import { failureAlert } from '../../../shared/api/apiError';
import { SessionsTable } from '../../../shared/mfa/SessionsTable';

export const RESET_FACTORS_QUESTION =
  'Remove every second factor and recovery code of this user? Their sessions end; they sign in with their password alone, or enrol a new factor when their role requires one.';

/** A user's Sessions tab: its active sessions (end one or all) and, for an ERRIGAL_ADMIN, the reset of its second factors. */
export function UserSessionsTab({ userUuid, username, canResetFactors }: { userUuid: string; username: string; canResetFactors: boolean }) {
  const { data, error, isLoading } = useListUserSessionsQuery({ id: userUuid });
  const [endOne] = useEndUserSessionMutation();
  const [endAll, { isLoading: endingAll }] = useEndUserSessionsMutation();
  const [resetFactors, { isLoading: resetting }] = useResetUserFactorsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const report = useOutcomeToast();

  if (isLoading) return <Typography>Loading…</Typography>;
  if (error || !data) return <Alert severity="error">{failureAlert(error)}</Alert>;
  return (
    <Stack spacing={2}>
      <SessionsTable
        sessions={data.sessions}
        caption={`Active sessions of ${username}`}
        ending={ending}
        onEnd={async (session) => {
          setEnding(session.sid);
          report(await endOne({ id: userUuid, sid: session.sid }), 'Session signed out');
          setEnding(null);
        }}
      />
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={endingAll || data.sessions.length === 0} onClick={async () => report(await endAll({ id: userUuid }), 'All sessions signed out')}>
        Sign out all sessions
      </Button>
      <Typography>{data.factorCount === 0 ? 'No second factor.' : `Second factors: ${data.factorCount}`}</Typography>
      {canResetFactors && data.factorCount > 0 && (
        <Button variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }} disabled={resetting} onClick={() => setAsking(true)}>
          Reset second factors
        </Button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="reset-factors-title">
        <DialogTitle id="reset-factors-title">Reset second factors</DialogTitle>
        <DialogContent>
          <DialogContentText>{RESET_FACTORS_QUESTION}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={async () => {
              setAsking(false);
              report(await resetFactors({ id: userUuid }), 'Second factors reset');
            }}
          >
            Reset
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
