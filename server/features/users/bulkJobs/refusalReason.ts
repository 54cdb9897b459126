// Why a bulk job left a user as it was, in the words an admin reads on the screen and in the
// outcome CSV: the user form's labels for its fields, sentences for the codes a single save
// answers with (the console turns those into the same sentences on the form).
import { HttpProblem } from '../../../contract/problem';
import { DEFAULT_TREE_MUST_BE_ASSIGNED, DEFAULT_TREE_SENTENCE } from '../userChecks';

export const CHANGED_SINCE_SELECTED = 'Changed by someone else since it was selected; left as it is';
const SERVER_ERROR = 'An error on the server; left as it is';

/** The user form's labels (SPEC section 5), by the field names of POST /user/update. */
const FIELD_LABELS: Record<string, string> = {
  username: 'Username',
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  deskPhone: 'Desk Phone',
  mobilePhone: 'Mobile Phone',
  active: 'Active',
  location: 'Location',
  businessProfile: 'Business Profile',
  visibilityProfile: 'Visibility Profile',
  minimumRole: 'Minimum Role',
  errigalCustomerCompany: 'Customer Company',
  elements: 'Elements',
  version: 'Version',
};

/** The sentences of the codes a save answers with. */
const CODE_SENTENCES: Record<string, string> = { [DEFAULT_TREE_MUST_BE_ASSIGNED]: DEFAULT_TREE_SENTENCE };

/** Why a user was refused, in words: each field error under its field's label. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof HttpProblem)) return SERVER_ERROR;
  if (error.status === 412) return CHANGED_SINCE_SELECTED;
  const errors = error.extra.errors ?? [];
  if (errors.length === 0) return error.detail ?? error.title;
  return errors.map((e) => `${FIELD_LABELS[e.field] ?? e.field}: ${CODE_SENTENCES[e.message] ?? e.message}`).join('; ');
}
