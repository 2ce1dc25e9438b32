/**
 * Why an order could not be placed (placeOrder in place-order.ts). Refused vouchers are not wrapped: the voucher
 * claim's VoucherError (SPEC §8 codes, decision 0012) reaches the caller as it is.
 */
import type { Translate } from '../../i18n';
import type { FieldErrors } from '../../lib/validation';

export type OrderPlacementErrorCode = 'cart_not_found' | 'cart_empty' | 'not_available' | 'gift_unavailable' | 'validation';

/** A gift line of the cart whose threshold the goods no longer reach (decision 0050). */
export interface UnavailableGift {
  lineId: number;
  name: string;
}

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
  /** 'gift_unavailable' only: the gift lines and the cart they are removed from after the rollback */
  readonly gifts: UnavailableGift[];
  readonly cartId: number | null;

  constructor(
    readonly code: OrderPlacementErrorCode,
    details: { items?: UnavailableItem[]; errors?: FieldErrors; gifts?: UnavailableGift[]; cartId?: number } = {},
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
    this.gifts = details.gifts ?? [];
    this.cartId = details.cartId ?? null;
  }
}

/** The shopper's message of a gift_unavailable refusal (the API and the /kosik form show the same). */
export function giftUnavailableMessage(t: Translate, gifts: readonly UnavailableGift[]): string {
  return t('order_place.gift_unavailable', { names: gifts.map((g) => g.name).join(', ') });
}
