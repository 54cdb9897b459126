import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useListAppProfilesQuery } from '../../../api/appProfiles.enhance';
import { useCategoryLabel } from '../../../shared/elements/categoryLabel';
import type { MemberValues } from '../applicationFormValues';
import { REMOVE_ELEMENTS_LOSS, removeElementsComeBack, removeElementsTitle } from '../applicationMessages';

interface RemoveElementsDialogProps {
  applicationName: string;
  /** The elements marked Remove. */
  elements: readonly MemberValues[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Before Update App removes elements: which app profiles hold each one, that its users lose it,
 * and what the next sync does with one the application still lists. Render it only while open,
 * so the app profiles are read afresh.
 */
export function RemoveElementsDialog({ applicationName, elements, onConfirm, onCancel }: RemoveElementsDialogProps) {
  const profiles = useListAppProfilesQuery(undefined, { refetchOnMountOrArgChange: true });
  const labelOf = useCategoryLabel();
  const titleId = useId();
  const holders = (uuid: string) =>
    (profiles.data ?? []).filter((profile) => profile.elements?.some((element) => element.uuid === uuid)).map((profile) => profile.name);

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{removeElementsTitle(elements.length)}</DialogTitle>
      <DialogContent>
        {profiles.isFetching ? (
          <CircularProgress size={28} aria-label="Loading application profiles" />
        ) : (
          <List dense aria-label="Elements to remove">
            {elements.map((element) => {
              const held = holders(element.uuid);
              return (
                <ListItem key={element.uuid} disableGutters>
                  <ListItemText
                    primary={`${element.name} (${labelOf(element.category)})`}
                    secondary={held.length > 0 ? `Held by application profiles: ${held.join(', ')}` : 'Held by no application profile'}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        <DialogContentText sx={{ mt: 1 }}>{REMOVE_ELEMENTS_LOSS}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{removeElementsComeBack(applicationName)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={profiles.isFetching}>
          Remove And Update
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before a save removes elements: confirmRemoval resolves true when the admin confirms; render removalDialog. */
export function useElementRemovalConfirmation(applicationName: string) {
  const [asking, setAsking] = useState<{ elements: readonly MemberValues[]; answer: (remove: boolean) => void } | null>(null);
  const confirmRemoval = (elements: readonly MemberValues[]) =>
    new Promise<boolean>((resolve) =>
      setAsking({
        elements,
        answer: (remove) => {
          setAsking(null);
          resolve(remove);
        },
      }),
    );
  const removalDialog = asking ? (
    <RemoveElementsDialog applicationName={applicationName} elements={asking.elements} onConfirm={() => asking.answer(true)} onCancel={() => asking.answer(false)} />
  ) : null;
  return { confirmRemoval, removalDialog };
}
