import type { Queryable } from '../db/client';

// How a business profile grants access (DESIGN "Console roles", SPEC "Business profile"): through
// each of its app profiles, the app profile's application, roles and elements. The console role
// check, the effective access view and its holders all start from these joins, so there is one
// copy of the rule.

/** Business profile -> app profile -> application: what a business profile grants. */
export const applicationGrants = (db: Queryable) =>
  db.kysely
    .selectFrom('business_profile_app_profile as bpap')
    .innerJoin('app_profile as ap', 'ap.uuid', 'bpap.app_profile_uuid')
    .innerJoin('application as a', 'a.uuid', 'ap.application_uuid');

/** applicationGrants with each role (`r`) the app profile grants. */
export const roleGrants = (db: Queryable) =>
  applicationGrants(db).innerJoin('app_profile_role as apr', 'apr.app_profile_uuid', 'ap.uuid').innerJoin('application_role as r', 'r.uuid', 'apr.role_uuid');

/** applicationGrants with each element (`e`) the app profile offers. */
export const elementGrants = (db: Queryable) =>
  applicationGrants(db)
    .innerJoin('app_profile_element as ape', 'ape.app_profile_uuid', 'ap.uuid')
    .innerJoin('application_element as e', 'e.uuid', 'ape.element_uuid');
