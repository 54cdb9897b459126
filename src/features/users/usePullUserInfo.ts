import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { usePullUsersMutation } from '../../api/users.enhance';
import { pullOutcome } from './userListMessages';
import type { PullUserInfo } from './UserListToolbar';

/** Pulls user info from the applications and toasts whether it worked, naming applications that failed. */
export function usePullUserInfo(): PullUserInfo {
  const { enqueueSnackbar } = useSnackbar();
  const [pullUsers, { isLoading }] = usePullUsersMutation();

  const pull = useCallback(async () => {
    const result = await pullUsers();
    const { message, variant } = pullOutcome(result.data);
    enqueueSnackbar(message, { variant });
  }, [pullUsers, enqueueSnackbar]);

  return { pulling: isLoading, pull };
}
