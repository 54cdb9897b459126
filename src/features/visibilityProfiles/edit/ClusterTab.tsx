import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useRef, useState } from 'react';
import { clickCluster, descendantsOf, filterMatches, flatClusters, initiallyExpanded, selectedDescendantCounts, withSubtree, type ClusterIndex } from '../tree/clusterTree';
import { ClusterTreeView } from '../tree/ClusterTreeView';
import { clusterAddedMessage, clusterRemovedMessage, primaryAddedMessage, primaryKeptMessage } from '../visibilityProfileMessages';
import type { VisibilityProfileFormValues } from './visibilityProfileFormValues';

export const PLEASE_SELECT = '-- Please Select --';

export interface ClusterTabProps {
  index: ClusterIndex;
  /** The primary's name when it is not in the tree (a retired cluster the profile keeps). */
  retiredPrimary?: { uuid: string; name: string };
}

/**
 * SPEC section 2 "Cluster tab": the primary visibility dropdown, a cluster filter and the tree.
 * Clicks and the dropdown follow SPEC section 4 and toast SPEC section 8's messages.
 */
export function ClusterTab({ index, retiredPrimary }: ClusterTabProps) {
  const { values, setFieldValue, setFieldTouched, errors } = useFormikContext<VisibilityProfileFormValues>();
  const { enqueueSnackbar } = useSnackbar();
  const [expanded, setExpanded] = useState(() => initiallyExpanded(index));
  const [filter, setFilter] = useState('');
  const selected = useMemo(() => new Set(values.clusterUuids), [values.clusterUuids]);
  const counts = useMemo(() => selectedDescendantCounts(index, selected), [index, selected]);
  const shown = useMemo(() => filterMatches(index, filter), [index, filter]);
  const options = useMemo(
    () =>
      flatClusters(index).map((cluster) => (
        <option key={cluster.uuid} value={cluster.uuid}>
          {'\u00A0'.repeat((cluster.level - 1) * 2)}
          {cluster.name}
        </option>
      )),
    [index],
  );

  // The row callbacks stay the same across renders (memoised rows); they read the latest values here.
  const latest = useRef(values);
  latest.current = values;
  const nameOf = useCallback((uuid: string) => index.names[index.positionOf.get(uuid) ?? -1] ?? retiredPrimary?.name ?? uuid, [index, retiredPrimary]);

  const onExpand = useCallback((uuid: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      return next;
    });
  }, []);

  const onClick = useCallback(
    (uuid: string) => {
      const { clusterUuids, primaryUuid } = latest.current;
      const outcome = clickCluster(index, clusterUuids, primaryUuid, uuid);
      if (outcome.kind === 'primaryKept') {
        enqueueSnackbar(primaryKeptMessage(nameOf(uuid)), { variant: 'warning' });
        return;
      }
      void setFieldValue('clusterUuids', outcome.selected);
      if (outcome.kind === 'added') {
        if (outcome.primary !== primaryUuid) void setFieldValue('primaryUuid', outcome.primary);
        enqueueSnackbar(clusterAddedMessage(nameOf(uuid), outcome.children), { variant: 'info' });
      } else {
        enqueueSnackbar(clusterRemovedMessage(nameOf(uuid), outcome.children), { variant: 'info' });
      }
      void setFieldTouched('primaryUuid', true, false);
    },
    [index, enqueueSnackbar, nameOf, setFieldValue, setFieldTouched],
  );

  const choosePrimary = (uuid: string) => {
    if (!uuid) return;
    void setFieldValue('primaryUuid', uuid);
    void setFieldValue('clusterUuids', withSubtree(index, values.clusterUuids, uuid));
    void setFieldTouched('primaryUuid', true, false);
    enqueueSnackbar(primaryAddedMessage(nameOf(uuid), descendantsOf(index, uuid).length), { variant: 'info' });
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        id="primary-visibility"
        label="Primary Visibility"
        value={values.primaryUuid}
        onChange={(event) => choosePrimary(event.target.value)}
        error={Boolean(errors.primaryUuid)}
        helperText={errors.primaryUuid}
        sx={{ maxWidth: 480 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {!values.primaryUuid && <option value="">{PLEASE_SELECT}</option>}
        {retiredPrimary && <option value={retiredPrimary.uuid}>{retiredPrimary.name} (retired)</option>}
        {options}
      </TextField>
      <TextField
        size="small"
        label="Filter Clusters"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ maxWidth: 480 }}
        slotProps={{ htmlInput: { 'aria-controls': 'cluster-tree' } }}
      />
      <div id="cluster-tree">
        <ClusterTreeView
          index={index}
          expanded={expanded}
          shown={shown}
          selected={selected}
          counts={counts}
          primaryUuid={values.primaryUuid}
          onExpand={onExpand}
          onClick={onClick}
        />
      </div>
    </Stack>
  );
}
