/**
 * The cart calls of SPEC §7 as domain functions: the customer's carts (one created when they have none), the
 * guest cart by tempId (never stored by a read: decision 0011; stable tempIds, never adopted from a path: decision
 * 0063), creating and deleting a cart.
 */
import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import { freeDeliveryProgress } from '../pricing/pricing';
import { createCustomerCart, findGuestCartId, findOwnedCartId, newTempId, normalizeTempId, type CartOwner } from './cart-access';
import type { AppSecrets } from '../security/app-secrets';
import { isSignedTempId, loadTempIdKey, signTempId } from './temp-id';
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
export async function listCustomerCarts(
  db: DbOrTx,
  userId: number,
  locale: string,
  ctx: CartPricingContext,
  t: Translate,
): Promise<CartView[]> {
  let ids = (await queryPreparedRows<{ id: number }>(db, sql`SELECT id FROM carts WHERE user_id = ${userId} ORDER BY id DESC`)).map(
    (r) => r.id,
  );
  if (ids.length === 0) ids = [await createCustomerCart(db, userId, locale)];
  const views: CartView[] = [];
  for (const id of ids) {
    const view = await loadCartView(db, id, ctx, t);
    if (view) views.push(view); // a cart deleted meanwhile is simply left out
  }
  return views;
}

export interface GuestCartRead {
  view: CartView;
  /**
   * The tempId to (re)set in the caller's guest-cart cookie: their own, or a fresh one when they had none. Null when
   * the answer is about a tempId from the path that is not the caller's: the cookie stays as it is, because adopting
   * a tempId from a link would let the link's author plant a cart on the visitor (decision 0063).
   */
  cookieTempId: string | null;
}

/**
 * The guest cart of GET /api/cart/anonymous/{locale}/{tempId or 0}. Nothing is written.
 * - 0 or the caller's own tempId (the guest-cart cookie): their stored cart, or an unsaved empty one (id 0) under
 *   that tempId — or, without a cookie, under a fresh tempId the shop signs (decision 0063).
 * - another tempId: its stored cart, or — when the shop issued it (signed) — the unsaved empty cart under the same
 *   tempId, so a client that asks again with the tempId it was given keeps its cart identity; the cookie is left
 *   alone. A tempId the shop never issued and nobody stored is answered as 0 (the caller's own cart).
 */
export async function readGuestCart(
  db: DbOrTx,
  /** services.secrets: the key that signs tempIds */
  secrets: AppSecrets,
  pathTempId: string,
  cookieTempId: string | null,
  ctx: CartPricingContext,
  t: Translate,
): Promise<GuestCartRead> {
  const own = normalizeTempId(cookieTempId);
  const requested = pathTempId === '0' ? null : normalizeTempId(pathTempId);
  const emptyCart = (tempId: string) => unsavedGuestCartView(tempId, ctx.currency, freeDeliveryOfEmptyCart(ctx));
  if (requested && requested !== own) {
    const stored = await loadCartView(db, { guestTempId: requested }, ctx, t);
    if (stored) return { view: stored, cookieTempId: null };
    if (isSignedTempId(await loadTempIdKey(secrets), requested)) return { view: emptyCart(requested), cookieTempId: null };
  }
  if (own) return { view: (await loadCartView(db, { guestTempId: own }, ctx, t)) ?? emptyCart(own), cookieTempId: own };
  const fresh = signTempId(await loadTempIdKey(secrets));
  return { view: emptyCart(fresh), cookieTempId: fresh };
}

function freeDeliveryOfEmptyCart(ctx: CartPricingContext): CartView['totals']['free_delivery'] {
  return freeDeliveryProgress(0, ctx.currency);
}

/** New carts per client address and window (each is a row: unbounded creation would be unbounded writes). */
export const CART_CREATE_LIMIT: RateLimit = { hits: 20, windowSeconds: 600 };

/**
 * POST /api/cart/create: a new empty cart — for a customer one more cart (it becomes the active one), for a guest a
 * new guest cart under a fresh tempId (the API moves the guest-cart cookie to it). A guest whose current cart is
 * still empty gets that one back (no new row). RateLimitedError over CART_CREATE_LIMIT of `ip` (decision 0055).
 */
export async function createCart(
  db: DbOrTx,
  owner: CartOwner,
  locale: string,
  ctx: CartPricingContext,
  t: Translate,
  ip: string,
): Promise<CartView> {
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
  const rows = await queryPreparedRows<{ id: number }>(
    db,
    sql`INSERT INTO carts (temp_id, locale) VALUES (${tempId}::uuid, ${locale}) RETURNING id`,
  );
  return viewOrThrow(db, rows[0]!.id, ctx, t);
}

/** DELETE /api/cart/{id}: removes the owner's cart with its lines and vouchers; CartError not_found otherwise. */
export async function deleteCart(db: DbOrTx, cartId: number, owner: CartOwner): Promise<{ id: number; tempId: string | null }> {
  const id = await findOwnedCartId(db, cartId, owner);
  if (id === null) throw cartNotFound();
  const rows = await queryPreparedRows<{ id: number; temp_id: string | null }>(
    db,
    sql`DELETE FROM carts WHERE id = ${id} RETURNING id, temp_id`,
  );
  if (!rows[0]) throw cartNotFound();
  return { id: rows[0].id, tempId: rows[0].temp_id };
}
