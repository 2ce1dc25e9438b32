/**
 * The product page (SPEC §1 "Product page": availability per store, reviews with stars, related, similar and
 * same-motif products, age confirmation, gallery): one product with its variants (prices, stock), images, parameters,
 * brand, motif, default category with its breadcrumb, rating, EU Omnibus lowest price, and product tiles around it.
 */
import { sql } from 'drizzle-orm';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import type { productVariants } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { TtlCache } from '../../lib/ttl-cache';
import { sanitizeRichTextCached } from '../content/sanitize';
import { effectiveNetPrice, priceView, unitGross, type PriceView } from '../pricing/pricing';
import { lowestNetPrices, omnibusWindowEnd } from '../pricing/price-history';
import {
  classifyAvailability,
  DELIVERY_IN_STOCK,
  DELIVERY_NOT_IN_STOCK,
  shopDate,
  type AvailabilityVerdict,
  type DeliveryEstimate,
} from './availability';
import { categoryUrl } from './categories';
import { MAX_CATEGORY_DEPTH, sizeTableHtml } from './category-page';
import {
  NEW_PRODUCT_DAYS,
  productTilesFromRows,
  tileRowsJsonSql,
  productUrl,
  resolveCatalogContext,
  type CatalogContext,
  type ProductTile,
  type TileRow,
} from './listing';

/** How many tiles each of related / similar / same-motif shows. */
const PRODUCT_DETAIL_TILES = 8;
const DAY_MS = 86_400_000;

interface CategoryCrumb {
  id: number;
  slug: string;
  name: string;
  url: string;
}

export interface ProductVariantDetail {
  id: number;
  name: string;
  code: string;
  ean: string | null;
  size: string | null;
  color: string | null;
  isDefault: boolean;
  /** regular net price, CZK haléře (the variant's own or the product's) */
  price: number;
  /** net sale price in effect for the variant (own or product's), CZK haléře */
  priceSale: number | null;
  /** the sale applies now */
  isPriceSaleActive: boolean;
  display: PriceView;
  /** sum over active stores */
  stock: number;
  /** goods on a shelf (warehouse or branches) or a service */
  inStock: boolean;
  delivery: DeliveryEstimate;
  /** the one availability rule's verdict for the variant (decision 0058) */
  availability: AvailabilityVerdict;
}

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  code: string;
  ean: string | null;
  url: string;
  /** sanitized HTML */
  description: string;
  shortDescription: string | null;
  metaDescription: string | null;
  brand: { id: number; slug: string; name: string } | null;
  motif: { id: number; slug: string; name: string } | null;
  defaultCategory: CategoryCrumb | null;
  /** root → default category */
  breadcrumb: CategoryCrumb[];
  /**
   * sanitized HTML of the default category's size table (as its listing shows it), null when it has none; only with
   * `withSizeTable`
   */
  sizeTable?: string | null;
  taxRate: number;
  /** regular net price, CZK haléře */
  price: number;
  priceSale: number | null;
  isPriceSaleActive: boolean;
  saleFrom: string | null;
  saleTo: string | null;
  /** product-level price (the default variant's when it has its own price) */
  display: PriceView;
  /**
   * EU Omnibus: the lowest gross price (context currency, minor units) of the 30 days before the discount; set when a
   * sale applies and the history knows the window.
   */
  lowestPrice30Days: number | null;
  variants: ProductVariantDetail[];
  defaultVariantId: number | null;
  images: Array<{ id: number; path: string; alt: string | null; width: number | null; height: number | null }>;
  parameters: Array<{ name: string; value: string }>;
  rating: { average: number; count: number };
  stock: number;
  /** goods on a shelf (warehouse or branches) or a service */
  inStock: boolean;
  /** the rule's verdict for the product as a whole (its best variant), as its tiles say (decision 0058) */
  availability: AvailabilityVerdict;
  /** a service (e.g. helium inflation): no stock is kept or shown, always available */
  isService: boolean;
  isAdult: boolean;
  isTop: boolean;
  isNew: boolean;
  isGift: boolean;
  related: ProductTile[];
  similar: ProductTile[];
  sameMotif: ProductTile[];
  /** add-on services offered as cart child items (e.g. helium inflation) */
  addons: ProductTile[];
}

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  code: string;
  ean: string | null;
  description: string | null;
  short_description: string | null;
  meta_description: string | null;
  brand_id: number | null;
  brand_slug: string | null;
  brand_name: string | null;
  motif_id: number | null;
  motif_slug: string | null;
  motif_name: string | null;
  default_category_id: number | null;
  vat: number;
  price: number;
  price_sale: number | null;
  is_price_sale_active: boolean;
  sale_from: string | Date | null;
  sale_to: string | Date | null;
  is_adult: boolean;
  is_visible: boolean;
  is_top: boolean;
  is_gift: boolean;
  is_service: boolean;
  published_at: string | Date | null;
  rating_avg: number;
  rating_count: number;
  /** JSON text of the aggregates below (text, so both drivers answer the same) */
  breadcrumb: string;
  /** only with `withSizeTable` */
  size_table?: string | null;
  variants: string;
  images: string;
  parameters: string;
  relations: string | null;
  similar_fallback: string | null;
  same_motif: string | null;
  /** JSON text of the tile rows (catalog_tile_rows) of every id the lists below may show */
  tiles: string;
};

