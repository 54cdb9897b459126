import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useField, useFormikContext } from 'formik';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import { VisibleToSelector } from '../../../shared/visibleTo/VisibleToSelector';
import { ProfileSelect } from './ProfileSelect';
import { SELECT_BUSINESS_PROFILE } from './userFormSchema';
import type { UserFormValues } from './userFormValues';
import type { UserEditChoices } from './useUserEditData';
import type { UserEditViewer } from './UserEditView';

interface BasicInfoTabProps {
  isNew: boolean;
  choices: UserEditChoices;
  viewer: UserEditViewer;
  onBusinessProfileChange: (uuid: string) => void;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

function ActiveSwitch() {
  const [field] = useField<boolean>({ name: 'active', type: 'checkbox' });
  return <FormControlLabel control={<Switch {...field} checked={field.checked ?? false} />} label="Active" />;
}

/** Contact data, status, location, profiles and Visible To. */
export function BasicInfoTab({ isNew, choices, viewer, onBusinessProfileChange }: BasicInfoTabProps) {
  const { values, errors, touched, setFieldValue } = useFormikContext<UserFormValues>();
  return (
    <Box sx={twoColumns}>
      <FormikTextField
        name="username"
        label="Username"
        required={isNew}
        autoComplete="off"
        slotProps={{ htmlInput: { readOnly: !isNew } }}
        helperText={isNew ? undefined : 'The username cannot be changed'}
      />
      <FormikTextField name="email" label="Email" type="email" required autoComplete="off" />
      <FormikTextField name="firstName" label="First Name" required />
      <FormikTextField name="lastName" label="Last Name" required />
      <FormikTextField name="deskPhone" label="Desk Phone" type="tel" />
      <FormikTextField name="mobilePhone" label="Mobile Phone" type="tel" />
      <FormikTextField
        select
        name="locationUuid"
        label="Location"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">---</option>
        {choices.locations.map((location) => (
          <option key={location.uuid} value={location.uuid}>
            {location.name}
          </option>
        ))}
      </FormikTextField>
      <ActiveSwitch />
      <ProfileSelect
        name="businessProfileUuid"
        label="Business Profile"
        kind="business"
        options={choices.businessProfiles}
        showLink={!viewer.isScoAdmin}
        emptyHint={SELECT_BUSINESS_PROFILE}
        onChoose={onBusinessProfileChange}
      />
      <ProfileSelect
        name="visibilityProfileUuid"
        label="Visibility Profile"
        kind="visibility"
        options={choices.visibilityProfiles}
        showLink={!viewer.isScoAdmin}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <VisibleToSelector
          viewer={viewer}
          level={values.minimumRole}
          onLevelChange={(level) => setFieldValue('minimumRole', level)}
          companyUuid={values.companyUuid}
          onCompanyChange={(uuid) => setFieldValue('companyUuid', uuid)}
          companies={choices.companies}
          levelError={touched.minimumRole ? errors.minimumRole : undefined}
        />
      </Box>
    </Box>
  );
}
