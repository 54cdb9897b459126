import type { ProfileRef } from '../../api/users.gen';
import { RowLink } from '../../shared/list/RowLink';

interface ProfileNameProps {
  kind: 'business' | 'visibility';
  profile: ProfileRef | undefined;
  /** SCO admins see the name as plain text. */
  plain: boolean;
}

/** A profile's name, linking to its edit page. */
export function ProfileName({ kind, profile, plain }: ProfileNameProps) {
  if (!profile) return null;
  const name = profile.name ?? '';
  if (plain) return <>{name}</>;
  return (
    <RowLink to={`/profile/${kind}/edit/${profile.uuid}`}>
      {name}
    </RowLink>
  );
}
