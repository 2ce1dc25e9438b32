/**
 * The order summary (/shrnuti/{id}/{hash}, GET /api/orders/summary/{id}/{hash}, the confirmation e-mail): number,
 * date, state, variable symbol, items and totals, delivery, and how to pay — bank account (IBAN) and payment QR for
 * a bank transfer, the card-payment button for an unpaid card order.
 *
 * Access: the order id plus its secret hash (orders.hash), compared in constant time; a wrong hash and an unknown id
 * answer the same (null → 404).
 *
 * Amounts: orders keep GROSS minor CZK with the currency and rate the shopper saw (decision 0006); the summary shows
 * every amount in the order's currency: convertCzkMinor(amount, { rate: order.currency_rate, decimals }) — the
 * amount to pay (QR, card payment) is the converted order total (decision 0013).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  carriers,
  currencies,
  orderItems,
  orders,
  paymentMethods,
  stores,
  type CarrierCode,
  type OrderState,
  type PaymentMethodCode,
} from '../../db/schema';
import { trackingUrlFor } from './tracking-url';
import { convertCzkMinor, type MoneyFormat } from '../pricing/pricing';
import { loadShopSettings } from '../settings/settings';
import { compactIban, paymentQrKindFor, paymentQrPayload, paymentQrSvg, svgDataUrl, type PaymentQrKind } from '../payments/payment-qr';
import type { CachedValue } from '../../lib/cached-value';
import type { ShopSettings } from '../settings/settings-schema';

/** Largest value of an integer column: larger ids are unknown, never a database error. */
const MAX_ID = 2_147_483_647;
const MAX_HASH_LENGTH = 200;

interface OrderSummaryItem {
  id: number;
  parentId: number | null;
  name: string;
  variantName: string | null;
  code: string | null;
  quantity: number;
  /** gross, minor units of the order's currency */
  unitPrice: number;
  total: number;
  taxRate: number;
  isGift: boolean;
}

interface OrderSummaryVat {
  rate: number;
  base: number;
  vat: number;
  total: number;
}

interface BankTransferInstructions {
  iban: string;
  /** "SK31 1100 …" */
  ibanFormatted: string;
  bic: string | null;
  beneficiary: string;
  /** minor units of currencyCode */
  amount: number;
  currencyCode: string;
  variableSymbol: string;
  message: string;
  /** the payment QR: its payload and the SVG image as a data: URL (null when the reader asked for no image) */
  qr: { kind: PaymentQrKind; payload: string; dataUrl: string | null };
}

interface OrderSummaryAddress {
  name: string;
  company: string | null;
  street: string;
  city: string;
  zip: string;
  countryCode: string;
}

export interface OrderSummary {
  id: number;
  number: string;
  /** ISO date-time */
  createdAt: string;
  state: OrderState;
  isPaid: boolean;
  paidAt: string | null;
  variableSymbol: string;
  locale: 'sk' | 'cs';
  email: string;
  note: string | null;
  currency: MoneyFormat & { code: string };
  items: OrderSummaryItem[];
  totals: { items: number; discount: number; delivery: number; payment: number; total: number; vat: OrderSummaryVat[] };
  delivery: {
    carrierCode: CarrierCode;
    carrierName: string;
    pickupStore: { id: number; name: string; street: string | null; zip: string | null; town: string | null } | null;
    packetaPoint: { id: string; name: string | null } | null;
    /** the delivery address (courier); null for pickups */
    address: OrderSummaryAddress | null;
    /** the parcel number given when shipping and the carrier's tracking page for it, if the carrier has one (decision 0072) */
    tracking: { number: string; url: string | null } | null;
  };
  invoice: OrderSummaryAddress & { ico: string | null; dic: string | null; icDph: string | null };
  payment: {
    methodCode: PaymentMethodCode;
    methodName: string;
    /** bank transfer not yet paid: account, amount, VS and the QR */
    bankTransfer: BankTransferInstructions | null;
    /** card order not yet paid and card payments enabled: the shopper may (re)start the payment */
    cardPayable: boolean;
  };
}

export interface OrderSummaryOptions {
  /** whether a card-payment gateway is configured (isCardPaymentEnabled(config)) */
  cardPaymentEnabled: boolean;
  /**
   * false: no bank-transfer instructions (payment.bankTransfer null) — for readers that do not show them (the shop's
   * e-mail about a new order): their payment QR (LZMA + QR code) is the costliest part of a summary (decision 0115)
   */
  bankTransferInstructions?: boolean;
  /**
   * false: the payment QR's payload only, qr.dataUrl null — for readers that draw their own image (the confirmation
   * e-mail attaches a PNG): the SVG is drawn only where it is shown (decision 0121). Default true.
   */
  paymentQrImage?: boolean;
  /** the shop settings (services.settings, cached and invalidated on admin changes); default: read from the database */
  settings?: Pick<CachedValue<ShopSettings>, 'get'>;
}

