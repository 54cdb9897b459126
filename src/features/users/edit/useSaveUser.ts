import { useUpdateUserMutation } from '../../../api/users.enhance';
import type { User } from '../../../api/users.gen';
import { useSaveRecord } from '../../../shared/editScreen/useSaveRecord';
import { updateBody } from './userFormValues';
import { saveOutcome } from './userSaveMessages';

/** POST /user/update with SPEC section 8's messages (a 401 offers to log in again); opens the saved user. */
export const useSaveUser = () =>
  useSaveRecord(useUpdateUserMutation(), {
    body: (user: User) => ({ userUpdateBody: updateBody(user) }),
    outcome: (user, result) => saveOutcome(user.username, result),
    route: (uuid) => `/user/edit/${uuid}`,
  });
