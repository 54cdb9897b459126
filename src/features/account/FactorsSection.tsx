import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useListMyFactorsQuery, useRegenerateRecoveryCodesMutation, useRemoveFactorMutation, useRenameFactorMutation } from '../../api/account.enhance';
import type { Factor } from '../../api/account.gen';
import { failureAlert } from '../../shared/api/apiError';
import { RecoveryCodesList } from '../../shared/mfa/RecoveryCodesList';
import { when } from '../../shared/mfa/SessionsTable';
import { ADD_AUTHENTICATOR, AddAuthenticatorDialog } from './AddAuthenticatorDialog';
import { ADD_PASSKEY, AddPasskeyDialog } from './AddPasskeyDialog';

const KIND_NAMES: Record<Factor['kind'], string> = { totp: 'Authenticator app', passkey: 'Passkey' };

/** My account's second factors: add, rename, remove; the recovery codes left and a new set. */
export function FactorsSection() {
  const { data, error, isLoading } = useListMyFactorsQuery();
  const [removeFactor] = useRemoveFactorMutation();
  const [regenerate, { isLoading: regenerating }] = useRegenerateRecoveryCodesMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [adding, setAdding] = useState<Factor['kind'] | null>(null);
  const [renaming, setRenaming] = useState<Factor | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const remove = async (factor: Factor) => {
    const result = await removeFactor({ id: factor.id });
    if (result.error) enqueueSnackbar(failureAlert(result.error), { variant: 'error' });
    else enqueueSnackbar(`${factor.name} removed`, { variant: 'success' });
  };
  const added = (kind: Factor['kind']) => {
    setAdding(null);
    enqueueSnackbar(`${KIND_NAMES[kind]} added`, { variant: 'success' });
  };
  const newCodes = async () => {
    const result = await regenerate();
    if (result.error) enqueueSnackbar(failureAlert(result.error), { variant: 'error' });
    else setCodes(result.data.recoveryCodes);
  };

  if (isLoading) return <Typography>Loading…</Typography>;
  if (error || !data) return <Alert severity="error">{failureAlert(error)}</Alert>;
  return (
    <Stack spacing={2}>
      {data.factors.length === 0 ? (
        <Typography>No second factor yet: your password alone signs you in.</Typography>
      ) : (
        <List aria-label="Second factors" dense>
          {data.factors.map((factor) => (
            <ListItem
              key={factor.id}
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setRenaming(factor)} aria-label={`Rename ${factor.name}`}>
                    Rename
                  </Button>
                  <Button size="small" color="error" onClick={() => void remove(factor)} aria-label={`Remove ${factor.name}`}>
                    Remove
                  </Button>
                </Stack>
              }
            >
              <ListItemText
                primary={factor.name}
                secondary={`${KIND_NAMES[factor.kind]}, added ${when(factor.createdAt)}${factor.lastUsedAt ? `, last used ${when(factor.lastUsedAt)}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setAdding('totp')}>
          {ADD_AUTHENTICATOR}
        </Button>
        <Button variant="contained" onClick={() => setAdding('passkey')}>
          {ADD_PASSKEY}
        </Button>
        {data.factors.length > 0 && (
          <>
            <Typography>{`${data.recoveryCodesLeft} recovery codes left`}</Typography>
            <Button variant="outlined" disabled={regenerating} onClick={() => void newCodes()}>
              New recovery codes
            </Button>
          </>
        )}
      </Stack>
      {adding === 'totp' && <AddAuthenticatorDialog onClose={() => setAdding(null)} onAdded={() => added('totp')} />}
      {adding === 'passkey' && <AddPasskeyDialog onClose={() => setAdding(null)} onAdded={() => added('passkey')} />}
      {renaming && <RenameDialog factor={renaming} onClose={() => setRenaming(null)} />}
      {codes && (
        <Dialog open onClose={() => setCodes(null)} aria-labelledby="new-codes-title" maxWidth="xs" fullWidth>
          <DialogTitle id="new-codes-title">Your new recovery codes</DialogTitle>
          <DialogContent>
            <RecoveryCodesList codes={codes} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => setCodes(null)}>
              Done
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}

function RenameDialog({ factor, onClose }: { factor: Factor; onClose: () => void }) {
  const [rename, { isLoading }] = useRenameFactorMutation();
  const [name, setName] = useState(factor.name);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!name.trim()) return setError('Enter a name');
    const result = await rename({ id: factor.id, factorName: { name: name.trim() } });
    if (result.error) setError(failureAlert(result.error));
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-factor-title" maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="rename-factor-title">Rename factor</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            autoFocus
            fullWidth
            margin="dense"
            value={name}
            error={!!error}
            helperText={error ?? ' '}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
