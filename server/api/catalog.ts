/**
 * Catalogue REST calls: the product listing, the product page, a variant's availability, reviews, search
 * and the header suggestions. Thin handlers: validate (zod) → one domain call → `{ data }`. Prices are in the
 * caller's context (server/http/catalog-context.ts: currencyId query/cookie, group discount of the logged-in
 * customer, services.now()).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { AVAILABILITY_STATES, getAvailabilityForVariants } from '../../src/domain/catalog/availability';
import type { CategoryNode } from '../../src/domain/catalog/categories';
import { BASE_CURRENCY, LISTING_SORTS, listingQuerySchema, listProducts, loadProductTiles } from '../../src/domain/catalog/listing';
import { getProductDetail } from '../../src/domain/catalog/product-detail';
import { listProductReviews, reviewsQuerySchema } from '../../src/domain/catalog/reviews';
import { searchAll, suggest } from '../../src/domain/catalog/search';
import type { AppEnv } from '../app';
import { CURRENCY_QUERY_PARAM, resolveRequestCatalogContext } from '../http/catalog-context';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { validate } from '../http/validate';

// ---------------------------------------------------------------------------------------------------------------------
// request schemas

/** Largest id an `integer` column holds: bigger ids are unknown (404), never a database error. */
const MAX_ID = 2_147_483_647;

const lastOf = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Documented only: the handlers read it leniently (unknown or malformed → the default currency, id 2). */
const currencyParam = {
  [CURRENCY_QUERY_PARAM]: z
    .string()
    .optional()
    .describe('currency of the prices (else the currencyId cookie; unknown → the default currency, id 2)'),
};

const productParams = z.object({ id: z.string().describe('product id') });

/** The listing query as documented (its input side) with the currency parameter. */
const listingQueryDoc = listingQuerySchema.in.extend(currencyParam);

const availabilityQuery = z.object({
  variantId: z.preprocess(lastOf, z.coerce.number().int().min(1).max(MAX_ID)).describe('a variant of the product'),
});

const reviewsQuery = z.object({
  page: z.preprocess(lastOf, reviewsQuerySchema.shape.page),
  perPage: z.preprocess(lastOf, reviewsQuerySchema.shape.perPage),
});

const searchQuery = z.object({
  q: z
    .preprocess((v) => firstOf(v) ?? '', z.string())
    .describe('search text; trimmed and cut to 200 characters (a longer text is cut, never an error)'),
});

// ---------------------------------------------------------------------------------------------------------------------
// response schemas (documentation of the `data` field)

const priceViewSchema = z.object({
  unit: z.number().describe('gross unit price, minor units of the shown currency (sale and group discount applied)'),
  original: z.number().describe('gross regular price (struck through on sale), minor units'),
  isSale: z.boolean(),
  salePercent: z.number(),
  net: z.number().describe('net CZK haléře the unit price comes from'),
  vatPercent: z.number(),
  currencyCode: z.string(),
});

const imageSchema = z.object({ path: z.string(), alt: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() });

/** The one availability rule's verdict (decision 0058). */
const availabilityVerdictSchema = z
  .object({
    state: z.enum(AVAILABILITY_STATES),
    orderable: z.boolean(),
    restockDate: z.string().nullable().describe('YYYY-MM-DD of a back-order, else null'),
  })
  .describe('in_stock: e-shop warehouse; at_branches: personal pickup only; backorder: orderable, ships after restockDate; unavailable');

const productTileSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  code: z.string(),
  url: z.string(),
  defaultCategory: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  brand: z.object({ slug: z.string(), name: z.string() }).nullable(),
  mainImage: imageSchema.nullable(),
  price: z.number().describe('regular net price, CZK haléře'),
  priceSale: z.number().nullable(),
  isPriceSaleActive: z.boolean(),
  taxRate: z.number(),
  display: priceViewSchema,
  stock: z.number(),
  availability: availabilityVerdictSchema,
  rating: z.object({ average: z.number(), count: z.number() }),
  isAdult: z.boolean(),
  isTop: z.boolean(),
  isNew: z.boolean(),
  variantCount: z.number(),
});

const facetOptionSchema = z.object({ value: z.string(), count: z.number(), selected: z.boolean() });
const namedFacetOptionSchema = facetOptionSchema.extend({ name: z.string() });

const listingResultSchema = z.object({
  items: z.array(productTileSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  pageCount: z.number(),
  sort: z.enum(LISTING_SORTS),
  facets: z
    .object({
      brands: z.array(namedFacetOptionSchema),
      motifs: z.array(namedFacetOptionSchema),
      colors: z.array(facetOptionSchema),
      sizes: z.array(facetOptionSchema),
      parameters: z.array(z.object({ name: z.string(), values: z.array(facetOptionSchema) })),
      price: z.object({ min: z.number(), max: z.number() }).nullable(),
      inStock: z.number(),
    })
    .nullable()
    .describe('null when facets=0'),
});

const deliverySchema = z.object({ key: z.string(), minDays: z.number(), maxDays: z.number() });
const crumbSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), url: z.string() });

const productDetailSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  code: z.string(),
  ean: z.string().nullable(),
  url: z.string(),
  description: z.string().describe('sanitized HTML'),
  shortDescription: z.string().nullable(),
  metaDescription: z.string().nullable(),
  brand: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  motif: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  defaultCategory: crumbSchema.nullable(),
  breadcrumb: z.array(crumbSchema),
  taxRate: z.number(),
  price: z.number(),
  priceSale: z.number().nullable(),
  isPriceSaleActive: z.boolean(),
  saleFrom: z.string().nullable(),
  saleTo: z.string().nullable(),
  display: priceViewSchema,
  lowestPrice30Days: z
    .number()
    .nullable()
    .describe('EU Omnibus: lowest gross price of the 30 days before the discount, minor units of the shown currency'),
  variants: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      code: z.string(),
      ean: z.string().nullable(),
      size: z.string().nullable(),
      color: z.string().nullable(),
      isDefault: z.boolean(),
      price: z.number(),
      priceSale: z.number().nullable(),
      isPriceSaleActive: z.boolean(),
      display: priceViewSchema,
      stock: z.number(),
      inStock: z.boolean(),
      delivery: deliverySchema,
      availability: availabilityVerdictSchema,
    }),
  ),
  defaultVariantId: z.number().nullable(),
  images: z.array(imageSchema.extend({ id: z.number() })),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
  rating: z.object({ average: z.number(), count: z.number() }),
  stock: z.number(),
  inStock: z.boolean(),
  availability: availabilityVerdictSchema,
  isAdult: z.boolean(),
  isTop: z.boolean(),
  isNew: z.boolean(),
  isGift: z.boolean(),
  related: z.array(productTileSchema),
  similar: z.array(productTileSchema),
  sameMotif: z.array(productTileSchema),
  addons: z.array(productTileSchema),
});

const storeStockSchema = z.object({
  storeId: z.number(),
  slug: z.string(),
  name: z.string(),
  town: z.string().nullable(),
  kind: z.string(),
  quantity: z.number(),
  inStock: z.boolean(),
});

const availabilitySchema = z.object({
  variantId: z.number(),
  productId: z.number(),
  branches: z.array(storeStockSchema),
  warehouse: storeStockSchema.nullable(),
  total: z.number(),
  inStock: z.boolean(),
  stockKey: z.string().describe("message key: 'Skladom {count} ks' or out of stock"),
  delivery: deliverySchema,
  verdict: availabilityVerdictSchema,
});

const reviewPageSchema = z.object({
  items: z.array(
    z.object({ id: z.number(), stars: z.number(), text: z.string().nullable(), authorName: z.string(), createdAt: z.string() }),
  ),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  distribution: z.record(z.string(), z.number()).describe('approved reviews per star value 1–5'),
});

const group = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), count: z.number() });
const categoryHitSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  url: z.string(),
  parentName: z.string().nullable(),
});

const searchResultsSchema = z.object({
  query: z.string().describe('the query as used (trimmed, cut to 200 characters)'),
  products: group(productTileSchema),
  categories: group(categoryHitSchema.extend({ image: z.string().nullable() })),
  brands: group(z.object({ id: z.number(), slug: z.string(), name: z.string(), productCount: z.number(), url: z.string() })),
  articles: group(
    z.object({
      id: z.number(),
      slug: z.string(),
      title: z.string(),
      perex: z.string().nullable(),
      image: z.string().nullable(),
      publishedAt: z.string().nullable(),
      url: z.string(),
    }),
  ),
  pages: group(z.object({ id: z.number(), slug: z.string(), title: z.string(), url: z.string() })),
});

const suggestionsSchema = z.object({
  query: z.string(),
  products: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      url: z.string(),
      image: z.string().nullable(),
      price: z.number().describe('gross unit price, minor units of the shown currency'),
      isSale: z.boolean(),
    }),
  ),
  categories: z.array(categoryHitSchema),
});

// ---------------------------------------------------------------------------------------------------------------------
// documentation

const PRICES = 'Prices in the currency of currencyId (query or cookie) with the group discount of the logged-in customer.';

