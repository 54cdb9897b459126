import { validateYupSchema, yupToFormErrors } from 'formik';
import {
  BOTH_PASSWORDS_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  USERNAME_REQUIRED,
  forgotPasswordSchema,
  resetPasswordSchema,
} from './passwordSchemas';

/** The message each field shows for these values, as Formik picks them from the schema. */
async function errorsOf(schema: typeof resetPasswordSchema | typeof forgotPasswordSchema, values: object) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('forgotPasswordSchema', () => {
  it.each(['', '   '])('asks for a username when it is %j', async (username) => {
    expect(await errorsOf(forgotPasswordSchema, { username })).toEqual({ username: USERNAME_REQUIRED });
  });

  it('accepts a username', async () => {
    expect(await errorsOf(forgotPasswordSchema, { username: 'demo.admin' })).toEqual({});
  });

  it('says it in SPEC words', () => {
    expect(USERNAME_REQUIRED).toBe('Please a valid username');
  });
});

describe('resetPasswordSchema', () => {
  it('asks for both fields', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: '', rePassword: '' })).toEqual({
      password: 'Please fill in the two password fields',
      rePassword: BOTH_PASSWORDS_REQUIRED,
    });
  });

  it('needs at least 8 characters in each', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: 'short', rePassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
      rePassword: PASSWORD_TOO_SHORT,
    });
  });

  it('needs the two to match', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: 'long-enough-1', rePassword: 'long-enough-2' })).toEqual({
      rePassword: PASSWORDS_DIFFER,
    });
    expect(PASSWORDS_DIFFER).toBe('Passwords do not match');
  });

  it('accepts two equal passwords of 8 characters', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: '12345678', rePassword: '12345678' })).toEqual({});
  });
});
