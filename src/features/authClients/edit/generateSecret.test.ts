import { GENERATED_SECRET_LENGTH, SECRET_ALPHABET, generateSecret } from './generateSecret';

describe('generateSecret', () => {
  it('gives 32 characters of upper and lower case letters and digits', () => {
    const secret = generateSecret();
    expect(GENERATED_SECRET_LENGTH).toBe(32);
    expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(SECRET_ALPHABET).toHaveLength(62);
  });

  it('gives a different secret each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => generateSecret()));
    expect(secrets.size).toBe(50);
  });

  it('skips bytes of 248 and above, so no character is favoured', () => {
    const feeds = [[248, 255, 0, 61, 62, 247]];
    const fill = (bytes: Uint8Array) => {
      bytes.fill(250);
      bytes.set(feeds.shift() ?? [1, 2, 3, 4, 5, 6]);
      return bytes;
    };
    // 0 -> A, 61 -> 9, 62 -> A (62 % 62), 247 -> 247 % 62 = 61 -> 9; then the next fill: 1, 2 -> B, C.
    expect(generateSecret(6, fill)).toBe('A9A9BC');
  });

  it('uses every character of the alphabet over many draws', () => {
    const seen = new Set(generateSecret(4000));
    expect(seen.size).toBe(62);
  });
});
