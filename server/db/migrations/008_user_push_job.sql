-- Pushing the users a profile save affected to their applications runs after the answer; its
-- progress lives here so that any server process can report it (GET /user/push/{id}).
create table user_push_job (
  uuid uuid primary key default gen_random_uuid(),
  total integer not null,
  done integer not null default 0,
  updated integer not null default 0,
  failed_apps text[] not null default '{}',
  finished_at timestamptz,
  created_at timestamptz not null default now()
);
