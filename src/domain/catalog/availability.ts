/**
 * Availability of a variant (PRODUCT.md "Stock is kept per branch and for the e-shop warehouse"; SPEC §9):
 * stock per branch (13 branches) with store name and town, the e-shop warehouse stock, the state of the one
 * availability rule (availability-rule.ts, decision 0058) and the delivery time: 1–2 days from the warehouse;
 * pickup at a branch that does not have the goods: up to 10 days. Only active stores count. Texts are message keys
 * (src/i18n) so the UI stays in the locale catalogue.
 *
 * Also here, server-only: the SQL twin of the rule for queries over catalog_listing (listings, search, home rows).
 */
import { sql, type SQL } from 'drizzle-orm';
import { intList, isRowId, queryPreparedRows, type DbOrTx } from '../../db/client';
import type { StoreKind } from '../../db/schema';
import { classifyAvailability, shopDate, type AvailabilityVerdict } from './availability-rule';

export * from './availability-rule';

/** SQL columns of a product's (or variant's) availability facts. */
export interface AvailabilityColumns {
  isService: SQL;
  warehouse: SQL;
  total: SQL;
  /** a date[] sorted ascending (catalog_listing.restock_dates) */
  restockDates: SQL;
}

/** catalog_listing's columns under `alias`. */
export function listingAvailabilityColumns(alias: 'l'): AvailabilityColumns {
  const a = sql.raw(alias);
  return {
    isService: sql`${a}.is_service`,
    warehouse: sql`${a}.warehouse_stock`,
    total: sql`${a}.stock`,
    restockDates: sql`${a}.restock_dates`,
  };
}

/** The latest date of a sorted date[] (NULL when empty). */
const lastDateSql = (dates: SQL) => sql`(${dates})[cardinality(${dates})]`;

/** SQL twin of classifyAvailability(…).state (text). */
export function availabilityStateSql(c: AvailabilityColumns, today: string): SQL {
  return sql`(CASE WHEN ${c.isService} OR ${c.warehouse} > 0 THEN 'in_stock' WHEN ${c.total} > 0 THEN 'at_branches'
    WHEN ${lastDateSql(c.restockDates)} >= ${today}::date THEN 'backorder' ELSE 'unavailable' END)`;
}

/** SQL twin of classifyAvailability(…).orderable: the home and "Top" rows, the feeds' "can be bought". */
export function orderableSql(c: AvailabilityColumns, today: string): SQL {
  return sql`(${c.isService} OR ${c.total} > 0 OR coalesce(${lastDateSql(c.restockDates)} >= ${today}::date, FALSE))`;
}

/** SQL twin of "the state is in_stock or at_branches" (goods on a shelf): the listing's "Len tovar skladom" filter. */
export function stockedSql(c: AvailabilityColumns): SQL {
  return sql`(${c.isService} OR ${c.total} > 0)`;
}

/** Message keys of the delivery texts (to be present in src/i18n/sk.ts and cs.ts). */
const AVAILABILITY_KEYS = {
  /** 'Skladom {count} ks' */
  inStockCount: 'availability.in_stock_count',
  /** 'Momentálne nedostupné' */
  outOfStock: 'availability.out_of_stock',
  /** 'Doručenie do 1–2 dní' */
  deliveryInStock: 'availability.delivery_in_stock',
  /** 'Doručenie do 3–5 dní' */
  deliveryNotInStock: 'availability.delivery_not_in_stock',
  /** 'Na predajni skladom {count} ks' — pickup possible right away */
  pickupInStock: 'availability.pickup_in_stock',
  /** 'Tovar na predajni nie je skladom, doručenie môže trvať až 10 dní.' (SPEC §8) */
  pickupUpTo10Days: 'availability.pickup_up_to_10_days',
} as const;
type AvailabilityKey = (typeof AVAILABILITY_KEYS)[keyof typeof AVAILABILITY_KEYS];

export interface DeliveryEstimate {
  key: AvailabilityKey;
  minDays: number;
  maxDays: number;
}

export const DELIVERY_IN_STOCK: DeliveryEstimate = { key: AVAILABILITY_KEYS.deliveryInStock, minDays: 1, maxDays: 2 };
export const DELIVERY_NOT_IN_STOCK: DeliveryEstimate = { key: AVAILABILITY_KEYS.deliveryNotInStock, minDays: 3, maxDays: 5 };
export const PICKUP_IN_STOCK: DeliveryEstimate = { key: AVAILABILITY_KEYS.pickupInStock, minDays: 0, maxDays: 1 };
export const PICKUP_NOT_AT_BRANCH: DeliveryEstimate = { key: AVAILABILITY_KEYS.pickupUpTo10Days, minDays: 3, maxDays: 10 };

/** Delivery time of an order line: 1–2 days when the goods are in stock (anywhere), 3–5 days otherwise. */
function deliveryEstimate(totalQuantity: number): DeliveryEstimate {
  return totalQuantity > 0 ? DELIVERY_IN_STOCK : DELIVERY_NOT_IN_STOCK;
}

