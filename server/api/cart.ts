/**
 * Cart REST calls (SPEC §7): the customer's carts, the guest cart by tempId, create, delete, and adding/changing a
 * line. Ownership and the guest-cart cookie: decision 0011. Every read answers the cart view of
 * src/domain/cart/cart-view.ts (amounts in minor units of the request's currency: currencyId query/cookie, default 2).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { SessionUser } from '../../src/domain/accounts/session-lookup';
import { lockWritableCart, type CartOwner } from '../../src/domain/cart/cart-access';
import { CartError } from '../../src/domain/cart/cart-errors';
import { setCartItem } from '../../src/domain/cart/cart-items';
import type { CartPricingContext } from '../../src/domain/cart/cart-pricing';
import { cartItemInputSchema, MAX_DB_ID } from '../../src/domain/cart/cart-schema';
import { createCart, deleteCart, listCustomerCarts, readGuestCart } from '../../src/domain/cart/carts';
import { VoucherError, voucherErrorBody } from '../../src/domain/vouchers/voucher-errors';
import type { Translate } from '../../src/i18n';
import { GUEST_CART_COOKIE, GUEST_CART_MAX_AGE_S } from '../../src/lib/constants';
import type { AppEnv } from '../app';
import { clientIp } from '../http/client-ip';
import { resolveRequestUserAndCatalogContext } from '../http/catalog-context';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';
import { localeSchema } from './shared-lists';

// ---------------------------------------------------------------------------------------------------------------------
// request context shared with the voucher calls

export interface CartRequest {
  user: SessionUser | null;
  owner: CartOwner;
  ctx: CartPricingContext;
}

/** Who calls (session of the bearer token / auth cookie, else a guest with the guest-cart cookie) and the currency. */
export async function resolveCartRequest(c: Context<AppEnv>): Promise<CartRequest> {
  const { user, catalog } = await resolveRequestUserAndCatalogContext(c);
  const owner: CartOwner = user
    ? { kind: 'customer', userId: user.id }
    : { kind: 'guest', tempId: getCookie(c, GUEST_CART_COOKIE) ?? null };
  return { user, owner, ctx: { currency: catalog.currency, now: catalog.now } };
}

/** Sets (or refreshes) the guest-cart cookie: 14 days (SPEC §9), readable by the storefront script. */
export function setGuestCartCookie(c: Context<AppEnv>, tempId: string): void {
  const { config } = c.get('services');
  setCookie(c, GUEST_CART_COOKIE, tempId, {
    path: '/',
    maxAge: GUEST_CART_MAX_AGE_S,
    sameSite: 'Lax',
    secure: config.publicUrl.startsWith('https://'),
  });
}

/** Domain refusals → HTTP: not found 404, a bad body reference 422 with its field, a refused voucher 422 coded. */
export function cartHttpError(error: unknown, t: Translate): unknown {
  if (error instanceof CartError) {
    if (error.kind === 'not_found' || !error.field || !error.messageKey) return notFound();
    return new ValidationError(t('validation.summary'), { [error.field]: [t(error.messageKey, error.params)] });
  }
  if (error instanceof VoucherError) {
    const { message, ...body } = voucherErrorBody(t, error);
    return new HttpError(422, message, body);
  }
  return error;
}

/** A path id: digits only within the integer range (0 allowed where `allowZero`); anything else is a 404. */
export function pathId(raw: string, allowZero = false): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id > MAX_DB_ID || (id === 0 && !allowZero)) throw notFound();
  return id;
}

