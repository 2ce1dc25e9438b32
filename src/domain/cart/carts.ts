/**
 * The cart calls of SPEC §7 as domain functions: the customer's carts (one created when they have none), the
 * guest cart by tempId (never stored by a read: decision 0011), creating and deleting a cart.
 */
import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import { freeDeliveryProgress } from '../pricing/pricing';
import {
  createCustomerCart,
  findGuestCartId,
  findOwnedCartId,
  newTempId,
  normalizeTempId,
  type CartOwner,
} from './cart-access';
import { enforceRateLimit, type RateLimit } from '../security/rate-limit';
import { cartNotFound } from './cart-errors';
import type { CartPricingContext } from './cart-pricing';
import { loadCartView, unsavedGuestCartView, type CartView } from './cart-view';

async function viewOrThrow(db: DbOrTx, cartId: number, ctx: CartPricingContext, t: Translate): Promise<CartView> {
  const view = await loadCartView(db, cartId, ctx, t);
  if (!view) throw cartNotFound();
  return view;
}

/** The customer's carts, the active (newest) first; a customer with none gets one created (SPEC §4). */
export async function listCustomerCarts(db: DbOrTx, userId: number, locale: string, ctx: CartPricingContext, t: Translate): Promise<CartView[]> {
  let ids = (await queryPreparedRows<{ id: number }>(db, sql`SELECT id FROM carts WHERE user_id = ${userId} ORDER BY id DESC`)).map((r) => r.id);
  if (ids.length === 0) ids = [await createCustomerCart(db, userId, locale)];
  const views: CartView[] = [];
  for (const id of ids) {
    const view = await loadCartView(db, id, ctx, t);
    if (view) views.push(view); // a cart deleted meanwhile is simply left out
  }
  return views;
}

/**
 * The guest cart of GET /api/cart/anonymous/{locale}/{tempId or 0}: the stored cart of the path tempId (or, for 0,
 * of the guest-cart cookie); otherwise an unsaved empty cart (id 0) — under the cookie's tempId for 0, under a fresh
 * server-made tempId for an unknown one. Nothing is written.
 */
export async function readGuestCart(
  db: DbOrTx,
  pathTempId: string,
  cookieTempId: string | null,
  ctx: CartPricingContext,
  t: Translate,
): Promise<CartView> {
  const requested = pathTempId === '0' ? normalizeTempId(cookieTempId) : normalizeTempId(pathTempId);
  if (requested) {
    const view = await loadCartView(db, { guestTempId: requested }, ctx, t);
    if (view) return view;
  }
  const tempId = pathTempId === '0' && requested ? requested : newTempId();
  return unsavedGuestCartView(tempId, ctx.currency, freeDeliveryOfEmptyCart(ctx));
}

export function freeDeliveryOfEmptyCart(ctx: CartPricingContext): CartView['totals']['free_delivery'] {
  return freeDeliveryProgress(0, ctx.currency);
}

/** New carts per client address and window (each is a row: unbounded creation would be unbounded writes). */
export const CART_CREATE_LIMIT: RateLimit = { hits: 20, windowSeconds: 600 };

/**
 * POST /api/cart/create: a new empty cart — for a customer one more cart (it becomes the active one), for a guest a
 * new guest cart under a fresh tempId (the API moves the guest-cart cookie to it). A guest whose current cart is
 * still empty gets that one back (no new row). RateLimitedError over CART_CREATE_LIMIT of `ip` (decision 0055).
 */
export async function createCart(db: DbOrTx, owner: CartOwner, locale: string, ctx: CartPricingContext, t: Translate, ip: string): Promise<CartView> {
  await enforceRateLimit(db, `cart-create:${ip}`, CART_CREATE_LIMIT, 'cart.rate_limited');
  if (owner.kind === 'customer') return viewOrThrow(db, await createCustomerCart(db, owner.userId, locale), ctx, t);
  if (owner.tempId) {
    const current = await findGuestCartId(db, owner.tempId);
    if (current !== null) {
      const view = await loadCartView(db, current, ctx, t);
      if (view && view.items.length === 0) return view;
    }
  }
  const tempId = newTempId();
  const rows = await queryPreparedRows<{ id: number }>(db, sql`INSERT INTO carts (temp_id, locale) VALUES (${tempId}::uuid, ${locale}) RETURNING id`);
  return viewOrThrow(db, rows[0]!.id, ctx, t);
}

/** DELETE /api/cart/{id}: removes the owner's cart with its lines and vouchers; CartError not_found otherwise. */
export async function deleteCart(db: DbOrTx, cartId: number, owner: CartOwner): Promise<{ id: number; tempId: string | null }> {
  const id = await findOwnedCartId(db, cartId, owner);
  if (id === null) throw cartNotFound();
  const rows = await queryPreparedRows<{ id: number; temp_id: string | null }>(db, sql`DELETE FROM carts WHERE id = ${id} RETURNING id, temp_id`);
  if (!rows[0]) throw cartNotFound();
  return { id: rows[0].id, tempId: rows[0].temp_id };
}
