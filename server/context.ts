import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { KeyRing } from './auth/signingKeys';
import type { Caller } from './auth/visibility';
import type { Mailer } from './mail/mailer';
import type { BackgroundWork } from './backgroundWork';

/** What every handler can use. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** The provider's signing keys (server/auth/signingKeys.ts). */
  keys: KeyRing;
  /** The provider's issuer URL, from PUBLIC_URL: every token's iss. */
  issuer: string;
  mailer: Mailer;
  /** Work that outlives its request (bulk jobs); stopped before the database closes. */
  background: BackgroundWork;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The provider session (sid) of the caller's token. */
    callerSid: string | null;
  }
}

/** The verified caller of a secured operation (the auth hook has run). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on an unsecured route');
  return request.caller;
}