export function orderSummaryPath(id: number, hash: string): string {
  return `/shrnuti/${id}/${encodeURIComponent(hash)}`;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison of two secrets of any length. */
function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function parseId(id: number | string): number | null {
  const n = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/** The order's id, hash and state when `hash` is its secret; null for an unknown id or a wrong hash. */
export async function findOrderByAccessHash(
  db: DbOrTx,
  id: number | string,
  hash: string,
): Promise<{ id: number; hash: string; state: OrderState } | null> {
  const orderId = parseId(id);
  if (orderId === null || typeof hash !== 'string' || hash.length === 0 || hash.length > MAX_HASH_LENGTH) return null;
  const [row] = await db.select({ id: orders.id, hash: orders.hash, state: orders.state }).from(orders).where(eq(orders.id, orderId));
  if (!row) {
    secretsEqual(hash, hash); // same work for unknown ids
    return null;
  }
  return secretsEqual(hash, row.hash) ? row : null;
}

/** The summary for the summary link: null (→ 404) when the id is unknown or the hash wrong. */
export async function getOrderSummary(
  db: Db,
  id: number | string,
  hash: string,
  options: OrderSummaryOptions,
): Promise<OrderSummary | null> {
  const found = await findOrderByAccessHash(db, id, hash);
  return found ? loadOrderSummary(db, found.id, options) : null;
}

/**
 * The summary's statements, built once per database handle as prepared queries (decision 0127): every order e-mail
 * reads a summary, and drizzle's building of these selects plus PostgreSQL's parsing and planning of them cost more
 * than running them. One entry per open handle, dropped with it (WeakMap).
 */
const summaryQueries = new WeakMap<Db, ReturnType<typeof prepareSummaryQueries>>();

function prepareSummaryQueries(db: Db) {
  return {
    order: db
      .select({
        order: orders,
        carrierCode: carriers.code,
        carrierName: carriers.name,
        carrierTrackingUrl: carriers.trackingUrl,
        methodCode: paymentMethods.code,
        methodName: paymentMethods.name,
        currencyDecimals: currencies.decimals,
        currencySymbolBefore: currencies.symbolBefore,
        currencySymbolAfter: currencies.symbolAfter,
      })
      .from(orders)
      .innerJoin(carriers, eq(carriers.id, orders.carrierId))
      .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
      .leftJoin(currencies, eq(currencies.code, orders.currencyCode))
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare('order_summary_order'),
    items: db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, sql.placeholder('id')))
      .orderBy(asc(orderItems.id))
      .prepare('order_summary_items'),
  };
}

function summaryQueriesOf(db: Db): ReturnType<typeof prepareSummaryQueries> {
  let queries = summaryQueries.get(db);
  if (!queries) summaryQueries.set(db, (queries = prepareSummaryQueries(db)));
  return queries;
}

/** The summary of an order by id, without an access check (e-mails, back office). Null for an unknown id. */
export async function loadOrderSummary(db: Db, orderId: number, options: OrderSummaryOptions): Promise<OrderSummary | null> {
  return (await loadOrderSummaryWithOrder(db, orderId, options))?.summary ?? null;
}

/** The orders row as stored. */
export type OrderRow = typeof orders.$inferSelect;

/**
 * loadOrderSummary and the order's row it was made from, for readers that also need what a summary does not show
 * (the confirmation's link secret, the shop e-mail's phone): no second read of the row. Null for an unknown id.
 */
