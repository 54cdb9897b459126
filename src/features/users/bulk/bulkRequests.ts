import { API_PATH } from '../../../api/baseQuery';
import { getAccessToken } from '../../../api/tokenStorage';

// The export download and the import upload go around RTK Query (a file download, and an upload
// whose progress is shown), so they add the headers of SPEC section 7 themselves.

export type ExportScope = 'all' | 'active' | 'inactive';

export function exportUrl(scope: ExportScope): string {
  return `${API_PATH}/user/export${scope === 'all' ? '' : `/${scope}`}`;
}

export const IMPORT_URL = `${API_PATH}/user/import`;

/** Authorization with the stored access token, and the Algorithm header. */
export function apiHeaders(): Record<string, string> {
  const token = getAccessToken();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), Algorithm: 'RSA256' };
}
