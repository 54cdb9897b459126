import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteApplicationMutation,
  useLazyListApplicationsQuery,
  useSyncAllApplicationsMutation,
  useSyncApplicationMutation,
  useUpdateApplicationMutation,
  type Application,
  type ApplicationInputWrite,
} from '../../api/applications.enhance';
import { deleteOutcome, saveToast, saveFieldErrors, syncAllToast, syncToast } from './applicationMessages';
import { LEAVE_WITHOUT_ASKING } from '../../shared/form/leaveWithoutAsking';

/** POST /app/update: toasts the outcome, shows field errors, opens a new application's edit route. */
export function useSaveApplication() {
  const [update, { isLoading }] = useUpdateApplicationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useCallback(
    async (input: ApplicationInputWrite, showFieldErrors: (errors: Record<string, string>) => void) => {
      const result = await update({ applicationInput: input });
      const { message, variant } = saveToast(result);
      enqueueSnackbar(message, { variant });
      if (result.error !== undefined) showFieldErrors(saveFieldErrors(result.error));
      else if (!input.uuid) navigate(`/application/edit/${result.data.uuid}`, { replace: true, state: LEAVE_WITHOUT_ASKING });
    },
    [update, enqueueSnackbar, navigate],
  );
  return { saving: isLoading, save };
}

/** POST /app/sync: syncing is true during the call (it disables the screen's controls). */
export function useSyncApplication() {
  const [sync, { isLoading }] = useSyncApplicationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const run = useCallback(
    async (application: Pick<Application, 'uuid' | 'name'>) => {
      const result = await sync({ applicationSyncRequest: { uuid: application.uuid, name: application.name } });
      const { message, variant } = syncToast(result);
      enqueueSnackbar(message, { variant });
    },
    [sync, enqueueSnackbar],
  );
  return { syncing: isLoading, sync: run };
}

/** POST /app/syncAll, with SPEC's success, empty and failure toasts, naming the applications that failed. */
export function useSyncAllApplications() {
  const [syncAll, { isLoading }] = useSyncAllApplicationsMutation();
  const [listApplications] = useLazyListApplicationsQuery();
  const { enqueueSnackbar } = useSnackbar();
  const run = useCallback(async () => {
    const result = await syncAll();
    // The answer lists only the applications that synced: the list says which others there are.
    const known = result.data?.length ? ((await listApplications(undefined, false)).data ?? []) : [];
    const { message, variant } = syncAllToast(result, known);
    enqueueSnackbar(message, { variant });
  }, [syncAll, listApplications, enqueueSnackbar]);
  return { syncing: isLoading, syncAll: run };
}

/** DELETE /app/<uuid>: on success the list; on failure the toast and the server's reason. */
export function useDeleteApplication() {
  const [remove, { isLoading }] = useDeleteApplicationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [reason, setReason] = useState<string | undefined>();
  const run = useCallback(
    async (uuid: string) => {
      setReason(undefined);
      const outcome = deleteOutcome(await remove({ id: uuid }));
      enqueueSnackbar(outcome.toast.message, { variant: outcome.toast.variant });
      if (outcome.toast.variant === 'success') navigate('/application/list', { replace: true, state: LEAVE_WITHOUT_ASKING });
      else setReason(outcome.reason);
      return outcome.toast.variant === 'success';
    },
    [remove, enqueueSnackbar, navigate],
  );
  return { deleting: isLoading, remove: run, reason, clearReason: () => setReason(undefined) };
}
