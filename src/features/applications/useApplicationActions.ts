import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import {
  useDeleteApplicationMutation,
  useLazyListApplicationsQuery,
  useSyncAllApplicationsMutation,
  useSyncApplicationMutation,
  useUpdateApplicationMutation,
  type Application,
  type ApplicationInputWrite,
} from '../../api/applications.enhance';
import { deleteOutcome, saveOutcome, syncAllToast, syncToast } from './applicationMessages';
import { useDeleteRecord } from '../../shared/editScreen/useDeleteRecord';
import { useSaveRecord } from '../../shared/editScreen/useSaveRecord';

/** POST /app/update: toasts the outcome, shows field errors, opens a new application's edit route. */
export const useSaveApplication = () =>
  useSaveRecord(useUpdateApplicationMutation(), {
    body: (input: ApplicationInputWrite) => ({ applicationInput: input }),
    outcome: saveOutcome,
    route: (uuid) => `/application/edit/${uuid}`,
    replace: true,
  });

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
export const useDeleteApplication = () =>
  useDeleteRecord(useDeleteApplicationMutation(), { outcome: deleteOutcome, listRoute: '/application/list', replace: true });
