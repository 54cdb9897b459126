import { useEffect } from 'react';
import { useGetStartupConfigQuery } from '../../api/session.enhance';

/** The startup configuration (client id, layout code); a failure is only logged (SPEC section 8). */
export function useStartupConfig() {
  const { data, isError } = useGetStartupConfigQuery();
  useEffect(() => {
    if (isError) console.error('Could not load configuration');
  }, [isError]);
  return data;
}
