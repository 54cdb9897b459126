import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLocation, useParams } from 'react-router';
import { useGetAuthClientQuery } from '../../../api/authClients.enhance';
import { LoadingScreen } from '../../../shared/loading/LoadingScreen';
import type { AuthClientFormValues } from './authClientSchema';
import { AuthClientEditView } from './AuthClientEditView';
import { useSaveAuthClient } from './useSaveAuthClient';
import { HistorySection } from '../../audit';

export const LOAD_FAILED = 'The OAuth2 client could not be loaded, please reload the page.';

/** /authClient/new and /authClient/edit/<uuid> (ERRIGAL_ADMIN): create and update a client. */
export default function AuthClientEditPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const client = useGetAuthClientQuery({ uuid: uuid ?? '' }, { skip: !uuid });
  const { saving, save } = useSaveAuthClient();

  if (uuid && client.isLoading) return <LoadingScreen />;
  if (uuid && !client.data) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{LOAD_FAILED}</Alert>
      </Box>
    );
  }
  const loaded = uuid ? client.data : undefined;
  const submit = async (values: AuthClientFormValues) => {
    const fields = {
      name: values.name.trim(),
      description: values.description.trim(),
      allowedRedirectTarget: values.allowedRedirectTarget.trim(),
      ...(values.clientSecret !== '' ? { clientSecret: values.clientSecret } : {}),
    };
    return (await save(loaded ? { ...fields, uuid: loaded.uuid, version: loaded.version } : fields)).fieldErrors;
  };

  return (
    <>
      <AuthClientEditView
        // A saved or reloaded client starts a fresh form at its new version (the secret field empty).
        key={loaded ? `${loaded.uuid}@${loaded.version}` : location.key}
        isNew={!loaded}
        secretSet={loaded?.secretSet ?? false}
        initialValues={{
          clientId: loaded?.clientId ?? '',
          clientSecret: '',
          name: loaded?.name ?? '',
          description: loaded?.description ?? '',
          allowedRedirectTarget: loaded?.allowedRedirectTarget ?? '',
        }}
        saving={saving}
        onSubmit={submit}
      />
      {loaded?.uuid && <HistorySection key={`history-${loaded.uuid}@${loaded.version}`} recordUuid={loaded.uuid} />}
    </>
  );
}