/** A variant as the product statement aggregates it: its own columns (from the schema) plus stock figures. */
type VariantJson = SqlColumns<
  typeof productVariants,
  'id' | 'name' | 'code' | 'ean' | 'size' | 'color' | 'price' | 'price_sale' | 'is_price_sale_active' | 'is_default'
> & {
  restock_date: string | null;
  /** stock of active stores, and of the active warehouses among them */
  total: number;
  warehouse: number;
};

/**
 * The default category's size table when it and every ancestor are visible, as its own listing shows it
 * (getCategoryPage): the product page asks for it with the product instead of loading the category (decision 0132).
 */
/** the walks up the category tree stop where getCategoryPage's does; a literal, so the prepared texts stay the same */
const depthLimit = sql.raw(String(MAX_CATEGORY_DEPTH));

const SIZE_TABLE_COLUMN = sql`(SELECT dc.size_table FROM categories dc
    WHERE dc.id = p.default_category_id AND dc.size_table IS NOT NULL
      AND NOT EXISTS (
        WITH RECURSIVE up(id, parent_id, is_visible, depth) AS (
          SELECT c.id, c.parent_id, c.is_visible, 0 FROM categories c WHERE c.id = dc.id
          UNION ALL
          SELECT c.id, c.parent_id, c.is_visible, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
          WHERE up.depth < ${depthLimit}
        ) SELECT 1 FROM up WHERE NOT up.is_visible)
  ) AS size_table,`;

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The product page data, or null when the product does not exist or is not visible (hidden, or published in the
 * future). `includeHidden` (back-office preview) returns hidden products too.
 *
 * One statement (decisions 0096, 0119): the product with its breadcrumb, variants (stock summed over active stores),
 * images, parameters, the ids of the tiles around it and those tiles' rows as JSON aggregates; more only for a
 * product on sale (the EU Omnibus lowest price). The tiles came in a second statement before 0119: one round trip
 * less is a socket write and read less on both sides.
 */
