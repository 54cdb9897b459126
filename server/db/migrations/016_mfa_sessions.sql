-- Issue 23: second factors for sign-in, and sessions an admin can see and end.
-- A second factor of a user. A TOTP factor counts once confirmed by one valid code; its
-- last_used_step (the RFC 6238 time step of the last accepted code) refuses a replayed code.
create table mfa_factor (
  id uuid primary key default gen_random_uuid(),
  user_uuid uuid not null references app_user (uuid) on delete cascade,
  kind text not null check (kind in ('totp')),
  name text not null,
  secret text not null,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index mfa_factor_user on mfa_factor (user_uuid);

-- Recovery codes, stored hashed (SHA-256 of a random 80-bit code), each used once.
create table mfa_recovery_code (
  user_uuid uuid not null references app_user (uuid) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_uuid, code_hash)
);

-- A login between its password and its second factor (or its enrolment): no session and no
-- token yet. The ticket is stored hashed; the authorization request waits here.
create table mfa_pending_login (
  ticket_hash text primary key,
  user_uuid uuid not null references app_user (uuid) on delete cascade,
  authorize_request jsonb not null,
  enrol boolean not null,
  attempts integer not null default 0,
  expires_at timestamptz not null
);

-- What a session's owner and admins see of it.
alter table provider_session add column last_seen_at timestamptz not null default now();
alter table provider_session add column address text;
alter table provider_session add column user_agent text;
alter table provider_session add column client_id text;
create index provider_session_user on provider_session (user_uuid);
