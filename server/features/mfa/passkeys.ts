import { sql } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Queryable } from '../../db/client';

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

/** Keeps the challenge the server issued; a newer one for the same user and purpose replaces it. */
async function keepChallenge(db: Queryable, userUuid: string, purpose: Purpose, challenge: string): Promise<void> {
  const expires = sql<Date>`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`;
  await db.kysely
    .insertInto('mfa_webauthn_challenge')
    .values({ user_uuid: userUuid, purpose, challenge, expires_at: expires })
    .onConflict((oc) => oc.columns(['user_uuid', 'purpose']).doUpdateSet({ challenge, expires_at: expires }))
    .execute();
}

/** Takes the user's live challenge once (whatever the browser claims it answered), or null. */
async function takeChallenge(db: Queryable, userUuid: string, purpose: Purpose): Promise<string | null> {
  const row = await db.kysely
    .deleteFrom('mfa_webauthn_challenge')
    .where('user_uuid', '=', userUuid)
    .where('purpose', '=', purpose)
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
export async function registrationOptions(db: Queryable, rp: RelyingParty, user: { uuid: string; username: string }) {
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
  await keepChallenge(db, user.uuid, 'register', options.challenge);
  return { ...options };
}

/**
 * Verifies the browser's answer to the user's registration challenge (a RegistrationResponseJSON:
 * the contract only shapes it, the verification reads it) and keeps the passkey as a factor; its
 * factor id, or null.
 */
export async function registerPasskey(db: Queryable, rp: RelyingParty, userUuid: string, name: string, answer: object): Promise<string | null> {
  const expectedChallenge = await takeChallenge(db, userUuid, 'register');
  if (!expectedChallenge) return null;
  const response = answer as RegistrationResponseJSON;
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

/** Options for a login's assertion by one of the user's passkeys. */
export async function authenticationOptions(db: Queryable, rp: RelyingParty, userUuid: string) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: descriptorsOf(await passkeysOf(db, userUuid)),
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_SECONDS * 1000,
  });
  await keepChallenge(db, userUuid, 'authenticate', options.challenge);
  return { ...options };
}

/**
 * A login's passkey assertion: it must answer the user's live challenge (taken once), come from
 * the relying party's origin, be signed by one of the user's passkeys and carry a counter above
 * the stored one (a cloned authenticator's falls behind). The counter moves in an update that
 * checks it is still the one verified against, so two answers cannot both pass.
 */
export async function usePasskey(db: Queryable, rp: RelyingParty, userUuid: string, answer: object): Promise<boolean> {
  const response = answer as AuthenticationResponseJSON;
  const expectedChallenge = await takeChallenge(db, userUuid, 'authenticate');
  if (!expectedChallenge) return false;
  const passkey = (await passkeysOf(db, userUuid)).find((one) => one.credentialId === response.id);
  if (!passkey) return false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const moved = await db.kysely
    .updateTable('mfa_passkey')
    .set({ counter: verification.authenticationInfo.newCounter })
    .where('factor_id', '=', passkey.factorId)
    .where('counter', '=', passkey.counter)
    .returning('factor_id')
    .executeTakeFirst();
  if (!moved) return false;
  await db.kysely.updateTable('mfa_factor').set({ last_used_at: sql<Date>`now()` }).where('id', '=', passkey.factorId).execute();
  return true;
}
