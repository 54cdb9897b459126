-- Issue 21: the user list filters, sorts and pages on the server (GET /user/list/page).
-- The console's order (Intl.Collator, base sensitivity, numeric: 'user9' before 'user10', case
-- ignored) as an ICU collation; 'und@colNumeric=yes' is the spelling that both PostgreSQL and
-- PGlite's ICU read (PGlite ignores the BCP 47 form 'und-u-kn-true'). Deterministic, so ties
-- between case variants are broken by case and then by uuid.
create collation if not exists console_order (provider = icu, locale = 'und@colNumeric=yes');
-- Contains filters (ILIKE '%…%') on a million users need trigram indexes; PGlite loads the
-- extension's files in server/db/pgliteExtensions.ts. pg_trgm is a trusted extension.
create extension if not exists pg_trgm;
create index app_user_username_trgm on app_user using gin (username gin_trgm_ops);
create index app_user_name_trgm on app_user using gin ((first_name || ' ' || last_name) gin_trgm_ops);
create index app_user_email_trgm on app_user using gin (email gin_trgm_ops);
-- One page in a sort order is read from an index instead of sorting every user.
create index app_user_username_order on app_user (active, (username collate console_order), uuid);
create index app_user_name_order on app_user (active, ((first_name || ' ' || last_name) collate console_order), uuid);
create index app_user_email_order on app_user (active, (email collate console_order), uuid);
create index app_user_business_profile_idx on app_user (business_profile_uuid);
create index app_user_visibility_profile_idx on app_user (visibility_profile_uuid);
