/**
 * Checkout REST calls (SPEC §7 leaves carriers / payments unnamed):
 * - GET  /api/checkout/options?cartId=…&currencyId=… — carriers and payment methods priced in the shopper's currency
 *   for the caller's cart (0 = the current one): free delivery from the currency's threshold, a delivery-discount
 *   voucher, payment methods per carrier, whether each carrier and payment method can take the cart and why not,
 *   the pickup branches; without cartId, priced for `cartTotal` alone (no cart, no reasons);
 * - POST /api/checkout/validate — the checkout form through THE checkout schema and the database checks: 200 or 422
 *   with the errors at the form's field paths (`invoice.ico`, `pickupStoreId`, …);
 * - POST /api/checkout/pickup-availability — which cart lines a pickup branch does not have (up to 10 days);
 * - GET  /api/checkout/packeta-points?q=… — Packeta pickup points by town, street, ZIP or name.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { checkoutBodyDoc, checkoutSchema } from '../../src/domain/checkout/checkout-schema';
import { checkCheckoutAgainstDatabase, pickupAvailability } from '../../src/domain/checkout/checkout-validation';
import { listCheckoutOptionsForCart } from '../../src/domain/checkout/checkout-options';
import { findPickupBranch, listDeliveryOptions, type DeliveryOptions } from '../../src/domain/checkout/delivery-options';
import { PACKETA_QUERY_MIN_LENGTH, PACKETA_SEARCH_LIMIT, PacketaUnavailableError } from '../../src/domain/packeta/packeta-points';
import { isCardPaymentEnabled } from '../../src/domain/payments/gateways';
import type { AppEnv } from '../app';
import { cartHttpError, resolveCartRequest } from './cart';
import { CURRENCY_QUERY_PARAM, resolveRequestCatalogContext } from '../http/catalog-context';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';

const MAX_ID = 2_147_483_647;
const lastOf = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

// ---------------------------------------------------------------------------------------------------------------------
// request schemas

const optionsQuery = z.object({
  cartId: z
    .preprocess((v) => (v === undefined || v === '' ? undefined : lastOf(v)), z.coerce.number().int().min(0).max(MAX_ID).optional())
    .describe(
      "the caller's cart (0 = the current one: the customer's active cart or the guest-cart cookie's); its total, vouchers and products decide prices and availability; unknown → 404",
    ),
  cartTotal: z
    .preprocess((v) => (v === undefined || v === '' ? 0 : lastOf(v)), z.coerce.number().int().min(0).max(1_000_000_000_000))
    .describe('without cartId: the cart total (gross, after vouchers) in minor units of the currency; decides free delivery; default 0'),
  [CURRENCY_QUERY_PARAM]: z
    .preprocess(lastOf, z.string().optional())
    .describe('currency of the prices (else the currencyId cookie; unknown → id 2)'),
});

const pickupAvailabilityBody = z.object({
  storeId: z.coerce.number().int().min(1).max(MAX_ID).describe('the pickup branch'),
  lines: z
    .array(
      z.object({
        variantId: z.coerce.number().int().min(1).max(MAX_ID),
        quantity: z.coerce.number().int().min(1).max(100_000),
      }),
    )
    .max(500)
    .describe('the cart lines (variant and quantity); lines of one variant are added up'),
});

const packetaQuery = z.object({
  q: z
    .preprocess((v) => lastOf(v) ?? '', z.string().trim().min(PACKETA_QUERY_MIN_LENGTH).max(100))
    .describe('town, street, ZIP or name of the point (diacritics and case ignored)'),
});

// ---------------------------------------------------------------------------------------------------------------------
// response schemas (documentation of `data`)

const openingHoursSchema = z.array(
  z.union([z.object({ day: z.number(), open: z.string(), close: z.string() }), z.object({ day: z.number(), closed: z.literal(true) })]),
);

const pickupBranchSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  town: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  openingHours: openingHoursSchema.nullable().describe('Monday (day 1) … Sunday (day 7)'),
});

const unavailableSchema = z
  .object({
    code: z
      .enum(['pickup_only', 'no_packeta', 'no_carrier'])
      .describe("pickup_only / no_packeta: a product's delivery restriction; no_carrier: no carrier that can take the cart allows it"),
    message: z.string().describe('the reason for the shopper, in the shop language'),
  })
  .nullable()
  .describe('why it cannot be chosen for this cart; null when available');

const optionsSchema = z.object({
  cartId: z.number().nullable().describe('the cart the options were computed for; null without cartId'),
  currencyCode: z.string(),
  cartTotal: z.number(),
  freeDeliveryFrom: z
    .number()
    .nullable()
    .describe("free delivery from this cart total (the currency's own threshold, minor units); null = never"),
  carriers: z.array(
    z.object({
      id: z.number(),
      code: z.enum(['pickup', 'courier', 'packeta']),
      name: z.string(),
      deliveryDays: z.string().nullable(),
      price: z.number().describe('what delivery costs for this cart: gross minor units, 0 when free, less a delivery-discount voucher'),
      regularPrice: z.number(),
      isFree: z.boolean(),
      voucherDiscount: z.number().describe('what a voucher marked "also on delivery" takes off the fee (minor units)'),
      freeFrom: z.number().nullable(),
      remainingForFree: z.number().nullable(),
      paymentMethods: z.array(z.enum(['bank_transfer', 'card', 'cod'])).describe('payment methods offered with this carrier'),
      available: z.boolean().describe('whether this carrier can take the cart'),
      unavailable: unavailableSchema,
    }),
  ),
  paymentMethods: z.array(
    z.object({
      id: z.number(),
      code: z.enum(['bank_transfer', 'card', 'cod']),
      name: z.string(),
      price: z.number(),
      available: z.boolean().describe('whether a carrier that can take the cart allows this payment method'),
      unavailable: unavailableSchema,
    }),
  ),
  pickupBranches: z.array(pickupBranchSchema),
  packeta: z.object({ mode: z.enum(['live', 'demo', 'off']), notice: z.string().nullable() }),
});

const estimateSchema = z.object({ key: z.string(), message: z.string(), minDays: z.number(), maxDays: z.number() });

const pickupAvailabilitySchema = z.object({
  storeId: z.number(),
  missing: z.array(z.object({ variantId: z.number(), requested: z.number(), available: z.number() })),
  estimate: estimateSchema,
});

const packetaPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  place: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
  openingHours: z.string().nullable(),
  demo: z.boolean(),
});

export const checkoutDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/checkout/options',
    summary:
      "Carriers, payment methods (per carrier) and pickup branches for the caller's cart, priced in the currency, each with whether it can take the cart and why not",
    tag: 'checkout',
    query: optionsQuery,
    response: optionsSchema,
    errors: { 404: 'cartId is not a cart of the caller', 422: 'Invalid cart id or cart total' },
  },
  {
    method: 'post',
    path: '/api/checkout/validate',
    summary: 'Validates the checkout form (the same schema as the browser) and its choices against the database',
    tag: 'checkout',
    body: checkoutBodyDoc('sk'),
    response: z.object({ valid: z.literal(true) }),
    errors: { 400: 'Malformed JSON', 422: 'Errors at the form field paths (invoice.ico, pickupStoreId, …)' },
  },
  {
    method: 'post',
    path: '/api/checkout/pickup-availability',
    summary: "Which cart lines a pickup branch does not have ('Tovar na predajni nie je skladom, doručenie môže trvať až 10 dní.')",
    tag: 'checkout',
    body: pickupAvailabilityBody,
    response: pickupAvailabilitySchema,
    errors: { 422: 'Invalid input, or storeId is not an active branch' },
  },
  {
    method: 'get',
    path: '/api/checkout/packeta-points',
    summary:
      'Packeta pickup points by town, street, ZIP or name (demo points outside production when Packeta is not configured); 503 code packeta_unavailable when the feed does not load',
    tag: 'checkout',
    query: packetaQuery,
    response: z.object({ mode: z.enum(['live', 'demo']), notice: z.string().nullable(), points: z.array(packetaPointSchema) }),
    errors: { 404: 'Packeta is not offered (not configured in production)', 422: `q shorter than ${PACKETA_QUERY_MIN_LENGTH} characters` },
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// handlers

export function checkoutRoutes() {
  const api = new Hono<AppEnv>();

  api.get('/checkout/options', async (c) => {
    const { db, config, t, packeta } = c.get('services');
    const query = validate(c, optionsQuery, c.req.queries());
    const common = { cardEnabled: isCardPaymentEnabled(config), packetaEnabled: packeta.mode !== 'off' };
    let options: DeliveryOptions & { cartId: number | null };
    if (query.cartId === undefined) {
      const { currency } = await resolveRequestCatalogContext(c);
      options = { ...(await listDeliveryOptions(db, { ...common, currency, cartTotal: query.cartTotal })), cartId: null };
    } else {
      const { owner, ctx } = await resolveCartRequest(c);
      try {
        options = await listCheckoutOptionsForCart(db, {
          ...common,
          currency: ctx.currency,
          now: ctx.now,
          t,
          cart: { cartId: query.cartId, owner },
        });
      } catch (error) {
        throw cartHttpError(error, t);
      }
    }
    return c.json({
      data: { ...options, packeta: { mode: packeta.mode, notice: packeta.mode === 'demo' ? t('checkout.packeta_demo') : null } },
    });
  });

  api.post('/checkout/validate', async (c) => {
    const { db, config, t, packeta } = c.get('services');
    const data = validate(c, checkoutSchema(config.locale), await readBody(c));
    const check = await checkCheckoutAgainstDatabase(db, data, {
      t,
      cardEnabled: isCardPaymentEnabled(config),
      packeta,
    });
    if (Object.keys(check.errors).length > 0) throw new ValidationError(t('validation.summary'), check.errors);
    return c.json({ data: { valid: true as const } });
  });

  api.post('/checkout/pickup-availability', async (c) => {
    const { db, t } = c.get('services');
    const input = validate(c, pickupAvailabilityBody, await readBody(c));
    if (!(await findPickupBranch(db, input.storeId))) {
      throw new ValidationError(t('validation.summary'), { storeId: [t('checkout.store_not_found')] });
    }
    const result = await pickupAvailability(db, input.storeId, input.lines);
    return c.json({ data: { ...result, estimate: { ...result.estimate, message: t(result.estimate.key) } } });
  });

  api.get('/checkout/packeta-points', async (c) => {
    const { t, packeta } = c.get('services');
    const { q } = validate(c, packetaQuery, c.req.queries());
    if (packeta.mode === 'off') throw notFound();
    try {
      const points = await packeta.search(q, PACKETA_SEARCH_LIMIT);
      return c.json({ data: { mode: packeta.mode, notice: packeta.mode === 'demo' ? t('checkout.packeta_demo') : null, points } });
    } catch (error) {
      if (!(error instanceof PacketaUnavailableError)) throw error;
      throw new HttpError(503, t('checkout.packeta_unavailable'), { code: 'packeta_unavailable' });
    }
  });

  return api;
}
