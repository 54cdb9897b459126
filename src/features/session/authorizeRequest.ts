import type { AuthorizeRequest } from '../../api/session.gen';

/** Where the provider sends the browser back with the code: the console's own callback page. */
export function selfCallbackUri(origin = window.location.origin): string {
  return `${origin}/userprofile/selfcallback`;
}

export function buildAuthorizeRequest(fields: {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
}): AuthorizeRequest {
  return {
    client_id: fields.clientId,
    redirect_uri: fields.redirectUri,
    code_challenge: fields.codeChallenge,
    code_challenge_method: 'S256',
    state: fields.state,
    response_type: 'code',
    scope: 'openid',
  };
}

/** The query of the browser redirect to /authorize (SPEC section 7, self login). */
export function authorizeQuery(request: AuthorizeRequest): string {
  return new URLSearchParams({
    client_id: request.client_id,
    redirect_uri: request.redirect_uri,
    code_challenge_method: 'S256',
    code_challenge: request.code_challenge,
    state: request.state ?? '',
  }).toString();
}

/** Reads the /authorize query back into the request that the login form submits. */
export function authorizeRequestFromQuery(query: URLSearchParams): AuthorizeRequest {
  return buildAuthorizeRequest({
    clientId: query.get('client_id') ?? '',
    redirectUri: query.get('redirect_uri') ?? '',
    codeChallenge: query.get('code_challenge') ?? '',
    state: query.get('state') ?? '',
  });
}
