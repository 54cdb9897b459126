import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp } from '../../testing/testApp';

const API = '/userprofile/api/v1';
const SENT_HTML = '<p>Check your <b>inbox</b>.</p>';

let dataDir: string;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'up-templates-'));
  fs.mkdirSync(path.join(dataDir, 'templates'));
  fs.writeFileSync(path.join(dataDir, 'templates', 'password-sent.html'), SENT_HTML);
  app = await startTestApp({ dataDir });
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('password message templates', () => {
  it('serves DATA_DIR/templates/password-sent.html as HTML', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/password/template/sent` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(SENT_HTML);
  });

  it('answers 204 without a template, so the console keeps its built-in text', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/password/template/complete` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});
