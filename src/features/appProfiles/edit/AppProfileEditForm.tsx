import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import type { AppProfileApplication } from '../../../api/appProfiles.gen';
import { ProfileActionBar } from '../../../shared/editScreen/ProfileActionBar';
import { useCategoryLabel } from '../../../shared/elements/categoryLabel';
import type { CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { AppProfileBasicTab } from './AppProfileBasicTab';
import { categoriesOf, type AppProfileFormValues } from './appProfileFormValues';
import { AppProfileSelectionTab, roleLabel } from './AppProfileSelectionTab';

export interface AppProfileEditFormProps {
  isNew: boolean;
  applications: readonly AppProfileApplication[] | undefined;
  companies: readonly CompanyChoice[];
  viewer: VisibleToViewer;
  saving: boolean;
  onDelete: () => void;
}

const BASIC = 'basic';
const ROLES = 'roles';
const tabId = (key: string) => `app-profile-tab-${key}`;
const panelId = (key: string) => `app-profile-panel-${key}`;

/** The tabs (Basic Info, Roles, one per element category of the application) and the buttons. */
export function AppProfileEditForm({ isNew, applications, companies, viewer, saving, onDelete }: AppProfileEditFormProps) {
  const formik = useFormikContext<AppProfileFormValues>();
  const { values } = formik;
  const [tab, setTab] = useState(BASIC);
  const application = applications?.find((candidate) => candidate.uuid === values.applicationUuid);
  const categories = useMemo(() => categoriesOf(application), [application]);
  const labelOf = useCategoryLabel();
  const roleItems = useMemo(() => (application?.roles ?? []).flatMap((role) => (role.uuid ? [{ id: role.uuid, label: roleLabel(role) }] : [])), [application]);
  // Other tabs stay blocked until an application is chosen (SPEC section 2).
  const blocked = !application;
  const shown = blocked ? BASIC : tab;

  const chooseApplication = async (uuid: string) => {
    await formik.setFieldValue('roleUuids', [], false);
    await formik.setFieldValue('elementUuids', [], false);
    await formik.setFieldValue('applicationUuid', uuid);
    await formik.setFieldTouched('applicationUuid', true, false);
  };

  const tabs = [
    { key: BASIC, label: 'Basic Info' },
    { key: ROLES, label: 'Roles' },
    ...categories.map((category) => ({ key: `category-${category}`, label: labelOf(category) })),
  ];
  const category = categories.find((candidate) => `category-${candidate}` === shown);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="app-profile-edit-title" sx={{ p: 2 }}>
      <Typography id="app-profile-edit-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New App Profile' : `Edit App Profile ${formik.initialValues.name}`}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Tabs
          value={shown}
          onChange={(_event, next: string) => setTab(next)}
          aria-label="Application profile sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map(({ key, label }) => (
            <Tab
              key={key}
              value={key}
              label={label}
              id={tabId(key)}
              disabled={key !== BASIC && blocked}
              aria-controls={key === shown ? panelId(key) : undefined}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(shown)} aria-labelledby={tabId(shown)} sx={{ pt: 3 }}>
          {shown === BASIC && (
            <AppProfileBasicTab
              isNew={isNew}
              applications={applications}
              companies={companies}
              viewer={viewer}
              onApplicationChange={(uuid) => void chooseApplication(uuid)}
            />
          )}
          {shown === ROLES && (
            <AppProfileSelectionTab field="roleUuids" label="Roles" items={roleItems} emptyText="This application has no roles you may select." />
          )}
          {category && (
            <AppProfileSelectionTab
              field="elementUuids"
              label={labelOf(category)}
              items={(application?.elements ?? []).flatMap((element) =>
                element.category === category && element.uuid ? [{ id: element.uuid, label: element.name }] : [],
              )}
              emptyText="No elements in this category."
            />
          )}
        </Box>
      </Paper>
      <ProfileActionBar isNew={isNew} saving={saving} onDelete={onDelete} />
    </Box>
  );
}
