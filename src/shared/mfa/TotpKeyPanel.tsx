import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The key in groups of four, as authenticator apps show and take it. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A new TOTP key: its otpauth:// URI as a QR code, and the key as text for typing in. */
export function TotpKeyPanel({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded only when a key is shown: the login screen's code stays without the QR encoder.
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(otpauthUri, { margin: 1, width: 200 }))
      .then((url) => live && setQr(url))
      .catch((error: unknown) => console.error('The QR code could not be drawn', error));
    return () => {
      live = false;
    };
  }, [otpauthUri]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography>Scan this QR code with your authenticator app.</Typography>
      <Box sx={{ width: 200, height: 200 }}>{qr && <img src={qr} width={200} height={200} alt="QR code of the key for your authenticator app" />}</Box>
      <Typography variant="body2">Can&apos;t scan? Enter this key:</Typography>
      <Typography component="code" data-testid="totp-key" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}>
        {groupedKey(secret)}
      </Typography>
    </Stack>
  );
}
