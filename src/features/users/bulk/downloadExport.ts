import { apiHeaders, exportUrl, type ExportFilters, type ExportScope } from './bulkRequests';

export class ExportFailed extends Error {
  constructor(readonly status: number) {
    super(`Export failed with HTTP ${status}`);
  }
}

/** The name from `Content-Disposition: attachment; filename="..."`, else a default one. */
export function attachmentName(header: string | null, scope: ExportScope): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match ? match[1] : `users-${scope}.csv`;
}

/** Reads the body, reporting the percentage received when the size is known. */
async function readBody(response: Response, onProgress: (percent: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length'));
  const type = response.headers.get('content-type') ?? 'text/csv';
  if (!response.body || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.slice());
    received += value.length;
    onProgress(Math.min(100, Math.round((received * 100) / total)));
  }
  return new Blob(chunks, { type });
}

/** Downloads an export with the admin's bearer token. */
export async function downloadExport(
  scope: ExportScope,
  filters: ExportFilters,
  onProgress: (percent: number) => void,
): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(exportUrl(scope, filters), { headers: apiHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new ExportFailed(response.status);
  const blob = await readBody(response, onProgress);
  return { blob, filename: attachmentName(response.headers.get('content-disposition'), scope) };
}
