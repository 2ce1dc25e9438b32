/**
 * The checkout's delivery and payment options for one cart — the one function behind GET /api/checkout/options and
 * the /kosik checkout form's loader ("two doors, one lock"): the cart is priced on the server (its total after
 * vouchers decides free delivery; its delivery-discount vouchers lower the delivery fee, decision 0059), and every
 * carrier and payment method says whether it can take this cart and, if not, why (a product's delivery restriction,
 * decision 0051, or goods sold at branches only, decision 0058) — so the shopper sees the reason before picking.
 */
import type { DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import { resolveExistingCart, type CartOwner } from '../cart/cart-access';
import { cartNotFound } from '../cart/cart-errors';
import { priceCart } from '../cart/cart-pricing';
import type { PricingCurrency } from '../pricing/pricing';
import { listDeliveryOptions, type DeliveryOptions } from './delivery-options';
import { loadCartDeliveryRestrictions } from './delivery-restrictions';

export interface CheckoutOptionsInput {
  currency: PricingCurrency;
  now: Date;
  t: Translate;
  /** card payments online (isCardPaymentEnabled(config)) */
  cardEnabled: boolean;
  /** Packeta pickup points can be chosen */
  packetaEnabled: boolean;
  /** the cart (0 = the owner's current one) whose options these are; CartError not_found when the owner cannot reach it */
  cart: { cartId: number; owner: CartOwner };
}

/** The options of a stored cart, with the availability and reasons per carrier and payment method. */
export async function listCheckoutOptionsForCart(db: DbOrTx, input: CheckoutOptionsInput): Promise<DeliveryOptions & { cartId: number }> {
  const cartId = await resolveExistingCart(db, input.cart.cartId, input.cart.owner);
  const priced = await priceCart(db, cartId, { currency: input.currency, now: input.now });
  if (!priced) throw cartNotFound();
  const restricted = await loadCartDeliveryRestrictions(db, priced.lines, input.now);
  const options = await listDeliveryOptions(db, {
    currency: input.currency,
    cartTotal: priced.totals.total,
    cardEnabled: input.cardEnabled,
    packetaEnabled: input.packetaEnabled,
    restrictions: { products: restricted, t: input.t },
    deliveryAllowance: priced.deliveryAllowance,
  });
  return { ...options, cartId };
}
