/**
 * Placing an order over REST (decision 0018): POST /api/orders with the cart, an idempotency key and the checkout
 * form's values. The caller (and so the cart's owner) is found exactly as in the cart calls: the session of the
 * bearer token / auth cookie, else the guest cart of the guest-cart cookie (decision 0011). The domain is
 * src/domain/orders/place-order.ts; the page /kosik calls it directly from its action.
 *
 * Answers: 201 `{ data: { id, number, hash, summaryUrl, paymentRedirectUrl } }`, 200 with the same data when the
 * idempotency key repeats an order; 422 `{ message, errors }` at the form's fields; 409 `{ code: 'not_available',
 * message, items }` or `{ code: 'cart_empty', message }`; a refused voucher 422 `{ code, message, value? }`
 * (decision 0012); 404 for an unknown or foreign cart; 429 `{ code: 'rate_limited' }`. A guest who asked for an
 * account (createAccount + password) is registered with the order and logged in: the answer adds `token` and sets
 * the auth cookie, as POST /api/auth/register does; a taken e-mail is a 422 at `email`.
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { AUTH_TOKEN_COOKIE, authCookieAttributes } from '../../src/domain/accounts/auth-token';
import { SESSION_TTL_SECONDS } from '../../src/domain/accounts/sessions';
import { z } from 'zod';
import { checkoutBodyDoc, checkoutSchema, type CheckoutData } from '../../src/domain/checkout/checkout-schema';
import { productChangeTags } from '../../src/domain/catalog/page-tags';
import { giftUnavailableMessage, IDEMPOTENCY_KEY_PATTERN, OrderPlacementError, placeOrder } from '../../src/domain/orders/place-order';
import { VOUCHER_ERROR_CODES } from '../../src/domain/vouchers/voucher-errors';
import type { Translate } from '../../src/i18n';
import { formatZodError, type FieldErrors } from '../../src/lib/validation';
import type { AppEnv } from '../app';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody } from '../http/validate';
import { cartHttpError, resolveCartRequest } from './cart';

const MAX_ID = 2_147_483_647;

/** The fields of POST /api/orders besides the checkout form. */
const orderRequestSchema = z.object({
  cartId: z.coerce.number().int().min(0).max(MAX_ID).describe("the cart to order (CartView.id); 0 = the caller's current cart"),
  idempotencyKey: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'order_place.idempotency_key_invalid')
    .describe('one key per order attempt (a uuid made when the checkout form is shown): a repeat answers the same order'),
});

const placedOrderSchema = z.object({
  id: z.number(),
  number: z.string().describe('order number = variable symbol'),
  hash: z.string().describe('secret of the summary link'),
  summaryUrl: z.string().describe('/shrnuti/{id}/{hash}'),
  paymentRedirectUrl: z
    .string()
    .nullable()
    .describe('card payment: the gateway page to send the shopper to; null otherwise or when the gateway failed'),
});

export const orderDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/orders',
    summary:
      'Places the order of a cart: prices recomputed on the server, stock and voucher uses taken in one transaction; 201 (200 when the idempotency key repeats an order, nothing new is written). With createAccount the guest is registered and logged in: the answer adds `token` (Authorization: Bearer) and sets the HttpOnly auth cookie.',
    tag: 'orders',
    body: orderRequestSchema.extend(checkoutBodyDoc('sk').shape),
    response: placedOrderSchema,
    errors: {
      404: "Unknown cart or not the caller's",
      409: "code not_available with items [{ variantId, name, requested, available }] ('Niektoré produkty už nie sú dostupné v požadovanom množstve.'), code gift_unavailable with gifts [name] (the gift left the cart: its threshold is no longer reached), or code cart_empty",
      422: `Errors at the checkout form's fields (invoice.ico, pickupStoreId, paymentMethod, …), or a refused voucher { code, message, value? } with code one of ${VOUCHER_ERROR_CODES.join(', ')}`,
      429: 'code rate_limited: too many orders from this address',
    },
  },
];

/** Order refusals → HTTP (see the module comment). */
function orderHttpError(error: unknown, t: Translate): unknown {
  if (!(error instanceof OrderPlacementError)) return cartHttpError(error, t);
  switch (error.code) {
    case 'cart_not_found':
      return notFound();
    case 'cart_empty':
      return new HttpError(409, t('order_place.cart_empty'), { code: 'cart_empty' });
    case 'not_available':
      return new HttpError(409, t('order_place.not_available'), { code: 'not_available', items: error.items });
    case 'gift_unavailable':
      return new HttpError(409, giftUnavailableMessage(t, error.gifts), {
        code: 'gift_unavailable',
        gifts: error.gifts.map((g) => g.name),
      });
    case 'validation':
      return new ValidationError(t('validation.summary'), error.errors);
  }
}

/** Both schemas in one pass, so the form shows every problem at once. */
function parseOrderBody(
  body: unknown,
  locale: 'sk' | 'cs',
  t: Translate,
): { cartId: number; idempotencyKey: string; checkout: CheckoutData } {
  const request = orderRequestSchema.safeParse(body);
  const checkout = checkoutSchema(locale).safeParse(body);
  if (request.success && checkout.success) return { ...request.data, checkout: checkout.data };
  const errors: FieldErrors = {
    ...(request.success ? {} : formatZodError(request.error, body, t)),
    ...(checkout.success ? {} : formatZodError(checkout.error, body, t)),
  };
  throw new ValidationError(t('validation.summary'), errors);
}

export function orderRoutes() {
  const api = new Hono<AppEnv>();

  api.post('/orders', async (c) => {
    const services = c.get('services');
    const { db, config, t } = services;
    const input = parseOrderBody(await readBody(c), config.locale, t);
    const request = await resolveCartRequest(c);
    try {
      const placed = await placeOrder(
        {
          db,
          config,
          t,
          now: services.now,
          packeta: services.packeta,
          mailOutbox: services.mailOutbox,
          onPlaced: (payment) => services.metrics.ordersPlaced.inc({ payment }),
          // the guests' cached pages of what sold out (decision 0094)
          onSoldOut: (ids) => services.caches.invalidate('pages', productChangeTags(ids)),
        },
        {
          cartId: input.cartId,
          owner: request.owner,
          checkout: input.checkout,
          idempotencyKey: input.idempotencyKey,
          locale: config.locale,
          currency: request.ctx.currency,
          groupDiscountPercent: request.user?.group?.discount ?? 0,
          userId: request.user?.id ?? null,
          clientIp: clientIp(c),
          userAgent: c.req.header('user-agent') ?? null,
        },
      );
      const data = { ...placed.order, paymentRedirectUrl: placed.paymentRedirectUrl };
      if (!placed.account) return c.json({ data }, placed.created ? 201 : 200);
      // the account created with the order is logged in, as after POST /api/auth/register
      setCookie(c, AUTH_TOKEN_COOKIE, placed.account.token, authCookieAttributes(config.publicUrl, SESSION_TTL_SECONDS));
      return c.json({ token: placed.account.token, data }, 201);
    } catch (error) {
      throw orderHttpError(error, t);
    }
  });

  return api;
}
