import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditTabs } from '../../../shared/editScreen/EditTabs';
import { ProfileActionBar } from '../../../shared/editScreen/ProfileActionBar';
import type { OpenTabProps } from '../../../shared/editScreen/useOpenTab';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormikTextField } from '../../../shared/form/FormikTextField';
import type { SelectableItem } from '../../../shared/selection/SelectableList';
import { FormikVisibleToSelector } from '../../../shared/visibleTo/FormikVisibleToSelector';
import type { CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import type { ClusterIndex } from '../tree/clusterTree';
import { ClusterGroupTab } from './ClusterGroupTab';
import { ClusterTab } from './ClusterTab';
import { ElementListTab } from './ElementListTab';
import type { VisibilityProfileFormValues } from './visibilityProfileFormValues';
import { TAB_LABELS, visibilityTabs, type VisibilityTab } from './visibilityTabs';

export interface ElementItems {
  carriers: readonly SelectableItem[];
  clusterGroups: readonly SelectableItem[];
  networkGroups: readonly SelectableItem[];
  neAttributes: readonly SelectableItem[];
  venues: readonly SelectableItem[];
}

export interface VisibilityProfileEditFormProps extends OpenTabProps<VisibilityTab> {
  isNew: boolean;
  clusterIndex: ClusterIndex;
  retiredPrimary?: { uuid: string; name: string };
  items: ElementItems;
  companies: readonly CompanyChoice[];
  viewer: VisibleToViewer;
  saving: boolean;
  onDelete: () => void;
}

/** The tabs of a visibility profile; Create/Update Profile and Delete Profile. */
export function VisibilityProfileEditForm({ isNew, clusterIndex, retiredPrimary, items, companies, viewer, saving, onDelete, tab, onTabChange }: VisibilityProfileEditFormProps) {
  const { values, errors, handleSubmit } = useFormikContext<VisibilityProfileFormValues>();
  const panels: Record<VisibilityTab, ReactNode> = {
    basic: (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <FormikTextField name="name" label="Name" required size="small" />
        <FormikTextField name="description" label="Description" multiline minRows={2} size="small" />
        <FormikVisibleToSelector viewer={viewer} companies={companies} />
      </Stack>
    ),
    carrier: <ElementListTab label="Carriers" field="carrierUuids" items={items.carriers} />,
    cluster: <ClusterTab index={clusterIndex} retiredPrimary={retiredPrimary} />,
    clusterGroup: <ClusterGroupTab items={items.clusterGroups} />,
    networkGroup: <ElementListTab label="Network Groups" field="networkGroupUuids" items={items.networkGroups} />,
    neAttribute: <ElementListTab label="Network Attributes" field="neAttributeUuids" items={items.neAttributes} />,
    venue: <ElementListTab label="Venues" field="venueUuids" items={items.venues} />,
  };
  const tabs = visibilityTabs(viewer.layoutCode).map((name) => ({ key: name, label: TAB_LABELS[name], panel: panels[name] }));
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="visibility-profile-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography id="visibility-profile-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {isNew ? 'New Visibility Profile' : `Edit Visibility Profile ${values.name}`}
      </Typography>
      {errors.primaryUuid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errors.primaryUuid}
        </Alert>
      )}
      <EditTabs label="Visibility profile sections" idPrefix="visibility" tabs={tabs} selected={tab} onSelect={onTabChange} flush />
      <ProfileActionBar isNew={isNew} saving={saving} onDelete={onDelete} />
    </Box>
  );
}