export const catalogDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/catalog/products',
    summary: `Product listing: filters, sorting, paging, facet counts. ${PRICES}`,
    tag: 'catalog',
    query: listingQueryDoc,
    response: listingResultSchema,
    errors: { 404: 'Unknown or hidden category', 422: 'Malformed sort, page, perPage, price or categoryId' },
  },
  {
    method: 'get',
    path: '/api/catalog/product/{id}',
    summary: `Product page data with variants, availability, Omnibus lowest 30-day price and related tiles. ${PRICES}`,
    tag: 'catalog',
    params: productParams,
    query: z.object(currencyParam),
    response: productDetailSchema,
    errors: { 404: 'Unknown, hidden or unpublished product' },
  },
  {
    method: 'get',
    path: '/api/catalog/product/{id}/availability',
    summary: 'Stock of a variant per branch and in the e-shop warehouse, with the delivery time',
    tag: 'catalog',
    params: productParams,
    query: availabilityQuery,
    response: availabilitySchema,
    errors: { 404: 'Unknown product, or the variant is not one of its variants', 422: 'Missing or malformed variantId' },
  },
  {
    method: 'get',
    path: '/api/catalog/product/{id}/reviews',
    summary: 'Published reviews of a product (decision 0063), newest first, with the distribution of stars',
    tag: 'catalog',
    params: productParams,
    query: reviewsQuery,
    response: reviewPageSchema,
    errors: { 404: 'Unknown product', 422: 'Malformed page or perPage' },
  },
  {
    method: 'get',
    path: '/api/search',
    summary: `Search: products, categories, brands, articles and pages, each with its count. ${PRICES}`,
    tag: 'search',
    query: searchQuery.extend(currencyParam),
    response: searchResultsSchema,
  },
  {
    method: 'get',
    path: '/api/search/suggest',
    summary: `Header suggestions as you type: the best 8 products and 4 categories. ${PRICES}`,
    tag: 'search',
    query: searchQuery.extend(currencyParam),
    response: suggestionsSchema,
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// handlers

/** The query string with repeated keys as lists (`brand=a&brand=b` → ['a', 'b']), single keys as strings. */
function rawQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) raw[key] = values.length > 1 ? values : values[0]!;
  return raw;
}

/** A path id: digits only, within the integer range; anything else is an unknown product (404). */
function productId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id > MAX_ID) throw notFound();
  return id;
}

export function catalogRoutes() {
  const api = new Hono<AppEnv>();
  // ids of the visible category tree (children of hidden categories are hidden), per cached tree
  const visibleCategoryIds = new WeakMap<CategoryNode[], Set<number>>();
  const categoryVisible = async (c: Context<AppEnv>, id: number) => {
    const tree = (await c.get('services').frame.get()).categoryTree;
    let ids = visibleCategoryIds.get(tree);
    if (!ids) {
      ids = new Set<number>();
      const walk = (nodes: CategoryNode[]) => {
        for (const node of nodes) {
          ids!.add(node.id);
          walk(node.subcategories);
        }
      };
      walk(tree);
      visibleCategoryIds.set(tree, ids);
    }
    return ids.has(id);
  };

  api.get('/catalog/products', async (c) => {
    const query = validate(c, listingQuerySchema, rawQuery(c));
    const [context, known] = await Promise.all([
      resolveRequestCatalogContext(c),
      query.categoryId === undefined ? true : categoryVisible(c, query.categoryId),
    ]);
    if (!known) throw notFound();
    const { db, listingFacets, catalogCache } = c.get('services');
    // identical listings share one computation and are answered from memory for config.catalogCacheMs
    return c.json({ data: await listProducts(db, query, context, { facetCache: listingFacets, resultCache: catalogCache.listings }) });
  });

  api.get('/catalog/product/:id', async (c) => {
    const id = productId(c);
    const context = await resolveRequestCatalogContext(c);
    const { db, richText } = c.get('services');
    const detail = await getProductDetail(db, id, context, { richText });
    if (!detail) throw notFound();
    return c.json({ data: detail });
  });

  api.get('/catalog/product/:id/availability', async (c) => {
    const id = productId(c);
    const { variantId } = validate(c, availabilityQuery, rawQuery(c));
    const { db, now } = c.get('services');
    // the product must be visible: one primary-key lookup (no stock sum) beside the availability query
    const [availability, product] = await Promise.all([getAvailabilityForVariants(db, [variantId], { now: now() }), visibleProduct(c, id)]);
    const found = availability.get(variantId);
    if (!found || found.productId !== id || !product) throw notFound();
    return c.json({ data: found });
  });

  api.get('/catalog/product/:id/reviews', async (c) => {
    const id = productId(c);
    const query = validate(c, reviewsQuery, rawQuery(c));
    const [page, product] = await Promise.all([listProductReviews(c.get('services').db, id, query), visibleProduct(c, id)]);
    if (!product) throw notFound();
    return c.json({ data: page });
  });

  api.get('/search', async (c) => {
    const { q } = validate(c, searchQuery, rawQuery(c));
    const context = await resolveRequestCatalogContext(c);
    const { db, catalogCache } = c.get('services');
    return c.json({ data: await searchAll(db, q, {}, context, { cache: catalogCache.search }) });
  });

  api.get('/search/suggest', async (c) => {
    const { q } = validate(c, searchQuery, rawQuery(c));
    const context = await resolveRequestCatalogContext(c);
    const { db, catalogCache } = c.get('services');
    return c.json({ data: await suggest(db, q, context, { cache: catalogCache.suggestions }) });
  });

  return api;
}

/** Whether a product is visible now (a tile exists): for the calls whose domain function does not check it. */
async function visibleProduct(c: Context<AppEnv>, id: number): Promise<boolean> {
  const { db, now } = c.get('services');
  // prices of the tile are not used: the base currency spares resolving the caller's context
  const tiles = await loadProductTiles(db, [id], { currency: BASE_CURRENCY, groupDiscountPercent: 0, now: now() });
  return tiles.length > 0;
}
