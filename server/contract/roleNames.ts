import type { components } from './openapi.gen';

/** The console roles, as the contract's RoleName schema names them. */
export type RoleName = components['schemas']['RoleName'];

// A Record over the generated union: the compiler refuses a role the contract lacks or one it misses.
const ROLES: Record<RoleName, true> = { SCO_ADMIN: true, ADMIN: true, ERRIGAL_ADMIN: true };

/** Every console role, lowest first. */
export const ROLE_NAMES = Object.keys(ROLES) as readonly RoleName[];

export function isRoleName(value: unknown): value is RoleName {
  return (ROLE_NAMES as readonly unknown[]).includes(value);
}
