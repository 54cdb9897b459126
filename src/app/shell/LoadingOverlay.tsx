import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { selectLoading, selectLoadingText } from '../../shared/loading/loadingSlice';
import { useAppSelector } from '../hooks';

/** The full-content overlay of the shared loading indicator: 'Loading...' unless told otherwise. */
export function LoadingOverlay() {
  const loading = useAppSelector(selectLoading);
  const text = useAppSelector(selectLoadingText);
  if (!loading) return null;
  return (
    <Backdrop open transitionDuration={0} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="inherit" aria-hidden="true" />
      <Typography role="status">{text}</Typography>
    </Backdrop>
  );
}
