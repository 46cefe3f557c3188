import { randomBytes, randomInt } from 'node:crypto';

/** A receiver's unique numeric ID: 8 digits, no leading zero, so it reads the same when typed. */
export function newUniqueId(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

// Crockford base32 without look-alikes (no I, L, O, U), friendly when read off a printed card.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The code in a receiver's QR link: 10 characters, 50 bits of randomness. */
export function newPayeeCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
}
