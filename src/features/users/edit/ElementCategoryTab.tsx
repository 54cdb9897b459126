import Alert from '@mui/material/Alert';
import { useFormikContext } from 'formik';
import type { UserElement, UserElementConfig } from '../../../api/users.gen';
import { SelectableList } from '../../../shared/selection/SelectableList';
import { DEFAULT_TREE_CATEGORY, inCategory, withCategorySelection, type OfferedElement } from './userElements';
import type { UserFormValues } from './userFormValues';

interface ElementCategoryTabProps {
  config: UserElementConfig;
  configs: readonly UserElementConfig[];
  /** The elements the chosen business profile offers, all categories. */
  offered: readonly OfferedElement[];
  /** The default-tree rule's error, when it is to be shown. */
  error: string | undefined;
}

/** One element category: the profile's elements of that category as a checkbox list. */
export function ElementCategoryTab({ config, configs, offered, error }: ElementCategoryTabProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<UserFormValues>();
  const items = inCategory(offered, config.category).map((element) => ({ id: element.uuid, label: element.name }));
  const selected = new Set(values.elements.map((element: UserElement) => element.uuid));

  const change = async (ids: string[]) => {
    await setFieldValue('elements', withCategorySelection(values.elements, config.category, ids, offered, configs));
    await setFieldTouched('elements', true);
  };

  return (
    <>
      {config.category === DEFAULT_TREE_CATEGORY && error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <SelectableList
        label={config.label}
        items={items}
        selected={selected}
        onChange={change}
        emptyText={
          values.businessProfileUuid
            ? `The business profile offers no ${config.label} elements`
            : 'Please Select an Business Profile From the list'
        }
      />
    </>
  );
}
