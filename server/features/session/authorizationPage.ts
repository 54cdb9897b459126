import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { API_PREFIX } from '../../contract/contract';
import { HttpProblem } from '../../contract/problem';
import { assertSameOrigin } from '../../http/sameOrigin';
import { CONSOLE_CLIENT_ID } from '../../db/builtins';
import { PROJECT_ROOT } from '../../paths';
import { consoleRolesOf, findAccount, type Account } from './accounts';
import { findClient, issueCode, registeredRedirectUri, type AuthClient, type AuthorizeRequest } from './authorizationCodes';
import { credentialChecker } from './credentials';
import { cookieSession, startProviderSession, type ProviderSession } from './providerSession';
import { renderErrorPage, renderSignInPage, type PasskeyScript } from './authorizationPageHtml';
import { secondStepOf } from '../mfa/policy';
import { beginPendingLogin, peekPendingLogin } from '../mfa/pendingLogin';
import { completeLogin, LOGIN_EXPIRED, PASSKEY_REFUSED, verifySecondFactor, type SecondFactorAnswer } from '../mfa/loginSteps';
import { factorKindsOf } from '../mfa/factors';

export const SECOND_FACTOR_ELSEWHERE = 'Your account must add a second factor first: sign in to User Profile, then come back here.';

/**
 * The provider's standard authorization endpoint (the discovery document's
 * authorization_endpoint) for every registered client: a standalone sign-in page, no console.
 * An unknown client or a redirect_uri other than the registered one gets an error page here and
 * is never redirected; other faults go back to the client as RFC 6749 4.1.2.1 errors. A browser
 * whose provider session is live gets its code at once (single sign-on), unless prompt=login.
 * The console's own login (SPEC section 4: /userprofile/authorize, POST /auth/authorize) is apart.
 */
export const AUTHORIZATION_PATH = '/userprofile/oauth2/authorize';
const CONSOLE_AUTHORIZE_PATH = '/userprofile/authorize';

/**
 * The second step's "Use a passkey" (browser/authorizationPasskey.js): a plain script read from
 * the source tree (as the migrations are, so a build of the server without the console has it),
 * sent as it is from this origin; its URL carries a hash of its text, so a browser may keep it.
 */
export const PASSKEY_SCRIPT_PATH = '/userprofile/oauth2/passkey.js';
const PASSKEY_SCRIPT_FILE = path.join(PROJECT_ROOT, 'server', 'features', 'session', 'browser', 'authorizationPasskey.js');
const PASSKEY_OPTIONS_URL = `${API_PREFIX}/auth/secondFactor/passkey/options`;
/** The assertion the passkey form carries (AuthenticationResponseJSON): a few kilobytes at most. */
const PASSKEY_ANSWER_MAX_CHARS = 16_384;

const PARAMETERS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt'] as const;
type Parameters = Partial<Record<(typeof PARAMETERS)[number], string>>;

type Checked =
  | { outcome: 'page'; status: number; message: string }
  | { outcome: 'redirect'; url: string }
  | { outcome: 'ok'; client: AuthClient; request: AuthorizeRequest; redirectUriGiven: boolean; prompt: string[] };

/** The authorization parameters of a query or form, or null when one is repeated or not text. */
function parametersOf(source: unknown): Parameters | null {
  const values = (source ?? {}) as Record<string, unknown>;
  const out: Parameters = {};
  for (const name of PARAMETERS) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') return null;
    out[name] = value;
  }
  return out;
}

/** An RFC 6749 4.1.2.1 error sent back to the client's registered redirect URI. */
function errorRedirect(issuer: string, target: { redirect_uri: string; state?: string }, error: string, description: string): string {
  const url = new URL(target.redirect_uri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (target.state !== undefined) url.searchParams.set('state', target.state);
  url.searchParams.set('iss', issuer);
  return url.toString();
}

async function check(ctx: AppContext, source: unknown): Promise<Checked> {
  const params = parametersOf(source);
  if (!params) return { outcome: 'page', status: 400, message: 'The sign-in request repeats a parameter.' };
  const client = params.client_id ? await findClient(ctx.db, params.client_id) : null;
  if (!client) return { outcome: 'page', status: 400, message: 'The application that sent you here is not registered with User Profile.' };
  const registered = registeredRedirectUri(client, ctx.config.publicUrl);
  if (registered === null || (params.redirect_uri !== undefined && params.redirect_uri !== registered)) {
    return { outcome: 'page', status: 400, message: `The address ${client.name} asked to return to is not the one registered for it.` };
  }
  const back = (error: string, description: string) => ({
    outcome: 'redirect' as const,
    url: errorRedirect(ctx.issuer, { redirect_uri: registered, state: params.state }, error, description),
  });
  if (params.response_type !== 'code') return back('unsupported_response_type', 'only response_type=code is supported');
  const challenge = params.code_challenge ?? '';
  if (params.code_challenge_method !== 'S256' || !/^[\w-]{43,128}$/.test(challenge)) {
    return back('invalid_request', 'PKCE with code_challenge_method=S256 is required');
  }
  if ((params.state?.length ?? 0) > 2048 || (params.nonce?.length ?? 0) > 255) return back('invalid_request', 'state or nonce is too long');
  return {
    outcome: 'ok',
    client,
    redirectUriGiven: params.redirect_uri !== undefined,
    prompt: (params.prompt ?? '').split(' '),
    request: {
      client_id: client.clientId,
      redirect_uri: registered,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(params.state !== undefined ? { state: params.state } : {}),
      ...(params.scope !== undefined ? { scope: params.scope } : {}),
      ...(params.nonce !== undefined ? { nonce: params.nonce } : {}),
    },
  };
}

/**
 * The page's own CSP: nothing but its inline style, and the form may lead on to the client's
 * redirect. The second step of a user with a passkey also runs the passkey script from this
 * origin (no inline script) and lets it ask this origin for the login's options.
 */
export function pageCsp(redirectUri?: string, passkey = false) {
  const formTargets = ["'self'", ...(redirectUri ? [new URL(redirectUri).origin] : [])].join(' ');
  const script = passkey ? " script-src 'self'; connect-src 'self';" : '';
  return `default-src 'none';${script} style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`;
}

function sendPage(reply: FastifyReply, status: number, html: string, redirectUri?: string, passkey = false) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', pageCsp(redirectUri, passkey))
    .send(html);
}

