import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSubmitAnswers } from './submitAnswers';

interface EditActionBarProps {
  /** Create <thing> on a new record, Update <thing> on a saved one; none for a viewer who may not save. */
  submitLabel?: string;
  saving: boolean;
  /** Names the spinner beside a submit that stays on while saving (EditForm's onSubmitWhileSaving). */
  savingLabel?: string;
  /** Back to List, when the screen offers it. */
  listRoute?: string;
  /** Delete <thing>, when the screen offers it: disabled on a new record, on one that cannot be deleted, and while saving. */
  deleteLabel?: string;
  isNew?: boolean;
  undeletable?: boolean;
  onDelete?: () => void;
  /** The bar's width, to line it up with a narrow form. */
  maxWidth?: string;
  /** The entity's own buttons (Clone, Sync …), before Delete. */
  children?: ReactNode;
}

/**
 * An edit screen's buttons below the form: [Back to List] [own buttons] [Delete …] Create/Update …
 * The submit is off while saving and while invalid, unless the form answers such a press itself.
 */
export function EditActionBar({
  submitLabel,
  saving,
  savingLabel = 'Saving',
  listRoute,
  deleteLabel,
  isNew = false,
  undeletable = false,
  onDelete,
  maxWidth,
  children,
}: EditActionBarProps) {
  const { isValid } = useFormikContext();
  const answers = useSubmitAnswers();
  const spinner = <CircularProgress size={18} aria-hidden="true" />;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', maxWidth }}>
      {listRoute && (
        <Button component={RouterLink} to={listRoute}>
          Back to List
        </Button>
      )}
      {children}
      {deleteLabel && (
        <Button color="error" variant="outlined" onClick={onDelete} disabled={isNew || undeletable || saving}>
          {deleteLabel}
        </Button>
      )}
      {submitLabel && answers.whileSaving && saving && <CircularProgress size={24} aria-label={savingLabel} />}
      {submitLabel && (
        <Button
          type="submit"
          variant="contained"
          disabled={(saving && !answers.whileSaving) || (!isValid && !answers.invalid)}
          aria-busy={saving}
          startIcon={saving && !answers.whileSaving ? spinner : undefined}
        >
          {submitLabel}
        </Button>
      )}
    </Stack>
  );
}
