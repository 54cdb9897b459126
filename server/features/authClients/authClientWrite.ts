import type { Queryable } from '../../db/client';
import type { BodyOf } from '../../http/handlerTypes';
import { CONSOLE_CLIENT_ID } from '../../db/builtins';
import { hashPassword, randomToken } from '../../auth/passwords';
import { badRequest, notFound, type FieldError } from '../../contract/problem';
import { saveVersioned } from '../../db/saveVersioned';

// Create and update of an OAuth2 client. The name's unique constraint gives the 409 (never a check
// before the insert), the version the 412. The secret is stored hashed (scrypt, as passwords) and
// never returned; an update without one keeps the stored hash. The client ID is generated here.

export type AuthClientInput = BodyOf<'updateAuthClient'>;

/** An absolute http(s) URI without fragment: the one redirect target a client may use. */
export function validRedirectTarget(target: string): boolean {
  if (target.includes('#')) return false;
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

function invalid(errors: FieldError[]) {
  return badRequest(`Invalid OAuth2 client: ${errors.map((e) => e.field).join(', ')}`, errors);
}

export async function saveAuthClient(db: Queryable, input: AuthClientInput): Promise<{ uuid: string }> {
  const name = input.name.trim();
  const description = input.description.trim();
  const target = (input.allowedRedirectTarget ?? '').trim();
  const secret = input.clientSecret ?? '';
  const existing = input.uuid
    ? await db.kysely.selectFrom('auth_client').select(['client_id', 'allowed_redirect_target']).where('uuid', '=', input.uuid).executeTakeFirst()
    : undefined;
  if (input.uuid && !existing) throw notFound('No such OAuth2 client');

  const errors: FieldError[] = [];
  if (existing?.client_id === CONSOLE_CLIENT_ID) {
    // The console's own public client keeps working: its redirect path stays and it gets no secret.
    if (target !== existing.allowed_redirect_target) errors.push({ field: 'allowedRedirectTarget', message: "The console's own client keeps its redirect target" });
    if (secret !== '') errors.push({ field: 'clientSecret', message: "The console's own client is public and has no secret" });
  } else if (target !== '' && !validRedirectTarget(target)) {
    errors.push({ field: 'allowedRedirectTarget', message: 'must be an absolute http(s) URI without fragment' });
  }
  if (!existing && secret.trim() === '') errors.push({ field: 'clientSecret', message: 'is required for a new client' });
  if (errors.length > 0) throw invalid(errors);

  const secretHash = secret === '' ? undefined : await hashPassword(secret);
  const { uuid } = await saveVersioned(db, 'auth_client', {
    existing: input.uuid ? { uuid: input.uuid, version: input.version ?? -1 } : null,
    values: { name, description, allowed_redirect_target: target, ...(secretHash ? { secret_hash: secretHash } : {}) },
    insertOnly: { client_id: randomToken(18) },
  });
  return { uuid };
}
