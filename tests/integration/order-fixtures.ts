/**
 * Orders for tests, inserted directly into orders / order_items (the way order placement stores them: GROSS minor
 * CZK amounts with the currency code and rate the shopper saw). Amounts are given in minor units of the order's
 * currency and stored converted to CZK (× rate), so the summary shows exactly the given numbers.
 *
 *   const order = await createOrderFixture(t.services.db, { paymentMethod: 'bank_transfer', currency: 'EUR' });
 *   order.id, order.hash, order.number, order.total (minor units of the currency)
 */
import { randomBytes, randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
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
} from '../../src/db/schema';

interface OrderItemFixture {
  name: string;
  variantName?: string | null;
  code?: string | null;
  quantity: number;
  /** gross unit price in minor units of the order's currency */
  unitPrice: number;
  taxRate?: number;
  /** index of the parent line in `items` (an add-on service) */
  parentIndex?: number;
  isGift?: boolean;
}

export interface OrderFixtureOptions {
  paymentMethod?: PaymentMethodCode;
  carrier?: CarrierCode;
  currency?: 'EUR' | 'CZK';
  state?: OrderState;
  locale?: 'sk' | 'cs';
  email?: string;
  invoiceFirstname?: string;
  invoiceLastname?: string;
  invoiceCompany?: string | null;
  note?: string | null;
  items?: OrderItemFixture[];
  /** minor units of the currency (positive) */
  discount?: number;
  /** minor units; default: courier 490, packeta 350, pickup 0 */
  deliveryPrice?: number;
  /** minor units; default: cash on delivery 150, else 0 */
  paymentPrice?: number;
  packetaPoint?: { id: string; name: string };
  createdAt?: Date;
}

export interface OrderFixture {
  id: number;
  hash: string;
  number: string;
  variableSymbol: string;
  currencyCode: 'EUR' | 'CZK';
  /** the amounts as given / computed, minor units of the currency */
  itemsTotal: number;
  discount: number;
  deliveryPrice: number;
  paymentPrice: number;
  total: number;
}

const DEFAULT_ITEMS: OrderItemFixture[] = [
  { name: 'Fóliový balón Srdce', variantName: 'červený, 45 cm', code: 'BAL-SRD-45', quantity: 2, unitPrice: 490 },
  { name: 'Nafúknutie héliom', code: 'SLU-HEL', quantity: 2, unitPrice: 150, parentIndex: 0 },
  { name: 'Sviečka číslo 5', variantName: 'zlatá', code: 'SVI-5', quantity: 1, unitPrice: 295, taxRate: 19 },
];

const DEFAULT_DELIVERY: Record<CarrierCode, number> = { pickup: 0, courier: 490, packeta: 350 };

export async function createOrderFixture(db: DbOrTx, options: OrderFixtureOptions = {}): Promise<OrderFixture> {
  const currencyCode = options.currency ?? 'EUR';
  const [currency] = await db.select({ rate: currencies.rate }).from(currencies).where(eq(currencies.code, currencyCode));
  if (!currency) throw new Error(`currency ${currencyCode} is not seeded`);
  const rate = currency.rate;
  const toCzk = (minor: number) => Math.round(minor * rate);

  const carrierCode = options.carrier ?? 'courier';
  const methodCode = options.paymentMethod ?? 'bank_transfer';
  const [carrier] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, carrierCode));
  const [method] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.code, methodCode));
  if (!carrier || !method) throw new Error('carriers / payment methods are not seeded');
  const [store] =
    carrierCode === 'pickup'
      ? await db
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.kind, 'branch'))
          .orderBy(asc(stores.position), asc(stores.id))
          .limit(1)
      : [];

  const items = options.items ?? DEFAULT_ITEMS;
  const itemsTotal = items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
  const discount = options.discount ?? 0;
  const deliveryPrice = options.deliveryPrice ?? DEFAULT_DELIVERY[carrierCode];
  const paymentPrice = options.paymentPrice ?? (methodCode === 'cod' ? 150 : 0);
  const total = itemsTotal - discount + deliveryPrice + paymentPrice;

  // VAT per rate over the items (delivery and payment at 23 %), after the discount spread proportionally
  const grossByRate = new Map<number, number>();
  for (const i of items) grossByRate.set(i.taxRate ?? 23, (grossByRate.get(i.taxRate ?? 23) ?? 0) + i.unitPrice * i.quantity);
  grossByRate.set(23, (grossByRate.get(23) ?? 0) + deliveryPrice + paymentPrice);
  let remainingDiscount = discount;
  const rates = [...grossByRate.keys()].sort((a, b) => b - a);
  const vatBreakdown = rates.map((r, idx) => {
    const gross = grossByRate.get(r)!;
    const share =
      idx === rates.length - 1 ? remainingDiscount : Math.round((discount * gross) / (itemsTotal + deliveryPrice + paymentPrice || 1));
    remainingDiscount -= share;
    const totalCzk = toCzk(gross - share);
    const base = Math.round((totalCzk * 100) / (100 + r));
    return { rate: r, base, vat: totalCzk - base, total: totalCzk };
  });

  const number = `26${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const hash = randomBytes(24).toString('hex');
  const [order] = await db
    .insert(orders)
    .values({
      number,
      variableSymbol: number,
      hash,
      state: options.state ?? 'waiting_for_payment',
      locale: options.locale ?? 'sk',
      currencyCode,
      currencyRate: rate,
      email: options.email ?? 'jana.novakova@example.sk',
      phonePrefix: '+421',
      phone: '905123456',
      invoiceFirstname: options.invoiceFirstname ?? 'Jana',
      invoiceLastname: options.invoiceLastname ?? 'Nováková',
      invoiceCompany: options.invoiceCompany ?? null,
      invoiceStreet: 'Hlavná 12',
      invoiceCity: 'Bratislava',
      invoiceZip: '811 01',
      invoiceCountryCode: 'SK',
      carrierId: carrier.id,
      carrierPrice: toCzk(deliveryPrice),
      paymentMethodId: method.id,
      paymentPrice: toCzk(paymentPrice),
      pickupStoreId: store?.id ?? null,
      packetaPointId: carrierCode === 'packeta' ? (options.packetaPoint?.id ?? '12345') : null,
      packetaPointName: carrierCode === 'packeta' ? (options.packetaPoint?.name ?? 'Bratislava, Obchodná 5 (Z-BOX)') : null,
      note: options.note ?? null,
      itemsTotal: toCzk(itemsTotal),
      discountTotal: toCzk(discount),
      total: toCzk(total),
      vatBreakdown,
      paidAt: options.state === 'paid' ? new Date() : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id });

  const ids: number[] = [];
  for (const item of items) {
    const [row] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        parentId: item.parentIndex !== undefined ? ids[item.parentIndex]! : null,
        name: item.name,
        variantName: item.variantName ?? null,
        code: item.code ?? null,
        quantity: item.quantity,
        unitPriceNet: Math.round((toCzk(item.unitPrice) * 100) / (100 + (item.taxRate ?? 23))),
        unitPriceGross: toCzk(item.unitPrice),
        taxRate: item.taxRate ?? 23,
        totalGross: toCzk(item.unitPrice * item.quantity),
        isGift: item.isGift ?? false,
      })
      .returning({ id: orderItems.id });
    ids.push(row!.id);
  }

  return { id: order!.id, hash, number, variableSymbol: number, currencyCode, itemsTotal, discount, deliveryPrice, paymentPrice, total };
}
