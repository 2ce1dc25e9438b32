/**
 * The owner's figures on the dashboard (decision 0107): sales per day (last 30 days), ISO week (last 12) or month
 * (last 12) in shop days (Europe/Bratislava, shop-time.ts), orders by state, top products and voucher use.
 *
 * "Sales" are the paid orders, counted on the day they were paid: paid_at set and not cancelled — the rule that
 * earns influencer commission (COMMISSION_EARNING_ORDER, decision 0070). Credit notes of those orders (refunded
 * returns) are subtracted on the shop day they were issued (decision 0123); a cancelled order's credit note is not,
 * as its sale never counted. Money is gross in the shop's main currency
 * (decision 0080): an order placed in it counts what the customer paid (total / its rate at order time), any other
 * order is converted at the main currency's rate today.
 *
 * Every query is bounded by a time range on an index: paid orders through the partial index orders_paid_at_idx
 * (paid_at IS NOT NULL), credit notes through invoices_credit_note_issued_at_idx, orders by state through orders_created_at_idx, lines and voucher uses through their order_id
 * indexes, so the cost grows with the orders of the range, not with the catalogue or the order history.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { ORDER_STATES, type OrderState } from '../../db/schema';
import { SHOP_TIME_ZONE, shopCalendarDate, shopWallClock, shopWallTimeToUtc } from '../../lib/shop-time';
import { COMMISSION_EARNING_ORDER } from '../accounts/influencer';
import { loadMainCurrency } from '../pricing/main-currency';
import type { PricingCurrency } from '../pricing/pricing';

export const SALES_PERIODS = ['day', 'week', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** How many buckets each period shows (today's day / week / month included). */
export const SALES_BUCKETS: Record<SalesPeriod, number> = { day: 30, week: 12, month: 12 };
const TOP_LIMIT = 10;

interface SalesBucket {
  /** the bucket's first shop day, 'YYYY-MM-DD' */
  start: string;
  orders: number;
  /** gross, minor units of the main currency */
  revenue: number;
  /** credit notes issued in the bucket for orders that count as sales: gross, minor units of the main currency */
  refunds: number;
  /** revenue − refunds (may be negative in a bucket with returns and few sales) */
  net: number;
}

interface TopProduct {
  productId: number | null;
  name: string;
  quantity: number;
  /** gross, minor units of the main currency */
  revenue: number;
}

interface VoucherUse {
  voucherId: number;
  code: string;
  /** paid orders that used the code */
  orders: number;
  /** what those orders came to: gross, minor units of the main currency */
  revenue: number;
}

export interface SalesFigures {
  period: SalesPeriod;
  /** first shop day of the range, 'YYYY-MM-DD' */
  from: string;
  currency: Pick<PricingCurrency, 'code' | 'decimals' | 'symbol_before' | 'symbol_after'>;
  /** one bucket per day / week / month, oldest first, empty ones included */
  sales: SalesBucket[];
  totals: { orders: number; revenue: number; refunds: number; net: number };
  /** orders placed in the range, per state (every state, zeros included) */
  byState: Array<{ state: OrderState; orders: number }>;
  /**
   * the most sold products of the range: pieces of its paid orders less the pieces refunded in it (decision 0129),
   * then revenue likewise, then name; a product with no net pieces left is not listed
   */
  topProducts: TopProduct[];
  /** the codes used by the range's paid orders: most orders first */
  vouchers: VoucherUse[];
}

export function isSalesPeriod(value: unknown): value is SalesPeriod {
  return typeof value === 'string' && (SALES_PERIODS as readonly string[]).includes(value);
}

