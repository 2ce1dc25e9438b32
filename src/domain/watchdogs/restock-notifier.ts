/**
 * Sends the restock e-mails: every active watchdog whose variant is in stock again (> 0 in the active stores) and
 * whose product is visible gets one e-mail, then it is marked notified (notified_at). Called after stock changes made
 * through the app and periodically by the server process (the scheduled job in server/index.ts, decision 0046).
 *
 * Exactly once: a run first claims its watchdogs in one statement (notified_at set, rows locked with SKIP LOCKED, so
 * concurrent runs on several servers never claim the same one) and mails after the claim is committed. A mail that
 * cannot be sent releases its claim, so the next run tries again.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import { productUrl } from '../catalog/listing';
import { buildRestockMail } from './restock-mail';
import { activeStockSql } from './watchdogs';

export interface RestockNotifierDeps {
  db: DbOrTx;
  mailer: Mailer;
  t: Translate;
  /** the storefront's address for the link in the e-mail */
  publicUrl: string;
  now?: () => Date;
}

/** At most this many watchdogs per run; the rest wait for the next run. */
const RESTOCK_BATCH = 200;

export interface RestockRunResult {
  /** e-mails sent (watchdogs now notified) */
  notified: number;
  /** e-mails that failed (their watchdogs stay active for the next run) */
  failed: number;
}

type ClaimedRow = {
  id: number;
  email: string;
  firstname: string;
  product_id: number;
  product_slug: string;
  product_name: string;
  category_slug: string | null;
  variant_name: string;
  variant_count: number;
};

export async function notifyRestockedWatchdogs(
  deps: RestockNotifierDeps,
  options: { variantIds?: readonly number[] } = {},
): Promise<RestockRunResult> {
  const ids = options.variantIds ? [...new Set(options.variantIds.filter((id) => Number.isSafeInteger(id) && id > 0))] : null;
  if (ids && ids.length === 0) return { notified: 0, failed: 0 };
  const now = (deps.now ?? (() => new Date()))();
  const stamp = now.toISOString();

  const claimed = await queryRows<ClaimedRow>(
    deps.db,
    sql`WITH claim AS (
          SELECT w.id FROM watchdogs w JOIN products p ON p.id = w.product_id
          WHERE w.notified_at IS NULL
            ${
              ids
                ? sql`AND w.variant_id IN (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`
                : sql``
            }
            AND p.is_visible AND (p.published_at IS NULL OR p.published_at <= ${stamp}::timestamptz)
            AND ${activeStockSql(sql`w.variant_id`)} > 0
          ORDER BY w.id
          LIMIT ${RESTOCK_BATCH}
          FOR UPDATE OF w SKIP LOCKED
        ), marked AS (
          UPDATE watchdogs w SET notified_at = ${stamp}::timestamptz
          FROM claim WHERE w.id = claim.id AND w.notified_at IS NULL
          RETURNING w.id, w.user_id, w.product_id, w.variant_id
        )
        SELECT m.id, u.email, u.firstname, p.id AS product_id, p.slug AS product_slug, p.name AS product_name,
               c.slug AS category_slug, v.name AS variant_name,
               (SELECT count(*)::int FROM product_variants vv WHERE vv.product_id = p.id) AS variant_count
        FROM marked m
        JOIN users u ON u.id = m.user_id
        JOIN products p ON p.id = m.product_id
        JOIN product_variants v ON v.id = m.variant_id
        LEFT JOIN categories c ON c.id = p.default_category_id
        ORDER BY m.id`,
  );

  let notified = 0;
  let failed = 0;
  for (const row of claimed) {
    const message = buildRestockMail(deps.t, {
      to: row.email,
      firstname: row.firstname,
      productName: row.product_name,
      variantName: row.variant_count > 1 ? row.variant_name : null,
      url: `${deps.publicUrl}${productUrl({ id: row.product_id, slug: row.product_slug }, row.category_slug)}`,
    });
    try {
      await deps.mailer.send(message);
      notified += 1;
    } catch (error) {
      failed += 1;
      console.error(`[watchdogs] the restock e-mail of watchdog ${row.id} could not be sent; it stays active`, error);
      await queryRows(deps.db, sql`UPDATE watchdogs SET notified_at = NULL WHERE id = ${row.id} AND notified_at = ${stamp}::timestamptz`);
    }
  }
  return { notified, failed };
}
