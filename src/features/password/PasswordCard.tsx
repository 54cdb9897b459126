import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The card that the forgot and reset screens show their form or message in. */
export function PasswordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby="password-title" sx={{ maxWidth: 480, mx: 'auto', mt: 10 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="password-title" variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
