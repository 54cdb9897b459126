import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProfileActionBar } from '../../../shared/editScreen/ProfileActionBar';
import { useFormikContext } from 'formik';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import { FormikVisibleToSelector } from '../../../shared/visibleTo/FormikVisibleToSelector';
import type { CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { AppProfileChoices } from './AppProfileChoices';
import type { AppProfileChoice, BusinessProfileFormValues } from './businessProfileFormValues';

export interface BusinessProfileEditFormProps {
  isNew: boolean;
  /** undefined while they load. */
  appProfiles: readonly AppProfileChoice[] | undefined;
  companies: readonly CompanyChoice[];
  viewer: VisibleToViewer;
  saving: boolean;
  onDelete: () => void;
}

/** Name, description, Visible To and an app profile per application; Create/Update and Delete Profile. */
export function BusinessProfileEditForm({ isNew, appProfiles, companies, viewer, saving, onDelete }: BusinessProfileEditFormProps) {
  const { values, errors, handleSubmit } = useFormikContext<BusinessProfileFormValues>();
  const appProfileError = typeof errors.appProfileUuids === 'string' ? errors.appProfileUuids : undefined;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="business-profile-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography id="business-profile-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New Business Profile' : `Edit Business Profile ${values.name}`}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <FormikTextField name="name" label="Name" required size="small" />
          <FormikTextField name="description" label="Description" multiline minRows={2} size="small" />
          <FormikVisibleToSelector viewer={viewer} companies={companies} />
          <Typography variant="h6" component="h2" id="business-profile-apps">
            Application Profiles
          </Typography>
          {appProfileError && (
            <Alert severity="warning" id="business-profile-apps-error">
              {appProfileError}
            </Alert>
          )}
          {appProfiles ? (
            <AppProfileChoices choices={appProfiles} />
          ) : (
            <CircularProgress size={28} aria-label="Loading application profiles" />
          )}
        </Stack>
      </Paper>
      <ProfileActionBar isNew={isNew} saving={saving} onDelete={onDelete} />
    </Box>
  );
}
