/**
 * Product listing (category pages, /produkty/novinky, /produkty/akce, the search page's product list): filters,
 * sorting, pagination, facet counts, and the product tile every list shows.
 *
 * Everything is read from catalog_listing (migration 0004): one narrow row per product with its category ids (and
 * visible ancestors), prices, VAT, stock, variant colours and sizes, parameters and name terms, kept in step with the
 * source tables by triggers. One SQL statement computes the facets and the total over the filtered set (`b`, with one
 * boolean per facet filter), kept in the facet cache; another the page with its tiles (catalog_tile_rows, decision
 * 0126). A category in the recommended order without other filters reads its page from catalog_listing_by_category
 * (catalog_listing's rows per listed category, in that order; migration 0031, decision 0131). Facets follow the rule
 * of good shops: each facet is counted over the products matching all OTHER filters (choosing a brand does not hide
 * the other brands). Within a facet the options are alternatives (OR); different
 * facets and different parameter names combine with AND.
 *
 * Prices: filters and sorts use the displayed gross unit price in the shown currency, computed in SQL by
 * `grossMinorSql` — the exact mirror of `unitGross` (pricing.ts) — from the effective net price (sale when active),
 * the product's VAT and the shopper's group discount. Product-level price (tiles show the product price; variant
 * prices show on the product page).
 *
 * Visibility: `is_visible` and `published_at` null or not in the future. 'New' = published in the last 30 days.
 * Stock counts the quantities of active stores (13 branches + the e-shop warehouse); what a tile says about it and
 * the in-stock / orderable filters come from the one availability rule (availability.ts, decision 0058).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from '../../lib/zod';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { grossMinorSql, productEffectiveNetSql, productSaleActiveSql } from '../pricing/pricing-sql';
import { priceView, type PriceView, type PricingCurrency } from '../pricing/pricing';
import {
  classifyAvailability,
  listingAvailabilityColumns,
  orderableSql,
  shopDate,
  stockedSql,
  type AvailabilityVerdict,
} from './availability';
import { normalizeSearchQuery, prepareProductMatch, productMatchSql, productScoreSql, textArray, withSearchSettings } from './search';

export const LISTING_SORTS = ['recommended', 'name', 'cheapest', 'expensive'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
const LISTING_MAX_PER_PAGE = 48;
export const LISTING_DEFAULT_PER_PAGE = 24;
/** Pages beyond this are treated as this page (an empty list), never as an error. */
const LISTING_MAX_PAGE = 1_000_000;
export const NEW_PRODUCT_DAYS = 30;
const MAX_FILTER_VALUES = 50;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------------
// the query

/** undefined → [], 'a,b' → ['a', 'b'], ['a', 'b,c'] → ['a', 'b', 'c'] (comma splitting optional). */
const listOf = (splitCommas: boolean) => (value: unknown) => {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  const strings = items.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
  const parts = splitCommas ? strings.flatMap((s) => s.split(',')) : strings;
  return [...new Set(parts.map((s) => s.trim()).filter((s) => s.length > 0))];
};

const stringList = (splitCommas: boolean) =>
  z.preprocess(listOf(splitCommas), z.array(z.string().max(200)).max(MAX_FILTER_VALUES)).default([]);

const flag = z
  .preprocess((v) => {
    const value = Array.isArray(v) ? v[v.length - 1] : v;
    if (value === undefined || value === null) return false;
    if (typeof value === 'boolean') return value;
    return ['1', 'true', 'on', 'yes'].includes(String(value).trim().toLowerCase());
  }, z.boolean())
  .default(false);

const optionalInt = (min: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[v.length - 1] : v),
    z.coerce.number().int().min(min).optional(),
  );

/** The one message of a refused price bound (negative, not a number): the listing page shows it at its price field. */
export const PRICE_FILTER_MESSAGE = 'listing.price_invalid';

/** A price bound in minor units: a whole number from 0; anything else is refused with the Slovak message (decision 0062). */
const priceBound = z.preprocess(
  (v) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[v.length - 1] : v),
  z.coerce.number({ error: PRICE_FILTER_MESSAGE }).int({ error: PRICE_FILTER_MESSAGE }).min(0, { error: PRICE_FILTER_MESSAGE }).optional(),
);

/** One parameter filter: `name=value` (several values of one name are alternatives). */
export interface ParameterFilter {
  name: string;
  values: string[];
}

/**
 * The listing query (URL search params of listing pages and of the listing API). Lists accept repeated keys
 * (`brand=a&brand=b`) or commas (`brand=a,b`; not for `param`, whose values may contain commas).
 */
