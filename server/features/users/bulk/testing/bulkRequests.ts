// Test helpers: the export and import calls as the console makes them, through app.inject.
import { Readable } from 'node:stream';
import type { App } from '../../../../app';
import { bearer } from '../../../../testing/testApp';
import { csvLine, parseCsv } from '../../../../shared/csv';
import { USER_CSV_COLUMNS } from '../userCsvFormat';

const API = '/userprofile/api/v1';

export function exportCsv(app: App, token: string, scope: 'all' | 'active' | 'inactive' = 'all') {
  const path = scope === 'all' ? '/user/export' : `/user/export/${scope}`;
  return app.inject({ method: 'GET', url: `${API}${path}`, headers: bearer(token) });
}

/** The export's records as field lists, header first (the byte-order mark dropped). */
export async function exportRecords(app: App, token: string, scope: 'all' | 'active' | 'inactive' = 'all'): Promise<string[][]> {
  const res = await exportCsv(app, token, scope);
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  return parseCsv(res.body).map((record) => ('fields' in record ? record.fields : []));
}

export interface UploadOptions {
  field?: string;
  filename?: string;
  type?: string;
  token?: string;
}

/** POST /user/import (or its preview, `path`) with one multipart file. */
export function importCsv(app: App, content: string | Buffer, { field = 'users', filename = 'users.csv', type = 'text/csv', token }: UploadOptions, path = '/user/import') {
  const boundary = `----bulk-test-${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) },
    payload,
  });
}

/** A multipart body of one CSV file whose text is generated piece by piece, never whole. */
function multipartStream(pieces: Iterable<string>): { boundary: string; body: Readable } {
  const boundary = `----bulk-stream-${Date.now()}`;
  function* parts() {
    yield `--${boundary}\r\nContent-Disposition: form-data; name="users"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    yield* pieces;
    yield `\r\n--${boundary}--\r\n`;
  }
  return { boundary, body: Readable.from(parts(), { objectMode: false }) };
}

/**
 * POST /user/import (or its preview, `path`) with one multipart CSV file streamed from `pieces`,
 * never whole in memory; `headers` adds to the request's (e.g. a stated length).
 */
export function postCsvStream(app: App, token: string, path: string, pieces: Iterable<string>, headers: Record<string, string> = {}) {
  const { boundary, body } = multipartStream(pieces);
  return app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: body,
  });
}

/** A file of new ADMIN users `${prefix}1`... (NOC Operator, with a default tree), generated in pieces of 1,000 lines; the `bad` ones name an unknown location. */
export function* newUsersFile(prefix: string, count: number, bad: number[] = []): Generator<string> {
  yield csvLine(USER_CSV_COLUMNS);
  for (let from = 1; from <= count; from += 1000) {
    let piece = '';
    for (let n = from; n < from + 1000 && n <= count; n++) {
      const username = `${prefix}${n}`;
      const location = bad.includes(n) ? 'Atlantis' : 'Cork';
      piece += csvLine([username, `${username}@example.com`, 'Big', `Import ${n}`, '', '', 'true', location, 'NOC Operator', 'All Ireland', 'ADMIN', '', 'NOVA_NOVA_TREE:North Tree', '']);
    }
    yield piece;
  }
}
