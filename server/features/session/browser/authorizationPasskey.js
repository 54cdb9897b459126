// "Use a passkey" on the authorization page's second step (server/features/session/
// authorizationPageHtml.ts): the browser's side of a WebAuthn assertion, in plain JavaScript.
// The server sends this file as it is (no build, no dependency: @simplewebauthn/browser is a
// devDependency of the console and not in a production install); the page's CSP allows scripts
// from this origin only and no inline script. The request options come from the console's own
// endpoint (POST /auth/secondFactor/passkey/options with the login's ticket, a challenge of this
// login alone); the assertion goes back in the page's form, which the server checks with the same
// code as the console's login and answers with the redirect to the client, or the page again.
(function () {
  'use strict';

  var CANCELLED = 'The passkey request was cancelled or timed out. Try again when you are ready.';
  var UNSUPPORTED = 'This browser does not support passkeys. Use your authenticator app or a recovery code.';
  var WRONG_ADDRESS = "Passkeys work only at User Profile's own address. Open this page there and try again.";
  var UNREACHABLE = 'User Profile could not be reached. Check your connection and try again.';
  var FAILED = 'The passkey could not be used. Try again, or enter a code.';

  var form = document.getElementById('passkey-form');
  if (!form) return;
  var button = document.getElementById('passkey-button');
  var message = document.getElementById('passkey-message');
  var status = document.getElementById('passkey-status');
  var busy = false;

  /** A failure that carries the text to show. */
  function readable(text) {
    var error = new Error(text);
    error.readable = text;
    return error;
  }

  function toBase64url(buffer) {
    var bytes = new Uint8Array(buffer);
    var text = '';
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function fromBase64url(value) {
    var base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    var text = atob(base64 + '==='.slice((base64.length + 3) % 4));
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  /** The server's PublicKeyCredentialRequestOptionsJSON as navigator.credentials.get takes it. */
  function requestOptions(json) {
    var options = { challenge: fromBase64url(json.challenge) };
    if (json.timeout) options.timeout = json.timeout;
    if (json.rpId) options.rpId = json.rpId;
    if (json.userVerification) options.userVerification = json.userVerification;
    if (json.extensions) options.extensions = json.extensions;
    options.allowCredentials = (json.allowCredentials || []).map(function (credential) {
      var descriptor = { type: 'public-key', id: fromBase64url(credential.id) };
      if (credential.transports) descriptor.transports = credential.transports;
      return descriptor;
    });
    return options;
  }

  /** The assertion as AuthenticationResponseJSON, which the server verifies. */
  function assertionJson(credential) {
    var response = credential.response;
    return {
      id: credential.id,
      rawId: toBase64url(credential.rawId),
      type: credential.type,
      response: {
        clientDataJSON: toBase64url(response.clientDataJSON),
        authenticatorData: toBase64url(response.authenticatorData),
        signature: toBase64url(response.signature),
        userHandle: response.userHandle ? toBase64url(response.userHandle) : undefined,
      },
      clientExtensionResults: credential.getClientExtensionResults ? credential.getClientExtensionResults() : {},
      authenticatorAttachment: credential.authenticatorAttachment || undefined,
    };
  }

  /** What a person reads for the browser's refusal (never the exception itself). */
  function refusal(error) {
    var name = error && error.name;
    if (name === 'NotAllowedError' || name === 'AbortError') return CANCELLED;
    if (name === 'SecurityError') return WRONG_ADDRESS;
    if (name === 'NotSupportedError') return UNSUPPORTED;
    return FAILED;
  }

  function show(text) {
    status.textContent = '';
    message.innerHTML = '';
    if (!text) return;
    var paragraph = document.createElement('p');
    paragraph.className = 'error';
    paragraph.textContent = text;
    message.appendChild(paragraph);
  }

  function setBusy(value, text) {
    busy = value;
    button.setAttribute('aria-disabled', value ? 'true' : 'false');
    status.textContent = value ? text : '';
  }

  /** The login's request options; a refusal by the server (an expired login, say) in its own words. */
  function fetchOptions() {
    var ticket = form.elements.namedItem('mfa_ticket').value;
    return fetch(form.getAttribute('data-options-url'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ ticket: ticket }),
    }).then(
      function (response) {
        return response.json().then(
          function (body) {
            if (response.ok && body && typeof body.challenge === 'string') return body;
            // The server's refusal is written for people ("This login has expired; ...").
            throw readable(response.status < 500 && body && typeof body.detail === 'string' ? body.detail : FAILED);
          },
          function () {
            throw readable(FAILED);
          },
        );
      },
      function () {
        throw readable(UNREACHABLE);
      },
    );
  }

  function usePasskey() {
    if (busy) return;
    show('');
    if (!window.PublicKeyCredential || !navigator.credentials || !navigator.credentials.get) {
      show(UNSUPPORTED);
      return;
    }
    setBusy(true, 'Waiting for your passkey…');
    fetchOptions()
      .then(function (options) {
        return navigator.credentials.get({ publicKey: requestOptions(options) }).catch(function (error) {
          throw readable(refusal(error));
        });
      })
      .then(function (credential) {
        if (!credential) throw readable(CANCELLED);
        form.elements.namedItem('passkey').value = JSON.stringify(assertionJson(credential));
        status.textContent = 'Signing in…';
        form.submit();
      })
      .catch(function (error) {
        setBusy(false, '');
        show(error && error.readable ? error.readable : FAILED);
        button.focus();
      });
  }

  button.addEventListener('click', usePasskey);
  // A page the browser brings back from its history is ready again.
  window.addEventListener('pageshow', function () {
    setBusy(false, '');
  });
  form.hidden = false;
  var focused = document.activeElement;
  if (!focused || focused === document.body) button.focus();
})();
