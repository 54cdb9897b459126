import type { RoleName } from './users.gen';

export type { RoleName };

// A Record over the contract's generated union: the compiler refuses a role the contract lacks or one it misses.
const ROLES: Record<RoleName, true> = { ERRIGAL_ADMIN: true, ADMIN: true, SCO_ADMIN: true };

/** Every console role, highest first. */
export const ROLE_NAMES = Object.keys(ROLES) as readonly RoleName[];

export function isRoleName(value: unknown): value is RoleName {
  return (ROLE_NAMES as readonly unknown[]).includes(value);
}
