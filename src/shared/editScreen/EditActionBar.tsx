import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { Link as RouterLink } from 'react-router';

interface EditActionBarProps {
  /** Create <thing> on a new record, Update <thing> on a saved one. */
  submitLabel: string;
  saving: boolean;
  /** Back to List, when the screen offers it. */
  listRoute?: string;
  /** Delete <thing>, when the screen offers it: disabled on a new record and while saving. */
  deleteLabel?: string;
  isNew?: boolean;
  onDelete?: () => void;
  /** The bar's width, to line it up with a narrow form. */
  maxWidth?: string;
}

/** An edit screen's buttons below the form: [Back to List] [Delete …] Create/Update … (off while invalid or saving). */
export function EditActionBar({ submitLabel, saving, listRoute, deleteLabel, isNew = false, onDelete, maxWidth }: EditActionBarProps) {
  const { isValid } = useFormikContext();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end', maxWidth }}>
      {listRoute && (
        <Button component={RouterLink} to={listRoute}>
          Back to List
        </Button>
      )}
      {deleteLabel && (
        <Button color="error" variant="outlined" onClick={onDelete} disabled={isNew || saving}>
          {deleteLabel}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={saving || !isValid}
        startIcon={saving ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
