import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { EditActionBar } from '../../../shared/editScreen/EditActionBar';
import { EditTabs } from '../../../shared/editScreen/EditTabs';
import { useCategoryLabel } from '../../../shared/elements/categoryLabel';
import { elementCategories, type ApplicationFormValues } from '../applicationFormValues';
import type { ApplicationEditViewProps } from './ApplicationEditView';
import { BasicInfoTab } from './BasicInfoTab';
import { MembersTab } from './MembersTab';

export const BASIC_TAB = 'basic';
const ROLES = 'roles';

type ApplicationEditFormProps = Omit<ApplicationEditViewProps, 'onSubmit'> & {
  tab: string;
  onTabChange: (tab: string) => void;
  /** The server's errors for fields outside Basic Info (e.g. `roles`), as field and message. */
  serverErrors: readonly [string, string][];
};

/** The tabs (Basic Info, Roles, one per element category) and the buttons. */
export function ApplicationEditForm({ application, viewer, companies, saving, syncing, deleting, onSync, onDelete, tab, onTabChange, serverErrors }: ApplicationEditFormProps) {
  const formik = useFormikContext<ApplicationFormValues>();
  const editable = viewer.isErrigalAdmin;
  const busy = saving || syncing || deleting;
  const categories = elementCategories(formik.values.elements);
  const labelOf = useCategoryLabel();
  const tabs = [
    { key: BASIC_TAB, label: 'Basic Info', panel: <BasicInfoTab application={application} editable={editable} showSettings={viewer.isErrigalAdmin} /> },
    { key: ROLES, label: 'Roles', panel: <MembersTab kind="roles" viewer={viewer} companies={companies} editable={editable} /> },
    ...categories.map((category) => ({
      key: `category-${category}`,
      label: labelOf(category),
      panel: <MembersTab kind="elements" category={category} categoryLabel={labelOf(category)} viewer={viewer} companies={companies} editable={editable} />,
    })),
  ];

  const title = application ? `Edit Application ${application.name}` : 'New Application';
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="application-edit-title" sx={{ p: 2 }}>
      <Typography id="application-edit-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {application?.builtIn && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This is the console&apos;s own application: its roles are the console roles. It has no connector to sync and cannot be deleted.
        </Alert>
      )}
      {serverErrors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverErrors.map(([field, text]) => (
            <div key={field}>{`${field}: ${text}`}</div>
          ))}
        </Alert>
      )}
      <EditTabs label="Application sections" idPrefix="application" tabs={tabs} selected={tab} onSelect={onTabChange} />
      {/* ERRIGAL_ADMIN: Create/Update App and Delete App; a sync, save or delete that runs holds the other buttons. */}
      <EditActionBar
        submitLabel={editable ? (application ? 'Update App' : 'Create App') : undefined}
        saving={busy}
        deleteLabel={editable && application ? 'Delete App' : undefined}
        undeletable={application?.builtIn}
        onDelete={onDelete}
      >
        {application && !application.builtIn && (
          <Button variant="outlined" onClick={onSync} disabled={busy} startIcon={syncing ? <CircularProgress size={18} aria-hidden="true" /> : undefined}>
            {`Sync ${application.name}`}
          </Button>
        )}
      </EditActionBar>
    </Box>
  );
}
