/**
 * Why an order could not be placed (placeOrder in place-order.ts). Refused vouchers are not wrapped: the voucher
 * claim's VoucherError (SPEC §8 codes, decision 0012) reaches the caller as it is.
 */
import type { FieldErrors } from '../../lib/validation';

export type OrderPlacementErrorCode = 'cart_not_found' | 'cart_empty' | 'not_available' | 'validation';

/** A variant the stock cannot cover (sellable stock = sum over active stores, what the product page shows). */
export interface UnavailableItem {
  variantId: number;
  /** product name, with the variant name when the product has more than one variant */
  name: string;
  /** what the cart asks for in total (lines of one variant added up) */
  requested: number;
  /** what the active stores hold now */
  available: number;
}

export class OrderPlacementError extends Error {
  /** 'not_available' only: what is short */
  readonly items: UnavailableItem[];
  /** 'validation' only: messages at the checkout form's field paths (`pickupStoreId`, `paymentMethod`, …) */
  readonly errors: FieldErrors;

  constructor(
    readonly code: OrderPlacementErrorCode,
    details: { items?: UnavailableItem[]; errors?: FieldErrors } = {},
  ) {
    super(
      code === 'not_available'
        ? `order refused: not available (${(details.items ?? []).map((i) => `variant ${i.variantId}: ${i.requested} > ${i.available}`).join(', ')})`
        : code === 'validation'
          ? `order refused: invalid ${Object.keys(details.errors ?? {}).join(', ')}`
          : `order refused: ${code}`,
    );
    this.name = 'OrderPlacementError';
    this.items = details.items ?? [];
    this.errors = details.errors ?? {};
  }
}
