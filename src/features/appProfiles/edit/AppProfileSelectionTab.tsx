import FormHelperText from '@mui/material/FormHelperText';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { SelectableList, type SelectableItem } from '../../../shared/selection/SelectableList';
import type { AppProfileFormValues } from './appProfileFormValues';

interface AppProfileSelectionTabProps {
  field: 'roleUuids' | 'elementUuids';
  label: string;
  items: readonly SelectableItem[];
  emptyText: string;
}

/**
 * The roles, or one category's elements, with Add All / Remove All. Selections outside this
 * list (other categories) are kept as they are.
 */
export function AppProfileSelectionTab({ field, label, items, emptyText }: AppProfileSelectionTabProps) {
  const { values, errors, setFieldValue } = useFormikContext<AppProfileFormValues>();
  const selected = useMemo(() => new Set(values[field]), [values, field]);
  const onChange = (ids: string[]) => {
    const here = new Set(items.map((item) => item.id));
    void setFieldValue(field, [...values[field].filter((id) => !here.has(id)), ...ids]);
  };
  const error = typeof errors[field] === 'string' ? errors[field] : undefined;
  return (
    <>
      <SelectableList label={label} items={items} selected={selected} onChange={onChange} emptyText={emptyText} />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}

/** SPEC section 2: each role is marked '(External Role)' when external. */
export function roleLabel(role: { name: string; externalRole?: boolean }): string {
  return role.externalRole ? `${role.name} (External Role)` : role.name;
}
