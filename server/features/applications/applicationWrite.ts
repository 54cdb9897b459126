import type { Queryable } from '../../db/client';
import { saveVersioned } from '../../db/saveVersioned';
import { assertValidApplication, findStoredApplication, type ApplicationInput } from './applicationInput';

// Creating and updating an application, in the caller's transaction: its row (optimistic
// locking by version, 412 when stale; the name's unique constraint gives 409), then the Visible To
// and external flag of the roles and elements it names; an element with deleteMe is removed.

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The settings columns; an empty password keeps the stored one. */
function settingColumns(input: ApplicationInput) {
  return {
    data_url: text(input.dataUrl),
    data_driver_name: text(input.dataDriverName),
    data_username: text(input.dataUsername),
    api_host: text(input.apiHost),
    api_auth_type: input.apiAuthType ?? null,
    api_username: text(input.apiUsername),
    ...(input.dataPassword ? { data_password: input.dataPassword } : {}),
    ...(input.apiPassword ? { api_password: input.apiPassword } : {}),
  };
}

/** allowLinkLocal: ALLOW_LINK_LOCAL_TARGETS (connectors/outboundTarget.ts). */
export async function saveApplication(tx: Queryable, input: ApplicationInput, allowLinkLocal: boolean): Promise<string> {
  const stored = input.uuid ? await findStoredApplication(tx, input.uuid) : null;
  await assertValidApplication(tx, input, stored, allowLinkLocal);
  const { uuid } = await saveVersioned(tx, 'application', {
    existing: stored && { uuid: stored.uuid, version: input.version ?? -1 },
    values: settingColumns(input),
    insertOnly: { name: input.name.trim() },
  });
  if (stored) await saveMembers(tx, uuid, input);
  return uuid;
}

async function saveMembers(tx: Queryable, applicationUuid: string, input: ApplicationInput) {
  for (const role of input.roles ?? []) {
    await tx.kysely
      .updateTable('application_role')
      .set({
        external_role: role.externalRole ?? false,
        minimum_role: role.minimumRole?.name ?? 'ADMIN',
        company_uuid: role.errigalCustomerCompany?.uuid ?? null,
      })
      .where('uuid', '=', role.uuid ?? '')
      .where('application_uuid', '=', applicationUuid)
      .execute();
  }
  for (const element of input.elements ?? []) {
    if (element.deleteMe) {
      await tx.kysely.deleteFrom('application_element').where('uuid', '=', element.uuid ?? '').where('application_uuid', '=', applicationUuid).execute();
      continue;
    }
    await tx.kysely
      .updateTable('application_element')
      .set({ minimum_role: element.minimumRole?.name ?? 'ADMIN', company_uuid: element.errigalCustomerCompany?.uuid ?? null })
      .where('uuid', '=', element.uuid ?? '')
      .where('application_uuid', '=', applicationUuid)
      .execute();
  }
}
