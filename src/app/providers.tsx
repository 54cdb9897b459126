import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { AppStore } from './store';
import { theme } from './theme';
import { ToastContent } from './ToastContent';

export const TOAST_TIMEOUT_MS = 5000;

const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** Store, theme and toasts (top-right, 5 seconds) around the whole console. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_TIMEOUT_MS}
          Components={toastComponents}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