function requireLocale(raw: string): 'sk' | 'cs' {
  const parsed = localeSchema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------------------------------
// documentation schemas

const imageSchema = z.object({ path: z.string(), alt: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() });
const cartItemViewSchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  get children() {
    return z.array(cartItemViewSchema);
  },
  product: z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    url: z.string(),
    price: z.number().describe('regular gross unit price, minor units of the currency'),
    price_sale: z.number().nullable().describe('gross sale unit price when the sale applies now'),
    is_price_sale_active: z.boolean(),
    main_image: imageSchema.nullable(),
    default_category: z.object({ slug: z.string(), name: z.string() }).nullable(),
    tax_rate: z.object({ rate: z.number() }),
  }),
  variant: z.object({
    id: z.number(),
    name: z.string(),
    price: z.number(),
    price_sale: z.number().nullable(),
    is_price_sale_active: z.boolean(),
  }),
  quantity: z.number(),
  note: z.string().nullable(),
  is_gift: z.boolean(),
  unit_price: z.number().describe('what one unit costs (sale and group discount applied; 0 for a gift)'),
  total: z.number(),
});
const voucherErrorSchema = z.object({ code: z.string(), message: z.string(), value: z.union([z.string(), z.number()]).optional() });

export const cartViewSchema = z.object({
  id: z.number().describe('0 = a guest cart not stored yet (stored at its first write to cart 0)'),
  tempId: z.string().nullable().describe('guest cart id (cookie guest-cart); null for a customer cart'),
  currency: z.object({ id: z.number(), code: z.string(), decimals: z.number(), symbol_before: z.string(), symbol_after: z.string() }),
  items: z.array(cartItemViewSchema),
  vouchers: z.array(
    z.object({
      voucher_id: z.number(),
      code: z.string(),
      voucher_type: z.enum(['amount', 'percent', 'order']),
      value: z.number().describe('percent, or gross CZK haléře for amount/order'),
      discount: z.number(),
      removable: z.boolean(),
      error: voucherErrorSchema.nullable().describe('why the voucher does not apply now'),
    }),
  ),
  gifts: z.array(
    z.object({
      product_id: z.number(),
      variant_id: z.number(),
      slug: z.string(),
      name: z.string(),
      threshold: z.number(),
      main_image: z.object({ path: z.string(), alt: z.string().nullable() }).nullable(),
      selected: z.boolean(),
    }),
  ),
  totals: z.object({
    items: z.number(),
    group_discount: z.number(),
    subtotal: z.number(),
    vouchers: z.number(),
    total: z.number(),
    free_delivery: z
      .object({ threshold: z.number(), missing: z.number(), reached: z.boolean() })
      .nullable()
      .describe("the way to free delivery: the currency's own threshold (minor units); null when delivery is never free"),
  }),
});

const cartItemChangeSchema = z.object({
  cart_id: z.number(),
  tempId: z.string().nullable(),
  item_id: z.number().nullable(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    default_category: z.object({ name: z.string() }).nullable(),
    price: z.number().describe('gross unit price the shopper pays, minor units of the currency'),
  }),
  variant: z.object({ id: z.number() }),
  quantity: z.number().describe('the line quantity now (capped by stock)'),
  original_quantity: z.number().describe('the line quantity asked for'),
});

const localeParams = z.object({ locale: z.string().describe('sk or cs') });
const idParams = z.object({ id: z.string().describe('cart id') });
const cartIdParams = z.object({ cartId: z.string().describe('cart id; 0 = my current cart (stored now when missing)') });

