import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import type { AuditChangeRow } from '../db/schema';
import type { RoleName } from '../contract/roleNames';
import { snapshotOf, userSnapshots, type AuditRecordType, type RecordSnapshot } from './snapshots';

/** Who wrote, and from where: a caller with its request's address and user agent, or the system. */
export interface AuditActor {
  uuid: string | null;
  username: string;
  address: string | null;
  userAgent: string | null;
}

/** Startup, bootstrap, scheduled work. */
export const SYSTEM_ACTOR: AuditActor = {
  uuid: null,
  username: 'system',
  address: null,
  userAgent: null,
};

/** The request's caller (or, before login, the given account name) with the request's address and user agent. */
export function auditActor(request: FastifyRequest, who?: { uuid: string | null; username: string }): AuditActor {
  const caller = who ?? request.caller ?? { uuid: null, username: 'anonymous' };
  const agent = request.headers['user-agent'];
  return {
    uuid: caller.uuid,
    username: caller.username,
    address: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
  };
}

/** The record an entry is about, with the Visible To columns that decide who may read the entry. */
export interface AuditRecord {
  type: AuditRecordType;
  uuid: string | null;
  name: string;
  minimumRole: RoleName;
  companyUuid: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  record: AuditRecord;
  changes?: AuditChangeRow[];
  parentUuid?: string | null;
}

/** Inserts one entry; call it on the write's transaction so the entry commits or rolls back with it. Returns its uuid. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<string> {
  const row = await tx.kysely
    .insertInto('audit_event')
    .values({
      actor_uuid: entry.actor.uuid,
      actor_name: entry.actor.username,
      address: entry.actor.address,
      user_agent: entry.actor.userAgent,
      action: entry.action,
      record_type: entry.record.type,
      record_uuid: entry.record.uuid,
      record_name: entry.record.name,
      changes: JSON.stringify(entry.changes ?? []),
      parent_uuid: entry.parentUuid ?? null,
      minimum_role: entry.record.minimumRole,
      company_uuid: entry.record.companyUuid,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** The field-level difference of two readable snapshots, in the order of the fields. */
export function diffSnapshots(before: RecordSnapshot['fields'] | null, after: RecordSnapshot['fields'] | null): AuditChangeRow[] {
  const changes: AuditChangeRow[] = [];
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  for (const field of fields) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (Array.isArray(from) || Array.isArray(to)) {
      const old = new Set(Array.isArray(from) ? from : []);
      const now = new Set(Array.isArray(to) ? to : []);
      const added = [...now].filter((v) => !old.has(v));
      const removed = [...old].filter((v) => !now.has(v));
      if (added.length || removed.length) changes.push({ field, added, removed });
    } else if (from !== to) {
      changes.push({ field, from, to });
    }
  }
  return changes;
}

/**
 * The names of a tree's nodes added (or removed) together, each subtree as its top node with how
 * many below it came with it: "Leinster (and 12 children)". `parentOf` gives each node's parent.
 */
export function foldSubtrees(names: readonly string[], parentOf: Record<string, string | null>): string[] {
  const listed = new Set(names);
  const topOf = (name: string) => {
    let top = name;
    // At most one step a name: a name used twice in the tree cannot make this loop.
    for (let parent = parentOf[top], steps = 0; parent && listed.has(parent) && steps < listed.size; parent = parentOf[parent], steps++) top = parent;
    return top;
  };
  const below = new Map<string, number>();
  for (const name of names) {
    const top = topOf(name);
    if (top !== name) below.set(top, (below.get(top) ?? 0) + 1);
  }
  return names
    .filter((name) => topOf(name) === name)
    .map((name) => {
      const count = below.get(name);
      return count ? `${name} (and ${count} ${count === 1 ? 'child' : 'children'})` : name;
    });
}

/** A tree field's change with each added or removed subtree folded into its top node. */
function foldedTrees(changes: AuditChangeRow[], before: RecordSnapshot | null, after: RecordSnapshot | null): AuditChangeRow[] {
  return changes.map((change) => {
    const parentsAfter = after?.parents?.[change.field];
    const parentsBefore = before?.parents?.[change.field];
    if (!parentsAfter && !parentsBefore) return change;
    return {
      ...change,
      added: foldSubtrees(change.added ?? [], parentsAfter ?? {}),
      removed: foldSubtrees(change.removed ?? [], parentsBefore ?? {}),
    };
  });
}

/** A secret that was set, changed or cleared shows as "changed", never with a value or fingerprint. */
function secretChanges(before: RecordSnapshot | null, after: RecordSnapshot | null): AuditChangeRow[] {
  const names = new Set([...Object.keys(before?.secrets ?? {}), ...Object.keys(after?.secrets ?? {})]);
  return [...names]
    .filter((name) => (before?.secrets?.[name] ?? null) !== (after?.secrets?.[name] ?? null))
    .map((field) => ({ field, from: null, to: 'changed' }));
}

export interface AuditedWrite {
  actor: AuditActor;
  type: AuditRecordType;
  /** The record before the write; null or undefined for a create (the write returns the new uuid). */
  uuid?: string | null;
  /** Defaults to create / update / delete from what the snapshots show. */
  action?: string;
  parentUuid?: string | null;
}

/**
 * Runs one write on its transaction and records its entry there: reads the record's readable
 * snapshot before and after, and inserts the diff (recordChange). `write` returns the record's
 * uuid (a create's new one), alone or as `{ uuid }`.
 */
export async function audited<T extends string | void | { uuid: string }>(tx: Queryable, audit: AuditedWrite, write: () => Promise<T>): Promise<T> {
  const before = audit.uuid ? await snapshotOf(tx, audit.type, audit.uuid) : null;
  const result = await write();
  const uuid = typeof result === 'string' ? result : (result?.uuid ?? audit.uuid);
  if (!uuid) throw new Error('audited: a write without a uuid');
  await recordChange(tx, audit, uuid, before, await snapshotOf(tx, audit.type, uuid));
  return result;
}

