/**
 * Tag-manager events of cart changes (SPEC §4): GA4 `add_to_cart` / `remove_from_cart` with currency CZK (SPEC §9:
 * analytics currency), the item's id, name, category, variant, unit price in CZK and the quantity that changed.
 */
import { ANALYTICS_CURRENCY } from '@/lib/constants';
import type { DataLayerEvent } from '../browser/page-view-tracking';

/** The add-response of a cart change (SPEC §3), its price in CZK haléře. */
export interface CartChangeForAnalytics {
  product: { id: number; name: string; default_category: { name: string } | null; price: number };
  variant: { id: number };
  /** the line quantity now */
  quantity: number;
}

const toMajor = (minor: number) => Math.round(minor) / 100;

/**
 * The event for a line that went from `previousQuantity` to `change.quantity` pieces: add_to_cart for more,
 * remove_from_cart for fewer, null when nothing changed.
 */
export function cartChangeEvent(change: CartChangeForAnalytics, previousQuantity: number): DataLayerEvent | null {
  const delta = change.quantity - previousQuantity;
  if (delta === 0 || !Number.isFinite(delta)) return null;
  const quantity = Math.abs(delta);
  const price = toMajor(change.product.price);
  return {
    event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: toMajor(change.product.price * quantity),
      items: [
        {
          item_id: String(change.product.id),
          item_name: change.product.name,
          ...(change.product.default_category ? { item_category: change.product.default_category.name } : {}),
          item_variant: String(change.variant.id),
          price,
          quantity,
        },
      ],
    },
  };
}

/**
 * What an add did to its line: the line held `original_quantity − requested` before (the API answers the line
 * quantity asked for), so `added` pieces went in; `capped` when the stock allowed fewer than asked.
 */
export function addOutcome(change: { quantity: number; original_quantity: number }, requested: number) {
  const previous = Math.max(0, change.original_quantity - requested);
  return { previous, added: Math.max(0, change.quantity - previous), capped: change.original_quantity > change.quantity };
}
