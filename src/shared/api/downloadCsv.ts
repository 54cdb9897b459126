import { API_PATH } from '../../api/baseQuery';
import { apiHeaders } from './apiHeaders';
import { saveBlob } from './saveBlob';

/** Downloads a CSV export of the API (the server streams it) as `filename`; the query's blank values are left out. */
export async function downloadCsv(path: string, query: Readonly<Record<string, string | undefined>>, filename: string): Promise<void> {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  const response = await fetch(`${API_PATH}${path}${search ? `?${search}` : ''}`, { headers: apiHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  saveBlob(await response.blob(), filename);
}
