import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { ProfileRef } from '../../api/users.gen';

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
    <Link component={RouterLink} to={`/profile/${kind}/edit/${profile.uuid}`}>
      {name}
    </Link>
  );
}
