import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useListAuditEventsQuery } from '../../api/audit.enhance';
import { AuditTable } from './AuditTable';

const SHOWN = 100;

/** A record's History tab: its latest audit entries, newest first, with each diff. */
export function RecordHistory({ recordUuid }: { recordUuid: string }) {
  const { data, isLoading, isError } = useListAuditEventsQuery({ recordUuid, size: SHOWN }, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Typography role="status">Loading history…</Typography>;
  if (isError || !data) return <Alert severity="error">The history could not be loaded.</Alert>;
  if (data.total === 0) return <Typography>No changes recorded.</Typography>;
  return (
    <>
      {data.total > SHOWN && <Typography sx={{ mb: 1 }}>{`The latest ${SHOWN} of ${data.total} entries.`}</Typography>}
      <AuditTable label="History" events={data.items} showRecord={false} />
    </>
  );
}
