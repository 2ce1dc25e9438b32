/**
 * Cart gifts (PRODUCT.md "free gift products the shopper may pick once the cart passes a threshold"): products with
 * `is_gift` and `gift_threshold_gross` (gross CZK haléře). The threshold compares the cart's goods total after the
 * group discount and before vouchers (decision 0012) in the shopper's currency, with the threshold as the shopper
 * reads it there: converted and rounded by the currency's step (1 000 Kč → 40 €, decision 0060). A cart holds at most one gift line (quantity 1,
 * price 0); it is dropped as soon as the cart falls below the gift's threshold.
 */
import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import { BASE_CURRENCY } from '../catalog/listing';
import { reachesThreshold, thresholdInCurrency, type PricingCurrency } from '../pricing/pricing';
import { parseJsonColumn, priceCart, type PricedCart } from './cart-pricing';

export interface CartGift {
  productId: number;
  /** the variant to add (the gift's default variant) */
  variantId: number;
  slug: string;
  name: string;
  /** gross CZK haléře */
  thresholdCzk: number;
  /** the threshold in the shopper's currency */
  threshold: number;
  mainImage: { path: string; alt: string | null } | null;
}

type GiftCandidateRow = {
  id: number;
  slug: string;
  name: string;
  gift_threshold_gross: number;
  variant_id: number;
  image_path: string | null;
  image_alt: string | null;
};

/** A JSON array of every gift in stock with a threshold (lowest first): a column the cart statement can carry. */
export const GIFT_CANDIDATES_JSON = sql`coalesce((
  SELECT json_agg(g ORDER BY g.gift_threshold_gross, g.id) FROM (
    SELECT p.id, p.slug, p.name, p.gift_threshold_gross, v.id AS variant_id, img.path AS image_path, img.alt AS image_alt
    FROM products p
    JOIN LATERAL (
      SELECT pv.id FROM product_variants pv WHERE pv.product_id = p.id ORDER BY pv.is_default DESC, pv.position, pv.id LIMIT 1
    ) v ON TRUE
    LEFT JOIN LATERAL (
      SELECT i.path, i.alt FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1
    ) img ON TRUE
    WHERE p.is_gift AND p.gift_threshold_gross IS NOT NULL
      -- a scalar subquery, not EXISTS: the planner may turn EXISTS into a hash join over the whole stock table;
      -- this stays a lookup by the stock primary key (variant_id, store_id) for each of the few gifts
      AND (SELECT coalesce(sum(s.quantity), 0) FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active
           WHERE s.variant_id = v.id AND s.quantity > 0) > 0
  ) g), '[]'::json)`;

/** The gifts of `candidates` (GIFT_CANDIDATES_JSON) whose threshold a goods total of `subtotal` (in `currency`) reaches. */
export function giftsForSubtotal(candidates: GiftCandidateRow[] | string, subtotal: number, currency: PricingCurrency): CartGift[] {
  return parseJsonColumn<GiftCandidateRow[]>(candidates)
    .filter((r) => reachesThreshold(subtotal, r.gift_threshold_gross, currency))
    .map((r) => ({
      productId: r.id,
      variantId: r.variant_id,
      slug: r.slug,
      name: r.name,
      thresholdCzk: r.gift_threshold_gross,
      threshold: thresholdInCurrency(r.gift_threshold_gross, currency),
      mainImage: r.image_path === null ? null : { path: r.image_path, alt: r.image_alt },
    }));
}

export type { GiftCandidateRow };

/**
 * Ids of the gift lines a priced cart no longer qualifies for (goods total below the threshold as read in the cart's
 * currency, or no threshold).
 */
export function unreachableGiftLineIds(priced: PricedCart): number[] {
  const subtotal = priced.totals.subtotal;
  return priced.lines
    .filter(
      (l) =>
        l.isGift && (l.product.giftThresholdGross === null || !reachesThreshold(subtotal, l.product.giftThresholdGross, priced.currency)),
    )
    .map((l) => l.id);
}

/** Deletes lines `ids` of cart `cartId`. */
export async function deleteCartLines(db: DbOrTx, cartId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await queryPreparedRows(
    db,
    sql`DELETE FROM cart_items WHERE cart_id = ${cartId} AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * Removes the gift lines the cart no longer qualifies for (goods total below the gift's threshold, or the
 * product's threshold was removed). Returns the ids of the removed lines. Call it after every change of the cart's lines.
 */
export async function dropUnreachableGifts(db: DbOrTx, cartId: number, now: Date): Promise<number[]> {
  const priced = await priceCart(db, cartId, { currency: BASE_CURRENCY, now });
  if (!priced) return [];
  const drop = unreachableGiftLineIds(priced);
  await deleteCartLines(db, cartId, drop);
  return drop;
}
