import { load as parse } from 'js-yaml';
import { startTestApp } from '../testing/testApp';

type App = Awaited<ReturnType<typeof startTestApp>>;
let app: App;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('the contract served to its readers', () => {
  it('serves openapi/userprofile.yaml as YAML and as JSON, with every operation, without a token', async () => {
    const yaml = await app.inject({ method: 'GET', url: '/userprofile/api/v1/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toContain('application/yaml');
    const fromYaml = parse(yaml.body) as { paths: Record<string, Record<string, { operationId: string }>> };
    expect(fromYaml.paths['/user/list/active'].get.operationId).toBe('listActiveUsers');

    const json = await app.inject({ method: 'GET', url: '/userprofile/api/v1/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(fromYaml);
  });

  it('serves a reference page that loads the bundled renderer from this server, with no inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/userprofile/api/v1/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<redoc spec-url="/userprofile/api/v1/openapi.json"></redoc>');
    expect(page.body).toMatch(/<script src="\/userprofile\/api\/v1\/reference\/redoc\.standalone\.js"><\/script>/);
    expect(page.body).not.toMatch(/<script>/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    const bundle = await app.inject({ method: 'GET', url: '/userprofile/api/v1/reference/redoc.standalone.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });
});
