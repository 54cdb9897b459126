import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormikContext, type FormikErrors } from 'formik';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useCategoryLabel } from '../../../shared/elements/categoryLabel';
import { CHECK_FORM } from '../applicationMessages';
import { elementCategories, type ApplicationFormValues } from '../applicationFormValues';
import { ApplicationEditActions } from './ApplicationEditActions';
import { BasicInfoTab, BASIC_FIELDS, isBasicField } from './BasicInfoTab';
import type { ApplicationEditViewProps } from './ApplicationEditView';
import { MembersTab } from './MembersTab';
import { RemoveElementsDialog } from './RemoveElementsDialog';

const BASIC = 'basic';
const ROLES = 'roles';
const tabId = (key: string) => `application-tab-${key}`;
const panelId = (key: string) => `application-panel-${key}`;

/** Errors the server named that are not fields of the Basic Info tab (e.g. `roles.0.uuid`). */
const otherErrors = (errors: Record<string, string>) =>
  Object.entries(errors).filter(([field]) => !isBasicField(field));

/** The tabs (Basic Info, Roles, one per element category) and the buttons. */
export function ApplicationEditForm({
  application,
  viewer,
  companies,
  saving,
  syncing,
  deleting,
  deleteReason,
  onSubmit,
  onSync,
  onDelete,
  onDeleteDialogClosed,
}: ApplicationEditViewProps) {
  const formik = useFormikContext<ApplicationFormValues>();
  const { enqueueSnackbar } = useSnackbar();
  const [tab, setTab] = useState(BASIC);
  const [serverErrors, setServerErrors] = useState<[string, string][]>([]);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const removed = formik.values.elements.filter((element) => element.deleteMe);
  const editable = viewer.isErrigalAdmin;
  const busy = saving || syncing || deleting;
  const categories = elementCategories(formik.values.elements);
  const labelOf = useCategoryLabel();
  const tabs = [
    { key: BASIC, label: 'Basic Info' },
    { key: ROLES, label: 'Roles' },
    ...categories.map((category) => ({ key: `category-${category}`, label: labelOf(category) })),
  ];
  const category = categories.find((c) => `category-${c}` === tab);

  const showFieldErrors = (errors: Record<string, string>) => {
    const basic: FormikErrors<ApplicationFormValues> = {};
    for (const field of BASIC_FIELDS) if (errors[field]) basic[field] = errors[field];
    formik.setErrors(basic);
    setServerErrors(otherErrors(errors));
    if (Object.keys(errors).some((field) => isBasicField(field))) setTab(BASIC);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors([]);
    const found = await formik.validateForm();
    await formik.setTouched(Object.fromEntries(BASIC_FIELDS.map((field) => [field, true])), false);
    if (Object.keys(found).length > 0) {
      setTab(Object.keys(found).some((field) => isBasicField(field)) ? BASIC : tab);
      enqueueSnackbar(CHECK_FORM, { variant: 'warning' });
      return;
    }
    // Removing elements takes them from app profiles and users: that is confirmed first.
    if (removed.length > 0) setConfirmingRemoval(true);
    else onSubmit(formik.values, showFieldErrors);
  };

  const title = application ? `Edit Application ${application.name}` : 'New Application';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="application-edit-title" sx={{ p: 2 }}>
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
        <Tabs value={tab} onChange={(_event, next: string) => setTab(next)} aria-label="Application sections" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {tabs.map(({ key, label }) => (
            <Tab key={key} value={key} label={label} id={tabId(key)} aria-controls={key === tab ? panelId(key) : undefined} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
          {tab === BASIC && <BasicInfoTab application={application} editable={editable} showSettings={viewer.isErrigalAdmin} />}
          {tab === ROLES && <MembersTab kind="roles" viewer={viewer} companies={companies} editable={editable} />}
          {category && <MembersTab kind="elements" category={category} categoryLabel={labelOf(category)} viewer={viewer} companies={companies} editable={editable} />}
        </Box>
      </Paper>
      {confirmingRemoval && application && (
        <RemoveElementsDialog
          applicationName={application.name}
          elements={removed}
          onCancel={() => setConfirmingRemoval(false)}
          onConfirm={() => {
            setConfirmingRemoval(false);
            onSubmit(formik.values, showFieldErrors);
          }}
        />
      )}
      <ApplicationEditActions
        application={application}
        canEdit={editable}
        busy={busy}
        syncing={syncing}
        deleting={deleting}
        deleteReason={deleteReason}
        onSync={onSync}
        onDelete={onDelete}
        onDeleteDialogClosed={onDeleteDialogClosed}
      />
    </Box>
  );
}
