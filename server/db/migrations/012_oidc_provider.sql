-- Issue 17, a standard OAuth 2.0 / OpenID Connect provider.
-- Signing keys rotate: a key is retired (no longer signs) when a newer one is added, and its
-- public part stays published until every token it signed has expired (server/auth/signingKeys.ts).
alter table signing_key add column retired_at timestamptz;
create index signing_key_created_at on signing_key (created_at);
-- What a code was issued for: the scope granted, the client's nonce (echoed in the ID token) and
-- whether the authorization request named its redirect URI (then the token request must too).
alter table auth_code add column scope text not null default '';
alter table auth_code add column nonce text;
alter table auth_code add column redirect_uri_required boolean not null default false;
-- When the user of a provider session authenticated (the ID token's auth_time).
alter table provider_session add column auth_time timestamptz not null default now();
