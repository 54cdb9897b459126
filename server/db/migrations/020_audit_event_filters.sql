-- Issue 20 at 1,000,000 entries (npm run bench:audit): the Audit screen's total counts every
-- matching entry. Without these, an SCO_ADMIN's list (its company's entries), a filter on the
-- action or the record type, and "actor contains" each scanned the whole table.
create index audit_event_visible on audit_event (minimum_role, company_uuid, at desc, seq desc);
create index audit_event_action on audit_event (action, at desc, seq desc);
create index audit_event_type on audit_event (record_type, at desc, seq desc);
create index audit_event_actor_trgm on audit_event using gin (actor_name gin_trgm_ops);