export async function loadOrderSummaryWithOrder(
  db: Db,
  orderId: number,
  options: OrderSummaryOptions,
): Promise<{ summary: OrderSummary; order: OrderRow } | null> {
  const queries = summaryQueriesOf(db);
  // the items need only the id: read at the same time as the order
  const [[row], items] = await Promise.all([queries.order.execute({ id: orderId }), queries.items.execute({ id: orderId })]);
  if (!row) return null;
  const o = row.order;

  const [[store], settings] = await Promise.all([
    o.pickupStoreId
      ? db
          .select({ id: stores.id, name: stores.name, street: stores.street, zip: stores.zip, town: stores.town })
          .from(stores)
          .where(eq(stores.id, o.pickupStoreId))
      : Promise.resolve([]),
    options.settings ? options.settings.get() : loadShopSettings(db),
  ]);

  const currency = {
    code: o.currencyCode,
    decimals: row.currencyDecimals ?? 2,
    symbol_before: row.currencySymbolBefore ?? '',
    symbol_after: row.currencySymbolAfter ?? o.currencyCode,
  };
  const money = (czkMinor: number) => convertCzkMinor(czkMinor, { rate: o.currencyRate, decimals: currency.decimals });
  const total = money(o.total);
  const locale = o.locale === 'cs' ? 'cs' : 'sk';
  const unpaid = o.state === 'waiting_for_payment';

  let bankTransfer: BankTransferInstructions | null = null;
  const iban = compactIban(settings.contacts.iban);
  if (row.methodCode === 'bank_transfer' && unpaid && iban && options.bankTransferInstructions !== false) {
    const message = `Objednávka ${o.number}`; // the same word in Slovak and Czech
    const kind = paymentQrKindFor(locale);
    const payload = paymentQrPayload(kind, {
      iban,
      beneficiaryName: settings.contacts.company || 'Party shop',
      amountMinor: total,
      currencyCode: o.currencyCode,
      variableSymbol: o.variableSymbol,
      message,
    });
    bankTransfer = {
      iban,
      ibanFormatted: iban.replace(/(.{4})(?=.)/g, '$1 '),
      bic: null,
      beneficiary: settings.contacts.company,
      amount: total,
      currencyCode: o.currencyCode,
      variableSymbol: o.variableSymbol,
      message,
      qr: { kind, payload, dataUrl: options.paymentQrImage === false ? null : svgDataUrl(await paymentQrSvg(payload)) },
    };
  }

  const hasDeliveryAddress = row.carrierCode === 'courier';
  const summary: OrderSummary = {
    id: o.id,
    number: o.number,
    createdAt: o.createdAt.toISOString(),
    state: o.state,
    isPaid: o.paidAt !== null || o.state === 'paid',
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    variableSymbol: o.variableSymbol,
    locale,
    email: o.email,
    note: o.note,
    currency,
    items: items.map((i) => ({
      id: i.id,
      parentId: i.parentId,
      name: i.name,
      variantName: i.variantName,
      code: i.code,
      quantity: i.quantity,
      unitPrice: money(i.unitPriceGross),
      total: money(i.totalGross),
      taxRate: i.taxRate,
      isGift: i.isGift,
    })),
    totals: {
      items: money(o.itemsTotal),
      discount: money(o.discountTotal),
      delivery: money(o.carrierPrice),
      payment: money(o.paymentPrice),
      total,
      vat: (o.vatBreakdown ?? []).map((v) => ({ rate: v.rate, base: money(v.base), vat: money(v.vat), total: money(v.total) })),
    },
    delivery: {
      carrierCode: row.carrierCode,
      carrierName: row.carrierName,
      pickupStore: row.carrierCode === 'pickup' && store ? store : null,
      packetaPoint: row.carrierCode === 'packeta' && o.packetaPointId ? { id: o.packetaPointId, name: o.packetaPointName } : null,
      address: hasDeliveryAddress
        ? {
            name: [o.deliveryFirstname ?? o.invoiceFirstname, o.deliveryLastname ?? o.invoiceLastname].join(' ').trim(),
            company: o.deliveryStreet ? o.deliveryCompany : o.invoiceCompany,
            street: o.deliveryStreet ?? o.invoiceStreet,
            city: o.deliveryCity ?? o.invoiceCity,
            zip: o.deliveryZip ?? o.invoiceZip,
            countryCode: o.deliveryCountryCode ?? o.invoiceCountryCode,
          }
        : null,
      tracking: o.trackingNumber ? { number: o.trackingNumber, url: trackingUrlFor(row.carrierTrackingUrl, o.trackingNumber) } : null,
    },
    invoice: {
      name: `${o.invoiceFirstname} ${o.invoiceLastname}`.trim(),
      company: o.invoiceCompany,
      street: o.invoiceStreet,
      city: o.invoiceCity,
      zip: o.invoiceZip,
      countryCode: o.invoiceCountryCode,
      ico: o.invoiceIco,
      dic: o.invoiceDic,
      icDph: o.invoiceIcDph,
    },
    payment: {
      methodCode: row.methodCode,
      methodName: row.methodName,
      bankTransfer,
      cardPayable: options.cardPaymentEnabled && row.methodCode === 'card' && unpaid,
    },
  };
  return { summary, order: o };
}