/** Calendar arithmetic on a shop date (no time zone involved: the date is already the shop's). */
function calendarDay(year: number, month: number, day: number): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(year, month - 1, day));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const dateString = (d: { year: number; month: number; day: number }) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The first shop day of each bucket of `period` ending with the one that holds `now`, oldest first. */
export function bucketStarts(period: SalesPeriod, now: Date): string[] {
  const today = shopCalendarDate(now);
  const count = SALES_BUCKETS[period];
  const starts: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    if (period === 'day') starts.push(dateString(calendarDay(today.year, today.month, today.day - back)));
    else if (period === 'week') {
      const monday = today.day - (shopWallClock(now).weekday - 1);
      starts.push(dateString(calendarDay(today.year, today.month, monday - 7 * back)));
    } else starts.push(dateString(calendarDay(today.year, today.month - back, 1)));
  }
  return starts;
}

/** The order's amount in minor units of the main currency, as SQL over the order alias `o` (see the module comment). */
function mainCurrencySql(amount: ReturnType<typeof sql>, main: PricingCurrency) {
  const factor = 10 ** main.decimals;
  return sql`round(${amount}::numeric * ${factor} / (100 * CASE WHEN o.currency_code = ${main.code} THEN o.currency_rate ELSE ${String(main.rate)}::numeric END))`;
}

