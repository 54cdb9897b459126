-- Issue 22: a million-line import preview within 60 s. Storing its lines was most of a preview's
-- time, and each line paid for a foreign-key check on its preview and for a second index. The
-- lines of a deleted preview (apply, expiry, its admin deleted) now go with it by this trigger,
-- once per preview instead of a check per line; apply reads the stored rows kind by kind through
-- the one remaining index, so (preview_uuid, line) is not needed.
alter table user_import_preview_line drop constraint user_import_preview_line_preview_uuid_fkey;
drop index user_import_preview_line_line;

create function user_import_preview_lines_go() returns trigger language plpgsql as $$
begin
  delete from user_import_preview_line where preview_uuid = old.uuid;
  return old;
end $$;

create trigger user_import_preview_lines_go after delete on user_import_preview
  for each row execute function user_import_preview_lines_go();
