/**
 * Editing an order in the back office (decision 0083): the contact and the addresses, and — while the order is not
 * shipped — its lines (quantities, removals, product variants added). One transaction, the same lock order as order
 * placement and the state changes, so edits and checkouts queue and never deadlock or oversell:
 *
 * 1. the order row is locked (FOR UPDATE): two edits of one order (or an edit and a state change) run one after the
 *    other, and an order shipped meanwhile is refused ('not_editable': shipped, ready for pickup, completed, cancelled);
 * 2. the input is checked against the order (line ids) and the catalogue (variants to add) before anything is written;
 * 3. stock: the stock rows of every variant whose quantity changes are locked in (variant, store) order
 *    (stock-allocation.ts lockStock, like a checkout); more pieces are allocated from the active stores (the pickup
 *    branch first for a personal pickup, else the e-shop warehouse first) and taken with the conditional update
 *    (takeStock; the CHECK stock_quantity_nonnegative is the last line of defence); a shortage refuses the whole edit;
 *    fewer pieces go back to the pickup branch, else the e-shop warehouse (as a cancellation returns them);
 * 4. the lines are written and the order re-priced (order-repricing.ts): kept unit prices, the order's group
 *    discount, its vouchers again, the delivery rule, the same payment fee; commission of unpaid-out influencer uses
 *    follows the new goods total; a paid order keeps the difference in orders.balance_due (to refund / to collect);
 * 5. one audit entry (action 'edit') with readable before → after values, in the same transaction.
 *
 * The page action (app/routes/admin/order-edit.tsx) and PATCH /api/admin/orders/{id} both call editOrderAsAdmin.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { CarrierCode, OrderState } from '../../db/schema';
import type { Translate } from '../../i18n';
import { vatBreakdownInCzk, vatOfGross } from './order-amounts';
import { repriceOrder, type OrderTotals } from './order-repricing';
import { allocateStock, lockStock, takeStock, type StockPreference } from './stock-allocation';
import {
  convertCzkMinor,
  czkFromCurrencyMinor,
  effectiveNetPrice,
  formatMoney,
  unitGross,
  type MoneyFormat,
  type PricingCurrency,
  type VoucherInput,
} from '../pricing/pricing';
import { recordAudit, type Changes } from '../back-office/audit-log';
import type { OrderEditInput } from './admin-order-edit-schema';
import { isOrderEditable } from './admin-order-transitions';

export interface OrderEditDeps {
  db: Db;
  t: Translate;
  now: () => Date;
}

/** Amounts of the answer: minor units of the order's currency. */
interface EditedTotals {
  items: number;
  discount: number;
  delivery: number;
  payment: number;
  total: number;
}

export type OrderEditResult =
  | {
      ok: true;
      /** false: the input changed nothing (no audit entry) */
      changed: boolean;
      currencyCode: string;
      before: EditedTotals;
      after: EditedTotals;
      /** what is still to settle after edits of a paid order: > 0 the customer pays, < 0 the shop refunds */
      balanceDue: number;
      changes: Changes;
    }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'not_editable'; state: OrderState; message: string }
  | { ok: false; code: 'validation'; errors: Record<string, string[]> };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type LockedOrder = {
  state: OrderState;
  email: string;
  phone_prefix: string | null;
  phone: string | null;
  invoice_firstname: string;
  invoice_lastname: string;
  invoice_company: string | null;
  invoice_street: string;
  invoice_city: string;
  invoice_zip: string;
  invoice_country_code: string;
  delivery_firstname: string | null;
  delivery_lastname: string | null;
  delivery_company: string | null;
  delivery_street: string | null;
  delivery_city: string | null;
  delivery_zip: string | null;
  delivery_country_code: string | null;
  items_total: number;
  discount_total: number;
  carrier_price: number;
  payment_price: number;
  total: number;
  balance_due: number;
  currency_code: string;
  currency_rate: number | string;
  paid_at: string | Date | null;
  pickup_store_id: number | null;
  group_discount: number | string;
  carrier_code: CarrierCode;
  carrier_net: number;
  carrier_vat: number | string;
  payment_vat: number | string;
  decimals: number | null;
  symbol_before: string | null;
  symbol_after: string | null;
  free_delivery_from: number | null;
};

