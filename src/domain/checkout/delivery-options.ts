/**
 * Delivery and payment choices of the checkout (PRODUCT.md "Shopping"): carriers and payment methods with their
 * gross prices in the shopper's currency, free delivery from the currency's one threshold (pricing.freeDeliveryThreshold:
 * 1 500 Kč, 60 € — decision 0060) for every carrier that costs something, a delivery-discount voucher's remainder
 * (decision 0059), which payment methods each carrier allows, whether a carrier or payment method can take the cart
 * and why not (decision 0051), and the branches of a personal pickup. Prices go through src/domain/pricing/pricing.ts
 * only.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CarrierCode, OpeningHoursDay, PaymentMethodCode } from '../../db/schema';
import {
  deliveryVoucherDiscount,
  freeDeliveryThreshold,
  NO_DELIVERY_ALLOWANCE,
  unitGross,
  type DeliveryVoucherAllowance,
  type PricingCurrency,
} from '../pricing/pricing';
import type { Translate } from '../../i18n';
import { PAYMENTS_BY_CARRIER } from './checkout-rules';
import { carrierBlockedMessage, paymentBlockedMessage, productsBlockingCarrier, type RestrictedProduct } from './delivery-restrictions';

/** A carrier as stored: net CZK price (free delivery is the currency's threshold, decision 0060). */
export interface CarrierRecord {
  id: number;
  code: CarrierCode;
  name: string;
  /** net CZK haléře */
  price: number;
  vatPercent: number;
  deliveryDays: string | null;
  isActive: boolean;
}

/** A payment method as stored: net CZK price. */
export interface PaymentMethodRecord {
  id: number;
  code: PaymentMethodCode;
  name: string;
  /** net CZK haléře */
  price: number;
  vatPercent: number;
  isActive: boolean;
}

/** A branch for personal pickup (stores of kind 'branch'). */
export interface PickupBranch {
  id: number;
  slug: string;
  name: string;
  town: string | null;
  street: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  /** 7 entries, Monday (day 1) … Sunday (day 7) */
  openingHours: OpeningHoursDay[] | null;
}

type CarrierRow = {
  id: number;
  code: CarrierCode;
  name: string;
  price: number;
  vat: number | null;
  delivery_days: string | null;
  is_active: boolean;
};

/** Every carrier (active or not) in display order, with its VAT rate (0 when it has none). */
export async function loadCarriers(db: DbOrTx): Promise<CarrierRecord[]> {
  const rows = await queryRows<CarrierRow>(
    db,
    sql`SELECT c.id, c.code, c.name, c.price, tr.rate AS vat, c.delivery_days, c.is_active
        FROM carriers c LEFT JOIN tax_rates tr ON tr.id = c.tax_rate_id
        ORDER BY c.position, c.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    price: Number(r.price),
    vatPercent: Number(r.vat ?? 0),
    deliveryDays: r.delivery_days,
    isActive: r.is_active,
  }));
}

type PaymentRow = { id: number; code: PaymentMethodCode; name: string; price: number; vat: number | null; is_active: boolean };

/** Every payment method (active or not) in display order, with its VAT rate (0 when it has none). */
export async function loadPaymentMethods(db: DbOrTx): Promise<PaymentMethodRecord[]> {
  const rows = await queryRows<PaymentRow>(
    db,
    sql`SELECT p.id, p.code, p.name, p.price, tr.rate AS vat, p.is_active
        FROM payment_methods p LEFT JOIN tax_rates tr ON tr.id = p.tax_rate_id
        ORDER BY p.position, p.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    price: Number(r.price),
    vatPercent: Number(r.vat ?? 0),
    isActive: r.is_active,
  }));
}

type BranchRow = {
  id: number;
  slug: string;
  name: string;
  town: string | null;
  street: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  opening_hours: OpeningHoursDay[] | string | null;
};

function toBranch(r: BranchRow): PickupBranch {
  const hours = typeof r.opening_hours === 'string' ? (JSON.parse(r.opening_hours) as OpeningHoursDay[]) : r.opening_hours;
  return {
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    town: r.town,
    street: r.street,
    zip: r.zip,
    phone: r.phone,
    email: r.email,
    openingHours: hours,
  };
}

/** The active branches a shopper may pick up at (the 13 of SPEC §9), in store order. */
async function listPickupBranches(db: DbOrTx): Promise<PickupBranch[]> {
  const rows = await queryRows<BranchRow>(
    db,
    sql`SELECT id, slug, name, town, street, zip, phone, email, opening_hours
        FROM stores WHERE kind = 'branch' AND is_active
        ORDER BY position, name, id`,
  );
  return rows.map(toBranch);
}

