-- Issue 20 at 1,000,000 entries: "actor contains" took 90 ms on PostgreSQL and about 500 ms on
-- PGlite, counting every entry of the matching actors. audit_actor_count is audit_event_count
-- (migration 023) by actor too: the total of an actor filter is a sum of its rows, found by a
-- trigram index here, and the matching actors' names come from it. The page then reads each
-- matching actor's newest entries from (actor_name, at, seq) and merges them
-- (server/features/audit/auditQueries.ts). A table apart from 023's: every account that signs in
-- is an actor, so this one may hold a row per user and action, and the unfiltered total must stay
-- a sum of a few rows. The trigram and uuid indexes on audit_event's actor go: every entry paid
-- for them on insert. 023's trigger functions now keep both tables.
create table audit_actor_count (
  actor_uuid uuid,
  actor_name text not null,
  record_type text not null,
  action text not null,
  minimum_role text not null,
  company_uuid uuid,
  entries bigint not null
);
insert into audit_actor_count (actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, entries)
  select actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, count(*) from audit_event group by 1, 2, 3, 4, 5, 6;
create index audit_actor_count_group on audit_actor_count (actor_uuid, actor_name, record_type, action, minimum_role, company_uuid);
create index audit_actor_count_name_trgm on audit_actor_count using gin (actor_name gin_trgm_ops);

create or replace function audit_event_count_inserted() returns trigger language plpgsql as $$
begin
  insert into audit_event_count (record_type, action, minimum_role, company_uuid, entries)
    select record_type, action, minimum_role, company_uuid, count(*) from new_rows group by 1, 2, 3, 4;
  insert into audit_actor_count (actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, entries)
    select actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, count(*) from new_rows group by 1, 2, 3, 4, 5, 6;
  return null;
end $$;

create or replace function audit_event_count_deleted() returns trigger language plpgsql as $$
begin
  insert into audit_event_count (record_type, action, minimum_role, company_uuid, entries)
    select record_type, action, minimum_role, company_uuid, -count(*) from old_rows group by 1, 2, 3, 4;
  insert into audit_actor_count (actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, entries)
    select actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, -count(*) from old_rows group by 1, 2, 3, 4, 5, 6;
  return null;
end $$;

create or replace function audit_event_count_updated() returns trigger language plpgsql as $$
begin
  insert into audit_event_count (record_type, action, minimum_role, company_uuid, entries)
    select record_type, action, minimum_role, company_uuid, sum(entries) from (
      select record_type, action, minimum_role, company_uuid, 1 as entries from new_rows
      union all
      select record_type, action, minimum_role, company_uuid, -1 from old_rows
    ) changes group by 1, 2, 3, 4 having sum(entries) <> 0;
  insert into audit_actor_count (actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, entries)
    select actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, sum(entries) from (
      select actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, 1 as entries from new_rows
      union all
      select actor_uuid, actor_name, record_type, action, minimum_role, company_uuid, -1 from old_rows
    ) changes group by 1, 2, 3, 4, 5, 6 having sum(entries) <> 0;
  return null;
end $$;

create or replace function audit_event_count_truncated() returns trigger language plpgsql as $$
begin
  delete from audit_event_count;
  delete from audit_actor_count;
  return null;
end $$;

create index audit_event_actor_name on audit_event (actor_name, at desc, seq desc);
drop index audit_event_actor_trgm;
drop index audit_event_actor;
