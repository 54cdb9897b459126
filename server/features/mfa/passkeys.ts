import { sql } from 'kysely';
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Queryable } from '../../db/client';

// Loaded by the first passkey ceremony, not with the server: the library and what it loads (its
// certificate parsing) take a fifth of a second of every start.
const webauthn = () => import('@simplewebauthn/server');
const webauthnHelpers = () => import('@simplewebauthn/server/helpers');

/** How long a WebAuthn ceremony may take, and its challenge lives. */
const CHALLENGE_TTL_SECONDS = 120;

/** The relying party is the console's public address (PUBLIC_URL): its host is the RP ID, its origin the only one accepted. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'User Profile', origin: url.origin };
}

type Purpose = 'register' | 'authenticate';

/**
 * Whose ceremony a challenge belongs to. A login's (the assertion of its second step, or the
 * registration of its enrolment) is keyed to its pending login, so two logins of one user waiting
 * at once each keep their own challenge; My account's registration, without a pending login, is
 * keyed to the user alone (migration 024).
 */
export interface Ceremony {
  userUuid: string;
  /** The pending login's ticket hash (features/mfa/pendingLogin.ts); absent on My account. */
  pendingLogin?: string;
}

/** Keeps the challenge the server issued; a newer one for the same ceremony and purpose replaces it. */
async function keepChallenge(db: Queryable, ceremony: Ceremony, purpose: Purpose, challenge: string): Promise<void> {
  const expires = sql<Date>`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`;
  const pendingLogin = ceremony.pendingLogin ?? null;
  await db.kysely
    .insertInto('mfa_webauthn_challenge')
    .values({ user_uuid: ceremony.userUuid, pending_login: pendingLogin, purpose, challenge, expires_at: expires })
    .onConflict((oc) =>
      (pendingLogin === null
        ? oc.columns(['user_uuid', 'purpose']).where('pending_login', 'is', null)
        : oc.columns(['pending_login', 'purpose']).where('pending_login', 'is not', null)
      ).doUpdateSet({ challenge, expires_at: expires }),
    )
    .execute();
}

/**
 * Takes the ceremony's live challenge once (whatever the browser claims it answered), or null:
 * one delete, so of two requests racing for it only one gets it.
 */
async function takeChallenge(db: Queryable, ceremony: Ceremony, purpose: Purpose): Promise<string | null> {
  const row = await db.kysely
    .deleteFrom('mfa_webauthn_challenge')
    .where('user_uuid', '=', ceremony.userUuid)
    .where('purpose', '=', purpose)
    .where((eb) => (ceremony.pendingLogin === undefined ? eb('pending_login', 'is', null) : eb('pending_login', '=', ceremony.pendingLogin)))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('challenge')
    .executeTakeFirst();
  return row?.challenge ?? null;
}

async function passkeysOf(db: Queryable, userUuid: string) {
  const rows = await db.kysely
    .selectFrom('mfa_passkey as p')
    .innerJoin('mfa_factor as f', 'f.id', 'p.factor_id')
    .select(['p.factor_id as factorId', 'p.credential_id as credentialId', 'p.public_key as publicKey', 'p.counter', 'p.transports'])
    .where('f.user_uuid', '=', userUuid)
    .where('f.confirmed_at', 'is not', null)
    .execute();
  return rows.map((row) => ({ ...row, counter: Number(row.counter), transports: row.transports as AuthenticatorTransport[] }));
}

const descriptorsOf = (passkeys: Awaited<ReturnType<typeof passkeysOf>>) => passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));

/**
 * Options for a new passkey of the user. A second factor beside the password: user verification
 * is preferred, not required (a plain security key is possession enough); no attestation.
 */
export async function registrationOptions(db: Queryable, rp: RelyingParty, user: { uuid: string; username: string }, pendingLogin?: string) {
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: new TextEncoder().encode(user.uuid),
    attestationType: 'none',
    excludeCredentials: descriptorsOf(await passkeysOf(db, user.uuid)),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_SECONDS * 1000,
  });
  await keepChallenge(db, { userUuid: user.uuid, pendingLogin }, 'register', options.challenge);
  return { ...options };
}

/**
 * Verifies the browser's answer to the user's registration challenge (a RegistrationResponseJSON:
 * the contract only shapes it, the verification reads it) and keeps the passkey as a factor; its
 * factor id, or null.
 */
export async function registerPasskey(db: Queryable, rp: RelyingParty, ceremony: Ceremony, name: string, answer: object): Promise<string | null> {
  const userUuid = ceremony.userUuid;
  const expectedChallenge = await takeChallenge(db, ceremony, 'register');
  if (!expectedChallenge) return null;
  const response = answer as RegistrationResponseJSON;
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([webauthn(), webauthnHelpers()]);
  const verification = await verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false }).catch(() => null);
  if (!verification?.verified) return null;
  const { credential } = verification.registrationInfo;
  const known = await db.kysely.selectFrom('mfa_passkey').select('factor_id').where('credential_id', '=', credential.id).executeTakeFirst();
  if (known) return null;
  const { id } = await db.kysely
    .insertInto('mfa_factor')
    .values({ user_uuid: userUuid, kind: 'passkey', name, secret: null, confirmed_at: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('mfa_passkey')
    .values({
      factor_id: id,
      credential_id: credential.id,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .execute();
  return id;
}

/** Options for a login's assertion by one of the user's passkeys; the challenge is the login's own. */
export async function authenticationOptions(db: Queryable, rp: RelyingParty, ceremony: Required<Ceremony>) {
  const userUuid = ceremony.userUuid;
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: descriptorsOf(await passkeysOf(db, userUuid)),
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_SECONDS * 1000,
  });
  await keepChallenge(db, ceremony, 'authenticate', options.challenge);
  return { ...options };
}

/**
 * A login's passkey assertion: it must answer the login's live challenge (taken once), come from
 * the relying party's origin, be signed by one of the user's passkeys and carry a counter above
 * the stored one (a cloned authenticator's falls behind; an authenticator that counts nothing,
 * as synced passkeys do, sends 0 every time). The counter moves in one update that checks it
 * against the counter stored at that moment, so of two answers racing, one that a higher counter
 * already overtook is refused, and a counter never goes back.
 */
export async function usePasskey(db: Queryable, rp: RelyingParty, ceremony: Required<Ceremony>, answer: object): Promise<boolean> {
  const response = answer as AuthenticationResponseJSON;
  const expectedChallenge = await takeChallenge(db, ceremony, 'authenticate');
  if (!expectedChallenge) return false;
  const passkey = (await passkeysOf(db, ceremony.userUuid)).find((one) => one.credentialId === response.id);
  if (!passkey) return false;
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([webauthn(), webauthnHelpers()]);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { newCounter } = verification.authenticationInfo;
  const moved = await db.kysely
    .updateTable('mfa_passkey')
    .set({ counter: newCounter })
    .where('factor_id', '=', passkey.factorId)
    .where('counter', newCounter > 0 ? '<' : '=', newCounter)
    .returning('factor_id')
    .executeTakeFirst();
  if (!moved) return false;
  await db.kysely.updateTable('mfa_factor').set({ last_used_at: sql<Date>`now()` }).where('id', '=', passkey.factorId).execute();
  return true;
}
