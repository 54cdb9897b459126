import { ValidationError } from 'yup';
import {
  DEFAULT_TREE_MUST_BE_ASSIGNED,
  INVALID_EMAIL,
  REQUIRED,
  REQUIRED_MAX_255,
  SELECT_BUSINESS_PROFILE,
  UNDER_255,
  USERNAME_PATTERN,
  userFormSchema,
  type UserFormRules,
} from './userFormSchema';
import { newUserValues, type UserFormValues } from './userFormValues';

const valid: UserFormValues = {
  ...newUserValues('ADMIN'),
  username: 'jane.doe_1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  businessProfileUuid: 'bp-1',
  visibilityProfileUuid: 'vp-1',
};

const noRules: UserFormRules = { defaultTreeRequired: false };

/** Every error of the values as { field: message }. */
function errorsOf(values: UserFormValues, rules: UserFormRules = noRules): Record<string, string> {
  try {
    userFormSchema(rules).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const long = 'a'.repeat(256);

describe('userFormSchema', () => {
  it('accepts a complete user', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, username: 'a'.repeat(255), deskPhone: '1'.repeat(255) })).toEqual({});
  });

  it('has the exact messages of SPEC section 5', () => {
    expect(REQUIRED_MAX_255).toBe('This field is required. (Max 255 Characters)');
    expect(REQUIRED).toBe('This field is required');
    expect(UNDER_255).toBe('This must be under 255 characters');
    expect(USERNAME_PATTERN).toBe('Only alphanumeric letters, _ (underscore), and . (period) are allowed');
    expect(SELECT_BUSINESS_PROFILE).toBe('Please Select an Business Profile From the list');
    expect(DEFAULT_TREE_MUST_BE_ASSIGNED).toBe('At least one Default Tree element must be assigned');
  });

  it('requires the username, at most 255 characters of letters, digits, _ and .', () => {
    expect(errorsOf({ ...valid, username: '' })).toEqual({ username: REQUIRED_MAX_255 });
    expect(errorsOf({ ...valid, username: 'a'.repeat(256) })).toEqual({ username: REQUIRED_MAX_255 });
    expect(errorsOf({ ...valid, username: 'jane doe' })).toEqual({ username: USERNAME_PATTERN });
    expect(errorsOf({ ...valid, username: 'jane-doe' })).toEqual({ username: USERNAME_PATTERN });
    expect(errorsOf({ ...valid, username: 'jäne' })).toEqual({ username: USERNAME_PATTERN });
  });

  it('requires a valid email of at most 255 characters', () => {
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: REQUIRED_MAX_255 });
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: INVALID_EMAIL });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toBeDefined();
  });

  it.each(['firstName', 'lastName'] as const)('requires %s, at most 255 characters', (field) => {
    expect(errorsOf({ ...valid, [field]: '' })).toEqual({ [field]: REQUIRED_MAX_255 });
    expect(errorsOf({ ...valid, [field]: '   ' })).toEqual({ [field]: REQUIRED_MAX_255 });
    expect(errorsOf({ ...valid, [field]: long })).toEqual({ [field]: REQUIRED_MAX_255 });
  });

  it.each(['deskPhone', 'mobilePhone'] as const)('allows an empty %s of at most 255 characters', (field) => {
    expect(errorsOf({ ...valid, [field]: '' })).toEqual({});
    expect(errorsOf({ ...valid, [field]: long })).toEqual({ [field]: UNDER_255 });
  });

  it('requires both profiles and a minimum role', () => {
    expect(errorsOf({ ...valid, businessProfileUuid: '', visibilityProfileUuid: '', minimumRole: '' })).toEqual({
      businessProfileUuid: REQUIRED,
      visibilityProfileUuid: REQUIRED,
      minimumRole: REQUIRED,
    });
  });

  it('requires a Default Tree element only when the business profile offers the category', () => {
    const tree = { uuid: 'e1', name: 'North Tree', category: 'NOVA_NOVA_TREE' };
    const report = { uuid: 'e2', name: 'Daily', category: 'REPORT_ACCESS' };
    const rules = { ...noRules, defaultTreeRequired: true };
    expect(errorsOf({ ...valid, elements: [] })).toEqual({});
    expect(errorsOf({ ...valid, elements: [report] }, rules)).toEqual({ elements: DEFAULT_TREE_MUST_BE_ASSIGNED });
    expect(errorsOf({ ...valid, elements: [report, tree] }, rules)).toEqual({});
  });

  it('accepts SCO Customer with or without a company (without one: visible to all SCO customers)', () => {
    const sco = { ...valid, minimumRole: 'SCO_ADMIN' as const };
    expect(errorsOf(sco)).toEqual({});
    expect(errorsOf({ ...sco, companyUuid: 'c-1' })).toEqual({});
  });
});
