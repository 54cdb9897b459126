import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { EditActionBar } from '../../../shared/editScreen/EditActionBar';
import { EditTabs } from '../../../shared/editScreen/EditTabs';
import { BasicInfoTab } from './BasicInfoTab';
import { ElementCategoryTab } from './ElementCategoryTab';
import { UserSessionsTab } from './UserSessionsTab';
import { RecordHistory } from '../../audit';
import { UserAccessSection } from '../../access';
import { DEFAULT_TREE_CATEGORY, elementsForNewProfile } from './userElements';
import { BASIC_FIELDS_TOUCHED, BASIC_TAB, offeredFor } from './userFormValidation';
import type { UserFormValues } from './userFormValues';
import type { UserEditViewProps } from './UserEditView';

type UserEditFormProps = Omit<UserEditViewProps, 'initialValues' | 'onSubmit' | 'onInvalidSubmit' | 'onSubmitWhileSaving'>;

/** Not an element category's key (those are the categories' names). */
export const SESSIONS_TAB = '@sessions';

/** The History tab (issue 20): the user's audit entries. Not a category name (those are upper case). */
export const HISTORY_TAB = 'audit-history';

/** The Effective Access tab (issue 20): what the saved user can do and see, and why. */
export const ACCESS_TAB = 'effective-access';

/** The Basic Info fields: their errors mark the tab. */
const BASIC_FIELDS = Object.keys(BASIC_FIELDS_TOUCHED);

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

  const chooseBusinessProfile = async (uuid: string) => {
    const nextOffered = offeredFor(uuid, choices);
    await formik.setFieldValue('elements', elementsForNewProfile(values.elements, nextOffered, choices.configs), false);
    await formik.setFieldValue('businessProfileUuid', uuid);
    await formik.setFieldTouched('businessProfileUuid', true, false);
  };

  const tabs = [
    {
      key: BASIC_TAB,
      label: 'Basic Info',
      errorFields: BASIC_FIELDS,
      panel: <BasicInfoTab isNew={isNew} choices={choices} viewer={viewer} onBusinessProfileChange={chooseBusinessProfile} />,
    },
    ...choices.configs.map((config) => ({
      key: config.category,
      label: config.label,
      // The default-tree rule's error shows on its tab.
      errorFields: config.category === DEFAULT_TREE_CATEGORY ? ['elements'] : undefined,
      panel: <ElementCategoryTab config={config} configs={choices.configs} offered={offered} error={elementsError} />,
    })),
    ...(userUuid
      ? [{ key: SESSIONS_TAB, label: 'Sessions', panel: <UserSessionsTab userUuid={userUuid} username={values.username} canResetFactors={viewer.isErrigalAdmin} /> }]
      : []),
    ...(!isNew && userUuid
      ? [
          { key: ACCESS_TAB, label: 'Effective Access', panel: <UserAccessSection userUuid={userUuid} /> },
          { key: HISTORY_TAB, label: 'History', panel: <RecordHistory recordUuid={userUuid} /> },
        ]
      : []),
  ];

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
      <EditTabs label="User sections" idPrefix="user" tabs={tabs} selected={tab} onSelect={onTabChange} />
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
