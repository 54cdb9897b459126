import { businessProfileSchema, CHOOSE_APP_PROFILE, REQUIRED_MAX_255, UNDER_1023 } from './businessProfileSchema';

const valid = { name: 'Night Desk', description: '', minimumRole: 'ADMIN', companyUuid: '', appProfileUuids: { app1: 'profile1' } };
const errorsOf = async (values: object) => {
  try {
    await businessProfileSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('businessProfileSchema (SPEC section 5 "Profiles")', () => {
  it('accepts a named profile with one app profile', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires a name of at most 255 characters and a description under 1023', async () => {
    expect(await errorsOf({ ...valid, name: '  ' })).toEqual([REQUIRED_MAX_255]);
    expect(await errorsOf({ ...valid, name: 'x'.repeat(256) })).toEqual([REQUIRED_MAX_255]);
    expect(await errorsOf({ ...valid, description: 'x'.repeat(1024) })).toEqual([UNDER_1023]);
  });

  it("needs at least one application's app profile ('---' everywhere is not enough)", async () => {
    expect(await errorsOf({ ...valid, appProfileUuids: {} })).toEqual([CHOOSE_APP_PROFILE]);
    expect(await errorsOf({ ...valid, appProfileUuids: { app1: '', app2: '' } })).toEqual([CHOOSE_APP_PROFILE]);
  });
});
