/**
 * Rate limits of the auth actions (decision 0009: fixed windows in table rate_limits), per account (the e-mail,
 * lower-cased, whether or not an account exists — so limits reveal nothing) and per client address.
 */
import type { DbOrTx } from '../../db/client';
import { hitRateLimit } from '../security/rate-limit';
import { AuthError } from './auth-errors';

interface AuthLimit {
  hits: number;
  windowSeconds: number;
}

export type AuthAction = 'login' | 'register' | 'reset' | 'change' | 'email_change' | 'email_confirm' | 'account_erase';

/**
 * Attempts per window. Login has no per-account limit (a hard lock would let anyone lock a customer out): failed
 * logins slow down per account + address instead (login-throttle.ts, decision 0064); per address it is generous
 * enough for an office behind one NAT address.
 */
const AUTH_LIMITS: Record<AuthAction, { account: AuthLimit | null; address: AuthLimit }> = {
  login: { account: null, address: { hits: 100, windowSeconds: 900 } },
  register: { account: { hits: 5, windowSeconds: 3600 }, address: { hits: 20, windowSeconds: 3600 } },
  reset: { account: { hits: 3, windowSeconds: 3600 }, address: { hits: 10, windowSeconds: 3600 } },
  change: { account: null, address: { hits: 20, windowSeconds: 3600 } },
  // e-mail change requests per account (its current e-mail) and address; confirmations per address (decision 0066)
  email_change: { account: { hits: 5, windowSeconds: 3600 }, address: { hits: 20, windowSeconds: 3600 } },
  email_confirm: { account: null, address: { hits: 20, windowSeconds: 3600 } },
  // erasing the account with its password (decision 0097): as many tries as an e-mail change
  account_erase: { account: { hits: 5, windowSeconds: 3600 }, address: { hits: 20, windowSeconds: 3600 } },
};

function accountLimitKey(action: AuthAction, email: string): string {
  return `${action}:account:${email.trim().toLowerCase()}`;
}

function addressLimitKey(action: AuthAction, ip: string): string {
  return `${action}:address:${ip}`;
}

/**
 * Counts one attempt of `action` for the account and the address; throws AuthError rate_limited (with the wait in
 * minutes) once either is over its limit. Both counters move on every attempt, so parallel requests cannot slip
 * past a limit.
 */
export async function hitAuthLimits(db: DbOrTx, action: AuthAction, subject: { email?: string; ip: string }): Promise<void> {
  const limits = AUTH_LIMITS[action];
  const checks = [hitRateLimit(db, addressLimitKey(action, subject.ip), limits.address.hits, limits.address.windowSeconds)];
  if (limits.account && subject.email !== undefined) {
    checks.push(hitRateLimit(db, accountLimitKey(action, subject.email), limits.account.hits, limits.account.windowSeconds));
  }
  const results = await Promise.all(checks);
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return;
  const resetAt = Math.max(...blocked.map((r) => r.resetAt.getTime()));
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  throw new AuthError('rate_limited', 'auth.rate_limited', null, { minutes: Math.max(1, Math.ceil(seconds / 60)) }, seconds);
}
