-- Password reset links and the passwords a user had before (to refuse reusing one).
-- The token itself is only in the mailed link; the database keeps its SHA-256 hash.
create table password_reset_token (
  token_hash text primary key,
  user_uuid uuid not null references app_user on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_token_user_idx on password_reset_token (user_uuid);

-- Earlier password hashes (scrypt, as app_user.password_hash), newest kept, older pruned.
create table password_history (
  id bigint generated always as identity primary key,
  user_uuid uuid not null references app_user on delete cascade,
  password_hash text not null,
  replaced_at timestamptz not null default now()
);
create index password_history_user_idx on password_history (user_uuid, id desc);
