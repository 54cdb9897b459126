import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useGetAppProfileQuery, useListAppProfileApplicationsQuery } from '../../../api/appProfiles.enhance';
import { useListCustomerCompaniesQuery } from '../../../api/lookups.enhance';
import { useAppSelector } from '../../../app/hooks';
import { useOpenTab } from '../../../shared/editScreen/useOpenTab';
import { LoadingScreen } from '../../../shared/loading/LoadingScreen';
import { isVisibilityLevel, showsCompanySelect } from '../../../shared/visibleTo/visibleToChoices';
import { selectCurrentUser, useVisibleToViewer } from '../../session';
import { appProfileToFormValues, formValuesToAppProfile, newAppProfileValues, type AppProfileFormValues } from './appProfileFormValues';
import { AppProfileEditView } from './AppProfileEditView';
import { BASIC } from './AppProfileEditForm';
import { DeleteAppProfileDialog } from './DeleteAppProfileDialog';
import { useSaveAppProfile } from './useSaveAppProfile';
import { HistorySection } from '../../audit';
import { useSaveImpact } from '../../access';

const noCompanies: never[] = [];

/** /profile/app/new and /profile/app/edit/<uuid>: loads the profile and its choices, saves and deletes. */
export default function AppProfileEditPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const viewer = useVisibleToViewer();
  const defaultRole = useAppSelector(selectCurrentUser)?.defaultMinimumRoleName;
  const profile = useGetAppProfileQuery({ id: uuid ?? '' }, { skip: !uuid });
  const applications = useListAppProfileApplicationsQuery();
  const companies = useListCustomerCompaniesQuery(undefined, { skip: !showsCompanySelect(viewer) });
  const { saving, save } = useSaveAppProfile();
  const { confirmImpact, impactDialog } = useSaveImpact();
  const [deleting, setDeleting] = useState(false);
  const openTab = useOpenTab<string>(uuid ?? location.key, BASIC);

  if (uuid && profile.isLoading) return <LoadingScreen />;
  if (uuid && !profile.data) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">The application profile could not be loaded, please reload the page.</Alert>
      </Box>
    );
  }

  const loaded = profile.data && uuid ? profile.data : undefined;
  const initialValues = loaded ? appProfileToFormValues(loaded) : newAppProfileValues(isVisibilityLevel(defaultRole) ? defaultRole : 'ADMIN');
  const submit = async (values: AppProfileFormValues) => {
    const application = applications.data?.find((candidate) => candidate.uuid === values.applicationUuid);
    const appProfile = formValuesToAppProfile(values, { uuid: loaded?.uuid, version: loaded?.version }, application);
    if (!(await confirmImpact({ appProfile }))) return undefined;
    return (await save(appProfile)).fieldErrors;
  };

  return (
    <>
      <AppProfileEditView
        // A saved or reloaded profile starts a fresh form at its new version.
        key={loaded ? `${loaded.uuid}@${loaded.version}` : location.key}
        isNew={!loaded}
        {...openTab}
        initialValues={initialValues}
        applications={applications.data}
        companies={companies.data ?? noCompanies}
        viewer={viewer}
        saving={saving}
        onSubmit={submit}
        onDelete={() => setDeleting(true)}
      />
      {loaded?.uuid && <HistorySection key={`history-${loaded.uuid}@${loaded.version}`} recordUuid={loaded.uuid} />}
      {impactDialog}
      {deleting && loaded?.uuid && <DeleteAppProfileDialog profile={{ uuid: loaded.uuid, name: loaded.name }} onClose={() => setDeleting(false)} />}
    </>
  );
}
