import { visibleToFields } from '../auth/visibility';
import type { RoleName } from '../contract/roleNames';

/** The columns every profile table has (app, business and visibility profiles). */
export interface ProfileRow {
  uuid: string;
  name: string;
  description: string | null;
  minimum_role: RoleName;
  company_uuid: string | null;
  company_name: string | null;
  version: number;
}

/** A profile's common fields as the contract shows them. */
export function profileFields(row: ProfileRow) {
  return { uuid: row.uuid, name: row.name, description: row.description, ...visibleToFields(row), version: row.version };
}
