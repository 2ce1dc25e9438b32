/**
 * The back-office dashboard figures in three queries: orders and revenue of today / the last 7 / the last
 * 30 days (calendar days in Europe/Bratislava, today included; cancelled orders left out), orders waiting for
 * payment, and variants running out of stock (sum over active stores ≤ LOW_STOCK_THRESHOLD; services and hidden
 * products left out).
 *
 * Revenue is in EUR minor units: an order placed in EUR counts what the customer paid (total / its rate at order
 * time), any other order is converted at today's EUR rate.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { SHOP_TIME_ZONE } from '../../lib/shop-time';

export const LOW_STOCK_THRESHOLD = 5;
const LOW_STOCK_LIST_LIMIT = 20;

interface PeriodFigures {
  orders: number;
  /** EUR minor units */
  revenue: number;
}

interface LowStockVariant {
  productId: number;
  productName: string;
  variantId: number;
  variantName: string;
  code: string;
  quantity: number;
}

export interface DashboardFigures {
  today: PeriodFigures;
  days7: PeriodFigures;
  days30: PeriodFigures;
  waitingForPayment: number;
  lowStock: { threshold: number; count: number; variants: LowStockVariant[] };
  eur: { decimals: number; symbol_before: string; symbol_after: string };
}

export async function loadDashboard(db: DbOrTx, now: Date, options: { lowStockLimit?: number } = {}): Promise<DashboardFigures> {
  const stamp = now.toISOString();
  const day = (back: number) =>
    sql`(((${stamp}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date - ${back}::int)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
  const [[sales], [waiting], lowStock] = await Promise.all([
    queryRows<Record<string, number | string | null>>(
      db,
      sql`WITH eur AS (SELECT rate, decimals, symbol_before, symbol_after FROM currencies WHERE code = 'EUR' LIMIT 1),
          o AS (
            SELECT o.created_at, round(o.total / CASE WHEN o.currency_code = 'EUR' THEN o.currency_rate ELSE (SELECT rate FROM eur) END)::bigint AS eur_minor
            FROM orders o
            WHERE o.created_at >= ${day(29)} AND o.created_at <= ${stamp}::timestamptz AND o.state <> 'cancelled'
          )
          SELECT count(*) FILTER (WHERE created_at >= ${day(0)})::int AS today_n,
                 coalesce(sum(eur_minor) FILTER (WHERE created_at >= ${day(0)}), 0)::bigint AS today_sum,
                 count(*) FILTER (WHERE created_at >= ${day(6)})::int AS d7_n,
                 coalesce(sum(eur_minor) FILTER (WHERE created_at >= ${day(6)}), 0)::bigint AS d7_sum,
                 count(*)::int AS d30_n,
                 coalesce(sum(eur_minor), 0)::bigint AS d30_sum,
                 (SELECT decimals FROM eur) AS decimals, (SELECT symbol_before FROM eur) AS symbol_before, (SELECT symbol_after FROM eur) AS symbol_after
          FROM o`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*)::int AS n FROM orders WHERE state = 'waiting_for_payment'`),
    queryRows<{
      product_id: number;
      product_name: string;
      variant_id: number;
      variant_name: string;
      code: string;
      quantity: number | string;
      total_count: number | string;
    }>(
      db,
      sql`WITH v AS (
            SELECT p.id AS product_id, p.name AS product_name, v.id AS variant_id, v.name AS variant_name, v.code,
                   coalesce(sq.quantity, 0)::int AS quantity
            FROM product_variants v JOIN products p ON p.id = v.product_id
            LEFT JOIN (SELECT s.variant_id, sum(s.quantity) AS quantity FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active
                       GROUP BY s.variant_id) sq ON sq.variant_id = v.id
            WHERE p.is_visible AND NOT p.is_service
          )
          SELECT *, count(*) OVER ()::int AS total_count FROM v WHERE quantity <= ${LOW_STOCK_THRESHOLD}
          ORDER BY quantity, product_name, variant_id LIMIT ${options.lowStockLimit ?? LOW_STOCK_LIST_LIMIT}`,
    ),
  ]);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    today: { orders: n(sales?.today_n), revenue: n(sales?.today_sum) },
    days7: { orders: n(sales?.d7_n), revenue: n(sales?.d7_sum) },
    days30: { orders: n(sales?.d30_n), revenue: n(sales?.d30_sum) },
    waitingForPayment: n(waiting?.n),
    lowStock: {
      threshold: LOW_STOCK_THRESHOLD,
      count: n(lowStock[0]?.total_count),
      variants: lowStock.map((r) => ({
        productId: Number(r.product_id),
        productName: r.product_name,
        variantId: Number(r.variant_id),
        variantName: r.variant_name,
        code: r.code,
        quantity: Number(r.quantity),
      })),
    },
    eur: {
      decimals: n(sales?.decimals ?? 2),
      symbol_before: String(sales?.symbol_before ?? ''),
      symbol_after: String(sales?.symbol_after ?? '€'),
    },
  };
}
