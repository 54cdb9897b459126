import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#00897b' },
    background: { default: '#f4f6f8' },
  },
  typography: { fontSize: 14 },
});
