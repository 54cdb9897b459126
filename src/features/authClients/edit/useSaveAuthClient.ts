import { useUpdateAuthClientMutation } from '../../../api/authClients.enhance';
import type { AuthClientUpdate } from '../../../api/authClients.gen';
import { useSaveRecord } from '../../../shared/editScreen/useSaveRecord';
import { saveOutcome } from '../authClientMessages';

/** POST /authClient/update: toasts the outcome (SPEC section 8 "OAuth2 client") and opens the saved client. */
export const useSaveAuthClient = () =>
  useSaveRecord(useUpdateAuthClientMutation(), {
    body: (client: AuthClientUpdate) => ({ authClientUpdate: client }),
    outcome: (_client, result) => saveOutcome(result),
    route: (uuid) => `/authClient/edit/${uuid}`,
  });
