/**
 * The influencer's 'Môj voucher' block (/account/influencer, GET /api/influencer; SPEC §1, §6; decision 0022): the
 * voucher codes the customer owns (vouchers.owner_user_id), how many times they were used of how many allowed, the
 * commission not paid out yet and the total margin — computed from the real orders behind voucher_uses, never from
 * counters: an order that was cancelled earns nothing and does not count as a use.
 *
 * Commission is EARNED only by a paid order (decision 0070): orders.paid_at set and the order not cancelled
 * (COMMISSION_EARNING_ORDER, the one rule the back office's "mark paid" uses too). A bank-transfer order still waiting
 * for its payment shows as pending, never as commission that could be paid out.
 *
 * - used: voucher_uses rows of the customer's vouchers whose order is not cancelled (a use the voucher's limit counts);
 * - total: the sum of the vouchers' total uses (vouchers.quantity); null when any of them is unlimited;
 * - unpaid commission: commission_amount of the earning uses with commission_paid_at still null;
 * - pending commission: commission of uses whose order is not paid yet (nor cancelled): earned once it is paid;
 * - total margin: every commission earned (paid out and unpaid);
 * - turnover and orders: what the paid orders came to (orders.total) and how many they are;
 * - orderBreakdown: one row per paid order (number, date, paid amount, commission, when it was paid out), newest first;
 * - payouts: the payout history — one row per "mark paid" (the uses stamped with one commission_paid_at).
 * Commissions and totals are gross CZK haléře in the database; they are summed in CZK and converted once into the
 * shown currency (convertCzkMinor), so the block adds up exactly.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { VoucherType, vouchers } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import { convertCzkMinor, type MoneyFormat, type PricingCurrency } from '../pricing/pricing';
import { INFLUENCER_BREAKDOWN_LIMIT } from './influencer-limits';

/** SPEC §6: group 2 is the influencer group. */
export const INFLUENCER_GROUP_ID = 2;

/**
 * The orders that earn commission, as a condition on the order alias `o` (decision 0070): paid (paid_at set — by the
 * gateway, the back office's 'paid', a zero total, or cash on delivery when completed) and not cancelled.
 */
export const COMMISSION_EARNING_ORDER = sql`(o.paid_at IS NOT NULL AND o.state <> 'cancelled')`;

interface InfluencerOrderRow {
  orderId: number;
  number: string;
  /** when the order was placed (ISO) */
  createdAt: string;
  /** when it was paid (ISO) */
  paidAt: string;
  /** the voucher code(s) of the influencer the order used */
  codes: string[];
  /** what the order came to (orders.total), minor units of the shown currency */
  paidAmount: number;
  commission: number;
  /** when the commission was paid out (ISO); null = not yet */
  commissionPaidAt: string | null;
}

interface InfluencerPayout {
  /** the moment of the payout (ISO) */
  paidAt: string;
  orders: number;
  amount: number;
}

export interface InfluencerVoucher {
  id: number;
  code: string;
  voucherType: VoucherType;
  /** percent for 'percent', minor units of the shown currency for 'amount' / 'order' */
  value: number;
  isActive: boolean;
  activeFrom: string | null;
  activeTo: string | null;
  /** percent of the order's goods the influencer earns; null = none */
  commissionPercent: number | null;
  used: number;
  /** total uses allowed; null = unlimited */
  total: number | null;
  /** minor units of the shown currency */
  unpaidCommission: number;
  totalMargin: number;
  turnover: number;
}

export interface InfluencerOverview {
  currency: MoneyFormat & { code: string };
  vouchers: InfluencerVoucher[];
  used: number;
  total: number | null;
  orders: number;
  unpaidCommission: number;
  paidCommission: number;
  /** commission of orders not paid yet (nor cancelled): not payable until they are */
  pendingCommission: number;
  totalMargin: number;
  turnover: number;
  /** the paid orders, newest first (at most INFLUENCER_BREAKDOWN_LIMIT) */
  orderBreakdown: InfluencerOrderRow[];
  /** the payouts, newest first */
  payouts: InfluencerPayout[];
}

type VoucherRow = SqlColumns<
  typeof vouchers,
  'id' | 'code' | 'voucher_type' | 'value' | 'quantity' | 'is_active' | 'active_from' | 'active_to' | 'commission_percent'
>;

type UseRow = {
  voucher_id: number;
  uses: number | string;
  turnover: number | string;
  commission: number | string;
  unpaid: number | string;
  pending: number | string;
};

type BreakdownRow = {
  order_id: number;
  number: string;
  created_at: Date | string;
  paid_at: Date | string;
  codes: string[] | string;
  total: number | string;
  commission: number | string;
  commission_paid_at: Date | string | null;
};

