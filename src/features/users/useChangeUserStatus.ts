import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useActivateUserMutation, useInactivateUserMutation } from '../../api/users.enhance';
import type { UserListItem } from '../../api/users.gen';
import { errorStatus } from '../../shared/api/apiError';
import { useLogInAgainToast } from '../../shared/api/useLogInAgainToast';
import { statusChangeFailedMessage, userUpdatedMessage } from './userListMessages';
import type { UserStatusActions } from './UserStatusSelect';

function withId(ids: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> {
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Activates or inactivates one user (the lists refresh: users.enhance) and toasts the outcome. The
 * same object until a change starts or ends: the list's memoised rows take it.
 */
export function useChangeUserStatus(): UserStatusActions {
  const { enqueueSnackbar } = useSnackbar();
  const logInAgainToast = useLogInAgainToast();
  const [activateUser] = useActivateUserMutation();
  const [inactivateUser] = useInactivateUserMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const changeStatus = useCallback(
    async (user: UserListItem, active: boolean) => {
      const save = active ? activateUser : inactivateUser;
      setPending((ids) => withId(ids, user.uuid, true));
      const result = await save({ userRef: user });
      setPending((ids) => withId(ids, user.uuid, false));
      if (result.error) {
        const message = statusChangeFailedMessage(user.username, result.error);
        if (errorStatus(result.error) === 401) logInAgainToast(message, 'error');
        else enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      enqueueSnackbar(userUpdatedMessage(user.username), { variant: 'success' });
    },
    [activateUser, inactivateUser, enqueueSnackbar, logInAgainToast],
  );

  return useMemo(() => ({ pending, changeStatus }), [pending, changeStatus]);
}
