import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Stands in for screens that this version of the console does not have yet. */
export function NotAvailableYet() {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Not available yet
      </Typography>
      <Typography>This screen is not available in this version of the console yet.</Typography>
    </Box>
  );
}
