/**
 * THE availability rule of the shop (decision 0058): every place that says whether a product can be ordered — the
 * product tile, the product page and its button, the listing's in-stock filter, search, the home and "Top" rows, the
 * XML feeds, JSON-LD, adding to the cart and placing the order — asks this module. Browser-safe (no database): the
 * product page's variant picker classifies on the client with the same function.
 *
 * Four states, from the stock of ACTIVE stores and the merchant's expected restock date (product_variants.restock_date):
 * - `in_stock`     — the e-shop warehouse has it (or a service, which keeps no stock): any carrier, 1–2 days;
 * - `at_branches`  — only branches have it: orderable for personal pickup only (at once at a branch that has it,
 *                    up to 10 days at another branch); courier and Packeta ship from the warehouse only;
 * - `backorder`    — no stock anywhere and a restock date today or later: orderable, the date is shown, nothing is
 *                    taken out of stock;
 * - `unavailable`  — none of these: never promoted, the button is disabled, the cart and the order refuse it.
 *
 * The listing SQL needs the same rule to filter and count: its SQL twin is in availability.ts (`availabilityStateSql`,
 * server-only); tests/integration/availability-rule.test.ts checks that both agree on every case.
 */
import { formatShopDate, shopDateString } from '../../lib/shop-time';

export const AVAILABILITY_STATES = ['in_stock', 'at_branches', 'backorder', 'unavailable'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** What the rule decides from (per variant, or summed over a product's variants). */
export interface AvailabilityFacts {
  isService: boolean;
  /** quantity in active e-shop warehouses */
  warehouse: number;
  /** quantity in all active stores (warehouse + branches) */
  total: number;
  /**
   * expected restock dates ('YYYY-MM-DD'); for a variant its one date (or none), for a product those of its variants
   */
  restockDates: readonly string[];
}

export interface AvailabilityVerdict {
  state: AvailabilityState;
  /** the state allows an order at all */
  orderable: boolean;
  /** 'YYYY-MM-DD' of the back-order (the earliest restock date today or later); null in the other states */
  restockDate: string | null;
}

/** The shop's calendar day ('YYYY-MM-DD', Europe/Bratislava) of a moment: restock dates are shop dates. */
export function shopDate(now: Date): string {
  return shopDateString(now);
}

/** The rule. `today` is shopDate(now). */
export function classifyAvailability(facts: AvailabilityFacts, today: string): AvailabilityVerdict {
  if (facts.isService || facts.warehouse > 0) return { state: 'in_stock', orderable: true, restockDate: null };
  if (facts.total > 0) return { state: 'at_branches', orderable: true, restockDate: null };
  const upcoming = facts.restockDates.filter((d) => d >= today).sort();
  if (upcoming.length > 0) return { state: 'backorder', orderable: true, restockDate: upcoming[0]! };
  return { state: 'unavailable', orderable: false, restockDate: null };
}

/**
 * May goods in this state travel by courier or to a Packeta point? At-branches goods are for pickup only; back-order
 * goods are shipped from the warehouse when they arrive.
 */
export const shippableState = (state: AvailabilityState) => state !== 'at_branches' && state !== 'unavailable';

/** A text of the catalogue (src/i18n) with its parameters. */
export interface AvailabilityText {
  key:
    | 'availability.service'
    | 'availability.in_stock_count'
    | 'availability.at_branches_count'
    | 'availability.backorder_until'
    | 'availability.out_of_stock'
    | 'availability.delivery_in_stock'
    | 'availability.pickup_only'
    | 'availability.backorder_delivery'
    | 'availability.not_orderable';
  params?: Record<string, string | number>;
}

/**
 * The availability headline: the product tile and the product page say exactly this (decision 0058).
 * `total` = stock in active stores ('Skladom {count} ks' counts every store, as the product page lists them).
 */
export function availabilityHeadline(verdict: AvailabilityVerdict, total: number, isService: boolean): AvailabilityText {
  if (isService) return { key: 'availability.service' };
  switch (verdict.state) {
    case 'in_stock':
      return { key: 'availability.in_stock_count', params: { count: total } };
    case 'at_branches':
      return { key: 'availability.at_branches_count', params: { count: total } };
    case 'backorder':
      // '5. 12. 2026' (the shop's one date format)
      return { key: 'availability.backorder_until', params: { date: formatShopDate(verdict.restockDate!) } };
    default:
      return { key: 'availability.out_of_stock' };
  }
}

/** The line under the headline on the product page: how the goods reach the shopper. */
export function availabilityDelivery(verdict: AvailabilityVerdict): AvailabilityText {
  switch (verdict.state) {
    case 'in_stock':
      return { key: 'availability.delivery_in_stock' };
    case 'at_branches':
      return { key: 'availability.pickup_only' };
    case 'backorder':
      return { key: 'availability.backorder_delivery' };
    default:
      return { key: 'availability.not_orderable' };
  }
}

/** schema.org Offer availability of each state (JSON-LD of the product page). */
export const SCHEMA_ORG_AVAILABILITY: Record<AvailabilityState, string> = {
  in_stock: 'https://schema.org/InStock',
  at_branches: 'https://schema.org/InStoreOnly',
  backorder: 'https://schema.org/BackOrder',
  unavailable: 'https://schema.org/OutOfStock',
};

/**
 * How many pieces of a variant in this state the cart may hold: stock of every active store while there is stock
 * (a pickup may take any branch's), any number on back-order or for a service, none when unavailable.
 */
export function orderableQuantityCap(verdict: AvailabilityVerdict, total: number, isService: boolean): number {
  if (isService || verdict.state === 'backorder') return Number.POSITIVE_INFINITY;
  return verdict.orderable ? Math.max(0, total) : 0;
}
