import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { EditActionBar } from '../../../shared/editScreen/EditActionBar';
import { useCategoryLabel } from '../../../shared/elements/categoryLabel';
import { elementCategories, type ApplicationFormValues } from '../applicationFormValues';
import type { ApplicationEditViewProps } from './ApplicationEditView';
import { BasicInfoTab } from './BasicInfoTab';
import { MembersTab } from './MembersTab';

export const BASIC_TAB = 'basic';
const ROLES = 'roles';
const tabId = (key: string) => `application-tab-${key}`;
const panelId = (key: string) => `application-panel-${key}`;

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
    { key: BASIC_TAB, label: 'Basic Info' },
    { key: ROLES, label: 'Roles' },
    ...categories.map((category) => ({ key: `category-${category}`, label: labelOf(category) })),
  ];
  const category = categories.find((c) => `category-${c}` === tab);

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
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Tabs value={tab} onChange={(_event, next: string) => onTabChange(next)} aria-label="Application sections" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {tabs.map(({ key, label }) => (
            <Tab key={key} value={key} label={label} id={tabId(key)} aria-controls={key === tab ? panelId(key) : undefined} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
          {tab === BASIC_TAB && <BasicInfoTab application={application} editable={editable} showSettings={viewer.isErrigalAdmin} />}
          {tab === ROLES && <MembersTab kind="roles" viewer={viewer} companies={companies} editable={editable} />}
          {category && <MembersTab kind="elements" category={category} categoryLabel={labelOf(category)} viewer={viewer} companies={companies} editable={editable} />}
        </Box>
      </Paper>
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