export async function getProductDetail(
  db: DbOrTx,
  id: number,
  context?: Partial<CatalogContext>,
  options: {
    includeHidden?: boolean;
    /** sanitized descriptions by their raw HTML (AppServices.richText, decision 0110) */
    richText?: TtlCache<string>;
    /** also the default category's size table (the product page); the product API leaves it out */
    withSizeTable?: boolean;
  } = {},
): Promise<ProductDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const ctx = await resolveCatalogContext(db, context);
  // the instant as an InitPlan (decision 0110): a plain parameter lets PostgreSQL estimate each call's plan cheaper
  // than the shared (generic) one, so it planned the prepared statement again on every call (~2–14 ms of its CPU)
  const nowSql = sql`(SELECT ${ctx.now.toISOString()}::timestamptz)`;
  const tilesSql = sql.raw(String(PRODUCT_DETAIL_TILES));
  const visibleSql = sql`x.is_visible AND (x.published_at IS NULL OR x.published_at <= ${nowSql})`;

  // prepared, with a plan PostgreSQL keeps (decision 0110): planning it took ~2–14 ms of its CPU, running it ~1 ms
  const [p] = await queryPreparedRows<ProductRow>(
    db,
    sql`SELECT p.id, p.slug, p.name, p.code, p.ean, p.description, p.short_description, p.meta_description,
          p.brand_id, b.slug AS brand_slug, b.name AS brand_name, p.motif_id, m.slug AS motif_slug, m.name AS motif_name,
          p.default_category_id, t.rate AS vat, p.price, p.price_sale, p.is_price_sale_active, p.sale_from, p.sale_to,
          p.is_adult, p.is_visible, p.is_top, p.is_gift, p.is_service, p.published_at, p.rating_avg::float8 AS rating_avg, p.rating_count,
          (WITH RECURSIVE path(id, parent_id, slug, name, depth) AS (
             SELECT c.id, c.parent_id, c.slug, c.name, 0 FROM categories c WHERE c.id = p.default_category_id
             UNION ALL
             SELECT c.id, c.parent_id, c.slug, c.name, path.depth + 1 FROM categories c JOIN path ON c.id = path.parent_id
             WHERE path.depth < ${depthLimit}
           ) SELECT coalesce(json_agg(json_build_object('id', id, 'slug', slug, 'name', name) ORDER BY depth DESC), '[]')::text FROM path
          ) AS breadcrumb,
          ${options.withSizeTable ? SIZE_TABLE_COLUMN : sql``}
          (SELECT coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'code', v.code, 'ean', v.ean, 'size', v.size,
                    'color', v.color, 'price', v.price, 'price_sale', v.price_sale, 'is_price_sale_active', v.is_price_sale_active,
                    'is_default', v.is_default, 'restock_date', v.restock_date::text, 'total', s.total, 'warehouse', s.warehouse)
                    ORDER BY v.position, v.id), '[]')::text
           FROM product_variants v
           CROSS JOIN LATERAL (
             SELECT coalesce(sum(q.quantity), 0)::int AS total,
                    coalesce(sum(q.quantity) FILTER (WHERE st.kind = 'warehouse'), 0)::int AS warehouse
             FROM stock q JOIN stores st ON st.id = q.store_id AND st.is_active WHERE q.variant_id = v.id
           ) s
           WHERE v.product_id = p.id) AS variants,
          (SELECT coalesce(json_agg(json_build_object('id', i.id, 'path', i.path, 'alt', i.alt, 'width', i.width, 'height', i.height)
                    ORDER BY i.position, i.id), '[]')::text
           FROM product_images i WHERE i.product_id = p.id) AS images,
          (SELECT coalesce(json_agg(json_build_object('name', pp.name, 'value', pp.value) ORDER BY pp.id), '[]')::text
           FROM product_parameters pp WHERE pp.product_id = p.id) AS parameters,
          (SELECT json_object_agg(kind, ids)::text FROM (
             SELECT r.kind, json_agg(r.related_product_id ORDER BY r.related_product_id) AS ids
             FROM product_relations r WHERE r.product_id = p.id GROUP BY r.kind) rel) AS relations,
          array_to_json(around.similar_ids)::text AS similar_fallback,
          array_to_json(around.motif_ids)::text AS same_motif,
          ${tileRowsJsonSql(sql`around.similar_ids || around.motif_ids || around.relation_ids`, nowSql)}::text AS tiles
        FROM products p
        JOIN tax_rates t ON t.id = p.tax_rate_id
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN motifs m ON m.id = p.motif_id
        -- the ids of the tiles around the product, a superset of those shown (the first of each kind but the product)
        CROSS JOIN LATERAL (
          SELECT
            CASE WHEN p.default_category_id IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM product_relations r WHERE r.product_id = p.id AND r.kind = 'similar')
              THEN ARRAY(SELECT x.id FROM products x WHERE x.default_category_id = p.default_category_id AND x.id <> p.id AND ${visibleSql}
                         ORDER BY x.is_top DESC, x.popularity DESC, x.id LIMIT ${tilesSql})
            END AS similar_ids,
            CASE WHEN p.motif_id IS NOT NULL
              THEN ARRAY(SELECT x.id FROM products x WHERE x.motif_id = p.motif_id AND x.id <> p.id AND ${visibleSql}
                         ORDER BY x.is_top DESC, x.popularity DESC, x.id LIMIT ${tilesSql})
            END AS motif_ids,
            ARRAY(SELECT q.related_product_id FROM (
                    SELECT r.related_product_id, row_number() OVER (PARTITION BY r.kind ORDER BY r.related_product_id) AS n
                    FROM product_relations r WHERE r.product_id = p.id AND r.related_product_id <> p.id) q
                  WHERE q.n <= ${tilesSql}) AS relation_ids
          -- a fence (decision 0125): pulled up, the three lists were computed twice, once per expression using them
          OFFSET 0
        ) around
        WHERE p.id = ${id}
          ${options.includeHidden ? sql`` : sql`AND p.is_visible AND (p.published_at IS NULL OR p.published_at <= ${nowSql})`}`,
  );
  if (!p) return null;

  const breadcrumb: CategoryCrumb[] = (JSON.parse(p.breadcrumb) as Array<Omit<CategoryCrumb, 'url'>>).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    url: categoryUrl(c),
  }));
  const defaultCategory = breadcrumb.length ? breadcrumb[breadcrumb.length - 1]! : null;
  const variantRows = JSON.parse(p.variants) as VariantJson[];
  const images = JSON.parse(p.images) as ProductDetail['images'];
  const parameters = JSON.parse(p.parameters) as ProductDetail['parameters'];
  const relations = (p.relations === null ? {} : JSON.parse(p.relations)) as Record<string, number[] | undefined>;
  const today = shopDate(ctx.now);

  const productPrice = {
    price: p.price,
    priceSale: p.price_sale,
    isPriceSaleActive: p.is_price_sale_active,
    saleFrom: p.sale_from,
    saleTo: p.sale_to,
  };
  const variants: ProductVariantDetail[] = variantRows.map((v) => {
    const variantPrice = { price: v.price, priceSale: v.price_sale, isPriceSaleActive: v.is_price_sale_active };
    const eff = effectiveNetPrice(productPrice, variantPrice, ctx.now);
    const stock = v.total;
    return {
      id: v.id,
      name: v.name,
      code: v.code,
      ean: v.ean,
      size: v.size,
      color: v.color,
      isDefault: v.is_default,
      price: eff.regular,
      priceSale: v.price_sale ?? p.price_sale,
      isPriceSaleActive: eff.isSale,
      display: priceView(productPrice, variantPrice, p.vat, ctx),
      stock,
      // services keep no stock and are always available
      inStock: stock > 0 || p.is_service,
      delivery: p.is_service || stock > 0 ? DELIVERY_IN_STOCK : DELIVERY_NOT_IN_STOCK,
      availability: classifyAvailability(
        {
          isService: p.is_service,
          warehouse: v.warehouse,
          total: stock,
          restockDates: v.restock_date ? [v.restock_date.slice(0, 10)] : [],
        },
        today,
      ),
    };
  });
  const defaultVariant = variants.find((v) => v.isDefault) ?? variants[0] ?? null;
  const display = defaultVariant ? defaultVariant.display : priceView(productPrice, null, p.vat, ctx);
  const isSale = display.isSale;

  // tiles around the product
  const similarIds = relations.similar?.length
    ? relations.similar
    : p.similar_fallback === null
      ? []
      : (JSON.parse(p.similar_fallback) as number[]);
  const sameMotifIds = p.same_motif === null ? [] : (JSON.parse(p.same_motif) as number[]);
  const take = (ids: number[] | undefined) => (ids ?? []).filter((x) => x !== id).slice(0, PRODUCT_DETAIL_TILES);
  const wanted = {
    related: take(relations.related),
    similar: take(similarIds),
    sameMotif: take(sameMotifIds),
    addons: take(relations.addon),
  };
  const tiles = productTilesFromRows(
    JSON.parse(p.tiles) as TileRow[],
    [...wanted.related, ...wanted.similar, ...wanted.sameMotif, ...wanted.addons],
    ctx,
  );
  // the prices read above decide the window; the history is read in one prepared statement (decision 0130)
  const [lowestNet = null] = isSale
    ? await lowestNetPrices(db, id, [omnibusWindowEnd(defaultVariant?.id ?? null, display, p.sale_from, ctx.now)], ctx.now)
    : [];
  const lowestPrice30Days = lowestNet === null ? null : unitGross(lowestNet, p.vat, ctx.currency, ctx.groupDiscountPercent);
  const byId = new Map(tiles.map((t) => [t.id, t]));
  const pick = (ids: number[]) => ids.map((x) => byId.get(x)).filter((t): t is ProductTile => t !== undefined);

  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  const productAvailability = classifyAvailability(
    {
      isService: p.is_service,
      warehouse: variantRows.reduce((sum, v) => sum + v.warehouse, 0),
      total: stock,
      restockDates: variantRows.flatMap((v) => (v.restock_date ? [v.restock_date.slice(0, 10)] : [])),
    },
    today,
  );
  const published = p.published_at === null ? null : new Date(p.published_at).getTime();
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    code: p.code,
    ean: p.ean,
    url: productUrl(p, defaultCategory?.slug),
    description: sanitizeRichTextCached(p.description, options.richText),
    shortDescription: p.short_description,
    metaDescription: p.meta_description,
    brand: p.brand_id === null ? null : { id: p.brand_id, slug: p.brand_slug!, name: p.brand_name! },
    motif: p.motif_id === null ? null : { id: p.motif_id, slug: p.motif_slug!, name: p.motif_name! },
    defaultCategory,
    breadcrumb,
    ...(options.withSizeTable ? { sizeTable: sizeTableHtml(p.size_table ?? null, options.richText) } : {}),
    taxRate: p.vat,
    price: p.price,
    priceSale: p.price_sale,
    isPriceSaleActive: effectiveNetPrice(productPrice, null, ctx.now).isSale,
    saleFrom: iso(p.sale_from),
    saleTo: iso(p.sale_to),
    display,
    lowestPrice30Days,
    variants,
    defaultVariantId: defaultVariant?.id ?? null,
    images,
    parameters,
    rating: { average: Number(p.rating_avg), count: p.rating_count },
    stock,
    inStock: stock > 0 || p.is_service,
    availability: productAvailability,
    isService: p.is_service,
    isAdult: p.is_adult,
    isTop: p.is_top,
    isNew: published !== null && published >= ctx.now.getTime() - NEW_PRODUCT_DAYS * DAY_MS && published <= ctx.now.getTime(),
    isGift: p.is_gift,
    related: pick(wanted.related),
    similar: pick(wanted.similar),
    sameMotif: pick(wanted.sameMotif),
    addons: pick(wanted.addons),
  };
}

