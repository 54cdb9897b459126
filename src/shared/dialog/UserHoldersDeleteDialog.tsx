import Typography from '@mui/material/Typography';
import { DeleteDialog } from './DeleteDialog';
import { holderCounts } from './profileHolders';

interface UserHoldersDeleteDialogProps {
  name: string;
  /** The users who hold the profile, as the feature's query loads them. */
  users: { data?: readonly { active: boolean }[]; isFetching: boolean; isError: boolean };
  usersFailedMessage: string;
  /** SPEC's sentence for the active and inactive counts. */
  holdersSentence: (active: number, inactive: number) => string;
  refusal: string | null;
  deleting: boolean;
  onDelete: () => void;
  onClose: () => void;
}

/** The delete dialog of a profile users hold (business, visibility): it states how many hold it. */
export function UserHoldersDeleteDialog({ users, usersFailedMessage, holdersSentence, ...dialog }: UserHoldersDeleteDialogProps) {
  const { active, inactive } = holderCounts(users.data ?? []);
  return (
    <DeleteDialog
      {...dialog}
      loading={users.isFetching}
      loadingLabel="Loading the users of this profile"
      loadFailed={users.isError}
      loadFailedMessage={usersFailedMessage}
    >
      <Typography>{holdersSentence(active, inactive)}</Typography>
    </DeleteDialog>
  );
}
