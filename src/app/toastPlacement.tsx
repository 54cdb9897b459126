import GlobalStyles from '@mui/material/GlobalStyles';
import { useSnackbar } from 'notistack';
import { useEffect, useLayoutEffect, type RefObject } from 'react';

const TOASTS_TOP = '--toasts-top';
/** notistack's class for the top-right toasts, placed below the header by the styles below. */
export const TOASTS_BELOW_HEADER = 'toasts-below-header';

/** The top-right toasts start below the header (its bottom, measured by useToastsBelow), never over its Logout. */
export const toastPlacementStyles = (
  <GlobalStyles styles={{ [`html .${TOASTS_BELOW_HEADER}`]: { top: `calc(var(${TOASTS_TOP}, 0px) + 8px)` } }} />
);

/** Keeps the toasts' top at the bottom of `header` (the suite's and the console's headers), as it changes. */
export function useToastsBelow(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const place = () => root.style.setProperty(TOASTS_TOP, `${element.getBoundingClientRect().bottom + window.scrollY}px`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOASTS_TOP);
    };
  }, [header]);
}

/** Esc closes the toasts on screen. */
export function CloseToastsOnEscape() {
  const { closeSnackbar } = useSnackbar();
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSnackbar();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [closeSnackbar]);
  return null;
}
