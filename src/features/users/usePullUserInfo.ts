import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { usePullUsersMutation } from '../../api/users.gen';
import { PULL_FAILED, PULL_SUCCEEDED } from './userListMessages';
import type { PullUserInfo } from './UserListToolbar';

/** Pulls user info from the applications and toasts whether it worked. */
export function usePullUserInfo(): PullUserInfo {
  const { enqueueSnackbar } = useSnackbar();
  const [pullUsers, { isLoading }] = usePullUsersMutation();

  const pull = useCallback(async () => {
    const result = await pullUsers();
    if (result.error) enqueueSnackbar(PULL_FAILED, { variant: 'error' });
    else enqueueSnackbar(PULL_SUCCEEDED, { variant: 'success' });
  }, [pullUsers, enqueueSnackbar]);

  return { pulling: isLoading, pull };
}
