import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useId } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { leavesOnPurpose } from './leaveWithoutAsking';

export const UNSAVED_CHANGES_TITLE = 'Leave Without Saving?';
export const UNSAVED_CHANGES_TEXT = 'The changes on this screen are not saved. If you leave now, they are lost.';

/**
 * While `dirty`, leaving the screen asks first: in-app navigation (links, menu, back) opens a
 * Stay / Leave dialog, closing or reloading the browser tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !leavesOnPurpose(nextLocation),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const titleId = useId();

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onClose={() => blocker.reset()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{UNSAVED_CHANGES_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_CHANGES_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => blocker.reset()} autoFocus>
          Stay
        </Button>
        <Button color="error" onClick={() => blocker.proceed()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The guard inside a Formik form: unsaved means Formik's values differ from the loaded ones, or
 * `unsaved` says the loaded values are themselves not saved (a draft kept through a login).
 */
export function FormikUnsavedChangesGuard({ unsaved = false }: { unsaved?: boolean }) {
  const { dirty } = useFormikContext();
  return <UnsavedChangesGuard dirty={dirty || unsaved} />;
}
