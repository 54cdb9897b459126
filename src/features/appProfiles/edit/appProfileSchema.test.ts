import { appProfileSchema, REQUIRED_MAX_255, SELECT_APPLICATION, UNDER_1023 } from './appProfileSchema';
import { newAppProfileValues } from './appProfileFormValues';

const valid = { ...newAppProfileValues('ADMIN'), name: 'East Desk', applicationUuid: 'a1' };
const errorsOf = async (values: object) => {
  try {
    await appProfileSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('appProfileSchema (SPEC section 5 "Profiles")', () => {
  it('accepts a named profile with an application', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires a name of at most 255 characters', async () => {
    expect(await errorsOf({ ...valid, name: '' })).toEqual([REQUIRED_MAX_255]);
    expect(await errorsOf({ ...valid, name: '   ' })).toEqual([REQUIRED_MAX_255]);
    expect(await errorsOf({ ...valid, name: 'x'.repeat(256) })).toEqual([REQUIRED_MAX_255]);
    expect(await errorsOf({ ...valid, name: 'x'.repeat(255) })).toEqual([]);
  });

  it('keeps the description under 1024 characters', async () => {
    expect(await errorsOf({ ...valid, description: 'x'.repeat(1024) })).toEqual([UNDER_1023]);
    expect(await errorsOf({ ...valid, description: 'x'.repeat(1023) })).toEqual([]);
  });

  it('requires an application', async () => {
    expect(await errorsOf({ ...valid, applicationUuid: '' })).toEqual([SELECT_APPLICATION]);
  });
});
