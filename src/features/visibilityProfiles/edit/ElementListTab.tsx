import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { SelectableList, type SelectableItem } from '../../../shared/selection/SelectableList';
import { filterByName } from './elementChoices';
import type { ElementField, VisibilityProfileFormValues } from './visibilityProfileFormValues';

export interface ElementListTabProps {
  /** The kind's name, plural ('Carriers'). */
  label: string;
  field: Exclude<ElementField, 'clusterUuids' | 'clusterGroupUuids'>;
  items: readonly SelectableItem[];
}

/** Carriers, network groups, attributes or venues: a name filter and a checkbox list with Add All / Remove All (of the filtered ones). */
export function ElementListTab({ label, field, items }: ElementListTabProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<VisibilityProfileFormValues>();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterByName(items, filter), [items, filter]);
  const selected = useMemo(() => new Set(values[field]), [values, field]);
  const change = (chosen: string[]) => {
    const shownIds = new Set(shown.map((item) => item.id));
    void setFieldValue(field, [...values[field].filter((id) => !shownIds.has(id)), ...chosen]);
    void setFieldTouched(field, true, false);
  };
  return (
    <Stack spacing={2}>
      <TextField size="small" label={`Filter ${label}`} value={filter} onChange={(event) => setFilter(event.target.value)} sx={{ maxWidth: 480 }} />
      <SelectableList
        label={label}
        items={shown}
        selected={selected}
        onChange={change}
        emptyText={items.length === 0 ? `No ${label.toLowerCase()} available` : `No ${label.toLowerCase()} match this filter`}
      />
    </Stack>
  );
}
