import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '../../../api/applications.enhance';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import type { ApplicationFormValues } from '../applicationFormValues';

type BasicField = Exclude<keyof ApplicationFormValues, 'roles' | 'elements'>;

/** The fields of the Basic Info tab, in the order they show. */
export const BASIC_FIELDS: readonly BasicField[] = [
  'name',
  'dataUrl',
  'dataDriverName',
  'dataUsername',
  'dataPassword',
  'apiHost',
  'apiAuthType',
  'apiUsername',
  'apiPassword',
];

export const isBasicField = (field: string): field is BasicField => (BASIC_FIELDS as readonly string[]).includes(field);

export const PASSWORD_KEPT = 'A password is stored. Leave this empty to keep it.';

interface BasicInfoTabProps {
  application?: Application;
  /** ERRIGAL_ADMIN: the fields can be changed (the name only until the first save). */
  editable: boolean;
  /** ERRIGAL_ADMIN: the database and API sections. */
  showSettings: boolean;
}

/** A write-only password: required only where the schema requires it (a connector's, none stored yet). */
function PasswordField({ name, label, stored, required, editable }: { name: BasicField; label: string; stored: boolean; required: boolean; editable: boolean }) {
  return (
    <FormikTextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      required={required && !stored}
      disabled={!editable}
      helperText={stored ? PASSWORD_KEPT : undefined}
      placeholder={stored ? '••••••••' : undefined}
      slotProps={{ inputLabel: stored ? { shrink: true } : undefined }}
    />
  );
}

/** Name, then for ERRIGAL_ADMIN the database and API settings (passwords are write-only). */
export function BasicInfoTab({ application, editable, showSettings }: BasicInfoTabProps) {
  const required = !application?.builtIn;
  const text = (name: BasicField, label: string) => <FormikTextField name={name} label={label} required={required} disabled={!editable} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <FormikTextField
        name="name"
        label="Name"
        required
        slotProps={{ htmlInput: { readOnly: Boolean(application) || !editable } }}
        helperText={application ? 'The name cannot change once the application is saved.' : undefined}
      />
      {showSettings && (
        <>
          <Typography variant="h6" component="h2">
            Database
          </Typography>
          {text('dataUrl', 'Data URL')}
          {text('dataDriverName', 'Data Driver Name')}
          {text('dataUsername', 'Data Username')}
          <PasswordField name="dataPassword" label="Data Password" stored={application?.dataPasswordSet ?? false} required={required} editable={editable} />
          <Typography variant="h6" component="h2">
            API
          </Typography>
          {text('apiHost', 'API Host')}
          <FormikTextField
            name="apiAuthType"
            label="API Auth Type"
            select
            required={required}
            disabled={!editable}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">---</option>
            <option value="HTTP_BASIC">HTTP_BASIC</option>
            <option value="OAUTH2">OAUTH2</option>
          </FormikTextField>
          {text('apiUsername', 'API Username')}
          <PasswordField name="apiPassword" label="API Password" stored={application?.apiPasswordSet ?? false} required={required} editable={editable} />
        </>
      )}
    </Stack>
  );
}
