import { EditActionBar } from './EditActionBar';

interface ProfileActionBarProps {
  isNew: boolean;
  saving: boolean;
  onDelete: () => void;
}

/** A profile form's buttons (SPEC section 2): Delete Profile (a saved profile), Create Profile or Update Profile. */
export function ProfileActionBar({ isNew, saving, onDelete }: ProfileActionBarProps) {
  return (
    <EditActionBar deleteLabel="Delete Profile" isNew={isNew} onDelete={onDelete} saving={saving} submitLabel={isNew ? 'Create Profile' : 'Update Profile'} />
  );
}
