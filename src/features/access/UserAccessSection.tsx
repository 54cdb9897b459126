import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useGetUserAccessQuery } from '../../api/access.enhance';
import { failureAlert } from '../../shared/api/apiError';
import { UserAccessView } from './UserAccessView';

/** A user's Effective Access tab: read afresh each time it opens. */
export function UserAccessSection({ userUuid }: { userUuid: string }) {
  const { data, error, isLoading } = useGetUserAccessQuery({ id: userUuid }, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Typography role="status">Loading effective access…</Typography>;
  if (error || !data) return <Alert severity="error">{failureAlert(error)}</Alert>;
  return <UserAccessView access={data} />;
}
