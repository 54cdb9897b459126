-- Bulk actions on selected users (issue 22). The selection is taken into user_bulk_job_item when
-- the job starts; each item gets its outcome in the transaction that changes its user, so a server
-- stopped mid-job leaves every user either changed (with its outcome) or unchanged (without one).
create table user_bulk_job (
  uuid uuid primary key default gen_random_uuid(),
  action text not null,
  profile_uuid uuid,
  profile_name text,
  started_by uuid not null references app_user (uuid) on delete cascade,
  started_at timestamptz not null default now(),
  -- Touched with every user the job handles: a running job whose heartbeat stopped was interrupted.
  heartbeat_at timestamptz not null default now(),
  finished_at timestamptz,
  total integer not null default 0
);
create index user_bulk_job_started_by on user_bulk_job (started_by, started_at desc);

create table user_bulk_job_item (
  job_uuid uuid not null references user_bulk_job (uuid) on delete cascade,
  position integer not null,
  user_uuid uuid not null,
  username text not null,
  -- The user's version when the selection was taken: a user changed since is refused.
  version integer not null,
  outcome text check (outcome in ('changed', 'failed')),
  reason text,
  primary key (job_uuid, position)
);

-- An import preview's file, kept for POST /user/import/apply (a day at most: the preview deletes
-- older ones), so that apply writes exactly the file that was previewed.
create table user_import_preview (
  uuid uuid primary key default gen_random_uuid(),
  started_by uuid not null references app_user (uuid) on delete cascade,
  text text not null,
  created_at timestamptz not null default now()
);
