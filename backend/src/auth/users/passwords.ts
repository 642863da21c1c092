import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes: RFC 9106's second recommended
 * setting, about 120 ms on our 2-core machines). The parameters travel inside each hash, so raising
 * them later still verifies the old ones.
 *
 * Test runs may ask for the cheapest argon2id instead (KB_TEST_CHEAP_PASSWORD_HASH=1: 1 MiB, 1 pass,
 * 1 lane): the browser journeys sign in and sign up hundreds of times, and on a loaded 2-core
 * machine each default hash took about a second. Ignored when NODE_ENV=production.
 */
const HASH_OPTIONS: argon2.HashOptions =
  process.env.KB_TEST_CHEAP_PASSWORD_HASH === '1' && process.env.NODE_ENV !== 'production'
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id };

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, HASH_OPTIONS);

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
