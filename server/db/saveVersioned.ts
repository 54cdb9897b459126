import type { Insertable, Kysely, Updateable } from 'kysely';
import { conflict, preconditionFailed, type HttpProblem } from '../contract/problem';
import type { Queryable } from './client';
import type { Database } from './schema';
import { duplicateDetail } from './uniqueViolation';

/** The tables whose rows carry a version the console loads with them and sends back with a save. */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { uuid: unknown; version: unknown } ? T : never;
}[keyof Database];

export interface VersionedWrite<T extends VersionedTable> {
  /** The row being updated and the version the client loaded; null inserts a new row. */
  existing: { uuid: string; version: number } | null;
  /** The columns both an insert and an update write. */
  values: Updateable<Database[T]>;
  /** Columns only an insert writes (a username, the owning application, a generated client id). */
  insertOnly?: Partial<Insertable<Database[T]>>;
  /** The problem when no row matched the uuid and version (default 412). */
  stale?: () => Promise<HttpProblem>;
}

/**
 * Every entity write of the console: insert, or update only at the version the client loaded
 * (bumping it; 412 when someone saved in between). A unique constraint's violation becomes the 409
 * naming the rule (uniqueViolation.ts), never a check before the write. Returns the row's uuid and
 * its version after the write.
 */
export async function saveVersioned<T extends VersionedTable>(db: Queryable, table: T, write: VersionedWrite<T>): Promise<{ uuid: string; version: number }> {
  // One loose view of the versioned tables: Kysely cannot type a write to a table chosen at run time.
  const kysely = db.kysely as unknown as Kysely<Record<string, { uuid: string; version: number }>>;
  const { existing, values, insertOnly } = write;
  try {
    if (!existing) {
      const row = await kysely.insertInto(table as string).values({ ...insertOnly, ...values } as never).returning(['uuid', 'version']).executeTakeFirstOrThrow();
      return row;
    }
    const updated = await kysely
      .updateTable(table as string)
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }) as never)
      .where('uuid', '=', existing.uuid)
      .where('version', '=', existing.version)
      .returning(['uuid', 'version'])
      .executeTakeFirst();
    if (updated) return updated;
  } catch (error) {
    const duplicate = duplicateDetail(error);
    throw duplicate ? conflict(duplicate) : error;
  }
  throw write.stale ? await write.stale() : preconditionFailed();
}
