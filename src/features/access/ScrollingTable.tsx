import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A wide table scrolls sideways inside its own region (focusable, so the keyboard scrolls it too) rather than widening a phone's page. */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </Box>
  );
}
