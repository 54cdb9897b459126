// The columns of a users CSV file and the checks a row passes before any name is looked up.
import { ROLE_NAMES, type RoleName } from '../../../contract/roleNames';
import type { FieldError } from '../../../contract/problem';
import { unguardFormula } from '../../../shared/csv';
import type { UserContact } from '../../../connectors/userContact';

export const USER_CSV_COLUMNS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'deskPhone',
  'mobilePhone',
  'active',
  'location',
  'businessProfile',
  'visibilityProfile',
  'minimumRole',
  'company',
  'elements',
  'version',
] as const;

export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];

/** Elements are written as `category:name`, joined with this. */
export const ELEMENT_SEPARATOR = '|';

/** An element as a file names it. */
export type ElementName = { category: string; name: string };

/** A row whose values have the right form; the names in it are not looked up yet. */
export interface UserCsvRow extends UserContact {
  line: number;
  location: string | null;
  businessProfile: string | null;
  visibilityProfile: string | null;
  minimumRole: RoleName;
  company: string | null;
  /** `category:name` pairs, each as written. */
  elements: ElementName[];
  /** The user's version when the file was exported; null when the cell is empty (a new user). */
  version: number | null;
}

const MAX = 255;
const USERNAME = /^[A-Za-z0-9_.]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the first record is the header this format writes (any case, spaces ignored). */
export function isUserCsvHeader(fields: readonly string[]): boolean {
  return (
    fields.length === USER_CSV_COLUMNS.length &&
    fields.every((field, i) => field.trim().toLowerCase() === USER_CSV_COLUMNS[i].toLowerCase())
  );
}

type Check = (value: string) => string | null;

const required: Check = (value) => (value === '' ? 'is required' : null);
const maxLength: Check = (value) => (value.length > MAX ? `must be at most ${MAX} characters` : null);

function firstProblem(value: string, checks: Check[]): string | null {
  for (const check of checks) {
    const problem = check(value);
    if (problem) return problem;
  }
  return null;
}

const COLUMN_CHECKS: Record<UserCsvColumn, Check[]> = {
  username: [required, maxLength, (v) => (USERNAME.test(v) ? null : 'Only alphanumeric letters, _ (underscore), and . (period) are allowed')],
  email: [required, maxLength, (v) => (EMAIL.test(v) ? null : 'must be a valid email address')],
  firstName: [required, maxLength],
  lastName: [required, maxLength],
  deskPhone: [maxLength],
  mobilePhone: [maxLength],
  active: [(v) => (/^(true|false)$/i.test(v) ? null : 'must be true or false')],
  location: [maxLength],
  businessProfile: [maxLength],
  visibilityProfile: [maxLength],
  minimumRole: [(v) => (roleNamed(v) ? null : `must be one of ${ROLE_NAMES.join(', ')}`)],
  company: [maxLength],
  elements: [(v) => (parseElements(v) ? null : 'must be category:name pairs separated by |')],
  version: [(v) => (v === '' || /^\d{1,9}$/.test(v) ? null : 'must be empty or the version the export wrote')],
};

const isElementName = (pair: ElementName | null): pair is ElementName => pair !== null && pair.category !== '' && pair.name !== '';

function parseElements(value: string): ElementName[] | null {
  if (value === '') return [];
  const pairs = value.split(ELEMENT_SEPARATOR).map((pair) => {
    const at = pair.indexOf(':');
    return at > 0 ? { category: pair.slice(0, at).trim(), name: pair.slice(at + 1).trim() } : null;
  });
  return pairs.every(isElementName) ? pairs : null;
}

const roleNamed = (value: string): RoleName | undefined => ROLE_NAMES.find((role) => role === value.toUpperCase());

const orNull = (value: string) => (value === '' ? null : value);

/** Checks one record's values; the row, or every problem found in it. */
export function readUserCsvRow(line: number, fields: readonly string[]): { row: UserCsvRow } | { errors: FieldError[] } {
  if (fields.length !== USER_CSV_COLUMNS.length) {
    return { errors: [{ line, field: 'row', message: `has ${fields.length} values, expected ${USER_CSV_COLUMNS.length}` }] };
  }
  const values = {} as Record<UserCsvColumn, string>;
  const errors: FieldError[] = [];
  USER_CSV_COLUMNS.forEach((column, i) => {
    const value = unguardFormula(fields[i].trim());
    values[column] = value;
    const message = firstProblem(value, COLUMN_CHECKS[column]);
    if (message) errors.push({ line, field: column, message });
  });
  if (errors.length > 0) return { errors };
  return {
    row: {
      line,
      username: values.username,
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      deskPhone: orNull(values.deskPhone),
      mobilePhone: orNull(values.mobilePhone),
      active: values.active.toLowerCase() === 'true',
      location: orNull(values.location),
      businessProfile: orNull(values.businessProfile),
      visibilityProfile: orNull(values.visibilityProfile),
      minimumRole: roleNamed(values.minimumRole) ?? 'ADMIN',
      company: orNull(values.company),
      elements: parseElements(values.elements) ?? [],
      version: values.version === '' ? null : Number(values.version),
    },
  };
}
