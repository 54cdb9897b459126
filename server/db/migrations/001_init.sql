-- Visibility levels: minimum_role is the lowest console role that may see a record, and an
-- optional customer company narrows it further for SCO admins (DESIGN "Who may see and do what").
create table customer_company (
  uuid uuid primary key default gen_random_uuid(),
  name text not null unique
);

create table location (
  uuid uuid primary key default gen_random_uuid(),
  name text not null unique,
  latitude double precision,
  longitude double precision
);

create table application (
  uuid uuid primary key default gen_random_uuid(),
  name text not null unique,
  data_url text, data_driver_name text, data_username text, data_password text,
  api_host text, api_auth_type text check (api_auth_type in ('HTTP_BASIC', 'OAUTH2')),
  api_username text, api_password text,
  built_in boolean not null default false,
  version integer not null default 1
);

create table application_role (
  uuid uuid primary key default gen_random_uuid(),
  application_uuid uuid not null references application on delete cascade,
  name text not null,
  external_role boolean not null default false,
  category text,
  minimum_role text not null default 'ADMIN',
  company_uuid uuid references customer_company on delete set null,
  unique (application_uuid, name)
);

create table application_element (
  uuid uuid primary key default gen_random_uuid(),
  application_uuid uuid not null references application on delete cascade,
  name text not null,
  category text not null,
  minimum_role text not null default 'ADMIN',
  company_uuid uuid references customer_company on delete set null,
  unique (application_uuid, category, name)
);

create table app_profile (
  uuid uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  application_uuid uuid not null references application on delete cascade,
  minimum_role text not null default 'ADMIN',
  company_uuid uuid references customer_company on delete set null,
  version integer not null default 1
);
create table app_profile_role (
  app_profile_uuid uuid not null references app_profile on delete cascade,
  role_uuid uuid not null references application_role on delete cascade,
  primary key (app_profile_uuid, role_uuid)
);
create table app_profile_element (
  app_profile_uuid uuid not null references app_profile on delete cascade,
  element_uuid uuid not null references application_element on delete cascade,
  primary key (app_profile_uuid, element_uuid)
);

create table business_profile (
  uuid uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  minimum_role text not null default 'ADMIN',
  company_uuid uuid references customer_company on delete set null,
  version integer not null default 1
);
create table business_profile_app_profile (
  business_profile_uuid uuid not null references business_profile on delete cascade,
  app_profile_uuid uuid not null references app_profile on delete cascade,
  primary key (business_profile_uuid, app_profile_uuid)
);

-- Carriers, clusters (a tree), cluster groups, network groups, NE attributes and venues.
create table visibility_element (
  uuid uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('carrier', 'cluster', 'clusterGroup', 'networkGroup', 'networkElementAttribute', 'venue')),
  name text not null,
  parent_uuid uuid references visibility_element on delete cascade,
  unique (kind, name)
);

create table visibility_profile (
  uuid uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  minimum_role text not null default 'ADMIN',
  company_uuid uuid references customer_company on delete set null,
  primary_cluster_uuid uuid references visibility_element on delete set null,
  default_cluster_group_uuid uuid references visibility_element on delete set null,
  version integer not null default 1
);
create table visibility_profile_element (
  profile_uuid uuid not null references visibility_profile on delete cascade,
  element_uuid uuid not null references visibility_element on delete cascade,
  primary key (profile_uuid, element_uuid)
);

create table app_user (
  uuid uuid primary key default gen_random_uuid(),
  username text not null,
  email text not null,
  first_name text not null,
  last_name text not null,
  desk_phone text,
  mobile_phone text,
  active boolean not null default true,
  location_uuid uuid references location on delete set null,
  business_profile_uuid uuid references business_profile on delete set null,
  visibility_profile_uuid uuid references visibility_profile on delete set null,
  minimum_role text not null default 'ADMIN',
  company_uuid uuid references customer_company on delete set null,
  password_hash text,
  version integer not null default 1
);
create unique index app_user_username_key on app_user (lower(username));
create index app_user_active_idx on app_user (active, username);

create table user_element (
  user_uuid uuid not null references app_user on delete cascade,
  element_uuid uuid not null references application_element on delete cascade,
  actual_value text,
  primary key (user_uuid, element_uuid)
);

create table user_element_config (
  category text primary key,
  label text not null,
  type text not null default 'DROPDOWN'
);

create table oauth_client (
  uuid uuid primary key default gen_random_uuid(),
  client_id text not null unique,
  name text not null unique,
  description text not null default '',
  allowed_redirect_target text not null default '',
  secret_hash text,
  version integer not null default 1
);

-- The provider's short-lived state. Secrets are stored as SHA-256 hashes only.
create table auth_code (
  code_hash text primary key,
  client_id text not null,
  user_uuid uuid not null references app_user on delete cascade,
  redirect_uri text not null,
  code_challenge text not null,
  expires_at timestamptz not null,
  used boolean not null default false
);
create table provider_session (
  id_hash text primary key,
  user_uuid uuid not null references app_user on delete cascade,
  expires_at timestamptz not null
);
create table login_failure (
  key text primary key,
  failures integer not null,
  window_start timestamptz not null,
  locked_until timestamptz
);
create table signing_key (
  kid text primary key,
  private_pem text not null,
  public_pem text not null,
  created_at timestamptz not null default now()
);

-- Bumped by every write that changes what a user list shows, so each process can serve a
-- cached list until the data changes (several processes may share one database).
create table data_revision (
  name text primary key,
  revision bigint not null
);
insert into data_revision values ('users', 1);
create function bump_users_revision() returns trigger language plpgsql as $$
begin
  update data_revision set revision = revision + 1 where name = 'users';
  return null;
end $$;
create trigger app_user_revision after insert or update or delete on app_user
  for each statement execute function bump_users_revision();
create trigger business_profile_revision after insert or update or delete on business_profile
  for each statement execute function bump_users_revision();
create trigger visibility_profile_revision after insert or update or delete on visibility_profile
  for each statement execute function bump_users_revision();