/** One store by id when it is an active branch (a warehouse or a closed branch is no pickup place), else null. */
export async function findPickupBranch(db: DbOrTx, storeId: number): Promise<PickupBranch | null> {
  if (!Number.isSafeInteger(storeId) || storeId < 1 || storeId > 2_147_483_647) return null;
  const rows = await queryRows<BranchRow>(
    db,
    sql`SELECT id, slug, name, town, street, zip, phone, email, opening_hours
        FROM stores WHERE id = ${storeId} AND kind = 'branch' AND is_active`,
  );
  return rows[0] ? toBranch(rows[0]) : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// prices (pure)

export interface CarrierPrice {
  /** what the shopper pays for delivery: 0 when free, less a delivery-discount voucher; gross minor units of the currency */
  price: number;
  /** the carrier's price without the free-delivery rule and vouchers */
  regularPrice: number;
  /** free by the free-delivery threshold (or a carrier that costs nothing) */
  isFree: boolean;
  /** what vouchers marked "also on delivery" take off the fee (decision 0059); 0 otherwise */
  voucherDiscount: number;
  /** the free-delivery threshold in minor units of the currency; null = never free (or nothing to pay anyway) */
  freeFrom: number | null;
  /** how much more the cart needs for free delivery; null when already free or never free */
  remainingForFree: number | null;
}

/**
 * The delivery price of a carrier for a cart: the gross carrier price (unitGross of its net CZK price and VAT), 0 from
 * the currency's free-delivery threshold (decision 0060), then less what delivery-discount vouchers leave
 * (decision 0059) — never below 0.
 *
 * @param cartTotal the cart's gross total in minor units of `currency` (after vouchers)
 */
export function carrierPrice(
  carrier: Pick<CarrierRecord, 'price' | 'vatPercent'>,
  cartTotal: number,
  currency: Pick<PricingCurrency, 'rate' | 'decimals' | 'freeDeliveryFrom'>,
  allowance: DeliveryVoucherAllowance = NO_DELIVERY_ALLOWANCE,
): CarrierPrice {
  const regularPrice = unitGross(carrier.price, carrier.vatPercent, currency);
  const freeFrom = regularPrice === 0 ? null : freeDeliveryThreshold(currency);
  const isFree = regularPrice === 0 || (freeFrom !== null && cartTotal >= freeFrom);
  const fee = isFree ? 0 : regularPrice;
  const voucherDiscount = deliveryVoucherDiscount(fee, allowance);
  return {
    price: fee - voucherDiscount,
    regularPrice,
    isFree,
    voucherDiscount,
    freeFrom,
    remainingForFree: isFree || freeFrom === null ? null : freeFrom - cartTotal,
  };
}

/** The gross fee of a payment method in minor units of the currency. */
export function paymentMethodPrice(
  method: Pick<PaymentMethodRecord, 'price' | 'vatPercent'>,
  currency: Pick<PricingCurrency, 'rate' | 'decimals'>,
): number {
  return unitGross(method.price, method.vatPercent, currency);
}

// ---------------------------------------------------------------------------------------------------------------------
// the options of the checkout form

/** Why a carrier or payment method cannot take this cart (decision 0051): a code and the shopper's message. */
interface OptionUnavailable {
  /** pickup_only / no_packeta: a product's delivery restriction; no_carrier: no carrier that can take the cart allows it */
  code: 'pickup_only' | 'no_packeta' | 'no_carrier';
  message: string;
}

export interface CarrierOption extends CarrierPrice {
  id: number;
  code: CarrierCode;
  name: string;
  deliveryDays: string | null;
  /** payment methods offered with this carrier (active, card only when enabled) */
  paymentMethods: PaymentMethodCode[];
  /** whether the carrier can take this cart */
  available: boolean;
  /** why not (a product's delivery restriction, decision 0051); null when available */
  unavailable: OptionUnavailable | null;
}

export interface PaymentMethodOption {
  id: number;
  code: PaymentMethodCode;
  name: string;
  /** gross fee in minor units of the currency */
  price: number;
  /** whether some carrier that can take this cart allows this payment method */
  available: boolean;
  /** why not (e.g. cash on delivery for goods only picked up at a branch, which is paid in advance); null when available */
  unavailable: OptionUnavailable | null;
}

export interface DeliveryOptions {
  currencyCode: string;
  /** the cart total the prices were computed for (minor units of the currency) */
  cartTotal: number;
  /** free delivery from (the lowest threshold of the offered carriers), minor units; null when none is ever free */
  freeDeliveryFrom: number | null;
  carriers: CarrierOption[];
  paymentMethods: PaymentMethodOption[];
  pickupBranches: PickupBranch[];
}

export interface DeliveryOptionsInput {
  currency: PricingCurrency;
  /** the cart's gross total in minor units of `currency` (after vouchers) */
  cartTotal: number;
  /** card payments online (isCardPaymentEnabled(config)); hidden when false */
  cardEnabled: boolean;
  /** Packeta pickup points can be chosen (configured, or demo points outside production); hidden when false */
  packetaEnabled: boolean;
  /** the cart's products with a delivery restriction and the messages to explain it (decision 0051) */
  restrictions?: { products: readonly RestrictedProduct[]; t: Translate };
  /** what delivery-discount vouchers of the cart leave for the delivery fee (decision 0059) */
  deliveryAllowance?: DeliveryVoucherAllowance;
}

/** Which payment methods are offered at all: active ones; card only when enabled. */
export function offeredPayment(method: PaymentMethodRecord, cardEnabled: boolean): boolean {
  return method.isActive && (method.code !== 'card' || cardEnabled);
}

/** Which carriers are offered: active ones; Packeta only when its pickup points can be chosen. */
export function offeredCarrier(carrier: CarrierRecord, packetaEnabled: boolean): boolean {
  return carrier.isActive && (carrier.code !== 'packeta' || packetaEnabled);
}

function carrierUnavailable(code: CarrierCode, restrictions: DeliveryOptionsInput['restrictions']): OptionUnavailable | null {
  if (!restrictions) return null;
  const blocking = productsBlockingCarrier(code, restrictions.products);
  if (blocking.length === 0) return null;
  return {
    code: blocking.some((p) => p.restriction === 'pickup_only') ? 'pickup_only' : 'no_packeta',
    message: carrierBlockedMessage(restrictions.t, blocking),
  };
}

function paymentUnavailable(
  code: PaymentMethodCode,
  carriers: readonly CarrierOption[],
  restrictions: DeliveryOptionsInput['restrictions'],
): OptionUnavailable | null {
  if (!restrictions || carriers.some((c) => c.available && c.paymentMethods.includes(code))) return null;
  // the carriers that do allow it are all blocked: say which goods block them
  const blockers = carriers.filter((c) => c.paymentMethods.includes(code) && c.unavailable);
  const pickupOnly = restrictions.products.filter((p) => p.restriction === 'pickup_only');
  if (blockers.length > 0 && pickupOnly.length > 0) {
    return { code: 'pickup_only', message: paymentBlockedMessage(restrictions.t, pickupOnly) };
  }
  return { code: 'no_carrier', message: restrictions.t('checkout.payment_blocked_no_carrier') };
}

/**
 * Carriers, payment methods and pickup branches of the checkout form, priced in the shopper's currency; a carrier a
 * product of the cart excludes stays listed with `available: false` and the reason (shown disabled, decision 0051),
 * and so does a payment method no remaining carrier allows.
 */
export async function listDeliveryOptions(db: DbOrTx, input: DeliveryOptionsInput): Promise<DeliveryOptions> {
  const [carrierRecords, paymentRecords, pickupBranches] = await Promise.all([
    loadCarriers(db),
    loadPaymentMethods(db),
    listPickupBranches(db),
  ]);
  const offered = priceDeliveryOptions(carrierRecords, paymentRecords, input);
  return { ...offered, pickupBranches: offered.carriers.some((c) => c.code === 'pickup') ? pickupBranches : [] };
}

/**
 * The offered carriers and payment methods of stored records, priced: the one rule the checkout form, its server
 * checks and the delivery and payment texts (delivery-payment-facts.ts, decision 0061) share.
 */
export function priceDeliveryOptions(
  carrierRecords: readonly CarrierRecord[],
  paymentRecords: readonly PaymentMethodRecord[],
  input: DeliveryOptionsInput,
): Omit<DeliveryOptions, 'pickupBranches'> {
  const payments = paymentRecords.filter((m) => offeredPayment(m, input.cardEnabled));
  const offeredCodes = new Set(payments.map((m) => m.code));
  const carriers: CarrierOption[] = carrierRecords
    .filter((c) => offeredCarrier(c, input.packetaEnabled))
    .map((c) => {
      const unavailable = carrierUnavailable(c.code, input.restrictions);
      return {
        id: c.id,
        code: c.code,
        name: c.name,
        deliveryDays: c.deliveryDays,
        ...carrierPrice(c, input.cartTotal, input.currency, input.deliveryAllowance),
        paymentMethods: PAYMENTS_BY_CARRIER[c.code].filter((code) => offeredCodes.has(code)),
        available: unavailable === null,
        unavailable,
      };
    })
    // a carrier none of whose payment methods is offered cannot be chosen
    .filter((c) => c.paymentMethods.length > 0);
  const thresholds = carriers
    .filter((c) => c.available)
    .map((c) => c.freeFrom)
    .filter((v): v is number => v !== null);
  return {
    currencyCode: input.currency.code,
    cartTotal: input.cartTotal,
    freeDeliveryFrom: thresholds.length ? Math.min(...thresholds) : null,
    carriers,
    paymentMethods: payments.map((m) => {
      const unavailable = paymentUnavailable(m.code, carriers, input.restrictions);
      return {
        id: m.id,
        code: m.code,
        name: m.name,
        price: paymentMethodPrice(m, input.currency),
        available: unavailable === null,
        unavailable,
      };
    }),
  };
}
