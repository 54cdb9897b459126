import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useListAppProfilesQuery } from '../../../api/appProfiles.enhance';
import { useGetBusinessProfileQuery } from '../../../api/businessProfiles.enhance';
import { useListCustomerCompaniesQuery } from '../../../api/lookups.enhance';
import { useAppSelector } from '../../../app/hooks';
import { LoadingScreen } from '../../../shared/loading/LoadingScreen';
import { isVisibilityLevel, showsCompanySelect } from '../../../shared/visibleTo/visibleToChoices';
import { selectCurrentUser, useVisibleToViewer } from '../../session';
import {
  businessProfileToFormValues,
  formValuesToBusinessProfile,
  newBusinessProfileValues,
  type AppProfileChoice,
  type BusinessProfileFormValues,
} from './businessProfileFormValues';
import { BusinessProfileEditView } from './BusinessProfileEditView';
import { DeleteBusinessProfileDialog } from './DeleteBusinessProfileDialog';
import { useSaveBusinessProfile } from './useSaveBusinessProfile';
import { HistorySection } from '../../audit';
import { useSaveImpact } from '../../access';

const noCompanies: never[] = [];

/** /profile/business/new and /profile/business/edit/<uuid>: loads the profile and the app profiles, saves and deletes. */
export default function BusinessProfileEditPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const viewer = useVisibleToViewer();
  const defaultRole = useAppSelector(selectCurrentUser)?.defaultMinimumRoleName;
  const profile = useGetBusinessProfileQuery({ id: uuid ?? '' }, { skip: !uuid });
  const appProfiles = useListAppProfilesQuery();
  const companies = useListCustomerCompaniesQuery(undefined, { skip: !showsCompanySelect(viewer) });
  const { saving, save } = useSaveBusinessProfile();
  const { confirmImpact, impactDialog } = useSaveImpact();
  const [deleting, setDeleting] = useState(false);
  const choices: AppProfileChoice[] | undefined = useMemo(
    () => appProfiles.data?.map(({ uuid: choiceUuid = '', name, application }) => ({ uuid: choiceUuid, name, application: { uuid: application.uuid, name: application.name ?? '' } })),
    [appProfiles.data],
  );

  if (uuid && profile.isLoading) return <LoadingScreen />;
  if ((uuid && !profile.data) || appProfiles.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">The business profile could not be loaded, please reload the page.</Alert>
      </Box>
    );
  }

  const loaded = profile.data && uuid ? profile.data : undefined;
  const initialValues = loaded ? businessProfileToFormValues(loaded) : newBusinessProfileValues(isVisibilityLevel(defaultRole) ? defaultRole : 'ADMIN');
  const submit = async (values: BusinessProfileFormValues) => {
    const businessProfile = formValuesToBusinessProfile(values, { uuid: loaded?.uuid, version: loaded?.version }, choices ?? []);
    if (!(await confirmImpact({ businessProfile }))) return undefined;
    return (await save(businessProfile)).fieldErrors;
  };

  return (
    <>
      <BusinessProfileEditView
        // A saved or reloaded profile starts a fresh form at its new version.
        key={loaded ? `${loaded.uuid}@${loaded.version}` : location.key}
        isNew={!loaded}
        initialValues={initialValues}
        appProfiles={choices}
        companies={companies.data ?? noCompanies}
        viewer={viewer}
        saving={saving}
        onSubmit={submit}
        onDelete={() => setDeleting(true)}
      />
      {loaded?.uuid && <HistorySection key={`history-${loaded.uuid}@${loaded.version}`} recordUuid={loaded.uuid} />}
      {impactDialog}
      {deleting && loaded?.uuid && <DeleteBusinessProfileDialog profile={{ uuid: loaded.uuid, name: loaded.name }} onClose={() => setDeleting(false)} />}
    </>
  );
}
