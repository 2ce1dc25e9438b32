/**
 * Carriers and payment methods in the back office (decision 0124): the owner reads and types each fee with VAT in the
 * shop's main currency (4,90 €) and the domain stores the net CZK haléře that show exactly that amount
 * (pricing.netCzkForGross, as product prices do — decision 0080); the name, the delivery time, the carrier's tracking
 * page pattern (decision 0072) and whether the method is offered. The codes (which rules apply: pickup needs
 * prepayment, Packeta a pickup point…) are fixed: the owner names and prices the methods, the code keeps the rules.
 *
 * One transaction per save with its audit entry (entity 'carriers' / 'payment_methods'); the last offered carrier or
 * payment method cannot be switched off (the checkout would have nothing to offer) — the rows are locked first, so two
 * owners switching off the last two at once cannot both succeed. The caller drops the frame cache (the checkout and
 * the delivery texts read the methods from it, decision 0061) on every app server.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { CarrierCode, PaymentMethodCode } from '../../db/schema';
import { diffChanges, recordAudit } from '../back-office/audit-log';
import { loadMainCurrency } from '../pricing/main-currency';
import { netCzkForGross, unitGross, type PricingCurrency } from '../pricing/pricing';
import type { Translate } from '../../i18n';
import type { CarrierSettingsInput, PaymentMethodSettingsInput } from './admin-delivery-payment-schema';

type FeeCurrency = {
  code: string;
  decimals: number;
  symbol_before: string;
  symbol_after: string;
};

interface MethodCommon {
  id: number;
  name: string;
  /** the fee with VAT in the main currency, minor units */
  priceGross: number;
  /** the same fee in every other currency of the shop (as the checkout shows it), minor units of that currency */
  otherPrices: Array<FeeCurrency & { priceGross: number }>;
  vatPercent: number;
  isActive: boolean;
}

export interface AdminCarrier extends MethodCommon {
  code: CarrierCode;
  deliveryDays: string | null;
  trackingUrl: string | null;
}

export interface AdminPaymentMethod extends MethodCommon {
  code: PaymentMethodCode;
}

export interface DeliveryPaymentSettings {
  currency: FeeCurrency;
  carriers: AdminCarrier[];
  paymentMethods: AdminPaymentMethod[];
}

type SaveResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> } | null;

type CurrencyRow = FeeCurrency & { rate: number | string };

async function otherCurrencies(db: Db, main: PricingCurrency): Promise<Array<FeeCurrency & Pick<PricingCurrency, 'rate'>>> {
  const rows = await queryRows<CurrencyRow>(
    db,
    sql`SELECT code, decimals, rate::float8 AS rate, symbol_before, symbol_after FROM currencies ORDER BY position, id`,
  );
  return rows.filter((r) => r.code !== main.code).map((r) => ({ ...r, decimals: Number(r.decimals), rate: Number(r.rate) }));
}

type MethodRow = {
  id: number;
  code: string;
  name: string;
  price: number;
  vat: number | null;
  is_active: boolean;
  delivery_days?: string | null;
  tracking_url?: string | null;
};

/** Every carrier and payment method (offered or not) in display order, priced as the owner types them. */
export async function loadDeliveryPaymentSettings(db: Db): Promise<DeliveryPaymentSettings> {
  const main = await loadMainCurrency(db);
  const [others, carriers, payments] = await Promise.all([
    otherCurrencies(db, main),
    queryRows<MethodRow>(
      db,
      sql`SELECT c.id, c.code, c.name, c.price, tr.rate AS vat, c.is_active, c.delivery_days, c.tracking_url
          FROM carriers c LEFT JOIN tax_rates tr ON tr.id = c.tax_rate_id ORDER BY c.position, c.id`,
    ),
    queryRows<MethodRow>(
      db,
      sql`SELECT p.id, p.code, p.name, p.price, tr.rate AS vat, p.is_active
          FROM payment_methods p LEFT JOIN tax_rates tr ON tr.id = p.tax_rate_id ORDER BY p.position, p.id`,
    ),
  ]);
  const common = (r: MethodRow): MethodCommon => {
    const vat = Number(r.vat ?? 0);
    const net = Number(r.price);
    return {
      id: Number(r.id),
      name: r.name,
      priceGross: unitGross(net, vat, main),
      otherPrices: others.map(({ rate: _rate, ...c }) => ({
        ...c,
        priceGross: unitGross(net, vat, { rate: _rate, decimals: c.decimals }),
      })),
      vatPercent: vat,
      isActive: r.is_active,
    };
  };
  return {
    currency: { code: main.code, decimals: main.decimals, symbol_before: main.symbol_before, symbol_after: main.symbol_after },
    carriers: carriers.map((r) => ({
      ...common(r),
      code: r.code as CarrierCode,
      deliveryDays: r.delivery_days ?? null,
      trackingUrl: r.tracking_url ?? null,
    })),
    paymentMethods: payments.map((r) => ({ ...common(r), code: r.code as PaymentMethodCode })),
  };
}

