import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's defaults: 19 MiB memory, 2 passes, 1 lane — the OWASP minimum), one random salt per hash.
 * Node's libuv pool runs the work, so hashing never blocks the event loop.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Verified against a hash made once per process when the account has none (unknown e-mail, no password yet), so an
 * attempt costs the same time whether or not the account exists.
 */
let dummyHash: Promise<string> | null = null;

/** Whether `password` matches `storedHash`; a null or malformed hash never matches (and costs one verification). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash || !storedHash.startsWith('$argon2')) {
    dummyHash ??= hash('party-shop timing equaliser');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
