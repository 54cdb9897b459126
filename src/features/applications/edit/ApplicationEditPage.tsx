import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useGetApplicationQuery } from '../../../api/applications.enhance';
import { useListCustomerCompaniesQuery } from '../../../api/lookups.enhance';
import { errorStatus } from '../../../shared/api/apiError';
import { DeleteDialog } from '../../../shared/dialog/DeleteDialog';
import { LoadingScreen } from '../../../shared/loading/LoadingScreen';
import { showsCompanySelect } from '../../../shared/visibleTo/visibleToChoices';
import { useVisibleToViewer } from '../../session';
import { formValuesToInput } from '../applicationFormValues';
import { DELETE_CONFIRMATION } from '../applicationMessages';
import { useDeleteApplication, useSaveApplication, useSyncApplication } from '../useApplicationActions';
import { ApplicationEditView } from './ApplicationEditView';
import { HistorySection } from '../../audit';

const message = (text: string) => (
  <Box sx={{ p: 2 }}>
    <Alert severity="error">{text}</Alert>
  </Box>
);

/** /application/new and /application/edit/<uuid>: loads, saves, syncs and deletes one application. */
export default function ApplicationEditPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const viewer = useVisibleToViewer();
  const query = useGetApplicationQuery(uuid ? { id: uuid } : skipToken);
  const companies = useListCustomerCompaniesQuery(undefined, { skip: !showsCompanySelect(viewer) });
  const { saving, save } = useSaveApplication();
  const { syncing, sync } = useSyncApplication();
  const deletion = useDeleteApplication();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  if (uuid && query.isLoading) return <LoadingScreen />;
  if (uuid && query.isError) {
    const status = errorStatus(query.error);
    return message(status === 404 ? 'This application does not exist.' : 'The application could not be loaded, please reload the page.');
  }
  const application = uuid ? query.data : undefined;
  if (uuid && !application) return <LoadingScreen />;

  return (
    <>
      <ApplicationEditView
        // One form per application: a save or sync reloads its values (enableReinitialize) and keeps the open tab.
        key={application ? application.uuid : location.key}
        application={application}
        viewer={viewer}
        companies={companies.data ?? []}
        saving={saving}
        syncing={syncing}
        deleting={deletion.deleting}
        onSubmit={async (values) => (await save(formValuesToInput(values, application))).fieldErrors}
        onSync={() => application && void sync(application)}
        onDelete={() => setConfirmingDelete(true)}
      />
      {application && confirmingDelete && (
        <DeleteDialog
          name={application.name}
          refusal={deletion.refusal}
          deleting={deletion.deleting}
          onDelete={() => void deletion.remove({ id: application.uuid })}
          onClose={() => {
            setConfirmingDelete(false);
            deletion.clearRefusal();
          }}
        >
          <DialogContentText>{DELETE_CONFIRMATION}</DialogContentText>
        </DeleteDialog>
      )}
      {application?.uuid && <HistorySection key={`history-${application.uuid}@${application.version}`} recordUuid={application.uuid} />}
    </>
  );
}