type PayoutRow = { paid_at: Date | string; orders: number | string; amount: number | string };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The block of an influencer (any customer owning vouchers; the page shows it to group 2 only). */
export async function loadInfluencerOverview(db: DbOrTx, userId: number, currency: PricingCurrency): Promise<InfluencerOverview> {
  const [vouchers, uses, [orderCount], breakdown, payouts] = await Promise.all([
    queryRows<VoucherRow>(
      db,
      sql`SELECT v.id, v.code, v.voucher_type, v.value, v.quantity, v.is_active, v.active_from, v.active_to,
                 coalesce(v.commission_percent, u.commission_percent) AS commission_percent
          FROM vouchers v JOIN users u ON u.id = v.owner_user_id
          WHERE v.owner_user_id = ${userId}
          ORDER BY v.id`,
    ),
    queryRows<UseRow>(
      db,
      sql`SELECT vu.voucher_id, count(*) AS uses,
                 coalesce(sum(o.total) FILTER (WHERE ${COMMISSION_EARNING_ORDER}), 0) AS turnover,
                 coalesce(sum(vu.commission_amount) FILTER (WHERE ${COMMISSION_EARNING_ORDER}), 0) AS commission,
                 coalesce(sum(vu.commission_amount) FILTER (WHERE ${COMMISSION_EARNING_ORDER} AND vu.commission_paid_at IS NULL), 0) AS unpaid,
                 coalesce(sum(vu.commission_amount) FILTER (WHERE NOT ${COMMISSION_EARNING_ORDER}), 0) AS pending
          FROM voucher_uses vu
          JOIN vouchers v ON v.id = vu.voucher_id
          JOIN orders o ON o.id = vu.order_id
          WHERE v.owner_user_id = ${userId} AND o.state <> 'cancelled'
          GROUP BY vu.voucher_id`,
    ),
    queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(DISTINCT vu.order_id) AS n
          FROM voucher_uses vu
          JOIN vouchers v ON v.id = vu.voucher_id
          JOIN orders o ON o.id = vu.order_id
          WHERE v.owner_user_id = ${userId} AND ${COMMISSION_EARNING_ORDER}`,
    ),
    queryRows<BreakdownRow>(
      db,
      sql`SELECT o.id AS order_id, o.number, o.created_at, o.paid_at, array_agg(v.code ORDER BY v.code) AS codes, o.total,
                 coalesce(sum(vu.commission_amount), 0) AS commission, max(vu.commission_paid_at) AS commission_paid_at
          FROM voucher_uses vu
          JOIN vouchers v ON v.id = vu.voucher_id
          JOIN orders o ON o.id = vu.order_id
          WHERE v.owner_user_id = ${userId} AND ${COMMISSION_EARNING_ORDER}
          GROUP BY o.id, o.number, o.created_at, o.paid_at, o.total
          ORDER BY o.created_at DESC, o.id DESC
          LIMIT ${INFLUENCER_BREAKDOWN_LIMIT}`,
    ),
    queryRows<PayoutRow>(
      db,
      sql`SELECT vu.commission_paid_at AS paid_at, count(DISTINCT vu.order_id) AS orders, coalesce(sum(vu.commission_amount), 0) AS amount
          FROM voucher_uses vu
          JOIN vouchers v ON v.id = vu.voucher_id
          WHERE v.owner_user_id = ${userId} AND vu.commission_paid_at IS NOT NULL
          GROUP BY vu.commission_paid_at
          ORDER BY vu.commission_paid_at DESC`,
    ),
  ]);
  const money = (czk: number) => convertCzkMinor(czk, currency);
  const byVoucher = new Map(uses.map((u) => [Number(u.voucher_id), u]));
  let used = 0;
  let turnoverCzk = 0;
  let commissionCzk = 0;
  let unpaidCzk = 0;
  let pendingCzk = 0;
  let total: number | null = 0;
  const list = vouchers.map((v): InfluencerVoucher => {
    const u = byVoucher.get(Number(v.id));
    const vUsed = Number(u?.uses ?? 0);
    const vTurnover = Number(u?.turnover ?? 0);
    const vCommission = Number(u?.commission ?? 0);
    const vUnpaid = Number(u?.unpaid ?? 0);
    used += vUsed;
    turnoverCzk += vTurnover;
    commissionCzk += vCommission;
    unpaidCzk += vUnpaid;
    pendingCzk += Number(u?.pending ?? 0);
    total = total === null || v.quantity === null ? null : total + Number(v.quantity);
    return {
      id: Number(v.id),
      code: v.code,
      voucherType: v.voucher_type,
      value: v.voucher_type === 'percent' ? Number(v.value) : money(Number(v.value)),
      isActive: v.is_active,
      activeFrom: iso(v.active_from),
      activeTo: iso(v.active_to),
      commissionPercent: v.commission_percent === null ? null : Number(v.commission_percent),
      used: vUsed,
      total: v.quantity === null ? null : Number(v.quantity),
      unpaidCommission: money(vUnpaid),
      totalMargin: money(vCommission),
      turnover: money(vTurnover),
    };
  });
  return {
    currency: {
      code: currency.code,
      decimals: currency.decimals,
      symbol_before: currency.symbol_before,
      symbol_after: currency.symbol_after,
    },
    vouchers: list,
    used,
    total: list.length === 0 ? 0 : total,
    orders: Number(orderCount?.n ?? 0),
    unpaidCommission: money(unpaidCzk),
    paidCommission: money(commissionCzk) - money(unpaidCzk),
    pendingCommission: money(pendingCzk),
    totalMargin: money(commissionCzk),
    turnover: money(turnoverCzk),
    orderBreakdown: breakdown.map((r) => ({
      orderId: Number(r.order_id),
      number: r.number,
      createdAt: iso(r.created_at)!,
      paidAt: iso(r.paid_at)!,
      codes: typeof r.codes === 'string' ? r.codes.replace(/^\{|\}$/g, '').split(',') : r.codes,
      paidAmount: money(Number(r.total)),
      commission: money(Number(r.commission)),
      commissionPaidAt: iso(r.commission_paid_at),
    })),
    payouts: payouts.map((p) => ({ paidAt: iso(p.paid_at)!, orders: Number(p.orders), amount: money(Number(p.amount)) })),
  };
}