export const listingQuerySchema = z
  .object({
    /** category id; the listing includes the products of its visible descendants */
    categoryId: optionalInt(1),
    /** brand slugs */
    brand: stringList(true),
    /** motif slugs */
    motif: stringList(true),
    /** variant colours */
    color: stringList(true),
    /** variant sizes */
    size: stringList(true),
    /** parameters as `name=value` */
    param: stringList(false),
    /** gross unit price range in minor units of the shown currency (inclusive) */
    priceMin: priceBound,
    priceMax: priceBound,
    inStock: flag,
    /** only what can be ordered now (the availability rule): the home page's rows (decision 0058) */
    orderable: flag,
    new: flag,
    sale: flag,
    /** search text (cut to 200 characters) */
    q: z.preprocess((v) => normalizeSearchQuery(Array.isArray(v) ? v[0] : v), z.string()).default(''),
    sort: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : Array.isArray(v) ? v[v.length - 1] : v),
      z.enum(LISTING_SORTS).default('recommended'),
    ),
    page: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : Array.isArray(v) ? v[v.length - 1] : v),
      z.coerce
        .number()
        .int()
        .min(1)
        .default(1)
        .transform((p) => Math.min(p, LISTING_MAX_PAGE)),
    ),
    perPage: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : Array.isArray(v) ? v[v.length - 1] : v),
      z.coerce.number().int().min(1).max(LISTING_MAX_PER_PAGE).default(LISTING_DEFAULT_PER_PAGE),
    ),
    /** false: skip the facet counts (e.g. "load more" requests) */
    facets: z
      .preprocess((v) => {
        const value = Array.isArray(v) ? v[v.length - 1] : v;
        if (value === undefined || value === null || value === '') return true;
        if (typeof value === 'boolean') return value;
        return !['0', 'false', 'off', 'no'].includes(String(value).trim().toLowerCase());
      }, z.boolean())
      .default(true),
  })
  .transform((q) => {
    const { priceMin, priceMax } = q;
    const swapped = priceMin !== undefined && priceMax !== undefined && priceMin > priceMax;
    return {
      ...q,
      priceMin: swapped ? priceMax : priceMin,
      priceMax: swapped ? priceMin : priceMax,
      params: parseParameterFilters(q.param),
    };
  });

export type ListingQueryInput = z.input<typeof listingQuerySchema>;
export type ListingQuery = z.output<typeof listingQuerySchema>;

/** ['Materiál=latex', 'Materiál=fólia', 'Vek=3+'] → [{ name: 'Materiál', values: ['latex', 'fólia'] }, …] */
function parseParameterFilters(raw: readonly string[]): ParameterFilter[] {
  const byName = new Map<string, Set<string>>();
  for (const item of raw) {
    const eq = item.indexOf('=');
    if (eq <= 0) continue;
    const name = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (!name || !value) continue;
    if (!byName.has(name)) byName.set(name, new Set());
    byName.get(name)!.add(value);
  }
  return [...byName].map(([name, values]) => ({ name, values: [...values] }));
}

/** Parses URLSearchParams (repeated keys become lists) with listingQuerySchema. */
export function parseListingSearchParams(params: URLSearchParams) {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return listingQuerySchema.safeParse(raw);
}

// ---------------------------------------------------------------------------------------------------------------------
// context and tiles

/** Who is looking: the shown currency, the shopper's group discount, the moment (sale windows, 'new'). */
export interface CatalogContext {
  currency: PricingCurrency;
  /** customer-group discount percent; 0 for guests */
  groupDiscountPercent: number;
  now: Date;
}

/** The base currency, used when the database has no currencies (a fresh, unseeded database). */
export const BASE_CURRENCY: PricingCurrency = {
  id: 1,
  code: 'CZK',
  decimals: 2,
  rate: 1,
  symbol_before: '',
  symbol_after: 'Kč',
  freeDeliveryFrom: null,
  thresholdStep: 1,
};

/** Fills a partial context: the default currency (currencies.is_default, else the lowest id) when none is given. */
export async function resolveCatalogContext(db: DbOrTx, context?: Partial<CatalogContext>): Promise<CatalogContext> {
  let currency = context?.currency;
  if (!currency) {
    const [row] = await queryRows<
      Omit<PricingCurrency, 'freeDeliveryFrom' | 'thresholdStep'> & { free_delivery_from: number | null; threshold_step: number }
    >(
      db,
      sql`SELECT id, code, decimals, rate::float8 AS rate, symbol_before, symbol_after, free_delivery_from, threshold_step
          FROM currencies ORDER BY is_default DESC, id LIMIT 1`,
    );
    currency = row
      ? {
          id: row.id,
          code: row.code,
          decimals: row.decimals,
          rate: Number(row.rate),
          symbol_before: row.symbol_before,
          symbol_after: row.symbol_after,
          freeDeliveryFrom: row.free_delivery_from === null ? null : Number(row.free_delivery_from),
          thresholdStep: Number(row.threshold_step),
        }
      : BASE_CURRENCY;
  }
  return { currency, groupDiscountPercent: context?.groupDiscountPercent ?? 0, now: context?.now ?? new Date() };
}

