-- Issue 23: passkeys and security keys (WebAuthn) as second factors.
-- A passkey is an mfa_factor of kind 'passkey': its name, created and last used are there, so
-- listing, renaming, removing and an admin's reset treat it as a TOTP factor. It has no secret.
alter table mfa_factor drop constraint mfa_factor_kind_check;
alter table mfa_factor add constraint mfa_factor_kind_check check (kind in ('totp', 'passkey'));
alter table mfa_factor alter column secret drop not null;
alter table mfa_factor add constraint mfa_factor_totp_secret check (kind <> 'totp' or secret is not null);

-- The passkey's credential: its id and COSE public key (base64url), the authenticator's
-- signature counter (an assertion must raise it) and transports (hints for the browser).
create table mfa_passkey (
  factor_id uuid primary key references mfa_factor (id) on delete cascade,
  credential_id text not null unique,
  public_key text not null,
  counter bigint not null default 0,
  transports text[] not null default '{}'
);

-- A WebAuthn challenge the server issued: one live per user and purpose (a new one replaces
-- it), taken once by the verification, dead after expires_at.
create table mfa_webauthn_challenge (
  user_uuid uuid not null references app_user (uuid) on delete cascade,
  purpose text not null check (purpose in ('register', 'authenticate')),
  challenge text not null,
  expires_at timestamptz not null,
  primary key (user_uuid, purpose)
);