type ItemRow = {
  id: number;
  parent_id: number | null;
  product_id: number | null;
  variant_id: number | null;
  name: string;
  variant_name: string | null;
  code: string | null;
  quantity: number;
  unit_price_gross: number;
  tax_rate: number;
  is_gift: boolean;
  keeps_stock: boolean;
};

type VariantRow = {
  variant_id: number;
  product_id: number;
  name: string;
  variant_name: string;
  code: string;
  price: number;
  price_sale: number | null;
  is_price_sale_active: boolean;
  sale_from: string | Date | null;
  sale_to: string | Date | null;
  variant_price: number | null;
  variant_price_sale: number | null;
  variant_is_price_sale_active: boolean;
  vat: number;
  is_service: boolean;
};

interface NewLine {
  variant: VariantRow;
  quantity: number;
  /** gross unit price before the group discount, order currency */
  unitPrice: number;
}

class EditRefusal {
  constructor(readonly result: Exclude<OrderEditResult, { ok: true }>) {}
}

const ADDRESS_KEYS = ['firstname', 'lastname', 'company', 'street', 'city', 'zip', 'country'] as const;
type AddressValues = Record<(typeof ADDRESS_KEYS)[number], string | null>;

function invoiceOf(o: LockedOrder): AddressValues {
  return {
    firstname: o.invoice_firstname,
    lastname: o.invoice_lastname,
    company: o.invoice_company,
    street: o.invoice_street,
    city: o.invoice_city,
    zip: o.invoice_zip,
    country: o.invoice_country_code,
  };
}

function deliveryOf(o: LockedOrder): AddressValues | null {
  if (!o.delivery_street) return null;
  return {
    firstname: o.delivery_firstname,
    lastname: o.delivery_lastname,
    company: o.delivery_company,
    street: o.delivery_street,
    city: o.delivery_city,
    zip: o.delivery_zip,
    country: o.delivery_country_code,
  };
}

/** "Jana Nováková, Firma s.r.o., Hlavná 12, 811 01 Bratislava, SK" */
function addressLine(a: AddressValues | null): string | null {
  if (!a) return null;
  return [`${a.firstname ?? ''} ${a.lastname ?? ''}`.trim(), a.company, a.street, `${a.zip ?? ''} ${a.city ?? ''}`.trim(), a.country]
    .filter((part) => part)
    .join(', ');
}

function sameAddress(a: AddressValues | null, b: AddressValues | null): boolean {
  if (a === null || b === null) return a === b;
  return ADDRESS_KEYS.every((k) => (a[k] ?? null) === (b[k] ?? null));
}

const itemLabel = (name: string, variantName: string | null) => (variantName ? `${name} – ${variantName}` : name);

/** Edits an order as a back-office user (see the module comment). */
export async function editOrderAsAdmin(
  deps: OrderEditDeps,
  orderId: number,
  input: OrderEditInput,
  options: { userId: number },
): Promise<OrderEditResult> {
  try {
    return await deps.db.transaction((tx) => editInTransaction(tx, deps, orderId, input, options.userId));
  } catch (error) {
    if (error instanceof EditRefusal) return error.result;
    throw error;
  }
}

