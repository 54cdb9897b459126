-- Issue 22: an applied preview keeps what its apply wrote, committed with the users, so that a
-- console whose apply answer was lost (a proxy's timeout on a long apply, a closed tab) learns the
-- truth from GET /user/import/preview/{id}, and a second apply of it is refused. Null until applied.
alter table user_import_preview
  add column applied_created integer,
  add column applied_updated integer;
