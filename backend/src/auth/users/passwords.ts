import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes: RFC 9106's second recommended
 * setting, about 120 ms on our 2-core machines). The parameters travel inside each hash, so raising
 * them later still verifies the old ones.
 */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

let decoy: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown username) it still runs
 * one verification against a decoy, so the answer takes as long as for a known username and the
 * response time does not tell which usernames exist.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
