import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { EditActionBar } from '../../../shared/editScreen/EditActionBar';
import { BasicInfoTab } from './BasicInfoTab';
import { ElementCategoryTab } from './ElementCategoryTab';
import { UserSessionsTab } from './UserSessionsTab';
import { RecordHistory } from '../../audit';
import { UserAccessSection } from '../../access';
import { DEFAULT_TREE_CATEGORY, elementsForNewProfile } from './userElements';
import { BASIC_FIELDS_TOUCHED, BASIC_TAB, offeredFor } from './userFormValidation';
import type { UserFormValues } from './userFormValues';
import type { UserEditViewProps } from './UserEditView';

type UserEditFormProps = Omit<UserEditViewProps, 'initialValues' | 'onSubmit' | 'onInvalidSubmit' | 'onSubmitWhileSaving'> & {
  tab: string;
  onTabChange: (tab: string) => void;
};

/** Not an element category's key (those are the categories' names). */
export const SESSIONS_TAB = '@sessions';

/** The History tab (issue 20): the user's audit entries. Not a category name (those are upper case). */
export const HISTORY_TAB = 'audit-history';

/** The Effective Access tab (issue 20): what the saved user can do and see, and why. */
export const ACCESS_TAB = 'effective-access';

const tabId = (key: string) => `user-tab-${key}`;
const panelId = (key: string) => `user-panel-${key}`;

/** The tabs (Basic Info and one per element category) and the buttons, inside Formik. */
export function UserEditForm({
  isNew,
  userUuid,
  restoredDraft,
  choices,
  viewer,
  saving,
  tab,
  onTabChange,
  onClone,
  onSendPasswordReset,
  sendingPasswordReset,
}: UserEditFormProps) {
  const formik = useFormikContext<UserFormValues>();
  const { values, errors, touched } = formik;
  const offered = useMemo(() => offeredFor(values.businessProfileUuid, choices), [values.businessProfileUuid, choices]);
  const elementsError =
    (formik.submitCount > 0 || touched.elements) && typeof errors.elements === 'string' ? errors.elements : undefined;
  const basicHasErrors = Object.keys(BASIC_FIELDS_TOUCHED).some((field) => field in errors && field in touched);

  const chooseBusinessProfile = async (uuid: string) => {
    const nextOffered = offeredFor(uuid, choices);
    await formik.setFieldValue('elements', elementsForNewProfile(values.elements, nextOffered, choices.configs), false);
    await formik.setFieldValue('businessProfileUuid', uuid);
    await formik.setFieldTouched('businessProfileUuid', true, false);
  };

  const tabError = (key: string) =>
    key === BASIC_TAB ? basicHasErrors : key === DEFAULT_TREE_CATEGORY && Boolean(elementsError);
  const tabs = [
    { key: BASIC_TAB, label: 'Basic Info' },
    ...choices.configs.map((c) => ({ key: c.category, label: c.label })),
    ...(userUuid ? [{ key: SESSIONS_TAB, label: 'Sessions' }] : []),
    ...(!isNew && userUuid ? [{ key: ACCESS_TAB, label: 'Effective Access' }, { key: HISTORY_TAB, label: 'History' }] : []),
  ];
  const config = choices.configs.find((candidate) => candidate.category === tab);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="user-edit-title" sx={{ p: 2 }}>
      <Typography id="user-edit-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New User' : `Edit User ${values.username}`}
      </Typography>
      {restoredDraft && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {`Your changes were kept while you logged in again. Press ${isNew ? 'Create User' : 'Update User'} to save them.`}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) => onTabChange(next)}
          aria-label="User sections"
          variant="scrollable"
          // Arrows also on a phone, where the tabs that do not fit would otherwise go unnoticed.
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map(({ key, label }) => (
            <Tab
              key={key}
              value={key}
              label={label}
              id={tabId(key)}
              aria-controls={key === tab ? panelId(key) : undefined}
              icon={tabError(key) ? <ErrorOutlineIcon color="error" titleAccess="has errors" /> : undefined}
              iconPosition="end"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
          {tab === SESSIONS_TAB && userUuid ? (
            <UserSessionsTab userUuid={userUuid} username={values.username} canResetFactors={viewer.isErrigalAdmin} />
          ) : tab === HISTORY_TAB && userUuid ? (
            <RecordHistory recordUuid={userUuid} />
          ) : tab === ACCESS_TAB && userUuid ? (
            <UserAccessSection userUuid={userUuid} />
          ) : config ? (
            <ElementCategoryTab config={config} configs={choices.configs} offered={offered} error={elementsError} />
          ) : (
            <BasicInfoTab
              isNew={isNew}
              choices={choices}
              viewer={viewer}
              onBusinessProfileChange={chooseBusinessProfile}
            />
          )}
        </Box>
      </Paper>
      <EditActionBar saving={saving} savingLabel="Saving user" submitLabel={isNew ? 'Create User' : 'Update User'}>
        {!isNew && (
          <>
            <Button variant="outlined" onClick={() => onClone(values)}>
              Clone User
            </Button>
            <Button variant="outlined" onClick={onSendPasswordReset} disabled={sendingPasswordReset}>
              Send Password Reset Email
            </Button>
          </>
        )}
      </EditActionBar>
    </Box>
  );
}
