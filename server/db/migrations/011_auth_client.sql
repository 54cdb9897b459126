-- Naming (issue 7): the OAuth2 client registry is the `authClients` feature everywhere in code, so
-- its table is `auth_client`. The constraints follow, so server/db/uniqueViolation.ts maps the
-- duplicate-name violation by its new name (auth_client_name_key). Secrets stay hashed (secret_hash).
alter table oauth_client rename to auth_client;
alter table auth_client rename constraint oauth_client_pkey to auth_client_pkey;
alter table auth_client rename constraint oauth_client_client_id_key to auth_client_client_id_key;
alter table auth_client rename constraint oauth_client_name_key to auth_client_name_key;
