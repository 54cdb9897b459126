import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { SigningKey } from './auth/jwt';
import type { Caller } from './auth/visibility';
import type { Mailer } from './mail/mailer';

/** What every handler can use. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  signingKey: SigningKey;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The verified caller of a secured operation (the auth hook has run). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on an unsecured route');
  return request.caller;
}
