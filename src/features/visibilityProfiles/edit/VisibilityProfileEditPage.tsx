import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useListCustomerCompaniesQuery } from '../../../api/lookups.enhance';
import { useGetVisibilityChoicesQuery, useGetVisibilityProfileQuery } from '../../../api/visibilityProfiles.enhance';
import { useAppSelector } from '../../../app/hooks';
import { useOpenTab } from '../../../shared/editScreen/useOpenTab';
import { LoadingScreen } from '../../../shared/loading/LoadingScreen';
import { isVisibilityLevel, showsCompanySelect } from '../../../shared/visibleTo/visibleToChoices';
import { selectCurrentUser, useVisibleToViewer } from '../../session';
import { indexClusterTree } from '../tree/clusterTree';
import { DeleteVisibilityProfileDialog } from './DeleteVisibilityProfileDialog';
import { elementItems } from './elementChoices';
import type { ElementItems } from './VisibilityProfileEditForm';
import { VisibilityProfileEditView } from './VisibilityProfileEditView';
import type { VisibilityTab } from './visibilityTabs';
import {
  formValuesToVisibilityProfile,
  newVisibilityProfileValues,
  visibilityProfileToFormValues,
  type VisibilityProfileFormValues,
} from './visibilityProfileFormValues';
import { useSaveVisibilityProfile } from './useSaveVisibilityProfile';
import { HistorySection } from '../../audit';
import { useSaveImpact } from '../../access';

const noCompanies: never[] = [];
export const LOAD_FAILED = 'The visibility profile could not be loaded, please reload the page.';

/** /profile/visibility/new and /profile/visibility/edit/<uuid>: loads the profile and the choices, saves and deletes. */
export default function VisibilityProfileEditPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const viewer = useVisibleToViewer();
  const defaultRole = useAppSelector(selectCurrentUser)?.defaultMinimumRoleName;
  const profile = useGetVisibilityProfileQuery({ id: uuid ?? '' }, { skip: !uuid });
  const choices = useGetVisibilityChoicesQuery();
  const companies = useListCustomerCompaniesQuery(undefined, { skip: !showsCompanySelect(viewer) });
  const { saving, save } = useSaveVisibilityProfile();
  const { confirmImpact, impactDialog } = useSaveImpact();
  const [deleting, setDeleting] = useState(false);
  const openTab = useOpenTab<VisibilityTab>(uuid ?? location.key, 'basic');
  const loaded = profile.data && uuid ? profile.data : undefined;

  const clusterIndex = useMemo(() => indexClusterTree(choices.data?.clusters ?? []), [choices.data]);
  const items: ElementItems = useMemo(
    () => ({
      carriers: elementItems(choices.data?.carriers ?? [], loaded?.carriers),
      clusterGroups: elementItems(choices.data?.clusterGroups ?? [], loaded?.clusterGroups),
      networkGroups: elementItems(choices.data?.networkGroups ?? [], loaded?.networkGroups),
      neAttributes: elementItems(choices.data?.neAttributes ?? [], loaded?.neAttributes),
      venues: elementItems(choices.data?.venues ?? [], loaded?.venues),
    }),
    [choices.data, loaded],
  );
  const primary = loaded?.primaryVisibility;
  const retiredPrimary = primary && !clusterIndex.positionOf.has(primary.uuid) ? { uuid: primary.uuid, name: primary.name ?? primary.uuid } : undefined;

  if ((uuid && profile.isLoading) || choices.isLoading) return <LoadingScreen />;
  if ((uuid && !profile.data) || !choices.data) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{LOAD_FAILED}</Alert>
      </Box>
    );
  }

  const initialValues = loaded ? visibilityProfileToFormValues(loaded) : newVisibilityProfileValues(isVisibilityLevel(defaultRole) ? defaultRole : 'ADMIN');
  const submit = async (values: VisibilityProfileFormValues) => {
    const visibilityProfile = formValuesToVisibilityProfile(values, { uuid: loaded?.uuid, version: loaded?.version });
    if (!(await confirmImpact({ visibilityProfile }))) return undefined;
    return (await save(visibilityProfile)).fieldErrors;
  };

  return (
    <>
      <VisibilityProfileEditView
        // A saved or reloaded profile starts a fresh form at its new version.
        key={loaded ? `${loaded.uuid}@${loaded.version}` : location.key}
        isNew={!loaded}
        {...openTab}
        initialValues={initialValues}
        clusterIndex={clusterIndex}
        retiredPrimary={retiredPrimary}
        items={items}
        companies={companies.data ?? noCompanies}
        viewer={viewer}
        saving={saving}
        onSubmit={submit}
        onDelete={() => setDeleting(true)}
      />
      {loaded?.uuid && <HistorySection key={`history-${loaded.uuid}@${loaded.version}`} recordUuid={loaded.uuid} />}
      {impactDialog}
      {deleting && loaded?.uuid && <DeleteVisibilityProfileDialog profile={{ uuid: loaded.uuid, name: loaded.name }} onClose={() => setDeleting(false)} />}
    </>
  );
}
