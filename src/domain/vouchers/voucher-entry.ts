/**
 * Typing a voucher code into a cart, as both doors do it (POST /api/voucher/cart/add/{cartId} and the /kosik form):
 * the guessing limit per address first, outside the transaction (a refused code rolls the transaction back but must
 * still count), then the cart and the voucher rules (decision 0055).
 */
import type { Db } from '../../db/client';
import { resolveWritableCart, type CartOwner, type WritableCart } from '../cart/cart-access';
import { enforceRateLimit, type RateLimit } from '../security/rate-limit';
import { addVoucherToCart, type AddVoucherInput } from './cart-vouchers';

/** Voucher add attempts per client address and window. */
export const VOUCHER_ADD_LIMIT: RateLimit = { hits: 20, windowSeconds: 600 };

export interface VoucherEntryCart {
  /** the cart id of the request (CURRENT_CART_ID: the owner's current cart, created when missing) */
  cartId: number;
  owner: CartOwner;
  locale: string;
}

/**
 * Adds the voucher of `input.code` to the cart; the cart written to (with the tempId of a new guest cart).
 * RateLimitedError over VOUCHER_ADD_LIMIT of `ip`; VoucherError and CartError as addVoucherToCart and
 * resolveWritableCart refuse.
 */
export async function enterVoucherCode(
  db: Db,
  cart: VoucherEntryCart,
  input: AddVoucherInput,
  ctx: Parameters<typeof addVoucherToCart>[3],
  ip: string,
): Promise<WritableCart> {
  await enforceRateLimit(db, `voucher:${ip}`, VOUCHER_ADD_LIMIT, 'voucher.rate_limited');
  return db.transaction(async (tx) => {
    const writable = await resolveWritableCart(tx, cart.cartId, cart.owner, cart.locale);
    await addVoucherToCart(tx, writable.cartId, input, ctx);
    return writable;
  });
}
