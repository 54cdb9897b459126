-- Access tokens name the provider session they were issued under (claim sid), so ending the
-- session (logout) or deactivating the user ends their API access at once, in every process.
alter table provider_session add column sid uuid not null default gen_random_uuid();
create unique index provider_session_sid_key on provider_session (sid);
alter table auth_code add column session_sid uuid;