async function editInTransaction(
  tx: Tx,
  deps: OrderEditDeps,
  orderId: number,
  input: OrderEditInput,
  userId: number,
): Promise<OrderEditResult> {
  const { t } = deps;
  const [order] = await queryRows<LockedOrder>(
    tx,
    sql`SELECT o.state, o.email, o.phone_prefix, o.phone, o.invoice_firstname, o.invoice_lastname, o.invoice_company,
               o.invoice_street, o.invoice_city, o.invoice_zip, o.invoice_country_code, o.delivery_firstname,
               o.delivery_lastname, o.delivery_company, o.delivery_street, o.delivery_city, o.delivery_zip,
               o.delivery_country_code, o.items_total, o.discount_total, o.carrier_price, o.payment_price, o.total,
               o.balance_due, o.currency_code, o.currency_rate, o.paid_at, o.pickup_store_id,
               coalesce(o.group_discount_percent, g.discount, 0) AS group_discount,
               c.code AS carrier_code, c.price AS carrier_net, coalesce(ctr.rate, 0) AS carrier_vat,
               coalesce(ptr.rate, 0) AS payment_vat, cur.decimals, cur.symbol_before, cur.symbol_after, cur.free_delivery_from
        FROM orders o
        JOIN carriers c ON c.id = o.carrier_id
        LEFT JOIN tax_rates ctr ON ctr.id = c.tax_rate_id
        JOIN payment_methods pm ON pm.id = o.payment_method_id
        LEFT JOIN tax_rates ptr ON ptr.id = pm.tax_rate_id
        LEFT JOIN currencies cur ON cur.code = o.currency_code
        LEFT JOIN users u ON u.id = o.user_id
        LEFT JOIN customer_groups g ON g.id = u.group_id
        WHERE o.id = ${orderId}
        FOR UPDATE OF o`,
  );
  if (!order) return { ok: false, code: 'not_found' };
  if (!isOrderEditable(order.state)) {
    const message = t(order.state === 'cancelled' ? 'admin.order_edit.error.cancelled' : 'admin.order_edit.error.shipped');
    return { ok: false, code: 'not_editable', state: order.state, message };
  }

  const currency: Pick<PricingCurrency, 'rate' | 'decimals' | 'freeDeliveryFrom'> = {
    rate: Number(order.currency_rate),
    decimals: Number(order.decimals ?? 2),
    freeDeliveryFrom: order.free_delivery_from === null ? null : Number(order.free_delivery_from),
  };
  const format: MoneyFormat = {
    decimals: currency.decimals,
    symbol_before: order.symbol_before ?? '',
    symbol_after: order.symbol_after ?? order.currency_code,
  };
  const fromCzk = (czk: number) => convertCzkMinor(Number(czk), currency);
  const toCzk = (minor: number) => czkFromCurrencyMinor(minor, currency);
  const money = (minor: number) => formatMoney(minor, format);
  const pieces = (n: number) => t('admin.order_edit.pieces', { count: n });

  const changes: Changes = {};
  const errors: Record<string, string[]> = {};
  const orderSet: ReturnType<typeof sql>[] = [];

  // contact and addresses
  if (input.contact) {
    const { email, phonePrefix, phone } = input.contact;
    if (email !== order.email) {
      changes[t('admin.order_edit.audit.email')] = { from: order.email, to: email };
      orderSet.push(sql`email = ${email}`);
    }
    const before = order.phone ? `${order.phone_prefix ?? ''} ${order.phone}`.trim() : null;
    const after = `${phonePrefix} ${phone}`.trim();
    if ((order.phone ?? '') !== phone || (order.phone_prefix ?? '') !== phonePrefix) {
      changes[t('admin.order_edit.audit.phone')] = { from: before, to: after };
      orderSet.push(sql`phone_prefix = ${phonePrefix || null}, phone = ${phone}`);
    }
  }
  if (input.invoice) {
    const next: AddressValues = { ...input.invoice, company: input.invoice.company ?? null };
    if (!sameAddress(invoiceOf(order), next)) {
      changes[t('admin.order_edit.audit.invoice')] = { from: addressLine(invoiceOf(order)), to: addressLine(next) };
      orderSet.push(sql`invoice_firstname = ${next.firstname}, invoice_lastname = ${next.lastname}, invoice_company = ${next.company},
        invoice_street = ${next.street}, invoice_city = ${next.city}, invoice_zip = ${next.zip}, invoice_country_code = ${next.country}`);
    }
  }
  if (input.delivery !== undefined && order.carrier_code === 'courier') {
    const next: AddressValues | null = input.delivery ? { ...input.delivery, company: input.delivery.company ?? null } : null;
    if (!sameAddress(deliveryOf(order), next)) {
      const sameAsInvoice = t('admin.order_edit.audit.same_as_invoice');
      changes[t('admin.order_edit.audit.delivery')] = {
        from: addressLine(deliveryOf(order)) ?? sameAsInvoice,
        to: addressLine(next) ?? sameAsInvoice,
      };
      orderSet.push(sql`delivery_firstname = ${next?.firstname ?? null}, delivery_lastname = ${next?.lastname ?? null},
        delivery_company = ${next?.company ?? null}, delivery_street = ${next?.street ?? null}, delivery_city = ${next?.city ?? null},
        delivery_zip = ${next?.zip ?? null}, delivery_country_code = ${next?.country ?? null}`);
    }
  }

  // lines: new quantities (0 = removed; a removed line takes its add-ons with it) and lines to add
  const items = await queryRows<ItemRow>(
    tx,
    sql`SELECT oi.id, oi.parent_id, oi.product_id, oi.variant_id, oi.name, oi.variant_name, oi.code, oi.quantity,
               oi.unit_price_gross, oi.tax_rate, oi.is_gift,
               (p.id IS NOT NULL AND NOT p.is_service AND v.id IS NOT NULL) AS keeps_stock
        FROM order_items oi
        LEFT JOIN products p ON p.id = oi.product_id
        LEFT JOIN product_variants v ON v.id = oi.variant_id
        WHERE oi.order_id = ${orderId} ORDER BY oi.id`,
  );
  const quantity = new Map(items.map((i) => [Number(i.id), Number(i.quantity)]));
  (input.lines ?? []).forEach((line, index) => {
    if (!quantity.has(line.id)) errors[`lines.${index}.id`] = [t('admin.order_edit.error.unknown_line')];
    else quantity.set(line.id, line.quantity);
  });
  for (const item of items) {
    if (item.parent_id !== null && quantity.get(Number(item.parent_id)) === 0) quantity.set(Number(item.id), 0);
  }
  const added: NewLine[] = [];
  for (const [index, add] of (input.add ?? []).entries()) {
    const variant = await findVariant(tx, add);
    if (!variant) {
      errors[`add.${index}.code`] = [t('admin.order_edit.error.unknown_product', { code: add.code ?? String(add.variantId ?? '') })];
      continue;
    }
    const existing = items.find(
      (i) => Number(i.variant_id) === variant.variant_id && i.parent_id === null && !i.is_gift && quantity.get(Number(i.id))! > 0,
    );
    if (existing) {
      quantity.set(Number(existing.id), quantity.get(Number(existing.id))! + add.quantity);
      continue;
    }
    const eff = effectiveNetPrice(
      {
        price: variant.price,
        priceSale: variant.price_sale,
        isPriceSaleActive: variant.is_price_sale_active,
        saleFrom: variant.sale_from,
        saleTo: variant.sale_to,
      },
      { price: variant.variant_price, priceSale: variant.variant_price_sale, isPriceSaleActive: variant.variant_is_price_sale_active },
      deps.now(),
    );
    added.push({ variant, quantity: add.quantity, unitPrice: unitGross(eff.net, Number(variant.vat), currency, 0) });
  }
  const linesChanged = added.length > 0 || items.some((i) => quantity.get(Number(i.id)) !== Number(i.quantity));
  if (linesChanged && added.length === 0 && items.every((i) => quantity.get(Number(i.id)) === 0)) {
    errors.lines = [t('admin.order_edit.error.empty')];
  }
  if (Object.keys(errors).length > 0) return { ok: false, code: 'validation', errors };

  const before = totalsOf(order, fromCzk);
  let after = before;
  let balanceDue = Number(order.balance_due);
  if (linesChanged) {
    // stock: the difference per variant that keeps stock
    const delta = new Map<number, number>();
    for (const item of items) {
      if (!item.keeps_stock) continue;
      const d = quantity.get(Number(item.id))! - Number(item.quantity);
      if (d !== 0) delta.set(Number(item.variant_id), (delta.get(Number(item.variant_id)) ?? 0) + d);
    }
    for (const line of added) {
      if (!line.variant.is_service) delta.set(line.variant.variant_id, (delta.get(line.variant.variant_id) ?? 0) + line.quantity);
    }
    const stockChanges = await moveStock(
      tx,
      order,
      delta,
      [
        ...items.map((i) => ({ variantId: i.variant_id, label: itemLabel(i.name, i.variant_name) })),
        ...added.map((l) => ({ variantId: l.variant.variant_id, label: itemLabel(l.variant.name, l.variant.variant_name) })),
      ],
      t,
    );
    if ('errors' in stockChanges) throw new EditRefusal({ ok: false, code: 'validation', errors: stockChanges.errors });

    // the lines
    const removed = items.filter((i) => quantity.get(Number(i.id)) === 0).map((i) => Number(i.id));
    for (const item of items) {
      const q = quantity.get(Number(item.id))!;
      const label = itemLabel(item.name, item.variant_name);
      if (q === 0) {
        changes[t('admin.order_edit.audit.line_removed', { item: label })] = { from: pieces(Number(item.quantity)), to: null };
      } else if (q !== Number(item.quantity)) {
        changes[t('admin.order_edit.audit.line_quantity', { item: label })] = { from: pieces(Number(item.quantity)), to: pieces(q) };
        await queryRows(
          tx,
          sql`UPDATE order_items SET quantity = ${q}, total_gross = ${toCzk(fromCzk(item.unit_price_gross) * q)} WHERE id = ${item.id}`,
        );
      }
    }
    if (removed.length > 0) {
      await queryRows(
        tx,
        sql`DELETE FROM order_items WHERE id IN (${sql.join(
          removed.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    for (const line of added) {
      const v = line.variant;
      const unitCzk = toCzk(line.unitPrice);
      changes[t('admin.order_edit.audit.line_added', { item: itemLabel(v.name, v.variant_name) })] = {
        from: null,
        to: `${pieces(line.quantity)} × ${money(line.unitPrice)}`,
      };
      await queryRows(
        tx,
        sql`INSERT INTO order_items (order_id, product_id, variant_id, name, variant_name, code, quantity, unit_price_net,
              unit_price_gross, tax_rate, total_gross, is_gift)
            VALUES (${orderId}, ${v.product_id}, ${v.variant_id}, ${v.name}, ${v.variant_name}, ${v.code}, ${line.quantity},
              ${unitCzk - vatOfGross(unitCzk, Number(v.vat))}, ${unitCzk}, ${Number(v.vat)}, ${toCzk(line.unitPrice * line.quantity)}, FALSE)`,
      );
    }
    if (stockChanges.lines.length > 0) changes[t('admin.order_edit.audit.stock')] = { from: null, to: stockChanges.lines.join('; ') };

    // the totals
    const vouchers = await queryRows<{ voucher_type: VoucherInput['voucherType']; value: number; discounts_delivery: boolean }>(
      tx,
      sql`SELECT v.voucher_type, v.value, v.discounts_delivery FROM voucher_uses vu JOIN vouchers v ON v.id = vu.voucher_id
          WHERE vu.order_id = ${orderId} ORDER BY vu.id`,
    );
    const groupDiscountPercent = Number(order.group_discount);
    const storedFee = Number(order.carrier_price);
    const repriced: OrderTotals = repriceOrder({
      lines: [
        ...items
          .filter((i) => quantity.get(Number(i.id))! > 0)
          .map((i) => ({
            unitPrice: fromCzk(i.unit_price_gross),
            quantity: quantity.get(Number(i.id))!,
            taxRate: Number(i.tax_rate),
            isGift: i.is_gift,
          })),
        ...added.map((l) => ({ unitPrice: l.unitPrice, quantity: l.quantity, taxRate: Number(l.variant.vat), isGift: false })),
      ],
      groupDiscountPercent,
      vouchers: vouchers.map((v) => ({ voucherType: v.voucher_type, value: Number(v.value), discountsDelivery: v.discounts_delivery })),
      currency,
      // the fee the order charged; an order that had free delivery pays the carrier's price when it falls below the threshold
      delivery: {
        fee: storedFee > 0 ? fromCzk(storedFee) : unitGross(Number(order.carrier_net), Number(order.carrier_vat), currency),
        vatPercent: Number(order.carrier_vat),
      },
      payment: { fee: fromCzk(order.payment_price), vatPercent: Number(order.payment_vat) },
    });
    after = {
      items: repriced.items,
      discount: repriced.discount,
      delivery: repriced.delivery,
      payment: repriced.payment,
      total: repriced.total,
    };
    const totalCzk = toCzk(repriced.total);
    const paid = order.paid_at !== null;
    if (paid) balanceDue += totalCzk - Number(order.total);
    orderSet.push(sql`items_total = ${toCzk(repriced.items)}, discount_total = ${toCzk(repriced.discount)},
      carrier_price = ${toCzk(repriced.delivery)}, total = ${totalCzk}, group_discount_percent = ${groupDiscountPercent},
      vat_breakdown = ${JSON.stringify(vatBreakdownInCzk(repriced.vat, currency))}::jsonb, balance_due = ${balanceDue}`);
    for (const [key, label] of [
      ['items', 'admin.order_edit.audit.items'],
      ['discount', 'admin.order_edit.audit.discount'],
      ['delivery', 'admin.order_edit.audit.delivery_fee'],
      ['total', 'admin.order_edit.audit.total'],
    ] as const) {
      if (before[key] !== after[key]) changes[t(label)] = { from: money(before[key]), to: money(after[key]) };
    }
    if (paid && balanceDue !== Number(order.balance_due)) {
      changes[t('admin.order_edit.audit.balance')] = {
        from: balanceText(t, fromCzk(Number(order.balance_due)), money),
        to: balanceText(t, fromCzk(balanceDue), money),
      };
    }
    // influencer commission not paid out yet follows the goods total (voucher-claims.ts: goods after vouchers, CZK)
    await queryRows(
      tx,
      sql`UPDATE voucher_uses vu SET commission_amount = round(${toCzk(repriced.goods)}::numeric * pct.percent / 100)::int
          FROM (SELECT v.id, coalesce(v.commission_percent, u.commission_percent) AS percent
                FROM vouchers v LEFT JOIN users u ON u.id = v.owner_user_id) pct
          WHERE vu.order_id = ${orderId} AND pct.id = vu.voucher_id AND vu.commission_amount IS NOT NULL
            AND vu.commission_paid_at IS NULL AND pct.percent IS NOT NULL`,
    );
  }

  if (Object.keys(changes).length === 0) {
    return { ok: true, changed: false, currencyCode: order.currency_code, before, after, balanceDue: fromCzk(balanceDue), changes };
  }
  const note = input.note?.trim();
  if (note) changes[t('admin.order_edit.audit.note')] = { from: null, to: note };
  const at = deps.now();
  orderSet.push(sql`updated_at = ${at.toISOString()}::timestamptz`);
  await queryRows(tx, sql`UPDATE orders SET ${sql.join(orderSet, sql`, `)} WHERE id = ${orderId}`);
  await recordAudit(tx, { userId, entity: 'orders', entityId: orderId, action: 'edit', changes, at });
  return { ok: true, changed: true, currencyCode: order.currency_code, before, after, balanceDue: fromCzk(balanceDue), changes };
}

function totalsOf(order: LockedOrder, fromCzk: (czk: number) => number): EditedTotals {
  return {
    items: fromCzk(order.items_total),
    discount: fromCzk(order.discount_total),
    delivery: fromCzk(order.carrier_price),
    payment: fromCzk(order.payment_price),
    total: fromCzk(order.total),
  };
}

function balanceText(t: Translate, minor: number, money: (minor: number) => string): string {
  if (minor > 0) return t('admin.order_edit.balance.collect', { amount: money(minor) });
  if (minor < 0) return t('admin.order_edit.balance.refund', { amount: money(-minor) });
  return t('admin.order_edit.balance.settled');
}

/** A variant to add: by id, else by its code or the code of a product with a single variant (case-insensitive). */
async function findVariant(tx: DbOrTx, add: { variantId?: number; code?: string }): Promise<VariantRow | null> {
  const code = add.code?.trim();
  if (add.variantId === undefined && !code) return null;
  const where =
    add.variantId !== undefined
      ? sql`v.id = ${add.variantId}`
      : sql`(lower(v.code) = lower(${code}) OR (lower(p.code) = lower(${code})
            AND (SELECT count(*) FROM product_variants v2 WHERE v2.product_id = p.id) = 1))`;
  const rows = await queryRows<VariantRow>(
    tx,
    sql`SELECT v.id AS variant_id, p.id AS product_id, p.name, v.name AS variant_name, coalesce(nullif(v.code, ''), p.code) AS code,
               p.price, p.price_sale, p.is_price_sale_active, p.sale_from, p.sale_to, v.price AS variant_price,
               v.price_sale AS variant_price_sale, v.is_price_sale_active AS variant_is_price_sale_active, t.rate AS vat, p.is_service
        FROM product_variants v JOIN products p ON p.id = v.product_id JOIN tax_rates t ON t.id = p.tax_rate_id
        WHERE ${where}
        ORDER BY v.id LIMIT 1`,
  );
  const row = rows[0];
  return row ? { ...row, variant_id: Number(row.variant_id), product_id: Number(row.product_id) } : null;
}

/**
 * Takes the added pieces out of stock and returns the removed ones (see the module comment, step 3). Answers readable
 * lines for the audit ("−2 ks Balón → Sklad e-shop"), or the shortages as errors at `lines`.
 */
async function moveStock(
  tx: DbOrTx,
  order: LockedOrder,
  delta: ReadonlyMap<number, number>,
  labels: ReadonlyArray<{ variantId: number | null; label: string }>,
  t: Translate,
): Promise<{ lines: string[] } | { errors: Record<string, string[]> }> {
  const changed = [...delta].filter(([, d]) => d !== 0);
  if (changed.length === 0) return { lines: [] };
  const labelOf = (variantId: number) => labels.find((l) => Number(l.variantId) === variantId)?.label ?? String(variantId);
  const locked = await lockStock(
    tx,
    changed.map(([variantId]) => variantId),
  );
  const preference: StockPreference =
    order.carrier_code === 'pickup' && order.pickup_store_id !== null
      ? { kind: 'pickup', storeId: Number(order.pickup_store_id) }
      : { kind: 'shipping' };
  const more = new Map(changed.filter(([, d]) => d > 0));
  const { allocations, shortages } = allocateStock(more, locked, preference);
  if (shortages.length > 0) {
    return {
      errors: {
        lines: shortages.map((s) =>
          t('admin.order_edit.error.stock', { item: labelOf(s.variantId), requested: s.requested, available: s.available }),
        ),
      },
    };
  }
  if (!(await takeStock(tx, allocations))) throw new Error('stock changed under its row locks'); // cannot happen

  const storeNames = new Map(
    (await queryRows<{ id: number; name: string }>(tx, sql`SELECT id, name FROM stores`)).map((s) => [Number(s.id), s.name]),
  );
  const lines = allocations.map((a) =>
    t('admin.order_edit.stock_taken', { count: a.quantity, item: labelOf(a.variantId), store: storeNames.get(a.storeId) ?? '' }),
  );
  const fewer = changed.filter(([, d]) => d < 0);
  if (fewer.length > 0) {
    const [store] = await queryRows<{ id: number }>(
      tx,
      order.carrier_code === 'pickup' && order.pickup_store_id !== null
        ? sql`SELECT id FROM stores WHERE id = ${order.pickup_store_id}
              UNION ALL (SELECT id FROM stores WHERE kind = 'warehouse' ORDER BY position, id LIMIT 1) LIMIT 1`
        : sql`SELECT id FROM stores ORDER BY (kind = 'warehouse') DESC, position, id LIMIT 1`,
    );
    if (store) {
      const storeId = Number(store.id);
      await queryRows(
        tx,
        sql`INSERT INTO stock (variant_id, store_id, quantity)
            VALUES ${sql.join(
              fewer.map(([variantId, d]) => sql`(${variantId}, ${storeId}, ${-d})`),
              sql`, `,
            )}
            ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = stock.quantity + excluded.quantity`,
      );
      for (const [variantId, d] of fewer) {
        lines.push(t('admin.order_edit.stock_returned', { count: -d, item: labelOf(variantId), store: storeNames.get(storeId) ?? '' }));
      }
    }
  }
  return { lines };
}

/** What the edit page shows and pre-fills (app/routes/admin/order-edit.tsx); null for an unknown order. */
export interface OrderEditForm {
  id: number;
  number: string;
  state: OrderState;
  editable: boolean;
  /** a courier order has a delivery address to edit */
  hasDeliveryAddress: boolean;
  email: string;
  phonePrefix: string;
  phone: string;
  invoice: AddressValues;
  delivery: AddressValues | null;
  currency: MoneyFormat & { code: string };
  lines: Array<{
    id: number;
    parentId: number | null;
    name: string;
    variantName: string | null;
    code: string | null;
    quantity: number;
    /** gross unit price before the group discount, minor units of the order's currency */
    unitPrice: number;
    isGift: boolean;
  }>;
}

export async function loadOrderEditForm(db: DbOrTx, orderId: number): Promise<OrderEditForm | null> {
  const [order] = await queryRows<LockedOrder & { number: string }>(
    db,
    sql`SELECT o.number, o.state, o.email, o.phone_prefix, o.phone, o.invoice_firstname, o.invoice_lastname, o.invoice_company,
               o.invoice_street, o.invoice_city, o.invoice_zip, o.invoice_country_code, o.delivery_firstname,
               o.delivery_lastname, o.delivery_company, o.delivery_street, o.delivery_city, o.delivery_zip,
               o.delivery_country_code, o.currency_code, o.currency_rate, c.code AS carrier_code,
               cur.decimals, cur.symbol_before, cur.symbol_after
        FROM orders o JOIN carriers c ON c.id = o.carrier_id LEFT JOIN currencies cur ON cur.code = o.currency_code
        WHERE o.id = ${orderId}`,
  );
  if (!order) return null;
  const items = await queryRows<ItemRow>(
    db,
    sql`SELECT id, parent_id, name, variant_name, code, quantity, unit_price_gross, is_gift
        FROM order_items WHERE order_id = ${orderId} ORDER BY id`,
  );
  const currency = { rate: Number(order.currency_rate), decimals: Number(order.decimals ?? 2) };
  return {
    id: orderId,
    number: order.number,
    state: order.state,
    editable: isOrderEditable(order.state),
    hasDeliveryAddress: order.carrier_code === 'courier',
    email: order.email,
    phonePrefix: order.phone_prefix ?? '',
    phone: order.phone ?? '',
    invoice: invoiceOf(order),
    delivery: deliveryOf(order),
    currency: {
      code: order.currency_code,
      decimals: currency.decimals,
      symbol_before: order.symbol_before ?? '',
      symbol_after: order.symbol_after ?? order.currency_code,
    },
    lines: items.map((i) => ({
      id: Number(i.id),
      parentId: i.parent_id === null ? null : Number(i.parent_id),
      name: i.name,
      variantName: i.variant_name,
      code: i.code,
      quantity: Number(i.quantity),
      unitPrice: convertCzkMinor(Number(i.unit_price_gross), currency),
      isGift: i.is_gift,
    })),
  };
}
