/**
 * The limits of a voucher (PRODUCT.md: total uses, uses per customer, validity window, minimal cart value, service
 * type): the checks shared by adding a voucher to a cart, the cart view and the order placement's claim.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { VoucherType, vouchers } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import { formatMoney, reachesThreshold, thresholdInCurrency, type PricingCurrency } from '../pricing/pricing';
import { VoucherError } from './voucher-errors';

/** The service type of the storefront (SPEC §5: the voucher add is sent with serviceType 'eshop'). */
export const ESHOP_SERVICE_TYPE = 'eshop';

export interface VoucherRecord {
  id: number;
  code: string;
  voucherType: VoucherType;
  /** percent for 'percent'; gross CZK haléře for 'amount' / 'order' */
  value: number;
  serviceType: string;
  /** total uses; null = unlimited */
  quantity: number | null;
  usedCount: number;
  quantityPerUser: number | null;
  /** gross CZK haléře; null = none */
  minimalPrice: number | null;
  activeFrom: Date | null;
  activeTo: Date | null;
  requiresEmail: boolean;
  ownerUserId: number | null;
  commissionPercent: number | null;
  isActive: boolean;
  /** may share a cart with other combinable codes (decision 0050) */
  isCombinable: boolean;
  /** only for a customer without an earlier non-cancelled order (decision 0050) */
  firstPurchaseOnly: boolean;
  /** what the goods leave of the discount may lower the delivery fee (decision 0059) */
  discountsDelivery: boolean;
}

/** The VOUCHER_COLUMNS of a voucher as raw SQL returns them. */
type VoucherSqlRow = SqlColumns<
  typeof vouchers,
  | 'id'
  | 'code'
  | 'voucher_type'
  | 'value'
  | 'service_type'
  | 'quantity'
  | 'used_count'
  | 'quantity_per_user'
  | 'minimal_price'
  | 'active_from'
  | 'active_to'
  | 'requires_email'
  | 'owner_user_id'
  | 'commission_percent'
  | 'is_active'
  | 'is_combinable'
  | 'first_purchase_only'
  | 'discounts_delivery'
>;

/** Columns of `vouchers` (alias v) that `toVoucherRecord` reads. */
export const VOUCHER_COLUMNS = sql`v.id, v.code, v.voucher_type, v.value, v.service_type, v.quantity, v.used_count,
  v.quantity_per_user, v.minimal_price, v.active_from, v.active_to, v.requires_email, v.owner_user_id,
  v.commission_percent, v.is_active, v.is_combinable, v.first_purchase_only, v.discounts_delivery`;

const toDate = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

export function toVoucherRecord(row: VoucherSqlRow): VoucherRecord {
  return {
    id: row.id,
    code: row.code,
    voucherType: row.voucher_type,
    value: row.value,
    serviceType: row.service_type,
    quantity: row.quantity,
    usedCount: row.used_count,
    quantityPerUser: row.quantity_per_user,
    minimalPrice: row.minimal_price,
    activeFrom: toDate(row.active_from),
    activeTo: toDate(row.active_to),
    requiresEmail: row.requires_email,
    ownerUserId: row.owner_user_id,
    commissionPercent: row.commission_percent,
    isActive: row.is_active,
    isCombinable: row.is_combinable,
    firstPurchaseOnly: row.first_purchase_only,
    discountsDelivery: row.discounts_delivery,
  };
}

export type { VoucherSqlRow };

/** A voucher by its code, case-insensitively (codes are unique on lower(code)); null when there is none. */
export async function findVoucherByCode(db: DbOrTx, code: string): Promise<VoucherRecord | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  const rows = await queryRows<VoucherSqlRow>(
    db,
    sql`SELECT ${VOUCHER_COLUMNS} FROM vouchers v WHERE lower(v.code) = lower(${trimmed}) LIMIT 1`,
  );
  return rows[0] ? toVoucherRecord(rows[0]) : null;
}

/**
 * Whether the voucher can be used at all right now: switched on and of the requested service type (else it "does
 * not exist" for the shopper), within its validity window, and not used up. Null when available.
 */
export function voucherAvailabilityError(voucher: VoucherRecord, now: Date, serviceType: string = ESHOP_SERVICE_TYPE): VoucherError | null {
  if (!voucher.isActive) return new VoucherError('not_exists', undefined, voucher.id);
  if (voucher.serviceType !== serviceType) return new VoucherError('service_type', undefined, voucher.id);
  if (voucher.activeFrom && voucher.activeFrom.getTime() > now.getTime()) return new VoucherError('active_from', undefined, voucher.id);
  if (voucher.activeTo && voucher.activeTo.getTime() < now.getTime()) return new VoucherError('active_to', undefined, voucher.id);
  if (voucher.quantity !== null && voucher.usedCount >= voucher.quantity) return new VoucherError('quantity', undefined, voucher.id);
  return null;
}