/** A PublicKeyCredential as JSON, shaped as the contract's PasskeyCredential; the verification reads the rest. */
function isPasskeyCredential(value: unknown): value is object {
  const credential = value as { id?: unknown; rawId?: unknown; type?: unknown; response?: unknown } | null;
  const text = (field: unknown) => typeof field === 'string' && field.length > 0 && field.length <= 1400;
  return (
    typeof credential === 'object' && credential !== null && !Array.isArray(credential) &&
    text(credential.id) && text(credential.rawId) && credential.type === 'public-key' &&
    typeof credential.response === 'object' && credential.response !== null && !Array.isArray(credential.response)
  );
}

/** The second step's form: a code, or the passkey script's assertion (JSON in the field passkey); null when neither reads. */
function secondFactorAnswerOf(body: Record<string, unknown>): SecondFactorAnswer | null {
  const { code, passkey } = body;
  if (typeof passkey === 'string' && passkey) {
    if (passkey.length > PASSKEY_ANSWER_MAX_CHARS) return null;
    try {
      const credential: unknown = JSON.parse(passkey);
      return isPasskeyCredential(credential) ? { passkey: credential } : null;
    } catch {
      return null;
    }
  }
  return typeof code === 'string' && code.trim() && code.length <= 64 ? { code } : null;
}