/** What a product tile shows. Amounts `price`/`priceSale` are net CZK haléře; `display` is in the context currency. */
export interface ProductTile {
  id: number;
  slug: string;
  name: string;
  code: string;
  /** product page: /{id}/{category slug}/{product slug} */
  url: string;
  defaultCategory: { id: number; slug: string; name: string } | null;
  brand: { slug: string; name: string } | null;
  mainImage: { path: string; alt: string | null; width: number | null; height: number | null } | null;
  /** regular net price, CZK haléře */
  price: number;
  /** net sale price, CZK haléře (may be set while no sale applies) */
  priceSale: number | null;
  /** the sale applies now (switched on, within its window, cheaper) */
  isPriceSaleActive: boolean;
  /** VAT percent (tax_rate.rate) */
  taxRate: number;
  /** gross unit price (sale, VAT, group discount) and struck-through original, in the context currency */
  display: PriceView;
  /** sum of the stock of all variants in active stores (0 for services, which keep none) */
  stock: number;
  /** a service (products.is_service): always available, no stock count shown */
  isService: boolean;
  /** the one availability rule's verdict for the product (its best variant; decision 0058) */
  availability: AvailabilityVerdict;
  rating: { average: number; count: number };
  isAdult: boolean;
  isTop: boolean;
  isNew: boolean;
  variantCount: number;
}

/** The product page URL (route /{id}/{category?}/{product}; 'produkt' stands in for a missing category). */
export const productUrl = (product: { id: number; slug: string }, categorySlug: string | null | undefined) =>
  `/${product.id}/${categorySlug || 'produkt'}/${product.slug}`;

/** A tile row of catalog_tile_rows, read from JSON (timestamps and dates as text). */
export type TileRow = {
  id: number;
  slug: string;
  name: string;
  code: string;
  price: number;
  price_sale: number | null;
  is_price_sale_active: boolean;
  sale_from: string | Date | null;
  sale_to: string | Date | null;
  is_adult: boolean;
  is_top: boolean;
  published_at: string | Date | null;
  rating_avg: number;
  rating_count: number;
  vat: number;
  category_id: number | null;
  category_slug: string | null;
  category_name: string | null;
  brand_slug: string | null;
  brand_name: string | null;
  image_path: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
  stock: number;
  variant_count: number;
  is_service: boolean;
  warehouse_stock: number;
  restock_dates: string[] | string | null;
};

/**
 * The tile rows of the visible products whose id is in `ids` (an SQL array of ids) at the instant `now` (an SQL
 * timestamptz), a JSON array of TileRows: the plpgsql function catalog_tile_rows (migration 0029) holds the tile
 * statement, so PostgreSQL keeps its plan per connection (decision 0110) even when the ids come from another query in
 * the same statement (the listing's page, the product's neighbours: one round trip each, decision 0126).
 */
export const tileRowsJsonSql = (ids: SQL, now: SQL): SQL => sql`catalog_tile_rows((${ids})::bigint[], ${now})`;

/** Tiles from the rows of catalog_tile_rows (tileRowsJsonSql), in the order of `ids` (ids without a row are skipped). */
export function productTilesFromRows(rows: readonly TileRow[], ids: readonly number[], context: CatalogContext): ProductTile[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const newSince = context.now.getTime() - NEW_PRODUCT_DAYS * DAY_MS;
  const today = shopDate(context.now);
  const tiles: ProductTile[] = [];
  for (const id of new Set(ids)) {
    const r = byId.get(id);
    if (!r) continue;
    const priceFields = {
      price: r.price,
      priceSale: r.price_sale,
      isPriceSaleActive: r.is_price_sale_active,
      saleFrom: r.sale_from,
      saleTo: r.sale_to,
    };
    const display = priceView(priceFields, null, r.vat, context);
    const published = r.published_at === null ? null : new Date(r.published_at).getTime();
    tiles.push({
      id: r.id,
      slug: r.slug,
      name: r.name,
      code: r.code,
      url: productUrl(r, r.category_slug),
      defaultCategory: r.category_id === null ? null : { id: r.category_id, slug: r.category_slug!, name: r.category_name! },
      brand: r.brand_slug === null ? null : { slug: r.brand_slug, name: r.brand_name! },
      mainImage: r.image_path === null ? null : { path: r.image_path, alt: r.image_alt, width: r.image_width, height: r.image_height },
      price: r.price,
      priceSale: r.price_sale,
      isPriceSaleActive: display.isSale,
      taxRate: r.vat,
      display,
      stock: r.stock,
      isService: r.is_service,
      availability: classifyAvailability(
        { isService: r.is_service, warehouse: Number(r.warehouse_stock), total: Number(r.stock), restockDates: jsonDates(r.restock_dates) },
        today,
      ),
      rating: { average: Number(r.rating_avg), count: r.rating_count },
      isAdult: r.is_adult,
      isTop: r.is_top,
      isNew: published !== null && published >= newSince && published <= context.now.getTime(),
      variantCount: r.variant_count,
    });
  }
  return tiles;
}

/**
 * Tiles of the given products, in the given order; invisible or missing ids are skipped. Stock and variant counts come
 * from catalog_listing (migration 0004), kept in step with stock by triggers.
 */
