import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addOrRemoveAll, toggled } from './selection';

export interface SelectableItem {
  id: string;
  label: string;
}

export interface SelectableListProps {
  /** What the list holds; it names the group for screen readers. */
  label: string;
  items: readonly SelectableItem[];
  selected: ReadonlySet<string>;
  /** The ids of this list's items that are selected after a change. */
  onChange: (selectedIds: string[]) => void;
  emptyText: string;
}

/** A checkbox list with Add All / Remove All (SPEC section 4: anything selected removes all). */
export function SelectableList({ label, items, selected, onChange, emptyText }: SelectableListProps) {
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const all = items.map((item) => item.id);
  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <FormLabel component="legend" sx={{ flexGrow: 1 }}>
          {label} ({chosen.length} of {items.length} selected)
        </FormLabel>
        <Button
          size="small"
          variant="outlined"
          disabled={items.length === 0}
          onClick={() => onChange(addOrRemoveAll(chosen, all))}
        >
          {chosen.length > 0 ? 'Remove All' : 'Add All'}
        </Button>
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <FormGroup>
          {items.map((item) => (
            <FormControlLabel
              key={item.id}
              label={item.label}
              control={<Checkbox checked={selected.has(item.id)} onChange={() => onChange(toggled(chosen, item.id))} />}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
