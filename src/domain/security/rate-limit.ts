import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import type { MessageKey } from '../../i18n';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: Date;
}

/**
 * Fixed-window counter kept in the database, so every app server behind a load balancer shares it.
 * One atomic upsert per hit: a new window starts when the old one has expired.
 */
export async function hitRateLimit(db: DbOrTx, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  // prepared: one fixed text on every order, login and form post (decision 0115)
  const rows = await queryPreparedRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => ${windowSeconds}) else rate_limits.reset_at end
    returning count, reset_at`,
  );
  const row = rows[0]!;
  const count = Number(row.count);
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt: new Date(row.reset_at) };
}

/** A limit: at most `hits` per window of `windowSeconds`. */
export interface RateLimit {
  hits: number;
  windowSeconds: number;
}

/**
 * Over a limit: the domain function that counts refuses with this; the API answers 429 `{ code: rate_limited,
 * message }` with Retry-After (server/app.ts), a page action shows the message. `messageKey` names the catalog text.
 */
export class RateLimitedError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(`rate limited: ${messageKey}`);
    this.name = 'RateLimitedError';
  }
}

/**
 * Counts one hit of `key` and throws RateLimitedError once over `limit`. Called by the domain function both doors
 * (REST call and page action) use, outside any transaction: a refused attempt that rolls back must still count.
 */
export async function enforceRateLimit(db: DbOrTx, key: string, limit: RateLimit, messageKey: MessageKey): Promise<void> {
  const result = await hitRateLimit(db, key, limit.hits, limit.windowSeconds);
  if (result.allowed) return;
  throw new RateLimitedError(messageKey, Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000)));
}
