/**
 * Back-office vouchers (decision 0034): list with search and filters, detail with its uses, create and
 * update with every limit the cart enforces. Each change is one transaction with its audit entry (entity
 * 'vouchers'). Codes are unique case-insensitively (the unique index on lower(code)); a taken code is a field
 * error 'admin.vouchers.error.code_exists' (also when two admins race: the unique violation maps to it).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { vouchers } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { Translate } from '../../i18n';
import type { FieldErrors } from '../../lib/validation';
import { diffChanges, listAudit, recordAudit, type AuditEntry } from '../back-office/audit-log';
import type { ListQuery, Paged } from '../back-office/list-query';
import type { AdminVoucherType, VoucherInput, VoucherListFilters } from './admin-vouchers-schema';
import { loadMainCurrency } from '../pricing/main-currency';
import { convertCzkMinor, czkFromCurrencyMinor, formatMoney, thresholdInCurrency, type PricingCurrency } from '../pricing/pricing';

export const VOUCHER_SORTS = ['code', 'created_at', 'used', 'active_to'] as const;
export type VoucherSort = (typeof VOUCHER_SORTS)[number];

/**
 * What the owner needs to know about a code today: switched off, not yet valid, expired, used up, or usable. Computed
 * from the flag, the validity window and the uses in the order the cart checks them (voucher-rules.ts), so a code
 * past its end never reads "Aktívny".
 */
export const VOUCHER_STATUSES = ['inactive', 'scheduled', 'expired', 'used_up', 'active'] as const;
export type AdminVoucherStatus = (typeof VOUCHER_STATUSES)[number];

export interface AdminVoucher {
  id: number;
  code: string;
  voucherType: AdminVoucherType;
  /** percent for 'percent', gross CZK haléře otherwise (stored) */
  value: number;
  /** 'amount' / 'order': gross minor units of the main currency, what the owner typed and the shopper reads (decision 0080) */
  amount: number | null;
  serviceType: string;
  quantity: number | null;
  usedCount: number;
  quantityPerUser: number | null;
  /** gross CZK haléře (stored) */
  minimalPrice: number | null;
  /** the minimal cart value as the shopper in the main currency reads it (gross minor units, decision 0060's rounding) */
  minimalAmount: number | null;
  activeFrom: string | null;
  activeTo: string | null;
  requiresEmail: boolean;
  isCombinable: boolean;
  firstPurchaseOnly: boolean;
  discountsDelivery: boolean;
  ownerUserId: number | null;
  ownerName: string | null;
  commissionPercent: number | null;
  isActive: boolean;
  status: AdminVoucherStatus;
  createdAt: string;
}

interface VoucherUseRow {
  id: number;
  orderId: number;
  orderNumber: string;
  orderState: string;
  userId: number | null;
  customerName: string | null;
  email: string | null;
  createdAt: string;
  /** gross CZK haléře */
  commissionAmount: number | null;
  commissionPaidAt: string | null;
}

type Row = SqlColumns<
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
  | 'is_combinable'
  | 'first_purchase_only'
  | 'discounts_delivery'
  | 'owner_user_id'
  | 'commission_percent'
  | 'is_active'
  | 'created_at'
> & { owner_name: string | null };

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const num = (n: number | string | null): number | null => (n === null ? null : Number(n));

function voucherStatus(r: Row, now: Date): AdminVoucherStatus {
  if (!r.is_active) return 'inactive';
  if (r.active_from !== null && new Date(r.active_from).getTime() > now.getTime()) return 'scheduled';
  if (r.active_to !== null && new Date(r.active_to).getTime() < now.getTime()) return 'expired';
  if (r.quantity !== null && Number(r.used_count) >= Number(r.quantity)) return 'used_up';
  return 'active';
}

function toVoucher(r: Row, main: PricingCurrency, now: Date = new Date()): AdminVoucher {
  const minimal = num(r.minimal_price);
  return {
    id: Number(r.id),
    code: r.code,
    voucherType: r.voucher_type,
    value: Number(r.value),
    amount: r.voucher_type === 'percent' ? null : convertCzkMinor(Number(r.value), main),
    serviceType: r.service_type,
    quantity: num(r.quantity),
    usedCount: Number(r.used_count),
    quantityPerUser: num(r.quantity_per_user),
    minimalPrice: minimal,
    minimalAmount: minimal === null ? null : thresholdInCurrency(minimal, main),
    activeFrom: iso(r.active_from),
    activeTo: iso(r.active_to),
    requiresEmail: r.requires_email,
    isCombinable: r.is_combinable,
    firstPurchaseOnly: r.first_purchase_only,
    discountsDelivery: r.discounts_delivery,
    ownerUserId: num(r.owner_user_id),
    ownerName: r.owner_name,
    commissionPercent: num(r.commission_percent),
    isActive: r.is_active,
    status: voucherStatus(r, now),
    createdAt: iso(r.created_at)!,
  };
}

