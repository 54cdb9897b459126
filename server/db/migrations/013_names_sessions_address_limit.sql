-- Names of applications, profiles and OAuth2 clients are unique whatever their case (issue 18):
-- "snmp manager" beside "Snmp Manager" is refused by the database, so also under concurrent saves.
-- The exact-name constraints stay (lookups by name use them); server/db/uniqueViolation.ts maps the
-- new indexes to the same 409 texts. Rows that already differ only in case are renamed first
-- (" (2)", " (3)" ... after the first by name and uuid) and move to a new version.
update application t set name = t.name || ' (' || d.n || ')', version = t.version + 1
  from (select uuid, row_number() over (partition by lower(name) order by name, uuid) as n from application) d
  where d.uuid = t.uuid and d.n > 1;
update app_profile t set name = t.name || ' (' || d.n || ')', version = t.version + 1
  from (select uuid, row_number() over (partition by lower(name) order by name, uuid) as n from app_profile) d
  where d.uuid = t.uuid and d.n > 1;
update business_profile t set name = t.name || ' (' || d.n || ')', version = t.version + 1
  from (select uuid, row_number() over (partition by lower(name) order by name, uuid) as n from business_profile) d
  where d.uuid = t.uuid and d.n > 1;
update visibility_profile t set name = t.name || ' (' || d.n || ')', version = t.version + 1
  from (select uuid, row_number() over (partition by lower(name) order by name, uuid) as n from visibility_profile) d
  where d.uuid = t.uuid and d.n > 1;
update auth_client t set name = t.name || ' (' || d.n || ')', version = t.version + 1
  from (select uuid, row_number() over (partition by lower(name) order by name, uuid) as n from auth_client) d
  where d.uuid = t.uuid and d.n > 1;
create unique index application_lower_name_key on application (lower(name));
create unique index app_profile_lower_name_key on app_profile (lower(name));
create unique index business_profile_lower_name_key on business_profile (lower(name));
create unique index visibility_profile_lower_name_key on visibility_profile (lower(name));
create unique index auth_client_lower_name_key on auth_client (lower(name));

-- Deactivating a user ends its provider sessions for good (issue 18 item 16): its access tokens
-- and single-sign-on cookie die with them, and a later reactivation does not revive them. A
-- trigger, so every path that deactivates (inactivate, update, import) does it in its transaction.
create function end_sessions_of_deactivated_user() returns trigger language plpgsql as $$
begin
  delete from provider_session where user_uuid = new.uuid;
  return null;
end $$;
create trigger app_user_deactivation_ends_sessions after update of active on app_user
  for each row when (old.active and not new.active) execute function end_sessions_of_deactivated_user();

-- Per-address login limit (issue 18 item 18): past the free attempts, each login from an address
-- takes the next free slot (claimed atomically in this column), so parallel requests and several
-- server processes cannot run faster than the limit.
alter table login_failure add column next_attempt_at timestamptz;