export async function loadProductTiles(db: DbOrTx, ids: readonly number[], context: CatalogContext): Promise<ProductTile[]> {
  const unique = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (unique.length === 0) return [];
  // prepared, one text for any number of ids (decision 0110); the tile query inside keeps its plan (decision 0126)
  const [row] = await queryPreparedRows<{ tiles: string }>(
    db,
    sql`SELECT ${tileRowsJsonSql(sql`string_to_array(${unique.join(',')}, ',')`, sql`${context.now.toISOString()}::timestamptz`)}::text AS tiles`,
  );
  return productTilesFromRows(JSON.parse(row!.tiles) as TileRow[], unique, context);
}

/** restock_dates as to_json answers them (postgres.js parses json; PGlite too; a string is parsed here). */
function jsonDates(value: string[] | string | null): string[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string').map((d) => d.slice(0, 10)) : [];
}

// ---------------------------------------------------------------------------------------------------------------------
// the listing

export interface FacetOption {
  value: string;
  count: number;
  selected: boolean;
}

interface NamedFacetOption extends FacetOption {
  /** display name (value = slug) */
  name: string;
}

export interface ListingFacets {
  brands: NamedFacetOption[];
  motifs: NamedFacetOption[];
  colors: FacetOption[];
  sizes: FacetOption[];
  parameters: Array<{ name: string; values: FacetOption[] }>;
  /** gross unit price range in minor units of the shown currency; null when nothing matches */
  price: { min: number; max: number } | null;
  /** products matching the other filters that are in stock */
  inStock: number;
}

