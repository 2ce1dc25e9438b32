/**
 * Delivery restrictions of products (decision 0051): `products.delivery_restriction` says how a product may travel —
 * 'pickup_only' (helium-filled balloons, the helium inflation services: /info/rozvoz says they are not shipped) or
 * 'no_packeta' (e.g. a pressurised helium tank: not to a pickup point). The checkout lists a carrier a product of the
 * cart excludes as unavailable, with the reason, before the shopper picks one; the order placement refuses it (the
 * API and the /kosik form both place orders through placeOrder).
 */
import { sql } from 'drizzle-orm';
import { intList, queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import type { CarrierCode, DeliveryRestriction } from '../../db/schema';
import type { Translate } from '../../i18n';
import { getAvailabilityForVariants } from '../catalog/availability';

/** A product of the cart that excludes some carriers. */
export interface RestrictedProduct {
  productId: number;
  name: string;
  restriction: DeliveryRestriction;
}

/** Which carriers a restriction leaves. */
const ALLOWED_CARRIERS: Record<DeliveryRestriction, readonly CarrierCode[]> = {
  pickup_only: ['pickup'],
  no_packeta: ['pickup', 'courier'],
};

/** Whether a product with `restriction` may travel with `carrier`. */
function carrierAllowedFor(restriction: DeliveryRestriction | null, carrier: CarrierCode): boolean {
  return restriction === null || ALLOWED_CARRIERS[restriction].includes(carrier);
}

/** The products of `restricted` that `carrier` may not deliver (empty = the carrier can take the whole cart). */
export function productsBlockingCarrier(carrier: CarrierCode, restricted: readonly RestrictedProduct[]): RestrictedProduct[] {
  return restricted.filter((p) => !carrierAllowedFor(p.restriction, carrier));
}

/** The restricted products among `productIds` (each once, by name). */
export async function loadDeliveryRestrictions(db: DbOrTx, productIds: readonly number[]): Promise<RestrictedProduct[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  // an int[] parameter, not an IN list: one text, prepared once per connection (decision 0121)
  const rows = await queryPreparedRows<{ id: number; name: string; delivery_restriction: DeliveryRestriction }>(
    db,
    sql`SELECT id, name, delivery_restriction FROM products
        WHERE delivery_restriction IS NOT NULL AND id = ANY(${intList(ids)}) ORDER BY name, id`,
  );
  return rows.map((r) => ({ productId: Number(r.id), name: r.name, restriction: r.delivery_restriction }));
}

/**
 * Products of the cart whose variant is only at branches (the availability rule, decision 0058): for the checkout they
 * are 'pickup_only' like a restricted product, so the courier and Packeta are shown unavailable with the reason.
 */
export async function loadBranchOnlyProducts(
  db: DbOrTx,
  lines: ReadonlyArray<{ productId: number; variantId: number }>,
  now: Date,
): Promise<RestrictedProduct[]> {
  const availability = await getAvailabilityForVariants(
    db,
    lines.map((l) => l.variantId),
    { now },
  );
  const productIds = [
    ...new Set(lines.filter((l) => availability.get(l.variantId)?.verdict.state === 'at_branches').map((l) => l.productId)),
  ];
  if (productIds.length === 0) return [];
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM products WHERE id IN (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY name, id`,
  );
  return rows.map((r) => ({ productId: Number(r.id), name: r.name, restriction: 'pickup_only' as const }));
}

/**
 * Every restriction of a cart's lines: the products' own (decision 0051) and goods the availability rule sells at
 * branches only (decision 0058), which travel with a personal pickup only.
 */
export async function loadCartDeliveryRestrictions(
  db: DbOrTx,
  lines: ReadonlyArray<{ productId: number; variantId: number }>,
  now: Date,
): Promise<RestrictedProduct[]> {
  const [own, branchOnly] = await Promise.all([
    loadDeliveryRestrictions(
      db,
      lines.map((l) => l.productId),
    ),
    loadBranchOnlyProducts(db, lines, now),
  ]);
  return [...own, ...branchOnly.filter((b) => !own.some((p) => p.productId === b.productId))];
}

/** Why `carrier` cannot take these products: "Nedá sa zvoliť pre: … (len osobný odber na predajni)." */
export function carrierBlockedMessage(t: Translate, blocking: readonly RestrictedProduct[]): string {
  const pickupOnly = blocking.filter((p) => p.restriction === 'pickup_only');
  const key = pickupOnly.length > 0 ? 'checkout.carrier_blocked_pickup_only' : 'checkout.carrier_blocked_no_packeta';
  const names = (pickupOnly.length > 0 ? pickupOnly : blocking).map((p) => p.name).join(', ');
  return t(key, { names });
}

/** Why cash on delivery (or another method only couriers take) is not possible: the goods are picked up and paid in advance. */
export function paymentBlockedMessage(t: Translate, pickupOnly: readonly RestrictedProduct[]): string {
  return t('checkout.payment_blocked_pickup_only', { names: pickupOnly.map((p) => p.name).join(', ') });
}
