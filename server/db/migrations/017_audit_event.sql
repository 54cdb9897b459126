-- Issue 20: the audit trail. One row per write, inserted in the write's own transaction
-- (server/audit/auditLog.ts). The record's Visible To columns are copied at the time of the write,
-- so the audit list filters with the same visibleTo rule as the records themselves.
create table audit_event (
  uuid uuid primary key default gen_random_uuid(),
  -- clock_timestamp: entries of one transaction (an import) keep their order.
  at timestamptz not null default clock_timestamp(),
  seq bigint generated always as identity,
  actor_uuid uuid,
  actor_name text not null,
  address text,
  user_agent text,
  action text not null,
  record_type text not null,
  record_uuid uuid,
  record_name text not null default '',
  changes jsonb not null default '[]',
  -- An import's entry for each user names the import's entry.
  parent_uuid uuid,
  minimum_role text not null default 'ADMIN',
  company_uuid uuid
);
-- Time-ordered paging (newest first), per-record and per-actor history.
create index audit_event_time on audit_event (at desc, seq desc);
create index audit_event_record on audit_event (record_uuid, at desc, seq desc);
create index audit_event_actor on audit_event (actor_uuid, at desc, seq desc);
create index audit_event_parent on audit_event (parent_uuid) where parent_uuid is not null;
-- The list's text filter (contains, in the record's name, the actor and the diff).
create index audit_event_text_trgm on audit_event using gin ((record_name || ' ' || actor_name || ' ' || changes::text) gin_trgm_ops);
