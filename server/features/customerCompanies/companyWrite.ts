import type { Queryable } from '../../db/client';
import { saveVersioned } from '../../db/saveVersioned';
import { conflict, notFound, preconditionFailed } from '../../contract/problem';
import { companyUsages, describeUsages, findCompany, isUsed, type CustomerCompany } from './companyQueries';

// Writes of the customer company screen. The name's unique constraint gives the 409 (never a check
// before the insert); the version gives the 412; the foreign keys of migration 010 refuse the
// delete of a company that anything belongs to, even one attached while the delete runs.

const FOREIGN_KEY_VIOLATION = '23503';

export interface CompanyInput {
  uuid?: string;
  name: string;
  version?: number;
}

export async function saveCompany(tx: Queryable, input: CompanyInput): Promise<CustomerCompany> {
  const name = input.name.trim();
  const uuid = input.uuid;
  const saved = await saveVersioned(tx, 'customer_company', {
    existing: uuid ? { uuid, version: input.version ?? -1 } : null,
    values: { name },
    // No row at that version: gone (404) or saved by someone else meanwhile (412).
    stale: async () => (uuid && (await findCompany(tx, uuid)) ? preconditionFailed() : notFound('No such customer company')),
  });
  return { ...saved, name };
}

export const stillUsed = (name: string, what: string) =>
  conflict(`Customer company ${name} cannot be deleted while it is used by ${what}. Move them to another company or to none first.`);

/** Run it in a transaction (it takes a savepoint). */
export async function deleteCompany(db: Queryable, uuid: string): Promise<void> {
  const company = await findCompany(db, uuid);
  if (!company) throw notFound('No such customer company');
  const usages = await companyUsages(db, uuid);
  if (isUsed(usages)) throw stillUsed(company.name, describeUsages(usages));
  // A savepoint: the delete runs inside the audited transaction, which a refused statement would abort.
  await db.query('savepoint company_delete');
  try {
    await db.kysely.deleteFrom('customer_company').where('uuid', '=', uuid).execute();
  } catch (error) {
    await db.query('rollback to savepoint company_delete');
    // Something was attached between the look-up and the delete: the foreign key refused it.
    if (isForeignKeyViolation(error)) throw stillUsed(company.name, describeUsages(await companyUsages(db, uuid)));
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === FOREIGN_KEY_VIOLATION;
}
