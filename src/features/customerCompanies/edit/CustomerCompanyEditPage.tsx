import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useGetCustomerCompanyQuery } from '../../../api/customerCompanies.enhance';
import { LoadingScreen } from '../../../shared/loading/LoadingScreen';
import type { CustomerCompanyFormValues } from './customerCompanySchema';
import { CustomerCompanyEditView } from './CustomerCompanyEditView';
import { DeleteCustomerCompanyDialog } from './DeleteCustomerCompanyDialog';
import { useSaveCustomerCompany } from './useSaveCustomerCompany';
import { HistorySection } from '../../audit';

export const LOAD_FAILED = 'The customer company could not be loaded, please reload the page.';

/** /customerCompany/new and /customerCompany/edit/<uuid> (ERRIGAL_ADMIN): create, rename, delete. */
export default function CustomerCompanyEditPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const company = useGetCustomerCompanyQuery({ uuid: uuid ?? '' }, { skip: !uuid });
  const { saving, save } = useSaveCustomerCompany();
  const [deleting, setDeleting] = useState(false);

  if (uuid && company.isLoading) return <LoadingScreen />;
  if (uuid && !company.data) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{LOAD_FAILED}</Alert>
      </Box>
    );
  }
  const loaded = uuid ? company.data : undefined;
  const submit = async (values: CustomerCompanyFormValues) => {
    const name = values.name.trim();
    return (await save(loaded ? { uuid: loaded.uuid, name, version: loaded.version } : { name })).fieldErrors;
  };

  return (
    <>
      <CustomerCompanyEditView
        // A saved or reloaded company starts a fresh form at its new version.
        key={loaded ? `${loaded.uuid}@${loaded.version}` : location.key}
        isNew={!loaded}
        initialValues={{ name: loaded?.name ?? '' }}
        saving={saving}
        onSubmit={submit}
        onDelete={() => setDeleting(true)}
      />
      {loaded && <HistorySection key={`history-${loaded.uuid}@${loaded.version}`} recordUuid={loaded.uuid} />}
      {deleting && loaded && <DeleteCustomerCompanyDialog company={loaded} onClose={() => setDeleting(false)} />}
    </>
  );
}
