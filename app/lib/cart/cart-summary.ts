/**
 * The header's cart figures (browser-safe): pieces and total of the active cart. The root loader reads them on the
 * server so the header does not jump; the widget derives the same figures from the cart it loads.
 */
import type { CartView } from '@/domain/cart/cart-view';

export interface CartSummary {
  /** pieces of the top-level lines (add-on services count with their product, not on their own) */
  pieces: number;
  /** the cart total after vouchers, minor units of the currency */
  total: number;
  currencyId: number;
}

/** Pieces of the top-level lines of a cart. */
export function cartPieceCount(lines: ReadonlyArray<{ parent_id: number | null; quantity: number }>): number {
  let pieces = 0;
  for (const line of lines) if (line.parent_id === null) pieces += line.quantity;
  return pieces;
}

export function summaryOfCart(cart: CartView): CartSummary {
  return { pieces: cartPieceCount(cart.items), total: cart.totals.total, currencyId: cart.currency.id };
}

export const sameSummary = (a: CartSummary | null, b: CartSummary | null): boolean =>
  a === b || (!!a && !!b && a.pieces === b.pieces && a.total === b.total && a.currencyId === b.currencyId);
