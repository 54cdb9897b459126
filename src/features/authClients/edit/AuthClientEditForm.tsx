import CasinoIcon from '@mui/icons-material/Casino';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { EditActionBar } from '../../../shared/editScreen/EditActionBar';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import type { AuthClientFormValues } from './authClientSchema';
import { generateSecret } from './generateSecret';

export const CLIENT_ID_PLACEHOLDER = 'ID be auto populated on create';
export const GENERATE_SECRET = 'Generate secret';
export const NEW_SECRET_HINT = 'Copy the secret now: it is stored hashed and cannot be shown again.';
export const KEEP_SECRET_HINT = 'A secret is stored. Leave this empty to keep it, or enter a new one to replace it.';
export const PUBLIC_CLIENT_HINT = 'A public client: it has no secret and proves itself with PKCE alone.';

export interface AuthClientEditFormProps {
  isNew: boolean;
  /** Whether the stored client has a secret (a confidential client). */
  secretSet: boolean;
  saving: boolean;
}

/** Client ID (read-only), secret with the dice, name, description and redirect target; Create/Update Client. */
export function AuthClientEditForm({ isNew, secretSet, saving }: AuthClientEditFormProps) {
  const { values, setFieldValue, setFieldTouched, handleSubmit } = useFormikContext<AuthClientFormValues>();
  const secretHint = isNew || values.clientSecret !== '' ? NEW_SECRET_HINT : secretSet ? KEEP_SECRET_HINT : PUBLIC_CLIENT_HINT;
  const dice = () => {
    void setFieldValue('clientSecret', generateSecret());
    void setFieldTouched('clientSecret', true, false);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="auth-client-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography id="auth-client-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New OAuth2 Client' : 'Edit OAuth2 Client'}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <TextField
            id="field-clientId"
            label="Client ID"
            value={values.clientId}
            placeholder={CLIENT_ID_PLACEHOLDER}
            size="small"
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
          <FormikTextField
            name="clientSecret"
            label="Client Secret"
            required={isNew}
            size="small"
            autoComplete="off"
            helperText={secretHint}
            slotProps={{
              htmlInput: { spellCheck: false },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={GENERATE_SECRET}>
                      <IconButton aria-label={GENERATE_SECRET} onClick={dice} edge="end">
                        <CasinoIcon />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <FormikTextField name="name" label="Name" required size="small" />
          <FormikTextField name="description" label="Description" required size="small" />
          <FormikTextField name="allowedRedirectTarget" label="Allowed Redirect Target" size="small" placeholder="https://app.example.com/callback" />
        </Stack>
      </Paper>
      <EditActionBar listRoute="/authClient/list" saving={saving} submitLabel={isNew ? 'Create Client' : 'Update Client'} />
    </Box>
  );
}
