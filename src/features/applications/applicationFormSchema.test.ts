import { applicationFormSchema, REQUIRED, REQUIRED_MAX_255 } from './applicationFormSchema';
import { newApplicationValues, type ApplicationFormValues } from './applicationFormValues';

const valid: ApplicationFormValues = {
  ...newApplicationValues(),
  name: 'Billing',
  dataUrl: 'jdbc:postgresql://db/app',
  dataDriverName: 'org.postgresql.Driver',
  dataUsername: 'reader',
  dataPassword: 'secret',
  apiHost: 'https://billing.example.com/connector',
  apiAuthType: 'OAUTH2',
  apiUsername: 'client',
  apiPassword: 'secret',
};

const fresh = { builtIn: false, dataPasswordSet: false, apiPasswordSet: false };

/** Each failing field with its message. */
async function errorsOf(values: ApplicationFormValues, rules = fresh): Promise<Record<string, string>> {
  try {
    await applicationFormSchema(rules).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

describe('applicationFormSchema (SPEC section 5 "Application form")', () => {
  it('accepts a complete application', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('requires name, the database and API settings and both passwords, with SPEC message', async () => {
    expect(await errorsOf(newApplicationValues())).toEqual({
      name: REQUIRED_MAX_255,
      dataUrl: REQUIRED_MAX_255,
      dataDriverName: REQUIRED_MAX_255,
      dataUsername: REQUIRED_MAX_255,
      dataPassword: REQUIRED_MAX_255,
      apiHost: REQUIRED_MAX_255,
      apiAuthType: REQUIRED,
      apiUsername: REQUIRED_MAX_255,
      apiPassword: REQUIRED_MAX_255,
    });
  });

  it('refuses more than 255 characters and blank text', async () => {
    expect(await errorsOf({ ...valid, name: 'x'.repeat(256), apiHost: '   ' })).toEqual({ name: REQUIRED_MAX_255, apiHost: REQUIRED_MAX_255 });
    expect(await errorsOf({ ...valid, name: 'x'.repeat(255) })).toEqual({});
  });

  it('apiAuthType is HTTP_BASIC or OAUTH2', async () => {
    expect(await errorsOf({ ...valid, apiAuthType: 'HTTP_BASIC' })).toEqual({});
    expect(await errorsOf({ ...valid, apiAuthType: '' })).toEqual({ apiAuthType: REQUIRED });
  });

  it('a stored password may be left empty (kept); a missing one may not', async () => {
    const empty = { ...valid, dataPassword: '', apiPassword: '' };
    expect(await errorsOf(empty, { builtIn: false, dataPasswordSet: true, apiPasswordSet: true })).toEqual({});
    expect(await errorsOf(empty, { builtIn: false, dataPasswordSet: true, apiPasswordSet: false })).toEqual({ apiPassword: REQUIRED_MAX_255 });
  });

  it('the built-in application needs only its name', async () => {
    expect(await errorsOf({ ...newApplicationValues(), name: 'User Profile' }, { builtIn: true, dataPasswordSet: false, apiPasswordSet: false })).toEqual({});
  });

  it('each role needs a uuid, a name and a minimumRole', async () => {
    const role = { uuid: '', name: '', category: '', externalRole: false, minimumRole: '' as const, companyUuid: '', deleteMe: false };
    expect(await errorsOf({ ...valid, roles: [role] })).toEqual({
      'roles[0].uuid': REQUIRED,
      'roles[0].name': REQUIRED,
      'roles[0].minimumRole': REQUIRED,
    });
    expect(await errorsOf({ ...valid, roles: [{ ...role, uuid: 'u', name: 'OPERATOR', minimumRole: 'ADMIN' }] })).toEqual({});
  });
});
