/**
 * The field errors of a 400 problem+json (`errors: [{field, message}]`) that name a form field,
 * with the server's own message: `formFields` maps the contract's top-level field names
 * (`appProfiles` of `appProfiles.0`) to the form's. The first message per field wins.
 */
export function serverFieldErrors<FormField extends string>(
  error: unknown,
  formFields: Readonly<Record<string, FormField>>,
): Partial<Record<FormField, string>> {
  const data: unknown = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const listed: unknown = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined;
  const errors: Partial<Record<FormField, string>> = {};
  for (const item of Array.isArray(listed) ? (listed as unknown[]) : []) {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item)) continue;
    const field = formFields[String(item.field).split('.')[0]];
    if (field && !errors[field]) errors[field] = String(item.message);
  }
  return errors;
}
