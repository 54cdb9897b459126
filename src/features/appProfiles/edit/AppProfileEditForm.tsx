import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import type { AppProfileApplication } from '../../../api/appProfiles.gen';
import { EditTabs } from '../../../shared/editScreen/EditTabs';
import type { OpenTabProps } from '../../../shared/editScreen/useOpenTab';
import { ProfileActionBar } from '../../../shared/editScreen/ProfileActionBar';
import { useCategoryLabel } from '../../../shared/elements/categoryLabel';
import type { CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { AppProfileBasicTab } from './AppProfileBasicTab';
import { categoriesOf, type AppProfileFormValues } from './appProfileFormValues';
import { AppProfileSelectionTab, roleLabel } from './AppProfileSelectionTab';

export interface AppProfileEditFormProps extends OpenTabProps {
  isNew: boolean;
  applications: readonly AppProfileApplication[] | undefined;
  companies: readonly CompanyChoice[];
  viewer: VisibleToViewer;
  saving: boolean;
  onDelete: () => void;
}

/** The tab a profile's form opens on. */
export const BASIC = 'basic';
const ROLES = 'roles';

/** The tabs (Basic Info, Roles, one per element category of the application) and the buttons. */
export function AppProfileEditForm({ isNew, applications, companies, viewer, saving, onDelete, tab, onTabChange }: AppProfileEditFormProps) {
  const formik = useFormikContext<AppProfileFormValues>();
  const { values } = formik;
  const application = applications?.find((candidate) => candidate.uuid === values.applicationUuid);
  const categories = useMemo(() => categoriesOf(application), [application]);
  const labelOf = useCategoryLabel();
  const roleItems = useMemo(() => (application?.roles ?? []).flatMap((role) => (role.uuid ? [{ id: role.uuid, label: roleLabel(role) }] : [])), [application]);
  // Other tabs stay blocked until an application is chosen (SPEC section 2).
  const blocked = !application;

  const chooseApplication = async (uuid: string) => {
    await formik.setFieldValue('roleUuids', [], false);
    await formik.setFieldValue('elementUuids', [], false);
    await formik.setFieldValue('applicationUuid', uuid);
    await formik.setFieldTouched('applicationUuid', true, false);
  };

  const tabs = [
    {
      key: BASIC,
      label: 'Basic Info',
      panel: (
        <AppProfileBasicTab
          isNew={isNew}
          applications={applications}
          companies={companies}
          viewer={viewer}
          onApplicationChange={(uuid) => void chooseApplication(uuid)}
        />
      ),
    },
    {
      key: ROLES,
      label: 'Roles',
      disabled: blocked,
      panel: <AppProfileSelectionTab field="roleUuids" label="Roles" items={roleItems} emptyText="This application has no roles you may select." />,
    },
    ...categories.map((category) => ({
      key: `category-${category}`,
      label: labelOf(category),
      disabled: blocked,
      panel: (
        <AppProfileSelectionTab
          field="elementUuids"
          label={labelOf(category)}
          items={(application?.elements ?? []).flatMap((element) =>
            element.category === category && element.uuid ? [{ id: element.uuid, label: element.name }] : [],
          )}
          emptyText="No elements in this category."
        />
      ),
    })),
  ];

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="app-profile-edit-title" sx={{ p: 2 }}>
      <Typography id="app-profile-edit-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New App Profile' : `Edit App Profile ${formik.initialValues.name}`}
      </Typography>
      <EditTabs label="Application profile sections" idPrefix="app-profile" tabs={tabs} selected={tab} onSelect={onTabChange} />
      <ProfileActionBar isNew={isNew} saving={saving} onDelete={onDelete} />
    </Box>
  );
}
