/**
 * Growing delays for failed logins instead of a hard account lock (decision 0064).
 *
 * - Per account + client address: the first LOGIN_DELAY.pair.free failures are free; each further failure doubles
 *   the wait before that address may try that account again (1 s, 2 s, 4 s, … at most 15 min). Another address —
 *   the owner's — is not slowed down by it.
 * - Per account, for addresses the account has never had a session from: after LOGIN_DELAY.account.free failures
 *   across all such addresses the same doubling applies to all of them together, so guessing from many addresses
 *   stays slow; addresses the owner has logged in from before are exempt, and a password reset clears everything.
 * - The per-address limit of all login attempts (auth-rate-limits.ts) stays.
 *
 * An attempt claims its slot before the password is checked (counted as a failure up front, atomically), so
 * parallel guesses cannot slip past a delay; a successful login deletes the claim. Rows are kept per lower-cased
 * e-mail whether or not an account exists, so a delay reveals nothing; they are forgotten a day after the last
 * failure (housekeeping).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { AuthError } from './auth-errors';

interface LoginDelayRule {
  /** failures without any wait */
  free: number;
  /** the first wait (seconds); each further failure doubles it */
  baseSeconds: number;
  /** the longest wait (seconds) */
  maxSeconds: number;
}

const LOGIN_DELAY: { pair: LoginDelayRule; account: LoginDelayRule; forgetAfterSeconds: number } = {
  pair: { free: 5, baseSeconds: 1, maxSeconds: 900 },
  account: { free: 20, baseSeconds: 1, maxSeconds: 900 },
  forgetAfterSeconds: 86_400,
};

/** The address of the account-wide row (no real address is '*'). */
const ANY_ADDRESS = '*';

function loginAccountKey(email: string): string {
  return email.trim().toLowerCase();
}

function delaySql(rule: LoginDelayRule, failures: ReturnType<typeof sql>) {
  return sql`CASE WHEN ${failures} < ${rule.free} THEN 0
    ELSE least(${rule.maxSeconds}::float8, ${rule.baseSeconds}::float8 * power(2::float8, least(${failures} - ${rule.free}, 30)::float8)) END`;
}

/**
 * Claims one attempt of `ip` on the row (`accountKey`, `ip`): counts it as a failure and sets the next allowed time,
 * unless the row's wait is still running. Answers null when claimed, else the seconds left.
 */
async function claim(db: DbOrTx, accountKey: string, ip: string, rule: LoginDelayRule): Promise<number | null> {
  const fresh = sql`(login_failures.forget_at <= now())`;
  const next = sql`CASE WHEN ${fresh} THEN 1 ELSE login_failures.failures + 1 END`;
  const claimed = await queryRows<{ failures: number }>(
    db,
    sql`INSERT INTO login_failures AS login_failures (account_key, ip, failures, last_failure_at, retry_at, forget_at)
        VALUES (${accountKey}, ${ip}, 1, now(), now() + make_interval(secs => ${delaySql(rule, sql`1`)}),
                now() + make_interval(secs => ${LOGIN_DELAY.forgetAfterSeconds}))
        ON CONFLICT (account_key, ip) DO UPDATE SET
          failures = ${next},
          last_failure_at = now(),
          retry_at = now() + make_interval(secs => ${delaySql(rule, next)}),
          forget_at = now() + make_interval(secs => ${LOGIN_DELAY.forgetAfterSeconds})
        WHERE login_failures.retry_at <= now() OR ${fresh}
        RETURNING failures`,
  );
  if (claimed.length > 0) return null;
  const [row] = await queryRows<{ wait: number }>(
    db,
    sql`SELECT ceil(extract(epoch FROM (retry_at - now())))::int AS wait FROM login_failures WHERE account_key = ${accountKey} AND ip = ${ip}`,
  );
  return Math.max(1, Number(row?.wait ?? 1));
}

function delayedError(seconds: number): AuthError {
  if (seconds < 60) return new AuthError('rate_limited', 'auth.login_delayed', null, { seconds }, seconds);
  return new AuthError('rate_limited', 'auth.login_delayed_minutes', null, { minutes: Math.ceil(seconds / 60) }, seconds);
}

/** Whether the account has (or had, within the sessions kept) a session started from `ip`. */
async function isKnownAddress(db: DbOrTx, userId: number | null, ip: string): Promise<boolean> {
  if (userId === null) return false;
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM sessions WHERE user_id = ${userId} AND ip = ${ip} LIMIT 1`);
  return rows.length > 0;
}

/**
 * Claims a login attempt of `ip` on the account of `email` (user `userId`, null when none has the e-mail); throws
 * AuthError rate_limited with the seconds to wait while a delay runs. Called before the password is checked.
 */
export async function claimLoginAttempt(db: DbOrTx, email: string, userId: number | null, ip: string): Promise<void> {
  const key = loginAccountKey(email);
  const pairWait = await claim(db, key, ip, LOGIN_DELAY.pair);
  if (pairWait !== null) throw delayedError(pairWait);
  if (await isKnownAddress(db, userId, ip)) return;
  const accountWait = await claim(db, key, ANY_ADDRESS, LOGIN_DELAY.account);
  if (accountWait !== null) throw delayedError(accountWait);
}

/** A successful login: the attempt was no failure — the address's count and the account-wide count end. */
export async function clearLoginFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await queryRows(db, sql`DELETE FROM login_failures WHERE account_key = ${loginAccountKey(email)} AND ip IN (${ip}, ${ANY_ADDRESS})`);
}

/** A successful password reset: every delay of the account ends (decision 0056). */
export async function clearAllLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await queryRows(db, sql`DELETE FROM login_failures WHERE account_key = ${loginAccountKey(email)}`);
}
