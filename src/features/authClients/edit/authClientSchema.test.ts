import { REDIRECT_INVALID, REQUIRED, SECRET_TOO_LONG, TEXT_TOO_LONG, authClientSchema, type AuthClientFormValues } from './authClientSchema';

const valid: AuthClientFormValues = {
  clientId: '',
  clientSecret: 'Abcdefghijklmnopqrstuvwxyz012345',
  name: 'Reports Portal',
  description: 'Monthly reports',
  allowedRedirectTarget: 'https://reports.example.com/cb',
};

async function errorsOf(values: Partial<AuthClientFormValues>, options = { isNew: true }) {
  try {
    await authClientSchema(options).validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

describe('authClientSchema', () => {
  it('accepts a valid client, and the limits exactly', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ clientSecret: 's'.repeat(64), name: 'n'.repeat(255), description: 'd'.repeat(255) })).toEqual({});
    expect(await errorsOf({ allowedRedirectTarget: `https://a.example.com/${'p'.repeat(233)}` })).toEqual({});
  });

  it("uses SPEC's limit messages: 64 for the secret, 255 for the others", async () => {
    expect(await errorsOf({ clientSecret: 's'.repeat(65) })).toEqual({ clientSecret: SECRET_TOO_LONG });
    expect(SECRET_TOO_LONG).toBe('This must be under 64 characters');
    expect(TEXT_TOO_LONG).toBe('This must be under 255 characters');
    expect(await errorsOf({ name: 'n'.repeat(256), description: 'd'.repeat(256), allowedRedirectTarget: `https://a.example.com/${'p'.repeat(234)}` })).toEqual({
      name: TEXT_TOO_LONG,
      description: TEXT_TOO_LONG,
      allowedRedirectTarget: TEXT_TOO_LONG,
    });
  });

  it('requires name, description and, on create, the secret', async () => {
    expect(await errorsOf({ name: ' ', description: '', clientSecret: '' })).toEqual({ name: REQUIRED, description: REQUIRED, clientSecret: REQUIRED });
  });

  it('lets an update leave the secret empty (the stored one is kept)', async () => {
    expect(await errorsOf({ clientSecret: '' }, { isNew: false })).toEqual({});
    expect(await errorsOf({ clientSecret: 's'.repeat(65) }, { isNew: false })).toEqual({ clientSecret: SECRET_TOO_LONG });
  });

  it.each(['/callback', 'reports.example.com/cb', 'ftp://a.example.com/cb', 'https://a.example.com/cb#top', 'javascript:alert(1)'])(
    'refuses the redirect target %s',
    async (target) => {
      expect(await errorsOf({ allowedRedirectTarget: target })).toEqual({ allowedRedirectTarget: REDIRECT_INVALID });
    },
  );

  it('accepts an empty redirect target and a stored one kept as it is', async () => {
    expect(await errorsOf({ allowedRedirectTarget: '' })).toEqual({});
    const console = authClientSchema({ isNew: false, savedRedirectTarget: '/userprofile/selfcallback' });
    await expect(console.validate({ ...valid, clientSecret: '', allowedRedirectTarget: '/userprofile/selfcallback' })).resolves.toBeTruthy();
  });
});
