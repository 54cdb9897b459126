import type { ColumnType, Generated } from 'kysely';
import type { RoleName } from '../contract/roleNames';

// The tables of server/db/migrations as Kysely sees them: a query that names a missing column or
// writes a wrong type fails the type check. Keep in step with the migrations.

type Uuid = string;
/** A timestamptz: read as a Date, written as a Date or an SQL expression's string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface VisibleTo {
  minimum_role: Defaulted<RoleName>;
  company_uuid: Uuid | null;
}

export interface CustomerCompanyTable {
  uuid: Generated<Uuid>;
  name: string;
  version: Defaulted<number>;
}

export interface LocationTable {
  uuid: Generated<Uuid>;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** The network inventory's id (migration 009); null until a sync adopts the row. */
  source_id: Generated<string | null>;
}

export interface ApplicationTable {
  uuid: Generated<Uuid>;
  name: string;
  data_url: string | null;
  data_driver_name: string | null;
  data_username: string | null;
  data_password: string | null;
  api_host: string | null;
  api_auth_type: 'HTTP_BASIC' | 'OAUTH2' | null;
  api_username: string | null;
  api_password: string | null;
  built_in: Defaulted<boolean>;
  version: Defaulted<number>;
}

export interface ApplicationRoleTable extends VisibleTo {
  uuid: Generated<Uuid>;
  application_uuid: Uuid;
  name: string;
  external_role: Defaulted<boolean>;
  category: string | null;
}

export interface ApplicationElementTable extends VisibleTo {
  uuid: Generated<Uuid>;
  application_uuid: Uuid;
  name: string;
  category: string;
}

interface ProfileTable extends VisibleTo {
  uuid: Generated<Uuid>;
  name: string;
  description: string | null;
  version: Defaulted<number>;
}

export interface AppProfileTable extends ProfileTable {
  application_uuid: Uuid;
}

export type BusinessProfileTable = ProfileTable;

export interface VisibilityProfileTable extends ProfileTable {
  primary_cluster_uuid: Uuid | null;
  default_cluster_group_uuid: Uuid | null;
}

export type VisibilityKind = 'carrier' | 'cluster' | 'clusterGroup' | 'networkGroup' | 'networkElementAttribute' | 'venue';

export interface VisibilityElementTable {
  uuid: Generated<Uuid>;
  kind: VisibilityKind;
  name: string;
  parent_uuid: Uuid | null;
  /** The network inventory's id (migration 009); null until a sync adopts the row. */
  source_id: Generated<string | null>;
  /** Vanished at the source, kept as a profile's only visibility (migration 009). */
  retired: Generated<boolean>;
}

export interface AppUserTable extends VisibleTo {
  uuid: Generated<Uuid>;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  desk_phone: string | null;
  mobile_phone: string | null;
  active: Defaulted<boolean>;
  location_uuid: Uuid | null;
  business_profile_uuid: Uuid | null;
  visibility_profile_uuid: Uuid | null;
  /** The profiles' names, kept by triggers for the list's sort (migration 015). */
  business_profile_name: Generated<string>;
  visibility_profile_name: Generated<string>;
  password_hash: string | null;
  version: Defaulted<number>;
}