const SELECT = sql`SELECT v.id, v.code, v.voucher_type, v.value, v.service_type, v.quantity, v.used_count, v.quantity_per_user,
  v.minimal_price, v.active_from, v.active_to, v.requires_email, v.is_combinable, v.first_purchase_only, v.discounts_delivery, v.owner_user_id, v.commission_percent, v.is_active, v.created_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.firstname || ' ' || u.lastname || ' <' || u.email || '>') END AS owner_name
  FROM vouchers v LEFT JOIN users u ON u.id = v.owner_user_id`;

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function filterWhere(f: VoucherListFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  const q = f.q?.trim();
  if (q) parts.push(sql`lower(v.code) LIKE ${`%${likeEscape(q.toLowerCase())}%`}`);
  if (f.type) parts.push(sql`v.voucher_type = ${f.type}`);
  if (f.active === '1') parts.push(sql`v.is_active`);
  if (f.active === '0') parts.push(sql`NOT v.is_active`);
  return sql.join(parts, sql` AND `);
}

const SORT_SQL: Record<VoucherSort, SQL> = {
  code: sql`lower(v.code)`,
  created_at: sql`v.created_at`,
  used: sql`v.used_count`,
  active_to: sql`v.active_to`,
};

export async function listAdminVouchers(
  db: DbOrTx,
  filters: VoucherListFilters,
  query: ListQuery<VoucherSort>,
  now: Date = new Date(),
): Promise<Paged<AdminVoucher>> {
  const where = filterWhere(filters);
  const dir = query.dir === 'asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
  const [main, rows, [count]] = await Promise.all([
    loadMainCurrency(db),
    queryRows<Row>(
      db,
      sql`${SELECT} WHERE ${where} ORDER BY ${SORT_SQL[query.sort]} ${dir}, v.id DESC LIMIT ${query.pageSize} OFFSET ${query.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM vouchers v WHERE ${where}`),
  ]);
  return { rows: rows.map((r) => toVoucher(r, main, now)), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

async function loadAdminVoucher(db: DbOrTx, id: number): Promise<AdminVoucher | null> {
  const rows = await queryRows<Row>(db, sql`${SELECT} WHERE v.id = ${id}`);
  return rows[0] ? toVoucher(rows[0], await loadMainCurrency(db)) : null;
}

/** The orders that used the voucher, newest first (at most `limit`). */
async function listVoucherUses(db: DbOrTx, voucherId: number, limit = 200): Promise<VoucherUseRow[]> {
  const rows = await queryRows<{
    id: number;
    order_id: number;
    number: string;
    state: string;
    user_id: number | null;
    customer_name: string | null;
    email: string | null;
    created_at: Date | string;
    commission_amount: number | null;
    commission_paid_at: Date | string | null;
  }>(
    db,
    sql`SELECT vu.id, vu.order_id, o.number, o.state, vu.user_id,
               trim(o.invoice_firstname || ' ' || o.invoice_lastname) AS customer_name,
               coalesce(vu.email, o.email) AS email, vu.created_at, vu.commission_amount, vu.commission_paid_at
        FROM voucher_uses vu JOIN orders o ON o.id = vu.order_id
        WHERE vu.voucher_id = ${voucherId}
        ORDER BY vu.created_at DESC, vu.id DESC
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    orderId: Number(r.order_id),
    orderNumber: r.number,
    orderState: r.state,
    userId: num(r.user_id),
    customerName: r.customer_name || null,
    email: r.email,
    createdAt: iso(r.created_at)!,
    commissionAmount: num(r.commission_amount),
    commissionPaidAt: iso(r.commission_paid_at),
  }));
}

export interface AdminVoucherDetail {
  voucher: AdminVoucher;
  uses: VoucherUseRow[];
  audit: AuditEntry[];
}

export async function loadAdminVoucherDetail(db: DbOrTx, id: number): Promise<AdminVoucherDetail | null> {
  const voucher = await loadAdminVoucher(db, id);
  if (!voucher) return null;
  const [uses, audit] = await Promise.all([listVoucherUses(db, id), listAudit(db, 'vouchers', id)]);
  return { voucher, uses, audit };
}

/** Customers who may own a voucher: the influencer group (2) plus the current owner. */
export async function listVoucherOwnerOptions(db: DbOrTx, currentOwnerId: number | null): Promise<Array<{ id: number; label: string }>> {
  const rows = await queryRows<{ id: number; label: string }>(
    db,
    sql`SELECT id, trim(firstname || ' ' || lastname || ' <' || email || '>') AS label FROM users
        WHERE group_id = 2 OR id = ${currentOwnerId ?? 0} ORDER BY lastname, firstname, id LIMIT 500`,
  );
  return rows.map((r) => ({ id: Number(r.id), label: r.label }));
}

export type VoucherSaveResult =
  { ok: true; id: number } | { ok: false; errors: FieldErrors; code?: 'already_exists' } | { ok: false; notFound: true };

/**
 * The stored gross CZK haléře of amounts typed in the main currency (decision 0080): the exact inverse of the
 * conversion the cart makes, so the shopper reads the typed amount; a stored value that already reads so is kept.
 * A minimum must lie on the main currency's threshold step (decision 0060), or the shopper would read it rounded.
 */
async function storedAmounts(
  tx: DbOrTx,
  input: VoucherInput,
  before: AdminVoucher | null,
  t: Translate,
): Promise<{ value: number; minimalPrice: number | null; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  let value = input.value ?? 0;
  let minimalPrice = input.minimalPrice;
  if (input.voucherType === 'percent' && input.amount === undefined && input.minimalAmount === undefined)
    return { value, minimalPrice, errors };
  const main = await loadMainCurrency(tx);
  if (input.voucherType !== 'percent' && input.amount !== undefined) {
    value =
      before && before.voucherType !== 'percent' && convertCzkMinor(before.value, main) === input.amount
        ? before.value
        : czkFromCurrencyMinor(input.amount, main);
  }
  if (input.minimalAmount !== undefined) {
    const typed = input.minimalAmount;
    if (typed === null) minimalPrice = null;
    else if (before && before.minimalPrice !== null && before.minimalAmount === typed) minimalPrice = before.minimalPrice;
    else {
      minimalPrice = czkFromCurrencyMinor(typed, main);
      if (typed > 0 && thresholdInCurrency(minimalPrice, main) !== typed)
        errors.minimalAmount = [t('admin.vouchers.error.minimum_step', { step: formatMoney(main.thresholdStep, main) })];
    }
  }
  return { value, minimalPrice, errors };
}

/** The stored columns of an input (drizzle field names, for the audit diff). */
function columns(input: VoucherInput, amounts: { value: number; minimalPrice: number | null }) {
  return {
    code: input.code,
    voucherType: input.voucherType,
    value: amounts.value,
    serviceType: input.serviceType,
    quantity: input.quantity,
    quantityPerUser: input.quantityPerUser,
    minimalPrice: amounts.minimalPrice,
    activeFrom: input.activeFrom ? new Date(input.activeFrom).toISOString() : null,
    activeTo: input.activeTo ? new Date(input.activeTo).toISOString() : null,
    requiresEmail: input.requiresEmail,
    isCombinable: input.isCombinable,
    firstPurchaseOnly: input.firstPurchaseOnly,
    discountsDelivery: input.discountsDelivery,
    ownerUserId: input.ownerUserId,
    commissionPercent: input.commissionPercent,
    isActive: input.isActive,
  };
}

function auditable(v: AdminVoucher) {
  const { id: _id, ownerName: _o, createdAt: _c, usedCount: _u, status: _s, amount: _a, minimalAmount: _m, ...rest } = v;
  return rest;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

class SaveRefused extends Error {
  constructor(readonly result: VoucherSaveResult) {
    super('voucher save refused');
  }
}

async function checkRefs(tx: DbOrTx, input: VoucherInput, id: number | null, t: Translate): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM vouchers WHERE lower(code) = lower(${input.code}) AND id <> ${id ?? 0} LIMIT 1`,
  );
  if (taken.length > 0) errors.code = [t('admin.vouchers.error.code_exists')];
  if (input.ownerUserId !== null) {
    const owner = await queryRows<{ id: number }>(tx, sql`SELECT id FROM users WHERE id = ${input.ownerUserId}`);
    if (owner.length === 0) errors.ownerUserId = [t('admin.vouchers.error.owner_unknown')];
  }
  return errors;
}

function refusal(errors: FieldErrors): VoucherSaveResult {
  return errors.code ? { ok: false, errors, code: 'already_exists' } : { ok: false, errors };
}

async function guarded(t: Translate, run: () => Promise<VoucherSaveResult>): Promise<VoucherSaveResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SaveRefused) return error.result;
    if (isUniqueViolation(error)) return { ok: false, errors: { code: [t('admin.vouchers.error.code_exists')] }, code: 'already_exists' };
    throw error;
  }
}

