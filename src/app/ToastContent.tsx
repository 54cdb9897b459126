import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { forwardRef, useEffect, useRef } from 'react';
import { MaterialDesignContent, useSnackbar, type CustomContentProps } from 'notistack';

// notistack's own colours put white text on too light a green, blue and orange (3.3, 3.1 and 2.2
// to 1); these keep its look at WCAG AA contrast (4.5 to 1 or more) for every variant.
const ReadableContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0277bd' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a15c00' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
});

export const TOAST_EXTENDED_TIMEOUT_MS = 1000;
export const CLOSE_TOAST_LABEL = 'Close notification';

/**
 * A toast that, once the pointer leaves it, closes after the 1 second extended timeout of SPEC
 * section 9 (notistack alone would wait half the full timeout). Hovering keeps it open. Each has
 * a close button after its own action (e.g. Log In Again).
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(props, ref) {
  const { closeSnackbar } = useSnackbar();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ownAction = typeof props.action === 'function' ? props.action(props.id) : props.action;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={ref}
      onMouseEnter={() => clearTimeout(closeTimer.current)}
      onMouseLeave={() => {
        closeTimer.current = setTimeout(() => closeSnackbar(props.id), TOAST_EXTENDED_TIMEOUT_MS);
      }}
    >
      <ReadableContent
        {...props}
        action={
          <>
            {ownAction}
            <IconButton size="small" color="inherit" aria-label={CLOSE_TOAST_LABEL} onClick={() => closeSnackbar(props.id)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </div>
  );
});
