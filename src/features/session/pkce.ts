// PKCE helpers of SPEC section 9 "Auth": a 32-byte verifier and a 16-byte state, both base64url,
// and an S256 challenge (RFC 7636).

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomBase64Url(byteCount: number): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** base64url(SHA-256(verifier)): the S256 code challenge. */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface PkceStart {
  codeVerifier: string;
  state: string;
  codeChallenge: string;
}

export async function createPkceStart(): Promise<PkceStart> {
  const codeVerifier = randomBase64Url(32);
  const state = randomBase64Url(16);
  return { codeVerifier, state, codeChallenge: await createCodeChallenge(codeVerifier) };
}