interface StoreStock {
  storeId: number;
  slug: string;
  name: string;
  town: string | null;
  kind: StoreKind;
  quantity: number;
  inStock: boolean;
}

export interface VariantAvailability {
  variantId: number;
  productId: number;
  /** every active branch (13), in store order, with 0 where it has none */
  branches: StoreStock[];
  /** the e-shop warehouse (null when the shop has none) */
  warehouse: StoreStock | null;
  /** sum over active stores */
  total: number;
  inStock: boolean;
  /** key 'availability.in_stock_count' with { count } or 'availability.out_of_stock' */
  stockKey: AvailabilityKey;
  delivery: DeliveryEstimate;
  isService: boolean;
  /** the merchant's expected restock date ('YYYY-MM-DD'), whatever the state */
  restockDate: string | null;
  /** the one availability rule's verdict (decision 0058) */
  verdict: AvailabilityVerdict;
}

type Row = {
  variant_id: number;
  product_id: number;
  is_service: boolean;
  restock_date: string | Date | null;
  store_id: number | null;
  slug: string | null;
  name: string | null;
  town: string | null;
  kind: StoreKind | null;
  quantity: number;
};

/** A date column as 'YYYY-MM-DD' (drivers answer a string or a Date at UTC midnight). */
export function dateOnly(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Availability of several variants (one query); unknown ids are missing from the map. `now` decides back-orders. */
export async function getAvailabilityForVariants(
  db: DbOrTx,
  variantIds: readonly number[],
  options: { now?: Date } = {},
): Promise<Map<number, VariantAvailability>> {
  const today = shopDate(options.now ?? new Date());
  // ids an integer column can hold: a larger one is unknown, not an error
  const ids = [...new Set(variantIds.filter(isRowId))];
  const result = new Map<number, VariantAvailability>();
  if (ids.length === 0) return result;
  // prepared, the ids as one parameter (decisions 0130, 0132): parsed and planned on every call it cost the product page
  // about 1 ms of PostgreSQL's CPU, more than running it
  const rows = await queryPreparedRows<Row>(
    db,
    sql`SELECT v.id AS variant_id, v.product_id, p.is_service, v.restock_date::text AS restock_date, st.id AS store_id, st.slug, st.name, st.town, st.kind,
          coalesce(s.quantity, 0)::int AS quantity
        FROM product_variants v
        JOIN products p ON p.id = v.product_id
        LEFT JOIN stores st ON st.is_active
        LEFT JOIN stock s ON s.variant_id = v.id AND s.store_id = st.id
        WHERE v.id = ANY(${intList(ids)})
        ORDER BY v.id, st.position, st.name, st.id`,
  );
  for (const r of rows) {
    let a = result.get(r.variant_id);
    if (!a) {
      a = {
        variantId: r.variant_id,
        productId: r.product_id,
        branches: [],
        warehouse: null,
        total: 0,
        inStock: false,
        stockKey: AVAILABILITY_KEYS.outOfStock,
        delivery: DELIVERY_NOT_IN_STOCK,
        isService: r.is_service,
        restockDate: dateOnly(r.restock_date),
        verdict: { state: 'unavailable', orderable: false, restockDate: null },
      };
      result.set(r.variant_id, a);
    }
    if (r.store_id === null) continue; // no active store at all
    const store: StoreStock = {
      storeId: r.store_id,
      slug: r.slug!,
      name: r.name!,
      town: r.town,
      kind: r.kind ?? 'branch',
      quantity: r.quantity,
      inStock: r.quantity > 0,
    };
    if (store.kind === 'warehouse') {
      // several warehouses are summed into the first one
      if (a.warehouse)
        a.warehouse = {
          ...a.warehouse,
          quantity: a.warehouse.quantity + store.quantity,
          inStock: a.warehouse.quantity + store.quantity > 0,
        };
      else a.warehouse = store;
    } else {
      a.branches.push(store);
    }
    a.total += store.quantity;
  }
  for (const a of result.values()) {
    a.inStock = a.total > 0;
    a.stockKey = a.inStock ? AVAILABILITY_KEYS.inStockCount : AVAILABILITY_KEYS.outOfStock;
    a.delivery = deliveryEstimate(a.total);
    a.verdict = classifyAvailability(
      { isService: a.isService, warehouse: a.warehouse?.quantity ?? 0, total: a.total, restockDates: a.restockDate ? [a.restockDate] : [] },
      today,
    );
  }
  return result;
}

/** Availability of one variant, or null when it does not exist. */
export async function getVariantAvailability(
  db: DbOrTx,
  variantId: number,
  options: { now?: Date } = {},
): Promise<VariantAvailability | null> {
  return (await getAvailabilityForVariants(db, [variantId], options)).get(variantId) ?? null;
}
