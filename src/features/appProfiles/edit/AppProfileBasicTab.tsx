import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import type { AppProfileApplication } from '../../../api/appProfiles.gen';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import { FormikVisibleToSelector } from '../../../shared/visibleTo/FormikVisibleToSelector';
import type { CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { LOADING_APPLICATIONS } from './appProfileSchema';

interface AppProfileBasicTabProps {
  isNew: boolean;
  /** undefined while they load. */
  applications: readonly AppProfileApplication[] | undefined;
  companies: readonly CompanyChoice[];
  viewer: VisibleToViewer;
  onApplicationChange: (uuid: string) => void;
}

/** Name, application (fixed once the profile exists), description and Visible To. */
export function AppProfileBasicTab({ isNew, applications, companies, viewer, onApplicationChange }: AppProfileBasicTabProps) {
  const [applicationField, applicationMeta] = useField<string>('applicationUuid');
  const applicationError = applicationMeta.touched ? applicationMeta.error : undefined;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <FormikTextField name="name" label="Name" required size="small" />
      <TextField
        select
        id="field-applicationUuid"
        label="Application"
        required
        size="small"
        name={applicationField.name}
        value={applicationField.value}
        onBlur={applicationField.onBlur}
        onChange={(event) => onApplicationChange(event.target.value)}
        disabled={!isNew || !applications}
        error={Boolean(applicationError)}
        helperText={applications ? applicationError : LOADING_APPLICATIONS}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">---</option>
        {(applications ?? []).map((application) => (
          <option key={application.uuid} value={application.uuid}>
            {application.name}
          </option>
        ))}
      </TextField>
      <FormikTextField name="description" label="Description" multiline minRows={2} size="small" />
      <FormikVisibleToSelector viewer={viewer} companies={companies} />
    </Stack>
  );
}