export async function createVoucher(db: Db, input: VoucherInput, actorId: number, t: Translate): Promise<VoucherSaveResult> {
  return guarded(t, () =>
    db.transaction(async (tx) => {
      const amounts = await storedAmounts(tx, input, null, t);
      const errors = { ...(await checkRefs(tx, input, null, t)), ...amounts.errors };
      if (Object.keys(errors).length > 0) throw new SaveRefused(refusal(errors));
      const c = columns(input, amounts);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO vouchers (code, voucher_type, value, service_type, quantity, quantity_per_user, minimal_price, active_from, active_to,
                                  requires_email, is_combinable, first_purchase_only, discounts_delivery, owner_user_id, commission_percent, is_active)
            VALUES (${c.code}, ${c.voucherType}, ${c.value}, ${c.serviceType}, ${c.quantity}, ${c.quantityPerUser}, ${c.minimalPrice},
                    ${c.activeFrom}::timestamptz, ${c.activeTo}::timestamptz, ${c.requiresEmail}, ${c.isCombinable}, ${c.firstPurchaseOnly}, ${c.discountsDelivery}, ${c.ownerUserId}, ${c.commissionPercent}, ${c.isActive})
            RETURNING id`,
      );
      const id = Number(row!.id);
      await recordAudit(tx, { userId: actorId, entity: 'vouchers', entityId: id, action: 'create', changes: diffChanges(null, c) });
      return { ok: true, id };
    }),
  );
}

/** Updates voucher `id`; total uses may not go below the uses already made. */
export async function updateVoucher(db: Db, id: number, input: VoucherInput, actorId: number, t: Translate): Promise<VoucherSaveResult> {
  return guarded(t, () =>
    db.transaction(async (tx) => {
      const locked = await queryRows<{ id: number }>(tx, sql`SELECT id FROM vouchers WHERE id = ${id} FOR UPDATE`);
      if (locked.length === 0) return { ok: false, notFound: true } as const;
      const before = (await loadAdminVoucher(tx, id))!;
      const amounts = await storedAmounts(tx, input, before, t);
      const errors = { ...(await checkRefs(tx, input, id, t)), ...amounts.errors };
      if (input.quantity !== null && input.quantity < before.usedCount) {
        errors.quantity = [t('admin.vouchers.error.quantity_below_used', { used: before.usedCount })];
      }
      if (Object.keys(errors).length > 0) throw new SaveRefused(refusal(errors));
      const c = columns(input, amounts);
      await queryRows(
        tx,
        sql`UPDATE vouchers SET code = ${c.code}, voucher_type = ${c.voucherType}, value = ${c.value}, service_type = ${c.serviceType},
                   quantity = ${c.quantity}, quantity_per_user = ${c.quantityPerUser}, minimal_price = ${c.minimalPrice},
                   active_from = ${c.activeFrom}::timestamptz, active_to = ${c.activeTo}::timestamptz, requires_email = ${c.requiresEmail},
                   is_combinable = ${c.isCombinable}, first_purchase_only = ${c.firstPurchaseOnly}, discounts_delivery = ${c.discountsDelivery},
                   owner_user_id = ${c.ownerUserId}, commission_percent = ${c.commissionPercent}, is_active = ${c.isActive}
            WHERE id = ${id}`,
      );
      const changes = diffChanges(auditable(before), c);
      if (Object.keys(changes).length > 0)
        await recordAudit(tx, { userId: actorId, entity: 'vouchers', entityId: id, action: 'update', changes });
      return { ok: true, id };
    }),
  );
}
