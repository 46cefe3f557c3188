import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;
// OWASP's minimum for Argon2id: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches the stored hash. Without a stored hash (unknown user, Google-only
 * account) it still runs one verification against a throw-away hash, so the answer takes as long
 * as for a real account and timing does not tell which e-mail addresses are registered.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
