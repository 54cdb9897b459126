import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import type { SelectableItem } from '../../../shared/selection/SelectableList';
import { addOrRemoveAll, toggled } from '../../../shared/selection/selection';
import { filterByName } from './elementChoices';
import { groupsChanged, toggleDefaultGroup, type VisibilityProfileFormValues } from './visibilityProfileFormValues';

/** Cluster groups: a name filter, Add All / Remove All, and a Default button per row (SPEC section 4). */
export function ClusterGroupTab({ items }: { items: readonly SelectableItem[] }) {
  const { values, setValues } = useFormikContext<VisibilityProfileFormValues>();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterByName(items, filter), [items, filter]);
  const selected = new Set(values.clusterGroupUuids);
  const chosen = shown.filter((item) => selected.has(item.id)).map((item) => item.id);
  const apply = (next: { selected: string[]; defaultUuid: string }) =>
    void setValues({ ...values, clusterGroupUuids: next.selected, defaultClusterGroupUuid: next.defaultUuid });
  const changeShown = (nextChosen: string[]) => {
    const shownIds = new Set(shown.map((item) => item.id));
    apply(groupsChanged([...values.clusterGroupUuids.filter((id) => !shownIds.has(id)), ...nextChosen], values.defaultClusterGroupUuid));
  };
  return (
    <Stack spacing={2}>
      <TextField size="small" label="Filter Cluster Groups" value={filter} onChange={(event) => setFilter(event.target.value)} sx={{ maxWidth: 480 }} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="cluster-groups-label" sx={{ flexGrow: 1 }} color="text.secondary">
          Cluster Groups ({chosen.length} of {shown.length} selected)
        </Typography>
        <Button size="small" variant="outlined" disabled={shown.length === 0} onClick={() => changeShown(addOrRemoveAll(chosen, shown.map((item) => item.id)))}>
          {chosen.length > 0 ? 'Remove All' : 'Add All'}
        </Button>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{items.length === 0 ? 'No cluster groups available' : 'No cluster groups match this filter'}</Typography>
      ) : (
        <Stack role="group" aria-labelledby="cluster-groups-label">
          {shown.map((item) => {
            const isDefault = values.defaultClusterGroupUuid === item.id;
            return (
              <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1 }}
                  label={item.label}
                  control={<Checkbox checked={selected.has(item.id)} onChange={() => changeShown(toggled(chosen, item.id))} />}
                />
                <Button
                  size="small"
                  variant={isDefault ? 'contained' : 'outlined'}
                  aria-pressed={isDefault}
                  aria-label={`Default ${item.label}`}
                  onClick={() => apply(toggleDefaultGroup(values.clusterGroupUuids, values.defaultClusterGroupUuid, item.id))}
                >
                  Default
                </Button>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