/**
 * The id of the visible product with this slug (the product-page alias /backup-products/{product} carries no id), or
 * null. Slugs are not unique: the oldest visible product (lowest id) wins.
 */
export async function findVisibleProductIdBySlug(db: DbOrTx, slug: string, now: Date = new Date()): Promise<number | null> {
  if (!slug || slug.length > 255) return null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p
        WHERE p.slug = ${slug} AND p.is_visible AND (p.published_at IS NULL OR p.published_at <= ${now.toISOString()}::timestamptz)
        ORDER BY p.id LIMIT 1`,
  );
  return row ? Number(row.id) : null;
}

/**
 * EU Omnibus per variant: for every variant whose sale applies, the lowest gross price (context currency, minor
 * units) of the 30 days before its discount — variant records when it has its own history, else the product's.
 * Variants without a sale, or whose history knows nothing of the window, are missing from the result.
 */
export async function variantLowestPrices30Days(
  db: DbOrTx,
  detail: Pick<ProductDetail, 'id' | 'taxRate' | 'variants' | 'saleFrom' | 'defaultVariantId' | 'lowestPrice30Days'>,
  context?: Partial<CatalogContext>,
  options: {
    /** the detail was made in this very context: its default variant's value (`lowestPrice30Days`) is taken as it is */
    sameContext?: boolean;
  } = {},
): Promise<Record<number, number>> {
  const ctx = await resolveCatalogContext(db, context);
  const known = options.sameContext ? detail.defaultVariantId : null;
  const onSale = detail.variants.filter((v) => v.display.isSale && v.id !== known);
  // the detail's prices in effect decide each window: all of them in one prepared statement (decision 0130)
  const nets = await lowestNetPrices(
    db,
    detail.id,
    onSale.map((v) => omnibusWindowEnd(v.id, v.display, detail.saleFrom, ctx.now)),
    ctx.now,
  );
  const result: Record<number, number> = {};
  if (known !== null && detail.lowestPrice30Days !== null) result[known] = detail.lowestPrice30Days;
  onSale.forEach((v, i) => {
    const net = nets[i];
    if (net !== null && net !== undefined) result[v.id] = unitGross(net, detail.taxRate, ctx.currency, ctx.groupDiscountPercent);
  });
  return result;
}
