import { base64UrlEncode, createCodeChallenge, createPkceStart, randomBase64Url } from './pkce';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

describe('PKCE helpers', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    // The verifier is the base64url of the appendix's 32 octets.
    const rfcOctets = [
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191,
      240, 91, 88, 5, 88, 83, 132, 141, 121,
    ];
    const verifier = base64UrlEncode(new Uint8Array(rfcOctets));

    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    await expect(createCodeChallenge(verifier)).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
  });

  it('makes a 32-byte verifier and a 16-byte state, different every time', async () => {
    const first = await createPkceStart();
    const second = await createPkceStart();

    expect(first.codeVerifier).toMatch(BASE64URL);
    expect(first.codeVerifier).toHaveLength(43);
    expect(first.state).toHaveLength(22);
    expect(first.codeChallenge).toBe(await createCodeChallenge(first.codeVerifier));
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
    expect(randomBase64Url(16)).not.toBe(randomBase64Url(16));
  });
});
