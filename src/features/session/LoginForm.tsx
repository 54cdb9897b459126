import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Credentials } from '../../api/session.gen';
import { SubmitButton } from '../../shared/form/SubmitButton';

interface LoginFormProps {
  submitting: boolean;
  error: string | null;
  onSubmit: (credentials: Credentials) => void;
  /** Shown as the Enterprise SSO button only when an external provider is configured. */
  onEnterpriseSso?: () => void;
}

/** The login screen's card: username, password, Login, the optional Enterprise SSO button and the forgot-password link. */
export function LoginForm({ submitting, error, onSubmit, onEnterpriseSso }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ username, password });
  };

  return (
    <Card component="section" aria-labelledby="login-title" sx={{ maxWidth: 400, mx: 'auto', mt: 10 }}>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit}>
          <Typography id="login-title" variant="h5" component="h1">
            User Profile
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <SubmitButton submitting={submitting}>Login</SubmitButton>
          {onEnterpriseSso && (
            <Button variant="outlined" onClick={onEnterpriseSso}>
              Enterprise SSO
            </Button>
          )}
          <Link component={RouterLink} to="/password/forgot">
            Forgot Password?
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
