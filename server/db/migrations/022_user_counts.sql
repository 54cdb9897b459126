-- Issue 21: the user list's total at 1,000,000 users. count(*) over every active user reads the
-- whole table (368 ms on PostgreSQL, EXPLAIN ANALYZE: a parallel seq scan of 25,000 pages; 100 ms
-- even as an index-only scan of a narrow index). An unfiltered list's total is instead the sum of
-- a few rows here: how many users each (active, minimum role, company) group holds, the columns
-- the Visible To rule reads, so the total stays exact for every caller.
-- Statement triggers append a delta row per group a statement changes and never update a row:
-- concurrent writers take no lock here, so no waits and no deadlocks. The deltas are written in
-- the writer's transaction, so a snapshot sees them exactly when it sees the users. The periodic
-- purge folds them (foldUserCounts).
create table app_user_count (
  active boolean not null,
  minimum_role text not null,
  company_uuid uuid,
  users bigint not null
);
create index app_user_count_group on app_user_count (active, minimum_role, company_uuid);

create function app_user_count_inserted() returns trigger language plpgsql as $$
begin
  insert into app_user_count (active, minimum_role, company_uuid, users)
    select active, minimum_role, company_uuid, count(*) from new_rows group by 1, 2, 3;
  return null;
end $$;
create trigger app_user_count_inserted after insert on app_user
  referencing new table as new_rows for each statement execute function app_user_count_inserted();

create function app_user_count_deleted() returns trigger language plpgsql as $$
begin
  insert into app_user_count (active, minimum_role, company_uuid, users)
    select active, minimum_role, company_uuid, -count(*) from old_rows group by 1, 2, 3;
  return null;
end $$;
create trigger app_user_count_deleted after delete on app_user
  referencing old table as old_rows for each statement execute function app_user_count_deleted();

-- Only groups whose number changed get a row (a save that keeps the user's group adds none).
create function app_user_count_updated() returns trigger language plpgsql as $$
begin
  insert into app_user_count (active, minimum_role, company_uuid, users)
    select active, minimum_role, company_uuid, sum(users) from (
      select active, minimum_role, company_uuid, 1 as users from new_rows
      union all
      select active, minimum_role, company_uuid, -1 from old_rows
    ) changes group by 1, 2, 3 having sum(users) <> 0;
  return null;
end $$;
create trigger app_user_count_updated after update on app_user
  referencing old table as old_rows new table as new_rows for each statement execute function app_user_count_updated();

create function app_user_count_truncated() returns trigger language plpgsql as $$
begin
  delete from app_user_count;
  return null;
end $$;
create trigger app_user_count_truncated after truncate on app_user
  for each statement execute function app_user_count_truncated();

insert into app_user_count (active, minimum_role, company_uuid, users)
  select active, minimum_role, company_uuid, count(*) from app_user group by 1, 2, 3;
