import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import {
  isVisibilityLevel,
  SCO_COMPANY_HINT,
  showsCompanySelect,
  VISIBLE_TO_LABELS,
  visibleToAllScoCustomers,
  visibleToLevels,
  type VisibilityLevel,
  type VisibleToViewer,
} from './visibleToChoices';

export interface CompanyChoice {
  uuid: string;
  name?: string;
}

export interface VisibleToSelectorProps {
  viewer: VisibleToViewer;
  /** The chosen level, '' for none yet. */
  level: VisibilityLevel | '';
  onLevelChange: (level: VisibilityLevel) => void;
  /** The chosen company's uuid, '' for none. */
  companyUuid: string;
  onCompanyChange: (companyUuid: string) => void;
  companies: readonly CompanyChoice[];
  /** A validation message for the level (e.g. none chosen). */
  levelError?: string;
  /**
   * SPEC section 5 (application form): SCO Customer without a company marks the select invalid,
   * with its hint. Elsewhere the hint is help text.
   */
  flagAllScoCustomers?: boolean;
}

/**
 * The Visible To buttons and, for ERRIGAL_ADMIN viewers with an SCO layout, the Company select.
 * SCO Customer without a company can be saved (every SCO customer sees the record); the select
 * then says so, marked invalid where SPEC asks for it.
 */
export function VisibleToSelector({
  viewer,
  level,
  onLevelChange,
  companyUuid,
  onCompanyChange,
  companies,
  levelError,
  flagAllScoCustomers = false,
}: VisibleToSelectorProps) {
  const labelId = useId();
  const companyId = useId();
  const allScoCustomers = visibleToAllScoCustomers(viewer, level, companyUuid);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <FormControl error={Boolean(levelError)}>
        <FormLabel id={labelId}>Visible To</FormLabel>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-labelledby={labelId}
          value={level}
          onChange={(_event, next: unknown) => isVisibilityLevel(next) && onLevelChange(next)}
        >
          {visibleToLevels(viewer).map((choice) => (
            <ToggleButton key={choice} value={choice}>
              {VISIBLE_TO_LABELS[choice]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {levelError && <FormHelperText>{levelError}</FormHelperText>}
      </FormControl>
      {showsCompanySelect(viewer) && (
        <TextField
          select
          id={companyId}
          label="Company"
          size="small"
          sx={{ minWidth: 200 }}
          value={companyUuid}
          onChange={(event) => onCompanyChange(event.target.value)}
          helperText={allScoCustomers ? SCO_COMPANY_HINT : undefined}
          error={allScoCustomers && flagAllScoCustomers}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">---</option>
          {companies.map((company) => (
            <option key={company.uuid} value={company.uuid}>
              {company.name ?? company.uuid}
            </option>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
