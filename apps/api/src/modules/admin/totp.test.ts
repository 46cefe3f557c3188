import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, checkTotp, hotp, timeStep } from './totp.ts';

// RFC 6238 Appendix B, SHA-1 rows: the seed is the ASCII "12345678901234567890", 8 digits.
const seed = Buffer.from('12345678901234567890', 'ascii');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives %s', (seconds, expected) => {
    expect(hotp(seed, timeStep(new Date(seconds * 1000)), 8)).toBe(expected);
  });

  it('gives the last six digits of the same codes, as authenticator apps show them', () => {
    expect(hotp(seed, timeStep(new Date(59_000)))).toBe('287082');
  });

  it('round-trips base32 (RFC 4648 vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(seed))).toEqual(seed);
  });

  it('accepts one step either side, refuses further and refuses a step already used', () => {
    const secret = base32Encode(seed);
    const now = new Date(1111111111 * 1000);
    const step = timeStep(now);
    expect(checkTotp(secret, hotp(seed, step), now, null)).toEqual({ ok: true, step });
    expect(checkTotp(secret, hotp(seed, step - 1), now, null)).toEqual({ ok: true, step: step - 1 });
    expect(checkTotp(secret, hotp(seed, step + 1), now, null)).toEqual({ ok: true, step: step + 1 });
    expect(checkTotp(secret, hotp(seed, step - 2), now, null)).toEqual({ ok: false, reason: 'wrong' });
    expect(checkTotp(secret, hotp(seed, step), now, step)).toEqual({ ok: false, reason: 'reused' });
    expect(checkTotp(secret, hotp(seed, step - 1), now, step - 1)).toEqual({ ok: false, reason: 'reused' });
  });
});
