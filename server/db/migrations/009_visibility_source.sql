-- Visibility elements and locations come from the operator's network inventory
-- (openapi/inventory.yaml): a sync upserts them by the inventory's own stable id (source_id).
-- Rows made before a first sync (the demo seed) have no source id; the first sync adopts a row of
-- the same kind and name, so the profiles holding it keep it.
alter table visibility_element add column source_id text;
-- A cluster that vanished at the source but is still some profile's only visibility (README
-- "Network inventory (visibility source)"): kept, not offered for selection.
alter table visibility_element add column retired boolean not null default false;
-- Names are not unique at the source (two clusters may share a name under different parents).
alter table visibility_element drop constraint visibility_element_kind_name_key;
create index visibility_element_kind_name_idx on visibility_element (kind, name);
create unique index visibility_element_source_key on visibility_element (kind, source_id);
create index visibility_element_parent_idx on visibility_element (parent_uuid);
create index visibility_profile_element_element_idx on visibility_profile_element (element_uuid);

alter table location add column source_id text;
create unique index location_source_key on location (source_id);