/**
 * The minimal cart value: the goods total after the group discount, before vouchers (decision 0012), in the shopper's
 * currency against the minimum as the shopper reads it there (rounded by the currency's threshold step, decision
 * 0060), reported formatted ("50,00 €").
 */
export function minimalPriceError(voucher: VoucherRecord, goodsTotalMinor: number, currency: PricingCurrency): VoucherError | null {
  if (voucher.minimalPrice === null || reachesThreshold(goodsTotalMinor, voucher.minimalPrice, currency)) return null;
  return new VoucherError('minimal_price', formatMoney(thresholdInCurrency(voucher.minimalPrice, currency), currency), voucher.id);
}

/** Whom the per-user limit counts: the customer's id and/or an e-mail (compared case-insensitively). */
export interface VoucherUser {
  userId: number | null;
  email: string | null;
}

/**
 * How many orders already used the voucher for this customer (voucher_uses by user id or lower(email)); a cancelled
 * order's use does not count (its use was given back when it was cancelled: admin/order-actions.ts).
 */
async function countVoucherUsesByUser(db: DbOrTx, voucherId: number, who: VoucherUser): Promise<number> {
  const email = who.email?.trim() || null;
  if (who.userId === null && email === null) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM voucher_uses vu
        WHERE vu.voucher_id = ${voucherId}
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = vu.order_id AND o.state = 'cancelled')
          AND (${who.userId !== null ? sql`user_id = ${who.userId}` : sql`FALSE`}
               OR ${email !== null ? sql`lower(email) = lower(${email})` : sql`FALSE`})`,
  );
  return row?.n ?? 0;
}

/** The per-user limit: `quantity_per_user_limit` with the limit as value when the customer has used it up. */
export async function perUserLimitError(db: DbOrTx, voucher: VoucherRecord, who: VoucherUser): Promise<VoucherError | null> {
  if (voucher.quantityPerUser === null) return null;
  const used = await countVoucherUsesByUser(db, voucher.id, who);
  return used >= voucher.quantityPerUser ? new VoucherError('quantity_per_user_limit', voucher.quantityPerUser, voucher.id) : null;
}

/**
 * Stacking (decision 0050): 'order' vouchers always stack; two shopper-typed codes share a cart only when both are
 * marked combinable. Returns the voucher of `present` that `candidate` may not join, or null.
 */
export function stackingConflict<V extends Pick<VoucherRecord, 'id' | 'voucherType' | 'isCombinable'>>(
  candidate: Pick<VoucherRecord, 'id' | 'voucherType' | 'isCombinable'>,
  present: readonly V[],
): V | null {
  if (candidate.voucherType === 'order') return null;
  return present.find((p) => p.id !== candidate.id && p.voucherType !== 'order' && !(p.isCombinable && candidate.isCombinable)) ?? null;
}

/** The stacking refusal: `not_combinable` naming the code already in the cart. */
export const notCombinableError = (voucher: VoucherRecord, conflict: Pick<VoucherRecord, 'code'>): VoucherError =>
  new VoucherError('not_combinable', conflict.code, voucher.id);

/**
 * Whether the customer (account or e-mail, case-insensitively) has a non-cancelled order other than `exceptOrderId`.
 * A guest without an e-mail has none we could know of (the order placement checks again with the order's e-mail).
 */
async function hasEarlierOrder(db: DbOrTx, who: VoucherUser, exceptOrderId: number | null = null): Promise<boolean> {
  const email = who.email?.trim() || null;
  if (who.userId === null && email === null) return false;
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM orders o
        WHERE o.state <> 'cancelled' AND o.id <> ${exceptOrderId ?? 0}
          AND (${who.userId !== null ? sql`o.user_id = ${who.userId}` : sql`FALSE`}
               OR ${email !== null ? sql`lower(o.email) = lower(${email})` : sql`FALSE`})
        LIMIT 1`,
  );
  return rows.length > 0;
}

/** The first-purchase condition: `first_purchase` when the customer already ordered (decision 0050). */
export async function firstPurchaseError(
  db: DbOrTx,
  voucher: VoucherRecord,
  who: VoucherUser,
  exceptOrderId: number | null = null,
): Promise<VoucherError | null> {
  if (!voucher.firstPurchaseOnly) return null;
  return (await hasEarlierOrder(db, who, exceptOrderId)) ? new VoucherError('first_purchase', undefined, voucher.id) : null;
}
