/**
 * The influencer's 'Môj voucher' block (/account/influencer, GET /api/influencer; SPEC §1, §6; decision 0022): the
 * voucher codes the customer owns (vouchers.owner_user_id), how many times they were used of how many allowed, the
 * commission not paid out yet and the total margin — computed from the real orders behind voucher_uses, never from
 * counters: an order that was cancelled earns nothing and does not count as a use.
 *
 * - used: voucher_uses rows of the customer's vouchers whose order is not cancelled;
 * - total: the sum of the vouchers' total uses (vouchers.quantity); null when any of them is unlimited;
 * - unpaid commission: commission_amount of those uses with commission_paid_at still null;
 * - total margin: every commission earned (paid and unpaid);
 * - turnover: what those orders came to (orders.total).
 * Commissions and totals are gross CZK haléře in the database; they are summed in CZK and converted once into the
 * shown currency (convertCzkMinor), so the block adds up exactly.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { VoucherType } from '../../db/schema';
import { convertCzkMinor, type MoneyFormat, type PricingCurrency } from '../pricing/pricing';

/** SPEC §6: group 2 is the influencer group. */
export const INFLUENCER_GROUP_ID = 2;

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
  totalMargin: number;
  turnover: number;
}

type VoucherRow = {
  id: number;
  code: string;
  voucher_type: VoucherType;
  value: number;
  quantity: number | null;
  is_active: boolean;
  active_from: Date | string | null;
  active_to: Date | string | null;
  commission_percent: number | null;
};

type UseRow = { voucher_id: number; uses: number | string; turnover: number | string; commission: number | string; unpaid: number | string };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The block of an influencer (any customer owning vouchers; the page shows it to group 2 only). */
export async function loadInfluencerOverview(db: DbOrTx, userId: number, currency: PricingCurrency): Promise<InfluencerOverview> {
  const [vouchers, uses, [orderCount]] = await Promise.all([
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
      sql`SELECT vu.voucher_id, count(*) AS uses, coalesce(sum(o.total), 0) AS turnover,
                 coalesce(sum(vu.commission_amount), 0) AS commission,
                 coalesce(sum(vu.commission_amount) FILTER (WHERE vu.commission_paid_at IS NULL), 0) AS unpaid
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
          WHERE v.owner_user_id = ${userId} AND o.state <> 'cancelled'`,
    ),
  ]);
  const money = (czk: number) => convertCzkMinor(czk, currency);
  const byVoucher = new Map(uses.map((u) => [Number(u.voucher_id), u]));
  let used = 0;
  let turnoverCzk = 0;
  let commissionCzk = 0;
  let unpaidCzk = 0;
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
    currency: { code: currency.code, decimals: currency.decimals, symbol_before: currency.symbol_before, symbol_after: currency.symbol_after },
    vouchers: list,
    used,
    total: list.length === 0 ? 0 : total,
    orders: Number(orderCount?.n ?? 0),
    unpaidCommission: money(unpaidCzk),
    paidCommission: money(commissionCzk) - money(unpaidCzk),
    totalMargin: money(commissionCzk),
    turnover: money(turnoverCzk),
  };
}
