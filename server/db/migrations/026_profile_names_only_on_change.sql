-- Issue 22: migration 015's trigger ran its two profile-name lookups for every inserted or updated
-- user, also when neither profile was set or changed: about a quarter of the time an import
-- spends inserting users (2.4 s of 9.9 s per 100,000 on PostgreSQL). It now runs only when a
-- user gets a profile (an insert with one) or changes one (an update, the `on delete set null`
-- of a deleted profile included); a user without profiles keeps the columns' default ''.
drop trigger app_user_profile_names on app_user;
create trigger app_user_profile_names_on_insert before insert on app_user
  for each row when (new.business_profile_uuid is not null or new.visibility_profile_uuid is not null)
  execute function app_user_profile_names();
create trigger app_user_profile_names_on_update before update of business_profile_uuid, visibility_profile_uuid on app_user
  for each row when (old.business_profile_uuid is distinct from new.business_profile_uuid
                     or old.visibility_profile_uuid is distinct from new.visibility_profile_uuid)
  execute function app_user_profile_names();