export function registerAuthorizationPage(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const checkCredentials = credentialChecker(ctx);
  const secureCookies = config.publicUrl.startsWith('https:');
  const passkeyScriptBody = fs.readFileSync(PASSKEY_SCRIPT_FILE);
  const passkeyScriptVersion = crypto.createHash('sha256').update(passkeyScriptBody).digest('base64url').slice(0, 16);
  const passkeyScript: PasskeyScript = {
    src: `${PASSKEY_SCRIPT_PATH}?v=${passkeyScriptVersion}`,
    integrity: `sha384-${crypto.createHash('sha384').update(passkeyScriptBody).digest('base64')}`,
    optionsUrl: PASSKEY_OPTIONS_URL,
  };

  /** The console client only signs in users with a console role, as the console's own login does. */
  const mayUse = async (client: AuthClient, account: Account) => client.clientId !== CONSOLE_CLIENT_ID || (await consoleRolesOf(db, account.uuid)).length > 0;

  const redirectWithCode = async (reply: FastifyReply, checked: Extract<Checked, { outcome: 'ok' }>, session: ProviderSession) =>
    reply.redirect(await issueCode(db, checked.request, session, { issuer: ctx.issuer, redirectUriRequired: checked.redirectUriGiven }), 303);

  const signInPage = (reply: FastifyReply, checked: Extract<Checked, { outcome: 'ok' }>, status: number, error?: string, username?: string) =>
    sendPage(
      reply,
      status,
      renderSignInPage({ action: AUTHORIZATION_PATH, clientName: checked.client.name, request: checked.request, redirectUriGiven: checked.redirectUriGiven, error, username }),
      checked.request.redirect_uri,
    );

  /** The second step of the login of `ticket`: a code form, and "Use a passkey" for a user with a passkey. */
  async function secondStepPage(reply: FastifyReply, checked: Extract<Checked, { outcome: 'ok' }>, status: number, ticket: string, error?: string) {
    const pending = await peekPendingLogin(db, ticket);
    const kinds = pending ? await factorKindsOf(db, pending.userUuid) : [];
    const html = renderSignInPage({
      action: AUTHORIZATION_PATH,
      clientName: checked.client.name,
      request: checked.request,
      redirectUriGiven: checked.redirectUriGiven,
      error,
      secondFactorTicket: ticket,
      secondFactorKinds: kinds,
      passkeyScript,
    });
    return sendPage(reply, status, html, checked.request.redirect_uri, kinds.includes('passkey'));
  }

  /**
   * The second step's submit: the ticket of this client's login and a TOTP or recovery code, or a
   * passkey's assertion, checked by the console login's own code (features/mfa/loginSteps.ts:
   * the same lockout, the same single-use challenge of this login).
   */
  async function secondStep(request: FastifyRequest, reply: FastifyReply, checked: Extract<Checked, { outcome: 'ok' }>, ticket: string, body: Record<string, unknown>) {
    if (ticket.length > 128) return signInPage(reply, checked, 401, LOGIN_EXPIRED);
    const answer = secondFactorAnswerOf(body);
    if (!answer) return secondStepPage(reply, checked, 400, ticket, typeof body.passkey === 'string' && body.passkey ? PASSKEY_REFUSED : 'Enter the code.');
    let redirectUrl: string;
    try {
      const pending = await verifySecondFactor(ctx, ticket, answer, checked.client.clientId);
      redirectUrl = await completeLogin(ctx, request, reply, ticket, pending, checked.redirectUriGiven);
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.status !== 401) throw error;
      if (error.detail === LOGIN_EXPIRED) return signInPage(reply, checked, 401, LOGIN_EXPIRED);
      return secondStepPage(reply, checked, 401, ticket, error.detail);
    }
    return reply.redirect(redirectUrl, 303);
  }

  // The passkey script: immutable under the URL the page names (its hash), revalidated under any other.
  app.get(PASSKEY_SCRIPT_PATH, (request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', (request.query as Record<string, unknown>).v === passkeyScriptVersion ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(passkeyScriptBody),
  );

  app.get(AUTHORIZATION_PATH, async (request, reply) => {
    const checked = await check(ctx, request.query);
    if (checked.outcome === 'page') return sendPage(reply, checked.status, renderErrorPage(checked.message));
    if (checked.outcome === 'redirect') return reply.redirect(checked.url, 303);
    if (!checked.prompt.includes('login')) {
      const session = await cookieSession(db, request, secureCookies);
      const account = session ? await findAccount(db, session.userUuid) : null;
      if (session && account?.active && (await mayUse(checked.client, account))) return redirectWithCode(reply, checked, session);
      if (checked.prompt.includes('none')) return reply.redirect(errorRedirect(ctx.issuer, checked.request, 'login_required', 'the browser has no sign-in session'), 303);
    }
    return signInPage(reply, checked, 200);
  });

  // A third-party client that sends the browser to the console's own login page (/authorize,
  // SPEC section 4) is taken to this page; the console's own requests stay with the console.
  app.get(CONSOLE_AUTHORIZE_PATH, async (request, reply) => {
    const clientId = (request.query as Record<string, unknown>).client_id;
    if (typeof clientId !== 'string' || clientId === CONSOLE_CLIENT_ID) return reply.callNotFound();
    const params = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1));
    if (!params.has('response_type')) params.set('response_type', 'code');
    return reply.redirect(`${AUTHORIZATION_PATH}?${params}`, 303);
  });

  app.post(AUTHORIZATION_PATH, async (request: FastifyRequest, reply) => {
    try {
      assertSameOrigin(request, config.publicUrl);
    } catch {
      return sendPage(reply, 403, renderErrorPage('This sign-in form was sent from another site.'));
    }
    const checked = await check(ctx, request.body);
    if (checked.outcome === 'page') return sendPage(reply, checked.status, renderErrorPage(checked.message));
    if (checked.outcome === 'redirect') return reply.redirect(checked.url, 303);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { username, password, mfa_ticket: ticket } = body;
    if (typeof ticket === 'string' && ticket) return secondStep(request, reply, checked, ticket, body);
    if (typeof username !== 'string' || typeof password !== 'string' || !username || !password || username.length > 255 || password.length > 1024) {
      return signInPage(reply, checked, 400, 'Enter your username and password.');
    }
    let account: Account;
    try {
      account = await checkCredentials(request, { username, password });
    } catch (error) {
      if (error instanceof HttpProblem && error.status === 401) return signInPage(reply, checked, 401, error.detail, username);
      throw error;
    }
    if (!(await mayUse(checked.client, account))) return signInPage(reply, checked, 403, 'This user has no role in the console', username);
    // A second factor is asked here too (a code or a passkey); an enrolment (MFA_REQUIRED_ROLES) is
    // the console's: such a user gets no session and no code here, signs in to the console first,
    // then single sign-on applies here.
    const step = await secondStepOf(db, config, account.uuid);
    if (step === 'enrol') return signInPage(reply, checked, 403, SECOND_FACTOR_ELSEWHERE, username);
    if (step === 'verify') {
      const pendingTicket = await beginPendingLogin(db, { userUuid: account.uuid, authorizeRequest: checked.request, enrol: false });
      return secondStepPage(reply, checked, 200, pendingTicket);
    }
    const session = await startProviderSession(db, request, reply, account.uuid, config.providerSessionTtlSeconds, secureCookies, checked.client.clientId);
    return redirectWithCode(reply, checked, session);
  });
}