export const cartDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/cart/{locale}',
    summary: "The customer's carts, the active one first (one is created when there is none)",
    tag: 'cart',
    auth: true,
    params: localeParams,
    response: z.array(cartViewSchema),
    errors: { 401: 'Not logged in', 404: 'Unknown locale' },
  },
  {
    method: 'get',
    path: '/api/cart/anonymous/{locale}/{tempId}',
    summary:
      "The guest cart of a tempId (0 = the guest-cart cookie). A tempId the shop issued answers its cart, or before the first write the unsaved empty cart under the same tempId; one it never issued answers the caller's own cart. Nothing is stored; only the caller's own or a fresh tempId is set in the cookie, never one from the path",
    tag: 'cart',
    params: z.object({ locale: z.string(), tempId: z.string().describe('uuid or 0') }),
    response: cartViewSchema,
    errors: { 404: 'Unknown locale' },
  },
  {
    method: 'post',
    path: '/api/cart/create',
    summary: 'A new empty cart (guest: a new guest-cart cookie)',
    tag: 'cart',
    response: cartViewSchema,
  },
  {
    method: 'delete',
    path: '/api/cart/{id}',
    summary: "Deletes one of the caller's carts",
    tag: 'cart',
    params: idParams,
    response: z.object({ id: z.number() }),
    errors: { 404: "Unknown cart or not the caller's" },
  },
  {
    method: 'put',
    path: '/api/cart/{cartId}',
    summary: 'Adds a variant (no id) or changes a line (id); quantity 0 removes it with its add-ons; capped by stock',
    tag: 'cart',
    params: cartIdParams,
    body: cartItemInputSchema,
    response: cartItemChangeSchema,
    errors: {
      404: "Unknown cart or not the caller's",
      422: 'Invalid body, unknown variant/line, add-on not allowed, gift threshold not reached',
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// routes

export function cartRoutes() {
  const api = new Hono<AppEnv>();

  api.get('/cart/anonymous/:locale/:tempId', async (c) => {
    const { db, t, secrets } = c.get('services');
    requireLocale(c.req.param('locale'));
    const { ctx } = await resolveCartRequest(c);
    const { view, cookieTempId } = await readGuestCart(db, secrets, c.req.param('tempId'), getCookie(c, GUEST_CART_COOKIE) ?? null, ctx, t);
    // only the caller's own (or a fresh) tempId goes into the cookie, never one from the path (decision 0063)
    if (cookieTempId) setGuestCartCookie(c, cookieTempId);
    return c.json({ data: view });
  });

  api.get('/cart/:locale', async (c) => {
    const { db, t } = c.get('services');
    const locale = requireLocale(c.req.param('locale'));
    const { user, ctx } = await resolveCartRequest(c);
    if (!user) throw new HttpError(401, t('cart.unauthorized'));
    return c.json({ data: await listCustomerCarts(db, user.id, locale, ctx, t) });
  });

  api.post('/cart/create', async (c) => {
    const { db, t, config } = c.get('services');
    const { owner, ctx } = await resolveCartRequest(c);
    try {
      const view = await createCart(db, owner, config.locale, ctx, t, clientIp(c));
      if (view.tempId) setGuestCartCookie(c, view.tempId);
      return c.json({ data: view }, 201);
    } catch (error) {
      throw cartHttpError(error, t);
    }
  });

  api.delete('/cart/:id', async (c) => {
    const { db, t } = c.get('services');
    const id = pathId(c.req.param('id'));
    const { owner } = await resolveCartRequest(c);
    try {
      const deleted = await deleteCart(db, id, owner);
      if (deleted.tempId) deleteCookie(c, GUEST_CART_COOKIE, { path: '/' });
      return c.json({ data: { id: deleted.id } });
    } catch (error) {
      throw cartHttpError(error, t);
    }
  });

  api.put('/cart/:cartId', async (c) => {
    const { db, t, config } = c.get('services');
    const cartId = pathId(c.req.param('cartId'), true);
    const input = validate(c, cartItemInputSchema, await readBody(c));
    const { owner, ctx } = await resolveCartRequest(c);
    try {
      // one transaction: a first write that fails leaves no empty guest cart behind
      const result = await db.transaction(async (tx) => {
        const cart = await lockWritableCart(tx, cartId, owner, config.locale);
        const change = await setCartItem(tx, cart, input, ctx);
        return { cart, change };
      });
      if (result.cart.tempId) setGuestCartCookie(c, result.cart.tempId);
      const { itemId, droppedGiftIds: _dropped, ...change } = result.change;
      return c.json({ data: { cart_id: result.cart.cartId, tempId: result.cart.tempId, item_id: itemId, ...change } });
    } catch (error) {
      throw cartHttpError(error, t);
    }
  });

  return api;
}
