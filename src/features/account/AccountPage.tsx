import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOutcomeToast } from '../../shared/api/useOutcomeToast';
import { useEndMyOtherSessionsMutation, useEndMySessionMutation, useListMySessionsQuery } from '../../api/account.enhance';
import { failureAlert } from '../../shared/api/apiError';
import { SessionsTable } from '../../shared/mfa/SessionsTable';
import { FactorsSection } from './FactorsSection';

/** My account (issue 23), for every admin: second factors, recovery codes and active sessions. */
export default function AccountPage() {
  return (
    <Stack spacing={3} sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        My account
      </Typography>
      <Paper component="section" aria-labelledby="factors-title" sx={{ p: 2 }}>
        <Typography id="factors-title" variant="h6" component="h2" gutterBottom>
          Two-step sign-in
        </Typography>
        <FactorsSection />
      </Paper>
      <Paper component="section" aria-labelledby="sessions-title" sx={{ p: 2 }}>
        <Typography id="sessions-title" variant="h6" component="h2" gutterBottom>
          Active sessions
        </Typography>
        <MySessions />
      </Paper>
    </Stack>
  );
}

function MySessions() {
  const { data, error, isLoading } = useListMySessionsQuery();
  const [endOne] = useEndMySessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndMyOtherSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const report = useOutcomeToast();

  if (isLoading) return <Typography>Loading…</Typography>;
  if (error || !data) return <Alert severity="error">{failureAlert(error)}</Alert>;
  return (
    <Stack spacing={2}>
      <SessionsTable
        sessions={data}
        caption="Your active sessions"
        ending={ending}
        onEnd={async (session) => {
          setEnding(session.sid);
          report(await endOne({ sid: session.sid }), 'Session signed out');
          setEnding(null);
        }}
      />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={endingOthers || data.every((session) => session.current)}
        onClick={async () => report(await endOthers(), 'Signed out everywhere else')}
      >
        Sign out everywhere else
      </Button>
    </Stack>
  );
}