export interface Database {
  customer_company: CustomerCompanyTable;
  location: LocationTable;
  application: ApplicationTable;
  application_role: ApplicationRoleTable;
  application_element: ApplicationElementTable;
  app_profile: AppProfileTable;
  app_profile_role: { app_profile_uuid: Uuid; role_uuid: Uuid };
  app_profile_element: { app_profile_uuid: Uuid; element_uuid: Uuid };
  business_profile: BusinessProfileTable;
  business_profile_app_profile: { business_profile_uuid: Uuid; app_profile_uuid: Uuid };
  visibility_element: VisibilityElementTable;
  visibility_profile: VisibilityProfileTable;
  visibility_profile_element: { profile_uuid: Uuid; element_uuid: Uuid };
  app_user: AppUserTable;
  /** Delta rows of how many users each Visible To group holds (migration 022; written by triggers, folded by the purge). */
  app_user_count: { active: boolean; minimum_role: string; company_uuid: Uuid | null; users: ColumnType<string | number, number, number> };
  user_element: { user_uuid: Uuid; element_uuid: Uuid; actual_value: string | null };
  user_element_config: { category: string; label: string; type: Defaulted<'DROPDOWN' | 'TEXT'> };
  auth_client: {
    uuid: Generated<Uuid>;
    client_id: string;
    name: string;
    description: Defaulted<string>;
    allowed_redirect_target: Defaulted<string>;
    secret_hash: string | null;
    version: Defaulted<number>;
  };
  auth_code: {
    code_hash: string;
    client_id: string;
    user_uuid: Uuid;
    redirect_uri: string;
    code_challenge: string;
    expires_at: Timestamp;
    used: Defaulted<boolean>;
    /** The provider session the code was issued under; its tokens carry it as claim sid. */
    session_sid: Uuid | null;
    /** Granted scopes, space-separated (migration 012). */
    scope: Defaulted<string>;
    nonce: string | null;
    /** The authorization request named its redirect URI, so the token request must name it too. */
    redirect_uri_required: Defaulted<boolean>;
  };
  provider_session: {
    id_hash: string;
    user_uuid: Uuid;
    expires_at: Timestamp;
    sid: Generated<Uuid>;
    auth_time: Defaulted<Date>;
    /** Migration 016: what the sessions screens show. */
    last_seen_at: Defaulted<Date>;
    address: string | null;
    user_agent: string | null;
    client_id: string | null;
  };
  mfa_factor: {
    id: Generated<Uuid>;
    user_uuid: Uuid;
    kind: 'totp' | 'passkey';
    name: string;
    /** A TOTP factor's key; null for a passkey. */
    secret: string | null;
    confirmed_at: Date | null;
    last_used_step: string | number | null;
    created_at: Defaulted<Date>;
    last_used_at: Date | null;
  };
  mfa_passkey: { factor_id: Uuid; credential_id: string; public_key: string; counter: Defaulted<string | number>; transports: Defaulted<string[]> };
  /** A ceremony's challenge: a login's is keyed to its pending login (its ticket_hash, migration 024), My account's to the user alone (null). */
  mfa_webauthn_challenge: { user_uuid: Uuid; pending_login: Defaulted<string | null>; purpose: 'register' | 'authenticate'; challenge: string; expires_at: Timestamp };
  mfa_recovery_code: { user_uuid: Uuid; code_hash: string; used_at: Date | null };
  mfa_pending_login: { ticket_hash: string; user_uuid: Uuid; authorize_request: unknown; enrol: boolean; attempts: Defaulted<number>; expires_at: Timestamp };
  login_failure: { key: string; failures: number; window_start: Timestamp; locked_until: Timestamp | null; next_attempt_at: Defaulted<Date | null> };
  signing_key: { kid: string; private_pem: string; public_pem: string; created_at: Defaulted<Date>; retired_at: Date | null };
  data_revision: { name: string; revision: number };
  password_reset_token: {
    token_hash: string;
    user_uuid: Uuid;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Defaulted<Date>;
  };
  password_history: { id: Generated<number>; user_uuid: Uuid; password_hash: string; replaced_at: Defaulted<Date> };
  user_push_job: {
    uuid: Generated<Uuid>;
    total: number;
    done: Defaulted<number>;
    updated: Defaulted<number>;
    failed_apps: Defaulted<string[]>;
    finished_at: Date | null;
    created_at: Defaulted<Date>;
  };
  /** Delta rows of how many audit entries each (record type, action, Visible To) group holds (migration 023; written by triggers, folded by the purge). */
  audit_event_count: {
    record_type: string;
    action: string;
    minimum_role: string;
    company_uuid: Uuid | null;
    entries: ColumnType<string | number, number, number>;
  };
  /** Migration 025: audit_event_count by actor too (the actor filter's total and names). */
  audit_actor_count: {
    actor_uuid: Uuid | null;
    actor_name: string;
    record_type: string;
    action: string;
    minimum_role: string;
    company_uuid: Uuid | null;
    entries: ColumnType<string | number, number, number>;
  };
  /** Migration 017: the audit trail (server/audit). */
  audit_event: {
    uuid: Generated<Uuid>;
    at: Defaulted<Date>;
    seq: Generated<number>;
    actor_uuid: Uuid | null;
    actor_name: string;
    address: string | null;
    user_agent: string | null;
    action: string;
    record_type: string;
    record_uuid: Uuid | null;
    record_name: Defaulted<string>;
    changes: ColumnType<AuditChangeRow[], string, string>;
    parent_uuid: Uuid | null;
    minimum_role: Defaulted<RoleName>;
    company_uuid: Uuid | null;
  };
}

/** One field of an audit entry's diff: a value replaced (from, to) or a list changed (added, removed). */
export interface AuditChangeRow {
  field: string;
  from?: string | null;
  to?: string | null;
  added?: string[];
  removed?: string[];
}