export async function loadSalesFigures(db: DbOrTx, now: Date, period: SalesPeriod): Promise<SalesFigures> {
  const main = await loadMainCurrency(db);
  const starts = bucketStarts(period, now);
  const [y, m, d] = starts[0]!.split('-').map(Number) as [number, number, number];
  const from = shopWallTimeToUtc(y, m, d)!.toISOString();
  const to = now.toISOString();
  // paid orders of the range: the partial index on paid_at answers the range, the rule is the commission's
  const paidInRange = sql`o.paid_at IS NOT NULL AND o.paid_at >= ${from}::timestamptz AND o.paid_at <= ${to}::timestamptz AND ${COMMISSION_EARNING_ORDER}`;
  const orderTotal = mainCurrencySql(sql`o.total`, main);
  const lineTotal = mainCurrencySql(sql`oi.total_gross`, main);
  // a credit note is in its order's currency (minor units); × the order's rate gives the base amount orders store
  const creditNoteTotal = mainCurrencySql(sql`(i.total * o.currency_rate)`, main);
  // the returned part of an order line (its share of the line's total), as the line's own total converts
  const returnedLineTotal = mainCurrencySql(sql`(oi.total_gross::numeric * rri.quantity / oi.quantity)`, main);
  // credit notes of the range, for orders whose sale counts (see the module comment)
  const creditNotesInRange = sql`i.kind = 'credit_note' AND i.issued_at >= ${from}::timestamptz AND i.issued_at <= ${to}::timestamptz AND ${COMMISSION_EARNING_ORDER}`;

  const [sales, refunds, states, products, vouchers] = await Promise.all([
    queryRows<{ bucket: string; orders: number | string; revenue: number | string }>(
      db,
      sql`SELECT to_char(date_trunc(${period}, o.paid_at AT TIME ZONE ${SHOP_TIME_ZONE}), 'YYYY-MM-DD') AS bucket,
                 count(*)::int AS orders, coalesce(sum(${orderTotal}), 0)::bigint AS revenue
          FROM orders o WHERE ${paidInRange}
          GROUP BY 1`,
    ),
    // credit notes of the range, on the day they were issued, for orders whose sale counts (see the module comment)
    queryRows<{ bucket: string; refunds: number | string }>(
      db,
      sql`SELECT to_char(date_trunc(${period}, i.issued_at AT TIME ZONE ${SHOP_TIME_ZONE}), 'YYYY-MM-DD') AS bucket,
                 coalesce(sum(${creditNoteTotal}), 0)::bigint AS refunds
          FROM invoices i JOIN orders o ON o.id = i.order_id
          WHERE ${creditNotesInRange}
          GROUP BY 1`,
    ),
    queryRows<{ state: OrderState; orders: number | string }>(
      db,
      sql`SELECT o.state, count(*)::int AS orders FROM orders o
          WHERE o.created_at >= ${from}::timestamptz AND o.created_at <= ${to}::timestamptz
          GROUP BY o.state`,
    ),
    // pieces sold (paid in the range) less pieces refunded (their return's credit note issued in the range, the
    // order's sale counting): the same days and rule as the sales and refunds above (decision 0129)
    queryRows<{ product_id: number | null; name: string; quantity: number | string; revenue: number | string }>(
      db,
      sql`SELECT product_id, (array_agg(name ORDER BY at DESC, item_id DESC) FILTER (WHERE sold))[1] AS name,
                 sum(quantity)::int AS quantity, coalesce(sum(revenue), 0)::bigint AS revenue
          FROM (
            SELECT oi.product_id, oi.name, oi.id AS item_id, o.paid_at AS at, true AS sold,
                   oi.quantity, ${lineTotal} AS revenue
            FROM orders o JOIN order_items oi ON oi.order_id = o.id
            WHERE ${paidInRange} AND NOT oi.is_gift
            UNION ALL
            SELECT oi.product_id, oi.name, oi.id, i.issued_at, false,
                   -rri.quantity, -${returnedLineTotal}
            FROM invoices i
            JOIN return_requests rr ON rr.credit_note_id = i.id
            JOIN return_request_items rri ON rri.request_id = rr.id
            JOIN order_items oi ON oi.id = rri.order_item_id
            JOIN orders o ON o.id = oi.order_id
            WHERE ${creditNotesInRange} AND NOT oi.is_gift
          ) lines
          GROUP BY product_id, CASE WHEN product_id IS NULL THEN name END
          HAVING sum(quantity) > 0
          ORDER BY quantity DESC, revenue DESC, name
          LIMIT ${TOP_LIMIT}`,
    ),
    queryRows<{ voucher_id: number; code: string; orders: number | string; revenue: number | string }>(
      db,
      sql`SELECT v.id AS voucher_id, v.code, count(*)::int AS orders, coalesce(sum(${orderTotal}), 0)::bigint AS revenue
          FROM orders o JOIN voucher_uses vu ON vu.order_id = o.id JOIN vouchers v ON v.id = vu.voucher_id
          WHERE ${paidInRange}
          GROUP BY v.id, v.code
          ORDER BY orders DESC, revenue DESC, v.code
          LIMIT ${TOP_LIMIT}`,
    ),
  ]);

  const byBucket = new Map(sales.map((r) => [r.bucket, r]));
  const refundsByBucket = new Map(refunds.map((r) => [r.bucket, Number(r.refunds)]));
  const buckets = starts.map((start) => {
    const row = byBucket.get(start);
    const revenue = Number(row?.revenue ?? 0);
    const refunded = refundsByBucket.get(start) ?? 0;
    return { start, orders: Number(row?.orders ?? 0), revenue, refunds: refunded, net: revenue - refunded };
  });
  const stateCounts = new Map(states.map((r) => [r.state, Number(r.orders)]));
  return {
    period,
    from: starts[0]!,
    currency: { code: main.code, decimals: main.decimals, symbol_before: main.symbol_before, symbol_after: main.symbol_after },
    sales: buckets,
    totals: {
      orders: buckets.reduce((sum, b) => sum + b.orders, 0),
      revenue: buckets.reduce((sum, b) => sum + b.revenue, 0),
      refunds: buckets.reduce((sum, b) => sum + b.refunds, 0),
      net: buckets.reduce((sum, b) => sum + b.net, 0),
    },
    byState: ORDER_STATES.map((state) => ({ state, orders: stateCounts.get(state) ?? 0 })),
    topProducts: products.map((r) => ({
      productId: r.product_id === null ? null : Number(r.product_id),
      name: r.name,
      quantity: Number(r.quantity),
      revenue: Number(r.revenue),
    })),
    vouchers: vouchers.map((r) => ({
      voucherId: Number(r.voucher_id),
      code: r.code,
      orders: Number(r.orders),
      revenue: Number(r.revenue),
    })),
  };
}
