/** GET /api/orders/summary/{id}/{hash}: the order summary behind the /shrnuti/{id}/{hash} link (decision 0013). */
import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATES, CARRIER_CODES, PAYMENT_METHOD_CODES } from '../../src/db/schema';
import { getOrderSummary } from '../../src/domain/orders/order-summary';
import { isCardPaymentEnabled } from '../../src/domain/payments/gateways';
import type { AppEnv } from '../app';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { orderAccessParams } from './payments';

const minor = (what: string) => z.number().describe(`${what}, gross, minor units of the order's currency`);
const address = z.object({
  name: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  countryCode: z.string(),
});

/** Documentation of the `data` field (the domain type OrderSummary). */
export const orderSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  createdAt: z.string().describe('ISO date-time'),
  state: z.enum(ORDER_STATES),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  variableSymbol: z.string(),
  locale: z.enum(['sk', 'cs']),
  email: z.string(),
  note: z.string().nullable(),
  currency: z.object({ code: z.string(), decimals: z.number(), symbol_before: z.string(), symbol_after: z.string() }),
  items: z.array(
    z.object({
      id: z.number(),
      parentId: z.number().nullable(),
      name: z.string(),
      variantName: z.string().nullable(),
      code: z.string().nullable(),
      quantity: z.number(),
      unitPrice: minor('unit price'),
      total: minor('line total'),
      taxRate: z.number(),
      isGift: z.boolean(),
    }),
  ),
  totals: z.object({
    items: minor('items'),
    discount: minor('vouchers and group discount (positive)'),
    delivery: minor('delivery'),
    payment: minor('payment fee'),
    total: minor('to pay'),
    vat: z.array(z.object({ rate: z.number(), base: z.number(), vat: z.number(), total: z.number() })),
  }),
  delivery: z.object({
    carrierCode: z.enum(CARRIER_CODES),
    carrierName: z.string(),
    pickupStore: z
      .object({ id: z.number(), name: z.string(), street: z.string().nullable(), zip: z.string().nullable(), town: z.string().nullable() })
      .nullable(),
    packetaPoint: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    address: address.nullable(),
  }),
  invoice: address.extend({ ico: z.string().nullable(), dic: z.string().nullable(), icDph: z.string().nullable() }),
  payment: z.object({
    methodCode: z.enum(PAYMENT_METHOD_CODES),
    methodName: z.string(),
    bankTransfer: z
      .object({
        iban: z.string(),
        ibanFormatted: z.string(),
        bic: z.string().nullable(),
        beneficiary: z.string(),
        amount: z.number(),
        currencyCode: z.string(),
        variableSymbol: z.string(),
        message: z.string(),
        qr: z.object({
          kind: z.enum(['paybysquare', 'spayd']),
          payload: z.string().describe('PAY by square (sk) or SPAYD (cs) string'),
          dataUrl: z.string().describe('the QR code as an SVG data: URL'),
        }),
      })
      .nullable()
      .describe('bank transfer not yet paid: account, amount, variable symbol, QR'),
    cardPayable: z.boolean().describe('unpaid card order with card payments enabled: POST /api/payments/card/{id}/{hash}'),
  }),
});

export const orderSummaryDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/orders/summary/{id}/{hash}',
    summary: 'Order summary: number, date, state, variable symbol, items, totals, delivery, payment instructions with the QR',
    tag: 'orders',
    params: orderAccessParams,
    response: orderSummarySchema,
    errors: { 404: 'Unknown order or wrong hash (the same answer)' },
  },
];

export function orderSummaryRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/orders/summary/:id/:hash', async (c) => {
    const { db, config } = c.get('services');
    const summary = await getOrderSummary(db, c.req.param('id'), c.req.param('hash'), {
      cardPaymentEnabled: isCardPaymentEnabled(config),
    });
    if (!summary) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.json({ data: summary });
  });
  return api;
}
