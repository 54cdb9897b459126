import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getAccessToken } from './tokenStorage';

export const API_PATH = '/userprofile/api/v1';
export const GLOBAL_RELOAD_WARNING = "We're Sorry That You Need To Reload Page And Start Over Again";

/** What the global error rules of SPEC section 8 need from the app: set once by the shell. */
export interface GlobalErrorHandlers {
  notFound: () => void;
  warn: (message: string) => void;
  unauthorized: () => void;
}

let handlers: GlobalErrorHandlers = { notFound: () => {}, warn: () => {}, unauthorized: () => {} };
let apiOrigin = '';

export function setGlobalErrorHandlers(next: GlobalErrorHandlers): void {
  handlers = next;
}

/** Per endpoint (set in an enhance file): what the caller handles itself. */
export interface ApiExtraOptions {
  /**
   * A 401 or 403 is the caller's to explain: no reload warning and no immediate re-login, so a
   * form keeps what was typed and the server's own reason can be shown.
   */
  callerExplainsRefusal?: boolean;
}

/** The global re-login (back to this page afterwards), for a caller that explained a 401 itself. */
export function logInAgain(): void {
  handlers.unauthorized();
}

/** Tests point the console at a server on another origin; the browser uses its own. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
  prepareHeaders: (headers, { type }) => {
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Algorithm', 'RSA256');
    // `__Host-XSRF-TOKEN` when the server's PUBLIC_URL is https (server/features/session/providerSession.ts).
    const xsrf = readCookie('__Host-XSRF-TOKEN') ?? readCookie('XSRF-TOKEN');
    if (type === 'mutation' && xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    return headers;
  },
});

/**
 * Adds the headers of SPEC section 7 and applies SPEC section 8 "Global": 403 or 404 on a GET
 * goes to /notFound, on any other method shows the reload warning; the error then goes on to the
 * caller. A 401 sends the user to log in again (single sign-on renews the token when it can).
 * Endpoints marked callerExplainsRefusal leave 401 and 403 to their caller.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions = {},
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: `${apiOrigin}${API_PATH}${request.url}` }, api, {});
  const status = result.error?.status;
  if (extraOptions.callerExplainsRefusal && (status === 401 || status === 403)) return result;
  if (status === 403 || status === 404) {
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'GET') handlers.notFound();
    else handlers.warn(GLOBAL_RELOAD_WARNING);
  } else if (status === 401 && getAccessToken()) {
    handlers.unauthorized();
  }
  return result;
};
