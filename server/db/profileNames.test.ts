// Migration 015's denormalised profile names (the Profile and Visibility sorts), kept by triggers
// that since migration 026 run only when a user gets or changes a profile.
import { startTestApp } from '../testing/testApp';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type Names = { business_profile_name: string; visibility_profile_name: string };
const names = async (username: string): Promise<Names> =>
  app.ctx.db.kysely.selectFrom('app_user').select(['business_profile_name', 'visibility_profile_name']).where('username', '=', username).executeTakeFirstOrThrow();

async function newProfiles(prefix: string) {
  const { kysely } = app.ctx.db;
  const business = await kysely.insertInto('business_profile').values({ name: `${prefix} business` }).returning('uuid').executeTakeFirstOrThrow();
  const visibility = await kysely.insertInto('visibility_profile').values({ name: `${prefix} visibility` }).returning('uuid').executeTakeFirstOrThrow();
  return { business: business.uuid, visibility: visibility.uuid };
}

it("follows a user's profiles on insert, change, removal and a deleted profile, and leaves '' without any", async () => {
  const { kysely } = app.ctx.db;
  const first = await newProfiles('Names A');
  const second = await newProfiles('Names B');
  const user = (username: string) => ({ username, email: `${username}@example.com`, first_name: 'N', last_name: 'N' });

  await kysely.insertInto('app_user').values(user('names.none')).execute();
  expect(await names('names.none')).toEqual({ business_profile_name: '', visibility_profile_name: '' });

  await kysely.insertInto('app_user').values({ ...user('names.some'), business_profile_uuid: first.business }).execute();
  expect(await names('names.some')).toEqual({ business_profile_name: 'Names A business', visibility_profile_name: '' });

  const update = (values: { business_profile_uuid?: string | null; visibility_profile_uuid?: string | null; first_name?: string }) =>
    kysely.updateTable('app_user').set(values).where('username', '=', 'names.some').execute();
  await update({ business_profile_uuid: second.business, visibility_profile_uuid: first.visibility });
  expect(await names('names.some')).toEqual({ business_profile_name: 'Names B business', visibility_profile_name: 'Names A visibility' });

  // Set again unchanged, beside another column: nothing to look up, the names stay.
  await update({ business_profile_uuid: second.business, visibility_profile_uuid: first.visibility, first_name: 'M' });
  expect(await names('names.some')).toEqual({ business_profile_name: 'Names B business', visibility_profile_name: 'Names A visibility' });

  await update({ business_profile_uuid: null });
  expect(await names('names.some')).toEqual({ business_profile_name: '', visibility_profile_name: 'Names A visibility' });

  await kysely.updateTable('visibility_profile').set({ name: 'Names A renamed' }).where('uuid', '=', first.visibility).execute();
  expect(await names('names.some')).toEqual({ business_profile_name: '', visibility_profile_name: 'Names A renamed' });

  await kysely.deleteFrom('visibility_profile').where('uuid', '=', first.visibility).execute();
  expect(await names('names.some')).toEqual({ business_profile_name: '', visibility_profile_name: '' });
});
