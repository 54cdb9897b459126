import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useListBusinessProfilesQuery } from '../../../api/businessProfiles.enhance';
import { useStartUserBulkJobMutation } from '../../../api/users.enhance';
import type { UserBulkAction, UserBulkSelection } from '../../../api/users.gen';
import { useListVisibilityProfilesQuery } from '../../../api/visibilityProfiles.enhance';
import { errorMessage } from '../../../shared/api/apiError';
import type { UserListStatus } from '../UserStatusToggle';
import { apiHeaders } from '../../../shared/api/apiHeaders';
import { API_PATH } from '../../../api/baseQuery';
import { saveBlob } from '../../../shared/api/saveBlob';
import { BulkActionDialog, type ProfileChoice } from './BulkActionDialog';
import { BulkJobPanel } from './BulkJobPanel';
import { actionLabels, OUTCOME_DOWNLOAD_FAILED, selectedText, selectMatchingText, START_FAILED } from './bulkActionMessages';
import { useLatestBulkJob } from './useBulkJob';
import type { UserSelectionControl } from './useUserSelection';

interface UserBulkActionsProps {
  selection: UserSelectionControl;
  status: UserListStatus;
  filters: Readonly<Record<string, string>>;
  /** Users the list's filter matches, on every page. */
  total: number;
  /** Every row of the page is selected: "select all N matching" is offered. */
  pageSelected: boolean;
}

/** The request's selection: the rows picked, or the list's filter for "all matching". */
function selectionBody(control: UserSelectionControl, status: UserListStatus, filters: Readonly<Record<string, string>>): UserBulkSelection {
  if (control.selection.kind === 'rows') return { uuids: [...control.selection.uuids] };
  const used = Object.fromEntries(Object.entries(filters).filter(([, text]) => text.trim() !== ''));
  return { filter: { active: status === 'active', ...used } };
}

function useProfileChoices(action: UserBulkAction | null): readonly ProfileChoice[] | undefined {
  const business = useListBusinessProfilesQuery(undefined, { skip: action !== 'setBusinessProfile' }).data;
  const visibility = useListVisibilityProfilesQuery(undefined, { skip: action !== 'setVisibilityProfile' }).data;
  const listed = action === 'setBusinessProfile' ? business : action === 'setVisibilityProfile' ? visibility : undefined;
  if (!action || action === 'activate' || action === 'inactivate' || action === 'sendPasswordReset') return undefined;
  return (listed ?? []).flatMap((p) => (p.uuid ? [{ uuid: p.uuid, name: p.name }] : []));
}

async function downloadOutcome(uuid: string) {
  const response = await fetch(`${API_PATH}/user/bulkJob/${uuid}/outcome`, { headers: apiHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  saveBlob(await response.blob(), `bulk-job-${uuid}.csv`);
}

/** Actions on the selected users (bulk jobs on the server), and the latest job's progress and outcome. */
export function UserBulkActions({ selection, status, filters, total, pageSelected }: UserBulkActionsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [action, setAction] = useState<UserBulkAction | null>(null);
  const [startJob, { isLoading: starting }] = useStartUserBulkJobMutation();
  const [downloading, setDownloading] = useState(false);
  const latest = useLatestBulkJob();
  const profiles = useProfileChoices(action);
  const matching = selection.selection.kind === 'matching';
  const actions: UserBulkAction[] = [status === 'active' ? 'inactivate' : 'activate', 'setBusinessProfile', 'setVisibilityProfile', 'sendPasswordReset'];

  async function start(profile: ProfileChoice | null) {
    if (!action) return;
    setAction(null);
    const result = await startJob({ userBulkJobStart: { action, selection: selectionBody(selection, status, filters), ...(profile ? { profile: { uuid: profile.uuid } } : {}) } });
    if (result.error) {
      enqueueSnackbar(`${START_FAILED}: ${errorMessage(result.error)}`, { variant: 'error' });
      return;
    }
    selection.clear();
  }

  async function download(uuid: string) {
    setDownloading(true);
    try {
      await downloadOutcome(uuid);
    } catch {
      enqueueSnackbar(OUTCOME_DOWNLOAD_FAILED, { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      {latest.job && <BulkJobPanel job={latest.job} downloading={downloading} onDownload={() => void download(latest.job!.uuid)} onClose={latest.dismiss} />}
      {selection.count > 0 && (
        <Box role="toolbar" aria-label="Actions on the selected users" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
          <Typography variant="body2" aria-live="polite">
            {selectedText(selection.count, matching)}
          </Typography>
          {pageSelected && !matching && total > selection.count && (
            <Button size="small" onClick={selection.selectMatching}>
              {selectMatchingText(total)}
            </Button>
          )}
          <Button size="small" onClick={selection.clear}>
            Clear Selection
          </Button>
          {actions.map((each) => (
            <Button key={each} size="small" variant="outlined" disabled={starting} onClick={() => setAction(each)}>
              {actionLabels[each]}
            </Button>
          ))}
        </Box>
      )}
      {action && <BulkActionDialog action={action} selected={selection.count} profiles={profiles} onConfirm={(profile) => void start(profile)} onCancel={() => setAction(null)} />}
    </>
  );
}
