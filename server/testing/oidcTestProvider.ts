import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';

/** A running oidc-provider (server/testing/oidcProviderProcess.mjs) and how to end it. */
export interface OidcTestProvider {
  issuer: string;
  stop(): Promise<void>;
}

export interface OidcTestProviderOptions {
  clientId: string;
  clientSecret?: string;
  redirectUris: string[];
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
}

const SCRIPT = path.join(__dirname, 'oidcProviderProcess.mjs');

/** Starts the test provider in a child process (oidc-provider is ESM only) and waits for its issuer. */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      OIDC_CLIENT_ID: options.clientId,
      OIDC_CLIENT_SECRET: options.clientSecret ?? '',
      OIDC_REDIRECT_URIS: options.redirectUris.join(','),
      OIDC_PORT: String(options.port ?? 0),
      OIDC_HOST: options.host ?? '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The OIDC test provider did not start within 20 s')), 20_000);
    child.once('exit', (exitCode) => reject(new Error(`The OIDC test provider exited with ${exitCode}`)));
    if (!child.stdout) throw new Error('no stdout');
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      const match = /^listening (\S+)$/.exec(line);
      if (match) resolve(match[1]);
      else reject(new Error(`Unexpected output of the OIDC test provider: ${line}`));
    });
  });
  return {
    issuer,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Cookies by name, enough for the provider's own pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface ProviderLogin {
  clientId: string;
  redirectUri: string;
  login: string;
  scope?: string;
  /** The state and nonce of the login (startEnterpriseSso's); a random state and no nonce without them. */
  state?: string;
  nonce?: string;
}

/**
 * What a browser does at the provider, by HTTP: authorization request with PKCE S256, its
 * development login page (any password) and consent page. Returns the code and the verifier.
 */
export async function codeFromProvider(issuer: string, request: ProviderLogin): Promise<{ code: string; verifier: string; state: string }> {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const state = request.state ?? crypto.randomBytes(16).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scope ?? 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  let url = `${issuer}/auth?${query}`;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step++) {
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form?.toString(),
      redirect: 'manual',
    });
    jar.take(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(request.redirectUri)) {
        const code = next.searchParams.get('code');
        if (!code) throw new Error(`The provider answered without a code: ${next.search}`);
        return { code, verifier, state };
      }
      url = next.href;
      continue;
    }
    const page: string = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt: string | undefined = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    url = new URL(action, url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: request.login, password: 'any' } : { prompt });
  }
  throw new Error('The provider did not send the browser back');
}