type Table = 'carriers' | 'payment_methods';

/**
 * The shared part of both saves: locks the table's rows, refuses to switch off the last offered one, turns the gross
 * fee into the stored net (keeping the stored net when it already shows that fee) and writes the row and its audit
 * entry. Null for an unknown id.
 */
async function saveMethod(
  db: Db,
  table: Table,
  id: number,
  input: PaymentMethodSettingsInput & { deliveryDays?: string | null; trackingUrl?: string | null },
  actorId: number,
  t: Translate,
): Promise<SaveResult<true>> {
  const main = await loadMainCurrency(db);
  return db.transaction(async (tx): Promise<SaveResult<true>> => {
    const tableSql = sql.raw(table);
    const extra = table === 'carriers' ? sql`, t.delivery_days, t.tracking_url` : sql``;
    // every row of the table locked in one order: the "last offered" check below cannot race another save
    const rows = await queryRows<MethodRow>(
      tx,
      sql`SELECT t.id, t.code, t.name, t.price, tr.rate AS vat, t.is_active${extra}
          FROM ${tableSql} t LEFT JOIN tax_rates tr ON tr.id = t.tax_rate_id ORDER BY t.id FOR UPDATE OF t`,
    );
    const before = rows.find((r) => Number(r.id) === id);
    if (!before) return null;
    if (!input.isActive && before.is_active && !rows.some((r) => Number(r.id) !== id && r.is_active)) {
      return {
        ok: false,
        errors: { isActive: [t(table === 'carriers' ? 'admin.delivery.error.last_carrier' : 'admin.delivery.error.last_payment')] },
      };
    }
    const vat = Number(before.vat ?? 0);
    const net = netCzkForGross(input.priceGross, vat, main, Number(before.price));
    if (net === null) return { ok: false, errors: { priceGross: [t('admin.delivery.error.price_unreachable')] } };
    const after = {
      name: input.name,
      price: net,
      isActive: input.isActive,
      // empty = none (the schema trims)
      ...(table === 'carriers' ? { deliveryDays: input.deliveryDays || null, trackingUrl: input.trackingUrl || null } : {}),
    };
    await queryRows(
      tx,
      table === 'carriers'
        ? sql`UPDATE carriers SET name = ${after.name}, price = ${net}, is_active = ${after.isActive},
                delivery_days = ${after.deliveryDays ?? null}, tracking_url = ${after.trackingUrl ?? null} WHERE id = ${id}`
        : sql`UPDATE payment_methods SET name = ${after.name}, price = ${net}, is_active = ${after.isActive} WHERE id = ${id}`,
    );
    const changes = diffChanges(
      {
        name: before.name,
        price: Number(before.price),
        isActive: before.is_active,
        ...(table === 'carriers' ? { deliveryDays: before.delivery_days ?? null, trackingUrl: before.tracking_url ?? null } : {}),
      },
      after,
    );
    if (Object.keys(changes).length > 0) await recordAudit(tx, { userId: actorId, entity: table, entityId: id, action: 'update', changes });
    return { ok: true, value: true };
  });
}

/** Which table a back-office save writes: a carrier or a payment method. */
export type DeliveryMethodKind = 'carrier' | 'payment';

/**
 * Saves a carrier or a payment method (the page's action and the API call this); null for an unknown id; errors at
 * the fields it refuses.
 */
export function saveDeliveryMethodSettings(
  db: Db,
  kind: DeliveryMethodKind,
  id: number,
  input: CarrierSettingsInput | PaymentMethodSettingsInput,
  actorId: number,
  t: Translate,
): Promise<SaveResult<true>> {
  return saveMethod(db, kind === 'carrier' ? 'carriers' : 'payment_methods', id, input, actorId, t);
}
