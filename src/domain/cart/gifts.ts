/**
 * Cart gifts (PRODUCT.md "free gift products the shopper may pick once the cart passes a threshold"): products with
 * `is_gift` and `gift_threshold_gross` (gross CZK haléře). The threshold compares the cart's goods total in CZK
 * after the group discount and before vouchers (decision 0012). A cart holds at most one gift line (quantity 1,
 * price 0); it is dropped as soon as the cart falls below the gift's threshold.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { BASE_CURRENCY } from '../catalog/listing';
import { convertCzkMinor, type PricingCurrency } from '../pricing/pricing';
import { priceCart } from './cart-pricing';

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

/** Gifts in stock whose threshold a goods total of `subtotalCzk` (CZK haléře) reaches, lowest threshold first. */
export async function listGiftsForSubtotal(db: DbOrTx, subtotalCzk: number, currency: PricingCurrency): Promise<CartGift[]> {
  const rows = await queryRows<{
    id: number;
    slug: string;
    name: string;
    gift_threshold_gross: number;
    variant_id: number;
    image_path: string | null;
    image_alt: string | null;
  }>(
    db,
    sql`SELECT p.id, p.slug, p.name, p.gift_threshold_gross, v.id AS variant_id, img.path AS image_path, img.alt AS image_alt
        FROM products p
        JOIN LATERAL (
          SELECT pv.id FROM product_variants pv WHERE pv.product_id = p.id ORDER BY pv.is_default DESC, pv.position, pv.id LIMIT 1
        ) v ON TRUE
        LEFT JOIN LATERAL (
          SELECT i.path, i.alt FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1
        ) img ON TRUE
        WHERE p.is_gift AND p.gift_threshold_gross IS NOT NULL AND p.gift_threshold_gross <= ${subtotalCzk}
          AND EXISTS (SELECT 1 FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active
                      WHERE s.variant_id = v.id AND s.quantity > 0)
        ORDER BY p.gift_threshold_gross, p.id`,
  );
  return rows.map((r) => ({
    productId: r.id,
    variantId: r.variant_id,
    slug: r.slug,
    name: r.name,
    thresholdCzk: r.gift_threshold_gross,
    threshold: convertCzkMinor(r.gift_threshold_gross, currency),
    mainImage: r.image_path === null ? null : { path: r.image_path, alt: r.image_alt },
  }));
}

/** The gifts cart `cartId` may pick now (its threshold reached); empty for an unknown cart. */
export async function listCartGifts(db: DbOrTx, cartId: number, ctx: { currency: PricingCurrency; now: Date }): Promise<CartGift[]> {
  const priced = await priceCart(db, cartId, { currency: BASE_CURRENCY, now: ctx.now });
  if (!priced) return [];
  return listGiftsForSubtotal(db, priced.totalsCzk.subtotal, ctx.currency);
}

/**
 * Removes the gift lines the cart no longer qualifies for (goods total below the gift's threshold, or the
 * product's threshold was removed). Returns the ids of the removed lines. Call it after every change of the cart's lines.
 */
export async function dropUnreachableGifts(db: DbOrTx, cartId: number, now: Date): Promise<number[]> {
  const priced = await priceCart(db, cartId, { currency: BASE_CURRENCY, now });
  if (!priced) return [];
  const subtotal = priced.totalsCzk.subtotal;
  const drop = priced.lines
    .filter((l) => l.isGift && (l.product.giftThresholdGross === null || l.product.giftThresholdGross > subtotal))
    .map((l) => l.id);
  if (drop.length === 0) return [];
  await queryRows(db, sql`DELETE FROM cart_items WHERE cart_id = ${cartId} AND id IN (${sql.join(drop.map((id) => sql`${id}`), sql`, `)})`);
  return drop;
}
