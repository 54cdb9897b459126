import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { AppStore } from './store';
import { theme } from './theme';
import { CloseToastsOnEscape, TOASTS_BELOW_HEADER, toastPlacementStyles } from './toastPlacement';
import { ToastContent } from './ToastContent';

export const TOAST_TIMEOUT_MS = 5000;
const TOAST_ANIMATION_MS = 300;

const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** Store, theme and toasts (top-right below the header, 5 seconds, 300 ms animation, Esc closes them) around the whole console. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {toastPlacementStyles}
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_TIMEOUT_MS}
          transitionDuration={{ enter: TOAST_ANIMATION_MS, exit: TOAST_ANIMATION_MS }}
          classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_HEADER }}
          Components={toastComponents}
        >
          <CloseToastsOnEscape />
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
