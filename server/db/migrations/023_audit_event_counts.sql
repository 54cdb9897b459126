-- Issue 20 at 1,000,000 entries: the Audit screen's exact total. On PGlite count(*) over some
-- 150,000 or more matching entries takes over 300 ms even as an index scan. The total of the
-- unfiltered list, or of a list filtered only by record type and action, is instead the sum of a
-- few rows here: how many entries each (record type, action, minimum role, company) group holds,
-- the columns of those filters and of the Visible To rule, so it stays exact for every caller.
-- Kept like app_user_count (migration 022): statement triggers append a delta row per group a
-- statement changes, in the writer's transaction, never updating one (no lock, no wait); the
-- periodic purge folds them.
create table audit_event_count (
  record_type text not null,
  action text not null,
  minimum_role text not null,
  company_uuid uuid,
  entries bigint not null
);
create index audit_event_count_group on audit_event_count (record_type, action, minimum_role, company_uuid);

create function audit_event_count_inserted() returns trigger language plpgsql as $$
begin
  insert into audit_event_count (record_type, action, minimum_role, company_uuid, entries)
    select record_type, action, minimum_role, company_uuid, count(*) from new_rows group by 1, 2, 3, 4;
  return null;
end $$;
create trigger audit_event_count_inserted after insert on audit_event
  referencing new table as new_rows for each statement execute function audit_event_count_inserted();

create function audit_event_count_deleted() returns trigger language plpgsql as $$
begin
  insert into audit_event_count (record_type, action, minimum_role, company_uuid, entries)
    select record_type, action, minimum_role, company_uuid, -count(*) from old_rows group by 1, 2, 3, 4;
  return null;
end $$;
create trigger audit_event_count_deleted after delete on audit_event
  referencing old table as old_rows for each statement execute function audit_event_count_deleted();

-- Entries are not moved between groups today (an import's own entry gets its name and counts);
-- this keeps the counts exact if one ever is.
create function audit_event_count_updated() returns trigger language plpgsql as $$
begin
  insert into audit_event_count (record_type, action, minimum_role, company_uuid, entries)
    select record_type, action, minimum_role, company_uuid, sum(entries) from (
      select record_type, action, minimum_role, company_uuid, 1 as entries from new_rows
      union all
      select record_type, action, minimum_role, company_uuid, -1 from old_rows
    ) changes group by 1, 2, 3, 4 having sum(entries) <> 0;
  return null;
end $$;
create trigger audit_event_count_updated after update on audit_event
  referencing old table as old_rows new table as new_rows for each statement execute function audit_event_count_updated();

create function audit_event_count_truncated() returns trigger language plpgsql as $$
begin
  delete from audit_event_count;
  return null;
end $$;
create trigger audit_event_count_truncated after truncate on audit_event
  for each statement execute function audit_event_count_truncated();

insert into audit_event_count (record_type, action, minimum_role, company_uuid, entries)
  select record_type, action, minimum_role, company_uuid, count(*) from audit_event group by 1, 2, 3, 4;
