import type { KnownUser, RoleCatalog } from './applicationConnector';

/** Checks what an application answers against openapi/connector.yaml; null when it does not fit. */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown): v is string | null | undefined => v === undefined || v === null || typeof v === 'string';

export function parseKnownUsers(body: unknown): KnownUser[] | null {
  if (!Array.isArray(body)) return null;
  const users: KnownUser[] = [];
  for (const item of body) {
    if (!isObject(item) || typeof item.username !== 'string') return null;
    const { username, email, firstName, lastName, deskPhone, mobilePhone, active } = item;
    if (![email, firstName, lastName, deskPhone, mobilePhone].every(optionalString)) return null;
    if (active !== undefined && typeof active !== 'boolean') return null;
    users.push({
      username,
      email: email as string | null | undefined,
      firstName: firstName as string | null | undefined,
      lastName: lastName as string | null | undefined,
      deskPhone: deskPhone as string | null | undefined,
      mobilePhone: mobilePhone as string | null | undefined,
      ...(active === undefined ? {} : { active }),
    });
  }
  return users;
}

export function parseRoleCatalog(body: unknown): RoleCatalog | null {
  if (!isObject(body) || !Array.isArray(body.roles) || !Array.isArray(body.elements)) return null;
  const roles = body.roles.map((r) =>
    isObject(r) && typeof r.name === 'string' && optionalString(r.category) ? { name: r.name, category: r.category ?? null } : null,
  );
  const elements = body.elements.map((e) =>
    isObject(e) && typeof e.name === 'string' && typeof e.category === 'string' ? { name: e.name, category: e.category } : null,
  );
  if (roles.includes(null) || elements.includes(null)) return null;
  return {
    roles: roles.filter((r): r is NonNullable<typeof r> => r !== null),
    elements: elements.filter((e): e is NonNullable<typeof e> => e !== null),
  };
}