/**
 * A write's entry from its record's snapshots before and after it (null where there was or is no
 * record), on the write's transaction: the diff in one insert. A write that knows both already
 * (a user save) calls it directly. No entry when nothing changed on an update.
 */
export async function recordChange(tx: Queryable, audit: AuditedWrite, uuid: string, before: RecordSnapshot | null, after: RecordSnapshot | null): Promise<void> {
  const shown = after ?? before;
  if (!shown) return;
  const changes = [...foldedTrees(diffSnapshots(before?.fields ?? null, after?.fields ?? null), before, after), ...secretChanges(before, after)];
  const action = audit.action ?? (!before ? 'create' : !after ? 'delete' : 'update');
  if (action === 'update' && changes.length === 0) return;
  await recordAudit(tx, {
    actor: audit.actor,
    action,
    record: {
      type: audit.type,
      uuid,
      name: shown.name,
      minimumRole: shown.minimumRole,
      companyUuid: shown.companyUuid,
    },
    changes,
    parentUuid: audit.parentUuid,
  });
}

/**
 * An entry about a user that is not a diff of its record (a push, a reset mail, a password
 * change), in one insert that reads the user's name and Visible To. Returns its uuid; none (null)
 * when the user is gone.
 */
export async function recordAboutUser(db: Queryable, actor: AuditActor, action: string, userUuid: string, changes: AuditChangeRow[] = []): Promise<string | null> {
  const [row] = await db.query<{ uuid: string }>(
    `insert into audit_event (actor_uuid, actor_name, address, user_agent, action, record_type, record_uuid, record_name, changes, minimum_role, company_uuid)
     select $1, $2, $3, $4, $5, 'user', u.uuid, u.username, $6::jsonb, u.minimum_role, u.company_uuid from app_user u where u.uuid = $7
     returning uuid`,
    [actor.uuid, actor.username, actor.address, actor.userAgent, action, JSON.stringify(changes), userUuid],
  );
  return row?.uuid ?? null;
}

/**
 * After a user's write committed and was pushed: one entry with each application's outcome
 * ("Ticketer: updated", "Billing: failed"); none when no application was pushed to.
 */
export async function recordPushOutcome(db: Queryable, actor: AuditActor, userUuid: string, outcome: { updated: string[]; failed: string[] }): Promise<void> {
  if (outcome.updated.length === 0 && outcome.failed.length === 0) return;
  await recordAboutUser(db, actor, 'push', userUuid, [
    ...outcome.updated.map((field) => ({ field, from: null, to: 'updated' })),
    ...outcome.failed.map((field) => ({ field, from: null, to: 'failed' })),
  ]);
}

/** An import's audit trail, written batch by batch on the import's transaction. */
export interface ImportAudit {
  /**
   * Runs one batch's write between snapshots of its users (`uuid` set for those that exist);
   * entries for those created or changed.
   */
  batch<T>(users: readonly { username: string; uuid: string | null }[], write: () => Promise<T>): Promise<T>;
  /** Sets the import's own entry: how many users, created and updated. */
  finish(result: { users: number; created: number; updated: number }): Promise<void>;
}

/**
 * An import's entries, on its transaction: one for the import (how many created and updated)
 * and one per user created or changed, with its diff, linked to the import's entry. Each batch's
 * existing users are snapshotted in one query before its write and all its users in one after;
 * the entries go in batches.
 */
export async function startImportAudit(
  tx: Queryable,
  actor: AuditActor,
  /** Who may read the import's own entry: those who may see a record at the importer's level and company. */
  visibleTo: { minimumRole: RoleName; companyUuid: string | null },
): Promise<ImportAudit> {
  const importUuid = await recordAudit(tx, {
    actor,
    action: 'import',
    record: { type: 'import', uuid: null, name: '0 users', ...visibleTo },
  });
  return {
    async batch(users, write) {
      // The users a batch creates have nothing to read before it: only the existing ones are.
      const existing = users.flatMap((user) => (user.uuid === null ? [] : [user.uuid]));
      const before = existing.length > 0 ? await userSnapshots(tx, { uuids: existing }) : new Map<string, RecordSnapshot>();
      const result = await write();
      const after = await userSnapshots(tx, { usernames: users.map((user) => user.username) });
      const rows = [];
      for (const now of after.values()) {
        const old = (now.uuid && before.get(now.uuid)) || null;
        const changes = diffSnapshots(old?.fields ?? null, now.fields);
        if (old && changes.length === 0) continue;
        rows.push({
          actor_uuid: actor.uuid,
          actor_name: actor.username,
          address: actor.address,
          user_agent: actor.userAgent,
          action: old ? 'update' : 'create',
          record_type: 'user',
          record_uuid: now.uuid ?? null,
          record_name: now.name,
          changes: JSON.stringify(changes),
          parent_uuid: importUuid,
          minimum_role: now.minimumRole,
          company_uuid: now.companyUuid,
        });
      }
      for (let i = 0; i < rows.length; i += 1000)
        await tx.kysely
          .insertInto('audit_event')
          .values(rows.slice(i, i + 1000))
          .execute();
      return result;
    },
    async finish({ users, created, updated }) {
      const changes: AuditChangeRow[] = [
        { field: 'Created', from: null, to: String(created) },
        { field: 'Updated', from: null, to: String(updated) },
      ];
      await tx.kysely
        .updateTable('audit_event')
        .set({
          record_name: `${users} users`,
          changes: JSON.stringify(changes),
        })
        .where('uuid', '=', importUuid)
        .execute();
    },
  };
}