export interface ListingResult {
  items: ProductTile[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  sort: ListingSort;
  /** null when the query asked for no facets */
  facets: ListingFacets | null;
}

type FacetKey = 'brand' | 'motif' | 'color' | 'size' | 'price' | 'stock' | `param${number}`;

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Slovak sort order, one collator (creating one per comparison is costly). */
const SK_COLLATOR = new Intl.Collator('sk');

/** Known size order for the size facet; other sizes follow (numbers ascending, then text). */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL', 'UNI', 'UNIVERZÁLNA'];

function compareSizes(a: string, b: string): number {
  const ia = SIZE_ORDER.indexOf(a.toUpperCase());
  const ib = SIZE_ORDER.indexOf(b.toUpperCase());
  if (ia !== -1 || ib !== -1) return (ia === -1 ? 999 : ia) - (ib === -1 ? 999 : ib);
  const na = Number.parseFloat(a);
  const nb = Number.parseFloat(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  if (!Number.isNaN(na) !== !Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1;
  return SK_COLLATOR.compare(a, b);
}

/** The facets of one filter set and the number of products it matches (the listing's total, decision 0116). */
interface CountedFacets {
  facets: ListingFacets;
  total: number;
}

/**
 * Cache of facet counts and totals (optional, owned by AppServices): both are counts over the same filter set, change
 * slowly and cost the most.
 */
export type ListingFacetCache = TtlCache<CountedFacets>;

/**
 * A copy of counted facets made by hand: the cache hands one out on every hit, and a structured clone of the same
 * data cost ~4 % of the listing API's CPU (decision 0120).
 */
function copyCountedFacets({ facets, total }: CountedFacets): CountedFacets {
  const options = <T extends FacetOption>(list: T[]) => list.map((o) => ({ ...o }));
  return {
    total,
    facets: {
      brands: options(facets.brands),
      motifs: options(facets.motifs),
      colors: options(facets.colors),
      sizes: options(facets.sizes),
      parameters: facets.parameters.map((p) => ({ name: p.name, values: options(p.values) })),
      price: facets.price && { ...facets.price },
      inStock: facets.inStock,
    },
  };
}

/** A facet cache (stock and sale windows in the counts may lag by `ttlMs`); facets are handed out as copies. */
export function createListingFacetCache(
  options: { max?: number; ttlMs?: number; onLookup?: (hit: boolean) => void } = {},
): ListingFacetCache {
  return createTtlCache<CountedFacets>({
    max: options.max ?? 500,
    ttlMs: options.ttlMs ?? 60_000,
    clone: copyCountedFacets,
    onLookup: options.onLookup,
  });
}

export interface ListingOptions {
  /** facet cache (e.g. services.listingFacets); without one, facets are computed on every call */
  facetCache?: ListingFacetCache;
  /**
   * cache of whole results (e.g. services.catalogCache.listings): identical listings within its time-to-live are
   * answered from memory, and concurrent identical ones share one computation. Results are read-only.
   */
  resultCache?: TtlCache<ListingResult>;
}

/**
 * Lists products for a parsed query (`listingQuerySchema.parse(…)`). A page past the end returns no items (the
 * total still says how many there are). Prices in filters and facets are in `context.currency`.
 */
export async function listProducts(
  db: DbOrTx,
  query: ListingQuery,
  context?: Partial<CatalogContext>,
  options: ListingOptions = {},
): Promise<ListingResult> {
  const ctx = await resolveCatalogContext(db, context);
  const facetKey = facetCacheKey(query, ctx);
  const run = async (tx: DbOrTx): Promise<ListingResult> => {
    const result = await runListing(tx, query, ctx, options, facetKey, true);
    // counted: by the facet statement or the page statement, as countTotal asks
    const total = result.total!;
    return { ...result, total, pageCount: Math.ceil(total / query.perPage) };
  };
  const compute = () => (query.q ? withSearchSettings(db, run) : run(db));
  if (!options.resultCache) return compute();
  const key = JSON.stringify([facetKey, query.sort, query.page, query.perPage, query.facets]);
  return options.resultCache.getOrCompute(key, compute);
}

/**
 * The tiles of one page of a listing without counting its matches, for a product row that shows no total (the home
 * page's sale and new rows). Counting every product on sale cost PostgreSQL more than the row itself (~16 ms of a
 * 50 000-product catalogue, decision 0133). Facets are never computed. `resultCache` keeps rows as listProducts keeps
 * listings (services.catalogCache.rows).
 */
export async function listProductRow(
  db: DbOrTx,
  query: ListingQuery,
  context?: Partial<CatalogContext>,
  options: { resultCache?: TtlCache<ProductTile[]> } = {},
): Promise<ProductTile[]> {
  const ctx = await resolveCatalogContext(db, context);
  const rowQuery = { ...query, facets: false };
  const facetKey = facetCacheKey(rowQuery, ctx);
  const run = async (tx: DbOrTx) => (await runListing(tx, rowQuery, ctx, {}, facetKey, false)).items;
  const compute = () => (rowQuery.q ? withSearchSettings(db, run) : run(db));
  if (!options.resultCache) return compute();
  return options.resultCache.getOrCompute(JSON.stringify([facetKey, rowQuery.sort, rowQuery.page, rowQuery.perPage]), compute);
}

/** The facet cache key: everything but page, perPage and sort. */
function facetCacheKey(query: ListingQuery, ctx: CatalogContext): string {
  return JSON.stringify([
    query.categoryId ?? null,
    [...query.brand].sort(),
    [...query.motif].sort(),
    [...query.color].sort(),
    [...query.size].sort(),
    query.params.map((f) => [f.name, [...f.values].sort()]).sort(),
    query.priceMin ?? null,
    query.priceMax ?? null,
    query.inStock,
    query.orderable,
    query.new,
    query.sale,
    query.q,
    ctx.currency.id,
    ctx.currency.rate,
    ctx.currency.decimals,
    ctx.groupDiscountPercent,
  ]);
}

async function runListing(
  db: DbOrTx,
  query: ListingQuery,
  ctx: CatalogContext,
  options: ListingOptions,
  facetKey: string,
  /** false: the caller shows no total, so the matches are not counted (listProductRow) */
  countTotal: boolean,
): Promise<Omit<ListingResult, 'total' | 'pageCount'> & { total: number | undefined }> {
  const nowIso = ctx.now.toISOString();
  const { perPage, page } = query;
  const offset = (page - 1) * perPage;

  const wantFacets = query.facets;
  const gross = grossMinorSql(productEffectiveNetSql('l', ctx.now), sql`l.tax_rate`, ctx.currency, ctx.groupDiscountPercent);

  // --- filters that narrow the base set (not facets)
  const where: SQL[] = [sql`l.is_visible`, sql`(l.published_at IS NULL OR l.published_at <= ${nowIso}::timestamptz)`];
  // category_ids holds visible categories only: a hidden or unknown category lists nothing
  if (query.categoryId !== undefined) where.push(sql`l.category_ids @> ARRAY[${query.categoryId}::int]`);
  const match = query.q ? await prepareProductMatch(db, query.q) : null;
  if (match) where.push(productMatchSql('l', match)!);
  if (query.new) where.push(sql`l.published_at >= ${new Date(ctx.now.getTime() - NEW_PRODUCT_DAYS * DAY_MS).toISOString()}::timestamptz`);
  if (query.sale) where.push(sql`l.is_price_sale_active`, productSaleActiveSql('l', ctx.now));
  const availability = listingAvailabilityColumns('l');
  if (query.orderable) where.push(orderableSql(availability, shopDate(ctx.now)));

  // --- facet filters: one boolean column each in `base`
  const flags = new Map<FacetKey, SQL>();
  if (query.brand.length) flags.set('brand', sql`l.brand_id IN (SELECT id FROM brands WHERE slug IN (${list(query.brand)}))`);
  if (query.motif.length) flags.set('motif', sql`l.motif_id IN (SELECT id FROM motifs WHERE slug IN (${list(query.motif)}))`);
  if (query.color.length) flags.set('color', sql`l.colors && ${textArray(query.color)}`);
  if (query.size.length) flags.set('size', sql`l.sizes && ${textArray(query.size)}`);
  query.params.forEach((f, i) => {
    flags.set(`param${i}`, sql`l.params && ${textArray(f.values.map((v) => `${f.name}=${v}`))}`);
  });
  const priceConds: SQL[] = [];
  if (query.priceMin !== undefined) priceConds.push(sql`${gross} >= ${query.priceMin}`);
  if (query.priceMax !== undefined) priceConds.push(sql`${gross} <= ${query.priceMax}`);
  if (priceConds.length) flags.set('price', sql.join(priceConds, sql` AND `));
  // goods on a shelf (warehouse or branches) and services, by the availability rule (decision 0058)
  const inStockSql = stockedSql(availability);
  if (query.inStock) flags.set('stock', inStockSql);

  const flagKeys = [...flags.keys()];
  const col = (k: FacetKey) => sql.raw(`f_${k}`);
  /** all facet flags except the given ones */
  const allBut = (...except: FacetKey[]) => {
    const parts = flagKeys.filter((k) => !except.includes(k)).map((k) => sql`b.${col(k)}`);
    return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
  };
  const fromProducts = sql`FROM catalog_listing l WHERE ${sql.join(where, sql` AND `)}`;
  const flagColumns = sql.join(
    flagKeys.map((k) => sql`, ${flags.get(k)!} AS ${col(k)}`),
    sql``,
  );

  // --- the page: ids in order, their tiles (and the total when it is not known otherwise, see below), one statement
  // Two independent subqueries over catalog_listing, each planned on its own: the count through the GIN indexes
  // (category, name terms), the page as a top-N sort of the matches or, when the order has an index (recommended:
  // catalog_listing_recommended_idx, name A-Z: catalog_listing_name_key_idx), a walk of that index until the page is
  // full (index-only: both include category_ids and published_at, decision 0120). The statement is planned per call
  // (the plan depends on the category's size), the tiles of the page come from catalog_tile_rows, whose own plan is
  // kept per connection: one round trip per page (decision 0126). The page's ids are a MATERIALIZED CTE so the page is
  // walked once, not once per use.
  const conditions = [...where, ...flagKeys.map((k) => flags.get(k)!)];
  const matchedWhere = sql.join(conditions, sql` AND `);
  // the order's keys: by price and by relevance every match is sorted (no index has the order); by name and the
  // recommended order without a search, an index is walked until the page is full (see above)
  const orderKeys: Array<{ key: SQL; desc?: true }> =
    query.sort === 'cheapest'
      ? [{ key: gross }, { key: sql`l.product_id` }]
      : query.sort === 'expensive'
        ? [{ key: gross, desc: true }, { key: sql`l.product_id` }]
        : query.sort === 'name'
          ? [{ key: sql`l.name_key` }, { key: sql`l.product_id` }]
          : match
            ? [
                { key: productScoreSql('l', match), desc: true },
                { key: sql`l.is_top`, desc: true },
                { key: sql`l.popularity`, desc: true },
                { key: sql`l.product_id` },
              ]
            : [{ key: sql`l.is_top`, desc: true }, { key: sql`l.popularity`, desc: true }, { key: sql`l.product_id` }];
  // a search sorts every match, by relevance or price; only the name order has an index to walk
  const searchSortsEveryMatch = match !== null && query.sort !== 'name';
  const order = sql.join(
    orderKeys.map((k) => (k.desc ? sql`${k.key} DESC` : k.key)),
    sql`, `,
  );
  // A category in the recommended order with no other filter (the category page as it opens, its next pages): the page
  // comes from catalog_listing_by_category (migration 0031, decision 0131), whose index is in the category's own order,
  // so only the rows of this page and the pages before it are read; the same rows in the same order as the walk above,
  // and the same count. Its plan no longer depends on the category's size, so this statement is prepared (planned once
  // per connection, decision 0114); every other listing stays planned per call.
  const categoryOnly =
    query.categoryId !== undefined &&
    query.sort === 'recommended' &&
    !match &&
    flagKeys.length === 0 &&
    !query.new &&
    !query.sale &&
    !query.orderable;
  const inCategory = sql`catalog_listing_by_category k WHERE k.category_id = ${query.categoryId ?? 0}::int
          AND (k.published_at IS NULL OR k.published_at <= ${nowIso}::timestamptz)`;
  const pageIds = categoryOnly
    ? sql`SELECT k.product_id FROM ${inCategory} ORDER BY k.is_top DESC, k.popularity DESC, k.product_id LIMIT ${perPage} OFFSET ${offset}`
    : sql`SELECT l.product_id FROM catalog_listing l WHERE ${matchedWhere} ORDER BY ${order} LIMIT ${perPage} OFFSET ${offset}`;
  const readPage = async (withTotal: boolean) => {
    // A search whose order sorts every match (relevance or price), with its total: the matches are read once, with
    // their sort keys, and both the count and the page come from them (decision 0135). The search condition (term
    // arrays, brands, codes) costs on every row it is tested on, so a broad word's thousands of matches were tested
    // twice. Without a search the count is an index's cheap work and the page is read as before.
    if (withTotal && searchSortsEveryMatch) {
      const keyColumns = sql.join(
        orderKeys.map((k, i) => sql`${k.key} AS ${sql.raw(`k${i}`)}`),
        sql`, `,
      );
      const keyOrder = sql.raw(orderKeys.map((k, i) => `k${i}${k.desc ? ' DESC' : ''}`).join(', '));
      const [row] = await queryRows<{ result: string }>(
        db,
        sql`WITH matched AS MATERIALIZED (
              SELECT l.product_id, ${keyColumns} FROM catalog_listing l WHERE ${matchedWhere}
            ), page AS MATERIALIZED (
              SELECT ARRAY(SELECT product_id FROM matched ORDER BY ${keyOrder} LIMIT ${perPage} OFFSET ${offset}) AS ids
            )
            SELECT json_build_object('total', (SELECT count(*) FROM matched), 'ids', page.ids,
              'tiles', ${tileRowsJsonSql(sql`page.ids`, sql`${nowIso}::timestamptz`)})::text AS result
            FROM page`,
      );
      return JSON.parse(row!.result) as { total?: number; ids: number[]; tiles: TileRow[] };
    }
    const count = categoryOnly
      ? sql`SELECT count(*) FROM ${inCategory}`
      : sql`SELECT count(*) FROM catalog_listing l WHERE ${matchedWhere}`;
    const total = withTotal ? sql`'total', (${count}), ` : sql``;
    const [row] = await (categoryOnly ? queryPreparedRows : queryRows)<{ result: string }>(
      db,
      sql`WITH page AS MATERIALIZED (
            SELECT ARRAY(${pageIds}) AS ids
          )
          SELECT json_build_object(${total}'ids', page.ids, 'tiles', ${tileRowsJsonSql(sql`page.ids`, sql`${nowIso}::timestamptz`)})::text AS result
          FROM page`,
    );
    return JSON.parse(row!.result) as { total?: number; ids: number[]; tiles: TileRow[] };
  };

  // --- facets (each over the products matching all OTHER filters) and the total: the facet statement counts the
  // matches too, and both are kept in the facet cache (decision 0116); the page statement counts only when neither is
  // at hand (a listing without facets whose filter set is not cached)
  let counted = options.facetCache?.get(facetKey);
  let pageData: Awaited<ReturnType<typeof readPage>>;
  if (counted || !wantFacets) {
    pageData = await readPage(countTotal && !counted);
  } else {
    counted = await computeFacets(db, query, { fromProducts, flagColumns, gross, inStockSql, allBut, flagKeys });
    options.facetCache?.set(facetKey, counted);
    pageData = await readPage(false);
  }
  const counts = counted?.total ?? pageData.total;
  const total = counts === undefined ? undefined : Number(counts);
  const facets = wantFacets ? counted!.facets : null;

  const items = productTilesFromRows(pageData.tiles, pageData.ids, ctx);
  return { items, total, page, perPage, sort: query.sort, facets };
}

async function computeFacets(
  db: DbOrTx,
  query: ListingQuery,
  parts: {
    fromProducts: SQL;
    flagColumns: SQL;
    gross: SQL;
    inStockSql: SQL;
    allBut: (...except: FacetKey[]) => SQL;
    flagKeys: FacetKey[];
  },
): Promise<CountedFacets> {
  const { allBut } = parts;
  const selectedBrand = query.brand.length ? sql`br.slug IN (${list(query.brand)})` : sql`FALSE`;
  const selectedMotif = query.motif.length ? sql`m.slug IN (${list(query.motif)})` : sql`FALSE`;
  const paramKeys = query.params.map((_, i) => `param${i}` as FacetKey);
  const paramCase = query.params.length
    ? sql`CASE pp.name ${sql.join(
        query.params.map((f, i) => sql`WHEN ${f.name} THEN ${allBut(paramKeys[i])}`),
        sql` `,
      )} ELSE ${allBut()} END`
    : sql`TRUE`;
  // the in-stock flag is computed once: as a filter (f_stock) and for the in-stock count
  const stockColumn = parts.flagKeys.includes('stock') ? sql`` : sql`, ${parts.inStockSql} AS f_stock`;
  const [row] = await queryRows<{ result: string }>(
    db,
    sql`WITH b AS MATERIALIZED (
          SELECT l.product_id AS id, l.brand_id, l.motif_id, l.colors, l.sizes, l.params, ${parts.gross} AS gross
            ${parts.flagColumns} ${stockColumn}
          ${parts.fromProducts}
        ), bp AS MATERIALIZED (
          -- parameters ('name=value') of the products passing every other filter
          SELECT pp.name, pp.value, ${paramCase} AS ok
          FROM b CROSS JOIN LATERAL (
            SELECT substr(nv, 1, strpos(nv, '=') - 1) AS name, substr(nv, strpos(nv, '=') + 1) AS value FROM unnest(b.params) nv
          ) pp
          WHERE ${allBut(...paramKeys)}
        )
        SELECT json_build_object(
          'brands', (SELECT coalesce(json_agg(json_build_object('value', br.slug, 'name', br.name, 'count', coalesce(n.n, 0))), '[]'::json)
            FROM brands br LEFT JOIN (SELECT b.brand_id, count(*) AS n FROM b WHERE ${allBut('brand')} GROUP BY b.brand_id) n ON n.brand_id = br.id
            WHERE n.n > 0 OR ${selectedBrand}),
          'motifs', (SELECT coalesce(json_agg(json_build_object('value', m.slug, 'name', m.name, 'count', coalesce(n.n, 0))), '[]'::json)
            FROM motifs m LEFT JOIN (SELECT b.motif_id, count(*) AS n FROM b WHERE ${allBut('motif')} GROUP BY b.motif_id) n ON n.motif_id = m.id
            WHERE n.n > 0 OR ${selectedMotif}),
          'colors', (SELECT coalesce(json_agg(json_build_object('value', x.value, 'count', x.n)), '[]'::json) FROM (
            SELECT c AS value, count(*) AS n FROM b, unnest(b.colors) c WHERE ${allBut('color')} GROUP BY c) x),
          'sizes', (SELECT coalesce(json_agg(json_build_object('value', x.value, 'count', x.n)), '[]'::json) FROM (
            SELECT z AS value, count(*) AS n FROM b, unnest(b.sizes) z WHERE ${allBut('size')} GROUP BY z) x),
          'parameters', (SELECT coalesce(json_agg(json_build_object('name', x.name, 'value', x.value, 'count', x.n)), '[]'::json) FROM (
            SELECT bp.name, bp.value, count(*) AS n FROM bp WHERE bp.ok GROUP BY bp.name, bp.value) x),
          'price', (SELECT json_build_object('min', min(b.gross), 'max', max(b.gross)) FROM b WHERE ${allBut('price')}),
          'inStock', (SELECT count(*) FROM b WHERE ${allBut('stock')} AND b.f_stock),
          'total', (SELECT count(*) FROM b WHERE ${allBut()})
        )::text AS result`,
  );
  const data = JSON.parse(row!.result) as {
    brands: Array<{ value: string; name: string; count: number }>;
    motifs: Array<{ value: string; name: string; count: number }>;
    colors: Array<{ value: string; count: number }>;
    sizes: Array<{ value: string; count: number }>;
    price: { min: number | null; max: number | null } | null;
    inStock: number;
    parameters: Array<{ name: string; value: string; count: number }>;
    total: number;
  };

  const named = (rows: Array<{ value: string; name: string; count: number }>, selected: string[]) => {
    const options = rows.map((r) => ({ value: r.value, name: r.name, count: Number(r.count), selected: selected.includes(r.value) }));
    // a selected slug that does not exist still shows (as a removable chip)
    for (const s of selected) if (!options.some((o) => o.value === s)) options.push({ value: s, name: s, count: 0, selected: true });
    return options.sort((a, b) => SK_COLLATOR.compare(a.name, b.name) || a.value.localeCompare(b.value));
  };
  const plain = (rows: Array<{ value: string; count: number }>, selected: string[]) => {
    const options = rows.map((r) => ({ value: r.value, count: Number(r.count), selected: selected.includes(r.value) }));
    for (const s of selected) if (!options.some((o) => o.value === s)) options.push({ value: s, count: 0, selected: true });
    return options;
  };
  const paramGroups = new Map<string, FacetOption[]>();
  for (const r of data.parameters) {
    const selected = query.params.find((f) => f.name === r.name)?.values.includes(r.value) ?? false;
    if (!paramGroups.has(r.name)) paramGroups.set(r.name, []);
    paramGroups.get(r.name)!.push({ value: r.value, count: Number(r.count), selected });
  }
  for (const f of query.params) {
    if (!paramGroups.has(f.name)) paramGroups.set(f.name, []);
    const options = paramGroups.get(f.name)!;
    for (const v of f.values) if (!options.some((o) => o.value === v)) options.push({ value: v, count: 0, selected: true });
  }
  const facets: ListingFacets = {
    brands: named(data.brands, query.brand),
    motifs: named(data.motifs, query.motif),
    colors: plain(data.colors, query.color).sort((a, b) => SK_COLLATOR.compare(a.value, b.value)),
    sizes: plain(data.sizes, query.size).sort((a, b) => compareSizes(a.value, b.value)),
    parameters: [...paramGroups]
      .map(([name, values]) => ({ name, values: values.sort((a, b) => compareSizes(a.value, b.value)) }))
      .sort((a, b) => SK_COLLATOR.compare(a.name, b.name)),
    price:
      data.price && data.price.min !== null && data.price.max !== null
        ? { min: Number(data.price.min), max: Number(data.price.max) }
        : null,
    inStock: Number(data.inStock ?? 0),
  };
  return { facets, total: Number(data.total) };
}
