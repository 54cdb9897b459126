import { API_PATH } from '../../../api/baseQuery';

// The export download and the import upload go around RTK Query (a file download, and an upload
// whose progress is shown), so they add the headers of SPEC section 7 themselves.

export type ExportScope = 'all' | 'active' | 'inactive';

/** The user list's filters an export is narrowed by (blank ones are left out). */
export type ExportFilters = Readonly<Record<string, string>>;

export function exportUrl(scope: ExportScope, filters: ExportFilters = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== '')).toString();
  return `${API_PATH}/user/export${scope === 'all' ? '' : `/${scope}`}${query ? `?${query}` : ''}`;
}

export const IMPORT_URL = `${API_PATH}/user/import`;
/** The import's dry run: what the file would do, written nowhere (issue 22). */
export const IMPORT_PREVIEW_URL = `${API_PATH}/user/import/preview`;
/** The preview's totals so far, under the id the console chose for it. */
export const previewProgressUrl = (previewId: string) => `${IMPORT_PREVIEW_URL}/${previewId}`;

/** Asks for the preview's totals; null when no answer came (the network). */
export const fetchPreviewTotals = (previewId: string): Promise<Response | null> =>
  fetch(new URL(previewProgressUrl(previewId), window.location.origin), { headers: apiHeaders() }).catch(() => null);

import { apiHeaders } from '../../../shared/api/apiHeaders';

export { apiHeaders };
