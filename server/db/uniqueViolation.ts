// Uniqueness is held by the database's own constraints, never by a check before the insert (two
// requests would both pass the check on PostgreSQL). A violation becomes a 409 naming the rule.
const UNIQUE_VIOLATION = '23505';

/** What each unique constraint means to the person who hit it, by constraint name. */
const DUPLICATE_DETAILS: Record<string, string> = {
  app_user_username_key: 'A user with this username already exists',
  application_name_key: 'An application with this name already exists',
  app_profile_name_key: 'An application profile with this name already exists',
  business_profile_name_key: 'A business profile with this name already exists',
  visibility_profile_name_key: 'A visibility profile with this name already exists',
  auth_client_name_key: 'An OAuth2 client with this name already exists',
  // Names that differ only in case are one name (migration 013).
  application_lower_name_key: 'An application with this name already exists',
  app_profile_lower_name_key: 'An application profile with this name already exists',
  business_profile_lower_name_key: 'A business profile with this name already exists',
  visibility_profile_lower_name_key: 'A visibility profile with this name already exists',
  auth_client_lower_name_key: 'An OAuth2 client with this name already exists',
  customer_company_name_key: 'A customer company with this name already exists',
  location_name_key: 'A location with this name already exists',
};

export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

/** The 409 detail for a unique violation, or null when the error is something else. */
export function duplicateDetail(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  return DUPLICATE_DETAILS[error.constraint ?? ''] ?? 'A record with these values already exists';
}
