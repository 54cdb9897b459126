import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { applicationsOf, type AppProfileChoice, type BusinessProfileFormValues } from './businessProfileFormValues';

const NONE = '---';

/** Per application a dropdown of its app profiles ('---' for none) and a link to open the chosen one. */
export function AppProfileChoices({ choices }: { choices: readonly AppProfileChoice[] }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<BusinessProfileFormValues>();
  const applications = useMemo(() => applicationsOf(choices), [choices]);
  if (applications.length === 0) return <span>No application profiles exist yet.</span>;
  return (
    <Stack spacing={1.5} role="group" aria-labelledby="business-profile-apps">
      {applications.map((application) => {
        const chosen = values.appProfileUuids[application.uuid] ?? '';
        return (
          <Stack key={application.uuid} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={application.name}
              id={`app-profile-${application.uuid}`}
              value={chosen}
              onChange={(event) => {
                void setFieldValue('appProfileUuids', { ...values.appProfileUuids, [application.uuid]: event.target.value });
                void setFieldTouched('appProfileUuids', true, false);
              }}
              aria-describedby="business-profile-apps-error"
              sx={{ minWidth: { sm: 320 } }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{NONE}</option>
              {application.appProfiles.map((profile) => (
                <option key={profile.uuid} value={profile.uuid}>
                  {profile.name}
                </option>
              ))}
            </TextField>
            {chosen && (
              <Link component={RouterLink} to={`/profile/app/edit/${chosen}`}>
                Open {application.appProfiles.find((profile) => profile.uuid === chosen)?.name ?? 'profile'}
              </Link>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
