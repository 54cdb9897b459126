import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { Link as RouterLink } from 'react-router';

export interface ProfileOption {
  uuid?: string;
  name: string;
}

interface ProfileSelectProps {
  name: 'businessProfileUuid' | 'visibilityProfileUuid';
  label: string;
  kind: 'business' | 'visibility';
  options: readonly ProfileOption[];
  /** Non-SCO admins get a link that opens the chosen profile. */
  showLink: boolean;
  /** Shown under the select while nothing is chosen. */
  emptyHint?: string;
  /** Replaces the plain value change (the business profile also resets the elements). */
  onChoose?: (uuid: string) => void;
}

/** A required profile select, with a link icon to the chosen profile's edit page. */
export function ProfileSelect({ name, label, kind, options, showLink, emptyHint, onChoose }: ProfileSelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  const chosen = options.find((option) => option.uuid === field.value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        fullWidth
        required
        id={`field-${name}`}
        label={label}
        name={name}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => (onChoose ? onChoose(event.target.value) : helpers.setValue(event.target.value))}
        error={showError || (emptyHint !== undefined && !chosen)}
        helperText={showError ? meta.error : chosen ? undefined : emptyHint}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">---</option>
        {options.map((option) => (
          <option key={option.uuid} value={option.uuid}>
            {option.name}
          </option>
        ))}
      </TextField>
      {showLink && chosen && (
        <IconButton
          component={RouterLink}
          to={`/profile/${kind}/edit/${chosen.uuid}`}
          aria-label={`Open ${label} ${chosen.name}`}
          sx={{ mt: 1 }}
        >
          <OpenInNewIcon />
        </IconButton>
      )}
    </Stack>
  );
}
