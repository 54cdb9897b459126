// SPEC section 9: a generated client secret is 32 random characters drawn from upper and lower
// case letters and digits. Bytes come from crypto.getRandomValues; a byte is used only below the
// largest multiple of 62 (248), so every character is equally likely (no modulo bias).

export const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_SECRET_LENGTH = 32;
const UNBIASED_LIMIT = 256 - (256 % SECRET_ALPHABET.length);

type FillRandom = (bytes: Uint8Array) => Uint8Array;
const cryptoFill: FillRandom = (bytes) => crypto.getRandomValues(bytes);

export function generateSecret(length = GENERATED_SECRET_LENGTH, fillRandom: FillRandom = cryptoFill): string {
  let secret = '';
  const bytes = new Uint8Array(length * 2);
  while (secret.length < length) {
    fillRandom(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && secret.length < length) secret += SECRET_ALPHABET[byte % SECRET_ALPHABET.length];
    }
  }
  return secret;
}
