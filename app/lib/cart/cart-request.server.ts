/**
 * The cart of a storefront request (decision 0011), for the /kosik route module and the root loader's header
 * summary: who asks (the session customer, else a guest with the tempId of the guest-cart cookie), in which
 * currency, and their active cart. Reads never store a cart; writes go to cart id 0 ("my current cart").
 */
import type { AppLoadContext } from 'react-router';
import type { SessionUser } from '@/domain/accounts/session-lookup';
import { findActiveCustomerCartId, findGuestCartId, normalizeTempId, type CartOwner } from '@/domain/cart/cart-access';
import { priceCart, type CartPricingContext } from '@/domain/cart/cart-pricing';
import type { CartView } from '@/domain/cart/cart-view';
import { listCustomerCarts, readGuestCart } from '@/domain/cart/carts';
import { BASE_CURRENCY } from '@/domain/catalog/listing';
import { pickCurrency } from '@/domain/lists/lists';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY_ID, GUEST_CART_COOKIE, GUEST_CART_MAX_AGE_S } from '@/lib/constants';
import { cartPieceCount, type CartSummary } from './cart-summary';
import { parseCookies } from '../http/cookies';
import { getSessionUser } from '../session/guards.server';

export interface StorefrontCartRequest {
  user: SessionUser | null;
  owner: CartOwner;
  /** prices in the shopper's currency (cookie currencyId, default id 2) */
  ctx: CartPricingContext;
  /** the same moment with CZK prices: analytics events are in CZK (SPEC §4, §9) */
  czkCtx: CartPricingContext;
  locale: string;
}

export async function resolveStorefrontCartRequest(request: Request, context: AppLoadContext): Promise<StorefrontCartRequest> {
  const { services } = context;
  const [frame, user] = await Promise.all([services.frame.get(), getSessionUser(request, context)]);
  const cookies = parseCookies(request.headers.get('cookie'));
  const currency = pickCurrency(frame.currencies, Number(cookies[CURRENCY_COOKIE]), DEFAULT_CURRENCY_ID) ?? BASE_CURRENCY;
  const czk = frame.currencies.find((c) => c.id === BASE_CURRENCY.id) ?? BASE_CURRENCY;
  const now = services.now();
  const owner: CartOwner = user ? { kind: 'customer', userId: user.id } : { kind: 'guest', tempId: cookies[GUEST_CART_COOKIE] ?? null };
  return { user, owner, ctx: { currency, now }, czkCtx: { currency: czk, now }, locale: services.config.locale };
}

/**
 * The shopper's active cart as the cart calls answer it: a customer's newest cart (one is created when they have
 * none, SPEC §4), a guest's cart of the cookie tempId or an unsaved empty one (id 0).
 */
export async function loadActiveCartView(context: AppLoadContext, req: StorefrontCartRequest): Promise<CartView> {
  const { db, t, secrets } = context.services;
  if (req.owner.kind === 'customer') {
    const carts = await listCustomerCarts(db, req.owner.userId, req.locale, req.ctx, t);
    if (carts[0]) return carts[0];
  }
  return (await readGuestCart(db, secrets, '0', req.owner.kind === 'guest' ? req.owner.tempId : null, req.ctx, t)).view;
}

/**
 * What the header shows before the widget loads (pieces and total), read cheaply for the root loader: nothing is
 * queried for a guest without a stored cart, and nothing is created. Null in maintenance mode (SPEC §4: carts are
 * not loaded).
 */
export async function loadCartSummary(request: Request, context: AppLoadContext): Promise<CartSummary | null> {
  const { services } = context;
  const settings = await services.settings.get();
  if (settings.maintenance.is_enabled) return null;
  const req = await resolveStorefrontCartRequest(request, context);
  const cartId =
    req.owner.kind === 'customer'
      ? await findActiveCustomerCartId(services.db, req.owner.userId)
      : normalizeTempId(req.owner.tempId)
        ? await findGuestCartId(services.db, req.owner.tempId)
        : null;
  const priced = cartId === null ? null : await priceCart(services.db, cartId, req.ctx);
  if (!priced) return { pieces: 0, total: 0, currencyId: req.ctx.currency.id };
  return {
    pieces: cartPieceCount(priced.lines.map((l) => ({ parent_id: l.parentId, quantity: l.quantity }))),
    total: priced.totals.total,
    currencyId: req.ctx.currency.id,
  };
}

/** The guest-cart cookie (14 days, SPEC §9), as the cart API sets it: readable by the storefront script. */
export function guestCartCookie(tempId: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${GUEST_CART_COOKIE}=${encodeURIComponent(tempId)}; Max-Age=${GUEST_CART_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}
