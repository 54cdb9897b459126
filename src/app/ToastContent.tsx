import { forwardRef, useEffect, useRef } from 'react';
import { MaterialDesignContent, useSnackbar, type CustomContentProps } from 'notistack';

export const TOAST_EXTENDED_TIMEOUT_MS = 1000;

/**
 * A toast that, once the pointer leaves it, closes after the 1 second extended timeout of SPEC
 * section 9 (notistack alone would wait half the full timeout). Hovering keeps it open.
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(props, ref) {
  const { closeSnackbar } = useSnackbar();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={ref}
      onMouseEnter={() => clearTimeout(closeTimer.current)}
      onMouseLeave={() => {
        closeTimer.current = setTimeout(() => closeSnackbar(props.id), TOAST_EXTENDED_TIMEOUT_MS);
      }}
    >
      <MaterialDesignContent {...props} />
    </div>
  );
});
