export interface ServerFieldErrorOptions {
  /** The property the body wraps the record in: `user` of `user.email`. */
  wrapper?: string;
  /** The server's rule codes with the sentences the form shows for them. */
  sentences?: Readonly<Record<string, string>>;
}

/**
 * The field errors of a 400 problem+json (`errors: [{field, message}]`) that name a form field,
 * with the server's own message: `formFields` maps the contract's top-level field names
 * (`appProfiles` of `appProfiles.0`) to the form's. The first message per field wins.
 */
export function serverFieldErrors<FormField extends string>(
  error: unknown,
  formFields: Readonly<Record<string, FormField>>,
  { wrapper, sentences = {} }: ServerFieldErrorOptions = {},
): Partial<Record<FormField, string>> {
  const data: unknown = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const listed: unknown = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined;
  const errors: Partial<Record<FormField, string>> = {};
  for (const item of Array.isArray(listed) ? (listed as unknown[]) : []) {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item)) continue;
    const path = String(item.field);
    const field = formFields[(wrapper && path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path).split('.')[0]];
    const message = String(item.message);
    if (field && !errors[field]) errors[field] = Object.hasOwn(sentences, message) ? sentences[message] : message;
  }
  return errors;
}
