import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** A window narrower than MUI's sm breakpoint (600 px): the side menu becomes a drawer. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}
