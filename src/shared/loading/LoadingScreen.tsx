import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DEFAULT_LOADING_TEXT } from './loadingSlice';

/** A page that is still working: a spinner and 'Loading...' (or the text given). */
export function LoadingScreen({ text = DEFAULT_LOADING_TEXT }: { text?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}
