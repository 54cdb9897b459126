-- Issue 23: a WebAuthn challenge belongs to its ceremony, not only to its user. A login's
-- ceremony (the assertion of its second step, or the registration of its enrolment) is keyed to
-- its pending login: two logins of one user waiting at once (two browsers, or the console and an
-- OAuth2 client's authorization page) each keep their own challenge, and it goes with its pending
-- login. My account's registration has no pending login and stays one per user and purpose.
-- Each is still taken once by its verification, and dead after expires_at (two minutes).
alter table mfa_webauthn_challenge drop constraint mfa_webauthn_challenge_pkey;
alter table mfa_webauthn_challenge add column pending_login text references mfa_pending_login (ticket_hash) on delete cascade;
create unique index mfa_webauthn_challenge_of_login on mfa_webauthn_challenge (pending_login, purpose) where pending_login is not null;
create unique index mfa_webauthn_challenge_of_account on mfa_webauthn_challenge (user_uuid, purpose) where pending_login is null;
