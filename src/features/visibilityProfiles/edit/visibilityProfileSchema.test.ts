import { newVisibilityProfileValues, type VisibilityProfileFormValues } from './visibilityProfileFormValues';
import { PRIMARY_OR_NETWORK_GROUP, REQUIRED_MAX_255, UNDER_1023, visibilityProfileSchema } from './visibilityProfileSchema';

async function errorsOf(values: VisibilityProfileFormValues): Promise<Record<string, string>> {
  try {
    await visibilityProfileSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

const valid = { ...newVisibilityProfileValues('ADMIN'), name: 'North', primaryUuid: 'p' };

describe('visibility profile schema', () => {
  it('accepts a profile with a name and a primary visibility', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('needs a primary visibility or at least one network group, with SPEC message', async () => {
    expect(await errorsOf({ ...valid, primaryUuid: '' })).toEqual({ primaryUuid: PRIMARY_OR_NETWORK_GROUP });
    expect(PRIMARY_OR_NETWORK_GROUP).toBe('Either primary visibility or a network group has to be set');
    expect(await errorsOf({ ...valid, primaryUuid: '', networkGroupUuids: ['g'] })).toEqual({});
  });

  it('name: required, at most 255 characters', async () => {
    expect(await errorsOf({ ...valid, name: '  ' })).toEqual({ name: REQUIRED_MAX_255 });
    expect(await errorsOf({ ...valid, name: 'x'.repeat(256) })).toEqual({ name: 'This field is required. (Max 255 Characters)' });
    expect(await errorsOf({ ...valid, name: 'x'.repeat(255) })).toEqual({});
  });

  it('description: at most 1023 characters', async () => {
    expect(await errorsOf({ ...valid, description: 'x'.repeat(1024) })).toEqual({ description: UNDER_1023 });
    expect(UNDER_1023).toBe('This must be under 1023 characters');
    expect(await errorsOf({ ...valid, description: 'x'.repeat(1023) })).toEqual({});
  });
});
