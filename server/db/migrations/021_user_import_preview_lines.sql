-- Issue 22, large files: a preview keeps its checked lines, not the file's text, so the console
-- pages through them and apply reads them back in batches; the totals sit on the preview.
delete from user_import_preview;
alter table user_import_preview drop column text;
alter table user_import_preview
  add column lines integer not null default 0,
  add column created integer not null default 0,
  add column changed integer not null default 0,
  add column unchanged integer not null default 0,
  add column refused integer not null default 0,
  add column done boolean not null default false;

-- One row per file line: `kind` says what it would do; `detail` is the changed fields (old and
-- new) or the refusal (field and message, one row each); `row` is the checked row apply writes.
create table user_import_preview_line (
  preview_uuid uuid not null references user_import_preview (uuid) on delete cascade,
  line integer not null,
  kind text not null check (kind in ('created', 'changed', 'unchanged', 'refused')),
  username text,
  detail jsonb,
  row jsonb
);
create index user_import_preview_line_kind on user_import_preview_line (preview_uuid, kind, line);
create index user_import_preview_line_line on user_import_preview_line (preview_uuid, line);
