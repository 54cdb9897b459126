import type { AuthorizeRequest } from './authorizationCodes';

// The authorization page's HTML (authorizationPage.ts): plain markup with one inline style, every
// value escaped. The one script is the second step's "Use a passkey" (browser/authorizationPasskey.js),
// loaded from this origin only when the user has a passkey; the rest works without script.

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
  button:focus-visible, input:focus-visible { outline: 3px solid #0b3d91; outline-offset: 2px; }
  button.secondary { margin-top: 8px; color: #0d47a1; background: #fff; border: 1px solid #1565c0; }
  button[aria-disabled="true"] { opacity: .6; cursor: progress; }
  .status { margin: 8px 0 0; color: #4a5565; }
  .status:empty { display: none; }
  .or { margin: 20px 0 0; text-align: center; color: #4a5565; }
  .error { color: #b3261e; background: #fdecea; padding: 10px; border-radius: 4px; margin: 0 0 8px; }
  footer { margin-top: 24px; font-size: .85rem; color: #6b7685; text-align: center; }`;

function page(title: string, body: string, script?: PasskeyScript): string {
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
${script ? `<script src="${escapeHtml(script.src)}" integrity="${escapeHtml(script.integrity)}" defer></script>\n` : ''}</body>
</html>`;
}

/** Where the page's passkey script is (same origin, with its SRI hash) and where it asks for the login's options. */
export interface PasskeyScript {
  src: string;
  integrity: string;
  optionsUrl: string;
}

const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const PASSKEY_PROMPT = 'Use your passkey or security key, or enter one of your recovery codes.';
const PASSKEY_OR_CODE_PROMPT = 'Use your passkey or security key, or enter the 6-digit code from your authenticator app or one of your recovery codes.';

/** The console's words (src/features/session/SecondFactorStep.tsx) for the kinds of factor the user has. */
function promptFor(kinds: readonly string[]): string {
  if (!kinds.includes('passkey')) return CODE_PROMPT;
  return kinds.includes('totp') ? PASSKEY_OR_CODE_PROMPT : PASSKEY_PROMPT;
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
  /** The kinds of factor the user has: with a passkey, the step offers "Use a passkey" too. */
  secondFactorKinds?: readonly string[];
  /** The passkey script, given when the page may offer a passkey. */
  passkeyScript?: PasskeyScript;
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
    const kinds = options.secondFactorKinds ?? [];
    const script = kinds.includes('passkey') ? options.passkeyScript : undefined;
    const ticket = `<input type="hidden" name="mfa_ticket" value="${escapeHtml(options.secondFactorTicket)}">`;
    // Shown by its script (a browser without script, or without WebAuthn, still has the code form);
    // its messages are announced (role alert and status), its button is a real one (keyboard).
    const passkey = script
      ? `<form id="passkey-form" method="post" action="${escapeHtml(options.action)}" data-options-url="${escapeHtml(script.optionsUrl)}" hidden>
${hidden}
${ticket}
<input type="hidden" name="passkey" value="">
<div id="passkey-message" role="alert"></div>
<button type="button" id="passkey-button" class="secondary">Use a passkey</button>
<p id="passkey-status" class="status" role="status"></p>
</form>
<noscript><p>A passkey needs JavaScript in this browser; a code works without it.</p></noscript>
<p class="or" aria-hidden="true">or</p>`
      : '';
    return page(
      `Sign in to ${options.clientName}`,
      `<h1>Two-step sign-in</h1>
<p class="client">to continue to <strong>${name}</strong></p>
${error}
<p>${escapeHtml(promptFor(kinds))}</p>
${passkey}
<form method="post" action="${escapeHtml(options.action)}">
${hidden}
${ticket}
<label for="code">Code</label>
<input id="code" name="code" autocomplete="one-time-code" required maxlength="64"${script ? '' : ' autofocus'}>
<button type="submit">Verify</button>
</form>`,
      script,
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
