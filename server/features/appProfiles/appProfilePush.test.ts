import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { startDemoApps, type DemoApps } from '../../demoApps/demoAppServer';

// After an app profile save that changes its roles or elements, the active users of every
// business profile holding it are pushed to its application in the background.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoApps;
let token: string;

beforeAll(async () => {
  demo = await startDemoApps({ port: 0 });
  app = await startTestApp({ demoAppsUrl: demo.url, connectorTimeoutMs: 800 });
  token = await loginAs(app, 'demo.admin');
});
afterAll(async () => {
  await app.stop();
  await demo.close();
});

const k = () => app.ctx.db.kysely;
const getProfile = async (name: string) => {
  const { uuid } = await k().selectFrom('app_profile').select('uuid').where('name', '=', name).executeTakeFirstOrThrow();
  return (await app.inject({ method: 'GET', url: `${API}/profile/app/get/${uuid}`, headers: bearer(token) })).json();
};
const save = (profile: Record<string, unknown>) => app.inject({ method: 'POST', url: `${API}/profile/app/update`, headers: bearer(token), payload: profile });

async function finished(jobUuid: string) {
  for (;;) {
    const job = (await app.inject({ method: 'GET', url: `${API}/user/push/${jobUuid}`, headers: bearer(token) })).json();
    if (job.finished) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('pushes the active holders with their new roles; a save that changes no role or element pushes nobody', async () => {
  const activeHolders = await k()
    .selectFrom('app_user as u')
    .innerJoin('business_profile_app_profile as bp', 'bp.business_profile_uuid', 'u.business_profile_uuid')
    .innerJoin('app_profile as p', 'p.uuid', 'bp.app_profile_uuid')
    .select('u.username')
    .where('p.name', '=', 'Alarm Watch')
    .where('u.active', '=', true)
    .execute();
  expect(activeHolders.length).toBeGreaterThan(0);

  const profile = await getProfile('Alarm Watch');
  const acknowledger = await k().selectFrom('application_role').select(['uuid', 'name']).where('name', '=', 'ACKNOWLEDGER').executeTakeFirstOrThrow();
  const res = await save({ ...profile, roles: [...profile.roles, acknowledger] });
  expect(res.statusCode).toBe(200);
  const job = await finished(res.json().pushJob.uuid);
  expect(job).toMatchObject({ total: activeHolders.length, done: activeHolders.length, updated: activeHolders.length, failedApps: [] });
  const pushed = demo.usersOf('alarm-viewer').filter((user) => activeHolders.some((holder) => holder.username === user.username));
  expect(pushed).toHaveLength(activeHolders.length);
  expect(pushed.every((user) => user.roles?.join() === 'ACKNOWLEDGER,VIEWER')).toBe(true);

  const unchanged = await save({ ...(await getProfile('Alarm Watch')), description: 'Same roles' });
  expect(unchanged.statusCode).toBe(200);
  expect(unchanged.json().pushJob).toBeUndefined();
});
