import type { AuthorizeRequest } from './authorizationCodes';

// The authorization page's HTML (authorizationPage.ts): plain markup with one inline style, no
// script, every value escaped.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #eef1f5; color: #1c2430; }
  main { background: #fff; width: min(380px, 92vw); padding: 32px; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  .client { margin: 0 0 24px; color: #4a5565; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { box-sizing: border-box; width: 100%; padding: 10px; font-size: 1rem; border: 1px solid #9aa5b5; border-radius: 4px; }
  button { margin-top: 24px; width: 100%; padding: 11px; font-size: 1rem; font-weight: 600; color: #fff; background: #1565c0; border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #b3261e; background: #fdecea; padding: 10px; border-radius: 4px; margin: 0 0 8px; }
  footer { margin-top: 24px; font-size: .85rem; color: #6b7685; text-align: center; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<footer>User Profile</footer>
</main>
</body>
</html>`;
}

export function renderSignInPage(options: {
  action: string;
  clientName: string;
  request: AuthorizeRequest;
  redirectUriGiven: boolean;
  error?: string;
  username?: string;
  /** The password was right and the user has a second factor: the page asks for its code (features/mfa). */
  secondFactorTicket?: string;
}): string {
  const { request } = options;
  // The authorization request rides along in the form; the server checks it again on submit.
  const carried: [string, string | undefined][] = [
    ['client_id', request.client_id],
    ['redirect_uri', options.redirectUriGiven ? request.redirect_uri : undefined],
    ['response_type', 'code'],
    ['scope', request.scope],
    ['state', request.state],
    ['nonce', request.nonce],
    ['code_challenge', request.code_challenge],
    ['code_challenge_method', 'S256'],
  ];
  const hidden = carried
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const name = escapeHtml(options.clientName);
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  if (options.secondFactorTicket) {
    return page(
      `Sign in to ${options.clientName}`,
      `<h1>Two-step sign-in</h1>
<p class="client">to continue to <strong>${name}</strong></p>
${error}
<p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
<form method="post" action="${escapeHtml(options.action)}">
${hidden}
<input type="hidden" name="mfa_ticket" value="${escapeHtml(options.secondFactorTicket)}">
<label for="code">Code</label>
<input id="code" name="code" autocomplete="one-time-code" required maxlength="64" autofocus>
<button type="submit">Verify</button>
</form>`,
    );
  }
  return page(
    `Sign in to ${options.clientName}`,
    `<h1>Sign in</h1>
<p class="client">to continue to <strong>${name}</strong></p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
${hidden}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="255" value="${escapeHtml(options.username ?? '')}"${options.username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${options.username ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function renderErrorPage(message: string): string {
  return page('Sign-in request refused', `<h1>This sign-in cannot continue</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>\n<p>Go back to the application and try again, or ask its administrator.</p>`);
}
