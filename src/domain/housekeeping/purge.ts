/**
 * Housekeeping (decision 0046), run by the scheduler every HOUSEKEEPING_INTERVAL_MS on one server: deletes sessions
 * past their expiry or revoked, rate-limit rows whose window is over (such a row counts as absent anyway), failed-login
 * delays past their forget time, and guest carts nobody wrote to for the lifetime of the guest-cart cookie (14 days; their lines and vouchers go with them).
 * Customers' carts and carts that became orders are not touched.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { GUEST_CART_MAX_AGE_S } from '../../lib/constants';

export interface PurgeResult {
  sessions: number;
  rateLimits: number;
  guestCarts: number;
}

async function deleted(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

export async function purgeExpired(db: DbOrTx, now: Date = new Date()): Promise<PurgeResult> {
  const at = now.toISOString();
  const sessions = await deleted(
    db,
    sql`WITH d AS (DELETE FROM sessions WHERE expires_at <= ${at}::timestamptz OR revoked_at <= ${at}::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  const rateLimits = await deleted(
    db,
    sql`WITH d AS (DELETE FROM rate_limits WHERE reset_at <= ${at}::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  // failed-login delays a day after the last failure (decision 0064); counted with the rate limits
  await queryRows(db, sql`DELETE FROM login_failures WHERE forget_at <= ${at}::timestamptz`);
  const guestCarts = await deleted(
    db,
    sql`WITH d AS (DELETE FROM carts WHERE user_id IS NULL AND temp_id IS NOT NULL
                     AND updated_at <= ${at}::timestamptz - make_interval(secs => ${GUEST_CART_MAX_AGE_S}) RETURNING 1)
        SELECT count(*)::int AS n FROM d`,
  );
  return { sessions, rateLimits, guestCarts };
}
