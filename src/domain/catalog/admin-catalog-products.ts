/**
 * Back-office products and variants (decision 0032). Every change is one transaction that also writes
 * its audit_log entry (recordAudit) and the price history the EU Omnibus price reads (syncPriceHistory below);
 * catalog_listing follows by its triggers inside the same transaction. After the commit: the restock watchdogs of
 * variants whose stock went from 0 to more (notifyRestockedWatchdogs, as order cancels do) and the catalogue
 * caches are dropped (deps.invalidate), so the storefront listing and search show the change at once.
 *
 * Results are `{ ok: true, … }`, `{ ok: false, code: 'not_found' }` or `{ ok: false, code: 'invalid', errors }`
 * (field → catalog message keys, for the 422 answer and the form).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import type { DeliveryRestriction, ProductRelationKind, productVariants } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { MessageKey } from '../../i18n';
import { slugify } from '../../seed/slugify';
import { sanitizeRichText } from '../content/sanitize';
import { loadMainCurrency } from '../pricing/main-currency';
import { grossMinorSql } from '../pricing/pricing-sql';
import {
  czkFromCurrencyMinor,
  effectiveNetPrice,
  netCzkForGross,
  thresholdInCurrency,
  unitGross,
  type PricingCurrency,
  type ProductPriceFields,
  type VariantPriceFields,
} from '../pricing/pricing';
import { notifyRestockedWatchdogs } from '../watchdogs/restock-notifier';
import { diffChanges, recordAudit } from '../back-office/audit-log';
import type { CatalogAdminDeps } from './admin-catalog-deps';
import { removeImageFiles } from './admin-catalog-images';
import type { ProductInput, ProductListFilters, ProductSort, VariantInput } from './admin-catalog-schema';
import type { ListQuery, Paged } from '../back-office/list-query';

export type FieldKeyErrors = Record<string, MessageKey[]>;
/** errors: field → translated messages (the 422 errors object of SPEC §8) */
export type WriteResult<T> =
  ({ ok: true } & T) | { ok: false; code: 'not_found' } | { ok: false; code: 'invalid'; errors: Record<string, string[]> };

function invalidWith(deps: Pick<CatalogAdminDeps, 't'>, errors: FieldKeyErrors) {
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(errors)) out[field] = keys.map((k) => deps.t(k));
  return { ok: false as const, code: 'invalid' as const, errors: out };
}
const notFound = { ok: false as const, code: 'not_found' as const };

// ---------------------------------------------------------------------------------------------------------------------
// list

export interface AdminProductRow {
  id: number;
  name: string;
  code: string;
  image: string | null;
  categoryName: string | null;
  /** net CZK haléře (stored) */
  price: number;
  /** gross, minor units of the main currency (decision 0080) */
  priceGross: number;
  vatRate: number;
  isVisible: boolean;
  isService: boolean;
  variantCount: number;
  /** sum over active stores */
  stock: number;
  updatedAt: string;
}

const SORT_SQL: Record<Exclude<ProductSort, 'price'>, string> = {
  id: 'p.id',
  name: 'lower(p.name)',
  code: 'p.code',
  stock: 'stock',
  updated_at: 'p.updated_at',
};

/** Products for the back-office list: search by name (diacritics ignored) or code, filters, sort, page. */
export async function listAdminProducts(
  db: DbOrTx,
  filters: ProductListFilters,
  query: ListQuery<ProductSort>,
): Promise<Paged<AdminProductRow>> {
  const where = [sql`TRUE`];
  if (filters.q) {
    const like = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(shop_unaccent(lower(p.name)) LIKE shop_unaccent(${like}) OR lower(p.code) LIKE ${like}
           OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND (lower(v.code) LIKE ${like} OR v.ean = ${filters.q})))`,
    );
  }
  if (filters.kategoria) {
    where.push(
      sql`EXISTS (WITH RECURSIVE tree(id) AS (SELECT ${filters.kategoria}::int UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
                  SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM tree))`,
    );
  }
  if (filters.viditelnost === 'visible') where.push(sql`p.is_visible`);
  if (filters.viditelnost === 'hidden') where.push(sql`NOT p.is_visible`);
  const stockSql = sql`coalesce((SELECT sum(s.quantity) FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active
                                  JOIN product_variants v ON v.id = s.variant_id WHERE v.product_id = p.id), 0)::int`;
  if (filters.sklad === 'in') where.push(sql`(p.is_service OR ${stockSql} > 0)`);
  if (filters.sklad === 'out') where.push(sql`(NOT p.is_service AND ${stockSql} = 0)`);
  const whereSql = sql.join(where, sql` AND `);
  const main = await loadMainCurrency(db);
  const dir = sql.raw(query.dir === 'asc' ? 'ASC' : 'DESC');
  // the price sorts as the owner reads it: gross in the main currency (VAT rates differ between products)
  const sortKey = query.sort === 'price' ? grossMinorSql(sql`p.price`, sql`tr.rate`, main) : sql.raw(SORT_SQL[query.sort]);
  const order = sql`${sortKey} ${dir}, p.id ${dir}`;

  const [countRow] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products p WHERE ${whereSql}`);
  const rows = await queryRows<{
    id: number;
    name: string;
    code: string;
    image: string | null;
    category_name: string | null;
    price: number;
    rate: number;
    is_visible: boolean;
    is_service: boolean;
    variant_count: number;
    stock: number;
    updated_at: string | Date;
  }>(
    db,
    sql`SELECT p.id, p.name, p.code, p.price, tr.rate, p.is_visible, p.is_service, p.updated_at, c.name AS category_name,
               (SELECT i.path FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image,
               (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variant_count,
               ${stockSql} AS stock
        FROM products p JOIN tax_rates tr ON tr.id = p.tax_rate_id LEFT JOIN categories c ON c.id = p.default_category_id
        WHERE ${whereSql}
        ORDER BY ${order}
        LIMIT ${query.pageSize} OFFSET ${query.offset}`,
  );
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      code: r.code,
      image: r.image,
      categoryName: r.category_name,
      price: Number(r.price),
      priceGross: unitGross(Number(r.price), Number(r.rate), main),
      vatRate: Number(r.rate),
      isVisible: r.is_visible,
      isService: r.is_service,
      variantCount: Number(r.variant_count),
      stock: Number(r.stock),
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
    total: Number(countRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// options of the forms

export interface CatalogFormOptions {
  taxRates: Array<{ id: number; name: string; rate: number }>;
  brands: Array<{ id: number; name: string }>;
  /** every category, in tree order, with its depth (0 = top) */
  categories: Array<{ id: number; name: string; depth: number; isVisible: boolean }>;
  /** active stores, branches first then the warehouse, as the product page lists them */
  stores: Array<{ id: number; name: string; kind: string }>;
}

export async function loadCatalogFormOptions(db: DbOrTx): Promise<CatalogFormOptions> {
  const [taxRates, brands, categories, stores] = await Promise.all([
    queryRows<{ id: number; name: string; rate: number }>(db, sql`SELECT id, name, rate FROM tax_rates ORDER BY rate DESC, id`),
    queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM brands ORDER BY lower(name), id`),
    queryRows<{ id: number; name: string; depth: number; is_visible: boolean }>(
      db,
      sql`WITH RECURSIVE tree(id, name, depth, is_visible, sort_path) AS (
            SELECT id, name, 0, is_visible, ARRAY[position, id] FROM categories WHERE parent_id IS NULL
            UNION ALL
            SELECT c.id, c.name, t.depth + 1, c.is_visible, t.sort_path || ARRAY[c.position, c.id]
            FROM categories c JOIN tree t ON c.parent_id = t.id WHERE t.depth < 20
          )
          SELECT id, name, depth, is_visible FROM tree ORDER BY sort_path`,
    ),
    queryRows<{ id: number; name: string; kind: string }>(
      db,
      sql`SELECT id, name, kind FROM stores WHERE is_active ORDER BY (kind = 'warehouse'), position, id`,
    ),
  ]);
  return {
    taxRates: taxRates.map((r) => ({ id: Number(r.id), name: r.name, rate: Number(r.rate) })),
    brands: brands.map((r) => ({ id: Number(r.id), name: r.name })),
    categories: categories.map((r) => ({ id: Number(r.id), name: r.name, depth: Number(r.depth), isVisible: r.is_visible })),
    stores: stores.map((r) => ({ id: Number(r.id), name: r.name, kind: r.kind })),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// one product for the edit page / API

interface AdminVariant {
  id: number;
  name: string;
  code: string;
  ean: string | null;
  size: string | null;
  color: string | null;
  /** net CZK haléře (stored); null = the product's */
  price: number | null;
  priceSale: number | null;
  /** gross, minor units of the main currency (decision 0080); null = the product's */
  priceGross: number | null;
  priceSaleGross: number | null;
  isPriceSaleActive: boolean;
  isDefault: boolean;
  position: number;
  /** expected restock date 'YYYY-MM-DD' (decision 0058) */
  restockDate: string | null;
  /** quantity per store id (stores without a row: 0) */
  stock: Record<string, number>;
}

interface AdminProductImage {
  id: number;
  path: string;
  alt: string | null;
  position: number;
  width: number | null;
  height: number | null;
}

export interface AdminProduct {
  id: number;
  name: string;
  slug: string;
  code: string;
  ean: string | null;
  shortDescription: string | null;
  description: string | null;
  metaDescription: string | null;
  brandId: number | null;
  defaultCategoryId: number | null;
  /** categories besides the default one */
  categoryIds: number[];
  taxRateId: number;
  vatRate: number;
  /** net CZK haléře (stored) */
  price: number;
  priceSale: number | null;
  /** the main currency the gross prices are in (decision 0080) */
  priceCurrency: string;
  /** gross, minor units of the main currency: what the owner typed and the shop shows */
  priceGross: number;
  priceSaleGross: number | null;
  isPriceSaleActive: boolean;
  saleFrom: string | null;
  saleTo: string | null;
  isAdult: boolean;
  isVisible: boolean;
  isTop: boolean;
  isService: boolean;
  isGift: boolean;
  /** gross CZK haléře (stored; the spec's CZK rule) */
  giftThresholdGross: number | null;
  /** the threshold as the owner types it and the shopper reads it: gross, main currency, on its threshold step (decision 0080) */
  giftThresholdAmount: number | null;
  publishedAt: string | null;
  /** decision 0051: null = any carrier */
  deliveryRestriction: DeliveryRestriction | null;
  updatedAt: string;
  parameters: Array<{ name: string; value: string }>;
  relations: Array<{ productId: number; kind: ProductRelationKind; name: string | null }>;
  variants: AdminVariant[];
  images: AdminProductImage[];
  /** the storefront address (category slug of the default category) */
  url: string;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

type ProductRow = {
  id: number;
  name: string;
  slug: string;
  code: string;
  ean: string | null;
  short_description: string | null;
  description: string | null;
  meta_description: string | null;
  brand_id: number | null;
  default_category_id: number | null;
  category_slug: string | null;
  tax_rate_id: number;
  rate: number;
  price: number;
  price_sale: number | null;
  is_price_sale_active: boolean;
  sale_from: string | Date | null;
  sale_to: string | Date | null;
  is_adult: boolean;
  is_visible: boolean;
  is_top: boolean;
  is_service: boolean;
  is_gift: boolean;
  gift_threshold_gross: number | null;
  published_at: string | Date | null;
  delivery_restriction: DeliveryRestriction | null;
  updated_at: string | Date;
};

export async function loadAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct | null> {
  const [p] = await queryRows<ProductRow>(
    db,
    sql`SELECT p.*, tr.rate, c.slug AS category_slug FROM products p JOIN tax_rates tr ON tr.id = p.tax_rate_id
        LEFT JOIN categories c ON c.id = p.default_category_id WHERE p.id = ${id}`,
  );
  if (!p) return null;
  const main = await loadMainCurrency(db);
  const vat = Number(p.rate);
  const gross = (net: number | null) => (net === null ? null : unitGross(Number(net), vat, main));
  const [cats, params, rels, variants, stock, images] = await Promise.all([
    queryRows<{ category_id: number }>(db, sql`SELECT category_id FROM product_categories WHERE product_id = ${id} ORDER BY category_id`),
    queryRows<{ name: string; value: string }>(db, sql`SELECT name, value FROM product_parameters WHERE product_id = ${id} ORDER BY id`),
    queryRows<{ related_product_id: number; kind: ProductRelationKind; name: string | null }>(
      db,
      sql`SELECT r.related_product_id, r.kind, rp.name FROM product_relations r LEFT JOIN products rp ON rp.id = r.related_product_id
          WHERE r.product_id = ${id} ORDER BY r.kind, r.related_product_id`,
    ),
    queryRows<
      SqlColumns<
        typeof productVariants,
        'id' | 'name' | 'code' | 'ean' | 'size' | 'color' | 'price' | 'price_sale' | 'is_price_sale_active' | 'is_default' | 'position'
      > & { restock_day: string | null }
    >(db, sql`SELECT *, restock_date::text AS restock_day FROM product_variants WHERE product_id = ${id} ORDER BY position, id`),
    queryRows<{ variant_id: number; store_id: number; quantity: number }>(
      db,
      sql`SELECT s.variant_id, s.store_id, s.quantity FROM stock s JOIN product_variants v ON v.id = s.variant_id WHERE v.product_id = ${id}`,
    ),
    queryRows<{ id: number; path: string; alt: string | null; position: number; width: number | null; height: number | null }>(
      db,
      sql`SELECT id, path, alt, position, width, height FROM product_images WHERE product_id = ${id} ORDER BY position, id`,
    ),
  ]);
  const stockOf = new Map<number, Record<string, number>>();
  for (const s of stock) {
    const entry = stockOf.get(Number(s.variant_id)) ?? {};
    entry[String(s.store_id)] = Number(s.quantity);
    stockOf.set(Number(s.variant_id), entry);
  }
  const defaultCategoryId = p.default_category_id === null ? null : Number(p.default_category_id);
  return {
    id: Number(p.id),
    name: p.name,
    slug: p.slug,
    code: p.code,
    ean: p.ean,
    shortDescription: p.short_description,
    description: p.description,
    metaDescription: p.meta_description,
    brandId: p.brand_id === null ? null : Number(p.brand_id),
    defaultCategoryId,
    categoryIds: cats.map((c) => Number(c.category_id)).filter((c) => c !== defaultCategoryId),
    taxRateId: Number(p.tax_rate_id),
    vatRate: Number(p.rate),
    price: Number(p.price),
    priceSale: p.price_sale === null ? null : Number(p.price_sale),
    priceCurrency: main.code,
    priceGross: unitGross(Number(p.price), vat, main),
    priceSaleGross: gross(p.price_sale),
    isPriceSaleActive: p.is_price_sale_active,
    saleFrom: iso(p.sale_from),
    saleTo: iso(p.sale_to),
    isAdult: p.is_adult,
    isVisible: p.is_visible,
    isTop: p.is_top,
    isService: p.is_service,
    isGift: p.is_gift,
    giftThresholdGross: p.gift_threshold_gross === null ? null : Number(p.gift_threshold_gross),
    giftThresholdAmount: p.gift_threshold_gross === null ? null : thresholdInCurrency(Number(p.gift_threshold_gross), main),
    publishedAt: iso(p.published_at),
    deliveryRestriction: p.delivery_restriction ?? null,
    updatedAt: new Date(p.updated_at).toISOString(),
    parameters: params,
    relations: rels.map((r) => ({ productId: Number(r.related_product_id), kind: r.kind, name: r.name })),
    variants: variants.map((v) => ({
      id: Number(v.id),
      name: v.name,
      code: v.code,
      ean: v.ean,
      size: v.size,
      color: v.color,
      price: v.price === null ? null : Number(v.price),
      priceSale: v.price_sale === null ? null : Number(v.price_sale),
      priceGross: gross(v.price),
      priceSaleGross: gross(v.price_sale),
      isPriceSaleActive: v.is_price_sale_active,
      isDefault: v.is_default,
      position: Number(v.position),
      restockDate: v.restock_day,
      stock: stockOf.get(Number(v.id)) ?? {},
    })),
    images: images.map((i) => ({ ...i, id: Number(i.id), position: Number(i.position) })),
    url: `/${Number(p.id)}/${p.category_slug || 'produkt'}/${p.slug}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// price history (EU Omnibus)

/**
 * Brings price_history in line with the product's prices (decision 0032). For the product (variant_id NULL) and
 * each variant, the effective net price (pricing.effectiveNetPrice) now is recorded when it differs from the last
 * recorded one; a sale window that starts or ends in the future is recorded as scheduled rows at those moments
 * (recorded_at in the future, which the Omnibus reader ignores until then). Scheduled rows of an earlier save are
 * replaced, so editing a planned sale never leaves a stale plan behind.
 */
export async function syncPriceHistory(
  tx: DbOrTx,
  productId: number,
  now: Date,
): Promise<Array<{ variantId: number | null; price: number; recordedAt: Date }>> {
  const [p] = await queryRows<{
    price: number;
    price_sale: number | null;
    is_price_sale_active: boolean;
    sale_from: string | Date | null;
    sale_to: string | Date | null;
  }>(tx, sql`SELECT price, price_sale, is_price_sale_active, sale_from, sale_to FROM products WHERE id = ${productId}`);
  if (!p) return [];
  const product: ProductPriceFields = {
    price: Number(p.price),
    priceSale: p.price_sale === null ? null : Number(p.price_sale),
    isPriceSaleActive: p.is_price_sale_active,
    saleFrom: p.sale_from === null ? null : new Date(p.sale_from),
    saleTo: p.sale_to === null ? null : new Date(p.sale_to),
  };
  const variants = await queryRows<SqlColumns<typeof productVariants, 'id' | 'price' | 'price_sale' | 'is_price_sale_active'>>(
    tx,
    sql`SELECT id, price, price_sale, is_price_sale_active FROM product_variants WHERE product_id = ${productId} ORDER BY id`,
  );
  const stamp = now.toISOString();
  await queryRows(tx, sql`DELETE FROM price_history WHERE product_id = ${productId} AND recorded_at > ${stamp}::timestamptz`);
  const last = await queryRows<{ variant_id: number | null; price: number }>(
    tx,
    sql`SELECT DISTINCT ON (variant_id) variant_id, price FROM price_history
        WHERE product_id = ${productId} AND recorded_at <= ${stamp}::timestamptz
        ORDER BY variant_id, recorded_at DESC, id DESC`,
  );
  const lastOf = new Map(last.map((r) => [r.variant_id === null ? 'p' : String(r.variant_id), Number(r.price)]));

  const moments = [now];
  const from = product.saleFrom ? new Date(product.saleFrom) : null;
  const to = product.saleTo ? new Date(product.saleTo) : null;
  if (from && from > now) moments.push(from);
  if (to && to >= now) moments.push(new Date(to.getTime() + 1)); // the window is inclusive: the sale ends just after sale_to
  moments.sort((a, b) => a.getTime() - b.getTime());

  const scopes: Array<{ key: string; variantId: number | null; variant: VariantPriceFields | null }> = [
    { key: 'p', variantId: null, variant: null },
    ...variants.map((v) => ({
      key: String(v.id),
      variantId: Number(v.id),
      variant: {
        price: v.price === null ? null : Number(v.price),
        priceSale: v.price_sale === null ? null : Number(v.price_sale),
        isPriceSaleActive: v.is_price_sale_active,
      },
    })),
  ];
  const rows: Array<{ variantId: number | null; price: number; recordedAt: Date }> = [];
  for (const scope of scopes) {
    let previous = lastOf.get(scope.key);
    for (const at of moments) {
      const net = effectiveNetPrice(product, scope.variant, at).net;
      if (net !== previous) rows.push({ variantId: scope.variantId, price: net, recordedAt: at });
      previous = net;
    }
  }
  if (rows.length > 0) {
    await queryRows(
      tx,
      sql`INSERT INTO price_history (product_id, variant_id, price, recorded_at)
          VALUES ${sql.join(
            rows.map((r) => sql`(${productId}, ${r.variantId}, ${r.price}, ${r.recordedAt.toISOString()}::timestamptz)`),
            sql`, `,
          )}`,
    );
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------------
// product writes

async function uniqueSlug(tx: DbOrTx, table: 'products' | 'categories', wanted: string, exceptId: number | null): Promise<string> {
  const base = slugify(wanted).slice(0, 180) || (table === 'products' ? 'produkt' : 'kategoria');
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`SELECT slug FROM ${sql.raw(table)} WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) ${exceptId === null ? sql`` : sql`AND id <> ${exceptId}`}`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Checks the ids a product refers to; field errors for unknown ones. */
async function checkProductReferences(tx: DbOrTx, input: ProductInput, selfId: number | null): Promise<FieldKeyErrors> {
  const errors: FieldKeyErrors = {};
  const categoryIds = [...new Set([input.defaultCategoryId, ...input.categoryIds])];
  const relationIds = [...new Set(input.relations.map((r) => r.productId))];
  const [tax, brand, cats, rels, code] = await Promise.all([
    queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM tax_rates WHERE id = ${input.taxRateId}`),
    input.brandId === null
      ? Promise.resolve([{ n: 1 }])
      : queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM brands WHERE id = ${input.brandId}`),
    queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM categories WHERE id IN (${sql.join(
        categoryIds.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    ),
    relationIds.length === 0
      ? Promise.resolve([] as Array<{ id: number }>)
      : queryRows<{ id: number }>(
          tx,
          sql`SELECT id FROM products WHERE id IN (${sql.join(
            relationIds.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        ),
    queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM products WHERE lower(code) = lower(${input.code}) ${selfId === null ? sql`` : sql`AND id <> ${selfId}`}`,
    ),
  ]);
  if (Number(tax[0]?.n) === 0) errors.taxRateId = ['admin.catalog.error.unknown'];
  if (Number(brand[0]?.n) === 0) errors.brandId = ['admin.catalog.error.unknown'];
  const knownCats = new Set(cats.map((c) => Number(c.id)));
  if (!knownCats.has(input.defaultCategoryId)) errors.defaultCategoryId = ['admin.catalog.error.unknown'];
  if (input.categoryIds.some((c) => !knownCats.has(c))) errors.categoryIds = ['admin.catalog.error.unknown'];
  const knownRels = new Set(rels.map((r) => Number(r.id)));
  if (input.relations.some((r) => !knownRels.has(r.productId) || r.productId === selfId))
    errors.relations = ['admin.catalog.error.relations'];
  if (Number(code[0]?.n) > 0) errors.code = ['admin.catalog.error.code_taken'];
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------------
// the owner's gross prices → the stored net CZK (decision 0080)

interface NetPrices {
  price: number | null;
  priceSale: number | null;
}

/**
 * The net CZK columns for prices given gross in the main currency (`priceGross`, `priceSaleGross`): for each, the net
 * the pricing module maps back to exactly the typed amount; a net already stored that shows the typed amount is
 * kept. Without `gross` the net values given are used as they are. `errors` names the fields no net can show.
 */
async function resolveNetPrices(
  tx: DbOrTx,
  gross: { price: number | null; priceSale: number | null } | null,
  net: NetPrices,
  before: NetPrices | null,
  vat: number | null,
  fields: { price: string; priceSale: string },
): Promise<{ prices: NetPrices; errors: FieldKeyErrors }> {
  const errors: FieldKeyErrors = {};
  if (gross === null || vat === null) return { prices: net, errors };
  const main: PricingCurrency = await loadMainCurrency(tx);
  const toNet = (amount: number | null, keep: number | null | undefined, field: string) => {
    if (amount === null) return null;
    const found = netCzkForGross(amount, vat, main, keep);
    if (found === null) errors[field] = ['admin.catalog.error.price_unreachable'];
    return found ?? 0;
  };
  return {
    prices: {
      price: toNet(gross.price, before?.price, fields.price),
      priceSale: toNet(gross.priceSale, before?.priceSale, fields.priceSale),
    },
    errors,
  };
}

async function vatOfTaxRate(tx: DbOrTx, taxRateId: number): Promise<number | null> {
  const [row] = await queryRows<{ rate: number }>(tx, sql`SELECT rate FROM tax_rates WHERE id = ${taxRateId}`);
  return row ? Number(row.rate) : null;
}

/** The product's net prices from its input (gross in the main currency when given). */
async function productNetPrices(tx: DbOrTx, input: ProductInput, before: NetPrices | null) {
  const gross = input.priceGross === undefined ? null : { price: input.priceGross, priceSale: input.priceSaleGross ?? null };
  const vat = gross === null ? null : await vatOfTaxRate(tx, input.taxRateId);
  const { prices, errors } = await resolveNetPrices(tx, gross, { price: input.price ?? 0, priceSale: input.priceSale }, before, vat, {
    price: 'priceGross',
    priceSale: 'priceSaleGross',
  });
  return { prices: { price: prices.price ?? 0, priceSale: prices.priceSale }, errors };
}

/** A variant's net prices from its input (gross in the main currency, at the product's VAT rate, when given). */
async function variantNetPrices(tx: DbOrTx, productId: number, input: VariantInput, before: NetPrices | null) {
  const gross = input.priceGross === undefined ? null : { price: input.priceGross ?? null, priceSale: input.priceSaleGross ?? null };
  let vat: number | null = null;
  if (gross !== null) {
    const [row] = await queryRows<{ rate: number }>(
      tx,
      sql`SELECT tr.rate FROM products p JOIN tax_rates tr ON tr.id = p.tax_rate_id WHERE p.id = ${productId}`,
    );
    vat = row ? Number(row.rate) : null;
  }
  return resolveNetPrices(tx, gross, { price: input.price, priceSale: input.priceSale }, before, vat, {
    price: 'priceGross',
    priceSale: 'priceSaleGross',
  });
}

/**
 * The stored gift threshold (gross CZK haléře) of an input: `giftThresholdAmount` (main currency) converted with
 * czkFromCurrencyMinor, as voucher minimums are (decision 0080); the stored value is kept when it still reads the typed
 * amount. The amount must lie on the currency's threshold step, as the shopper reads it rounded to it (decision 0060).
 */
async function giftThresholdCzk(
  tx: DbOrTx,
  input: ProductInput,
  before: Pick<AdminProduct, 'giftThresholdGross' | 'giftThresholdAmount'> | null,
): Promise<{ value: number | null; errors: FieldKeyErrors }> {
  if (!input.isGift) return { value: null, errors: {} };
  const typed = input.giftThresholdAmount;
  if (typed === undefined) return { value: input.giftThresholdGross, errors: {} };
  if (typed === null) return { value: null, errors: {} };
  if (before && before.giftThresholdGross !== null && before.giftThresholdAmount === typed)
    return { value: before.giftThresholdGross, errors: {} };
  const main = await loadMainCurrency(tx);
  const value = czkFromCurrencyMinor(typed, main);
  if (typed > 0 && thresholdInCurrency(value, main) !== typed)
    return { value, errors: { giftThresholdAmount: ['admin.catalog.error.gift_threshold_step'] } };
  return { value, errors: {} };
}

function productColumns(
  input: ProductInput,
  slug: string,
  prices: { price: number; priceSale: number | null },
  giftThresholdGross: number | null,
) {
  return {
    name: input.name,
    slug,
    code: input.code,
    ean: input.ean,
    shortDescription: input.shortDescription,
    description: input.description === null ? null : sanitizeRichText(input.description) || null,
    metaDescription: input.metaDescription,
    brandId: input.brandId,
    defaultCategoryId: input.defaultCategoryId,
    taxRateId: input.taxRateId,
    price: prices.price,
    priceSale: prices.priceSale,
    isPriceSaleActive: input.isPriceSaleActive,
    saleFrom: input.saleFrom,
    saleTo: input.saleTo,
    isAdult: input.isAdult,
    isVisible: input.isVisible,
    isTop: input.isTop,
    isService: input.isService,
    isGift: input.isGift,
    giftThresholdGross: input.isGift ? giftThresholdGross : null,
    publishedAt: input.publishedAt,
    deliveryRestriction: input.deliveryRestriction,
  };
}

type ProductColumns = ReturnType<typeof productColumns>;

async function writeProductRow(tx: Tx, id: number | null, c: ProductColumns, now: Date): Promise<number> {
  const stamp = now.toISOString();
  const values = sql`${c.name}, ${c.slug}, ${c.code}, ${c.ean}, ${c.shortDescription}, ${c.description}, ${c.metaDescription}, ${c.brandId},
    ${c.defaultCategoryId}, ${c.taxRateId}, ${c.price}, ${c.priceSale}, ${c.isPriceSaleActive}, ${c.saleFrom}::timestamptz, ${c.saleTo}::timestamptz,
    ${c.isAdult}, ${c.isVisible}, ${c.isTop}, ${c.isService}, ${c.isGift}, ${c.giftThresholdGross}, ${c.publishedAt}::timestamptz, ${c.deliveryRestriction}`;
  const columns =
    sql.raw(`name, slug, code, ean, short_description, description, meta_description, brand_id, default_category_id, tax_rate_id,
    price, price_sale, is_price_sale_active, sale_from, sale_to, is_adult, is_visible, is_top, is_service, is_gift, gift_threshold_gross, published_at, delivery_restriction`);
  if (id === null) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO products (${columns}, created_at, updated_at) VALUES (${values}, ${stamp}::timestamptz, ${stamp}::timestamptz) RETURNING id`,
    );
    return Number(row!.id);
  }
  await queryRows(tx, sql`UPDATE products SET (${columns}, updated_at) = (${values}, ${stamp}::timestamptz) WHERE id = ${id}`);
  return id;
}

/** Replaces categories, parameters and relations of a product with the input's; returns what changed for the audit. */
async function writeProductLinks(tx: Tx, id: number, input: ProductInput, before: AdminProduct | null) {
  const categoryIds = [...new Set([input.defaultCategoryId, ...input.categoryIds])].sort((a, b) => a - b);
  const beforeCats = before
    ? [...new Set([...(before.defaultCategoryId ? [before.defaultCategoryId] : []), ...before.categoryIds])].sort((a, b) => a - b)
    : [];
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (JSON.stringify(categoryIds) !== JSON.stringify(beforeCats)) {
    await queryRows(tx, sql`DELETE FROM product_categories WHERE product_id = ${id}`);
    await queryRows(
      tx,
      sql`INSERT INTO product_categories (product_id, category_id) VALUES ${sql.join(
        categoryIds.map((c) => sql`(${id}, ${c})`),
        sql`, `,
      )}`,
    );
    changes.categories = { from: beforeCats, to: categoryIds };
  }
  const params = input.parameters.map((p) => ({ name: p.name, value: p.value }));
  const beforeParams = before?.parameters ?? [];
  if (JSON.stringify(params) !== JSON.stringify(beforeParams)) {
    await queryRows(tx, sql`DELETE FROM product_parameters WHERE product_id = ${id}`);
    if (params.length > 0) {
      await queryRows(
        tx,
        sql`INSERT INTO product_parameters (product_id, name, value) VALUES ${sql.join(
          params.map((p) => sql`(${id}, ${p.name}, ${p.value})`),
          sql`, `,
        )}`,
      );
    }
    changes.parameters = { from: beforeParams.map((p) => `${p.name}=${p.value}`), to: params.map((p) => `${p.name}=${p.value}`) };
  }
  const key = (r: { productId: number; kind: string }) => `${r.kind}:${r.productId}`;
  const rels = [...new Map(input.relations.map((r) => [key(r), r])).values()].sort((a, b) => key(a).localeCompare(key(b)));
  const beforeRels = (before?.relations ?? [])
    .map((r) => ({ productId: r.productId, kind: r.kind }))
    .sort((a, b) => key(a).localeCompare(key(b)));
  if (JSON.stringify(rels.map(key)) !== JSON.stringify(beforeRels.map(key))) {
    await queryRows(tx, sql`DELETE FROM product_relations WHERE product_id = ${id}`);
    if (rels.length > 0) {
      await queryRows(
        tx,
        sql`INSERT INTO product_relations (product_id, related_product_id, kind) VALUES ${sql.join(
          rels.map((r) => sql`(${id}, ${r.productId}, ${r.kind})`),
          sql`, `,
        )}`,
      );
    }
    changes.relations = { from: beforeRels.map(key), to: rels.map(key) };
  }
  return changes;
}

export function productAuditView(p: AdminProduct | null): Record<string, unknown> {
  if (!p) return {};
  const {
    variants: _v,
    images: _i,
    parameters: _p,
    relations: _r,
    categoryIds: _c,
    updatedAt: _u,
    url: _url,
    vatRate: _vat,
    id: _id,
    // the stored CZK value is diffed; the amount in the main currency is its reading (as vouchers do, decision 0080)
    giftThresholdAmount: _gift,
    ...rest
  } = p;
  return rest;
}

export async function lockProduct(tx: Tx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT id FROM products WHERE id = ${id} FOR UPDATE`);
  return rows.length > 0;
}

/** What a product still lacks before it is worth publishing (decision 0071): shown as a hint, never enforced. */
export type PublishGap = 'price' | 'stock' | 'image';

export function publishGaps(product: Pick<AdminProduct, 'price' | 'isService' | 'variants' | 'images'>): PublishGap[] {
  const gaps: PublishGap[] = [];
  if (product.price <= 0 && !product.variants.some((v) => (v.price ?? 0) > 0)) gaps.push('price');
  // services are not stocked (booked on inquiry)
  if (!product.isService && !product.variants.some((v) => Object.values(v.stock).some((q) => q > 0))) gaps.push('stock');
  if (product.images.length === 0) gaps.push('image');
  return gaps;
}

/**
 * Creates a product, hidden (decision 0071), with its default variant (named after the product, code = the product code, no stock yet);
 * further variants and stock are added on the edit page / through the variant calls.
 */
export async function createProduct(deps: CatalogAdminDeps, input: ProductInput, userId: number): Promise<WriteResult<{ id: number }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const errors = await checkProductReferences(tx, input, null);
    const [variantCode] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM product_variants WHERE lower(code) = lower(${input.code})`,
    );
    if (Number(variantCode?.n) > 0) errors.code = ['admin.catalog.error.code_taken'];
    const net = await productNetPrices(tx, input, null);
    const gift = await giftThresholdCzk(tx, input, null);
    Object.assign(errors, net.errors, gift.errors);
    if (Object.keys(errors).length > 0) return invalidWith(deps, errors);
    const slug = await uniqueSlug(tx, 'products', input.slug || input.name, null);
    // decision 0071: a new product is hidden until the owner publishes it (it has no stock or picture yet)
    const columns = productColumns({ ...input, isVisible: false }, slug, net.prices, gift.value);
    const id = await writeProductRow(tx, null, columns, now);
    await writeProductLinks(tx, id, input, null);
    await queryRows(
      tx,
      sql`INSERT INTO product_variants (product_id, name, code, ean, position, is_default) VALUES (${id}, ${input.name}, ${input.code}, ${input.ean}, 0, TRUE)`,
    );
    await syncPriceHistory(tx, id, now);
    const after = await loadAdminProduct(tx, id);
    await recordAudit(tx, {
      userId,
      entity: 'products',
      entityId: id,
      action: 'create',
      changes: diffChanges(null, productAuditView(after)),
      at: now,
    });
    return { ok: true as const, id };
  });
  if (outcome.ok) deps.invalidate({ productIds: [outcome.id] });
  return outcome;
}

export async function updateProduct(
  deps: CatalogAdminDeps,
  id: number,
  input: ProductInput,
  userId: number,
): Promise<WriteResult<{ id: number; priceHistory: number }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction((tx) => updateProductInTx(tx, deps, id, input, userId, now));
  if (outcome.ok) deps.invalidate({ productIds: [id] });
  return outcome;
}

/**
 * updateProduct's work in the caller's transaction, without the cache drop (the caller drops after its commit): the
 * CSV import applies many edits in one transaction through it (decision 0106).
 */
export async function updateProductInTx(
  tx: Tx,
  deps: Pick<CatalogAdminDeps, 't'>,
  id: number,
  input: ProductInput,
  userId: number,
  now: Date,
): Promise<WriteResult<{ id: number; priceHistory: number }>> {
  if (!(await lockProduct(tx, id))) return notFound;
  const before = await loadAdminProduct(tx, id);
  if (!before) return notFound;
  const errors = await checkProductReferences(tx, input, id);
  const net = await productNetPrices(tx, input, { price: before.price, priceSale: before.priceSale });
  const gift = await giftThresholdCzk(tx, input, before);
  Object.assign(errors, net.errors, gift.errors);
  if (Object.keys(errors).length > 0) return invalidWith(deps, errors);
  const slug = input.slug ? (input.slug === before.slug ? before.slug : await uniqueSlug(tx, 'products', input.slug, id)) : before.slug;
  await writeProductRow(tx, id, productColumns(input, slug, net.prices, gift.value), now);
  const linkChanges = await writeProductLinks(tx, id, input, before);
  const history = await syncPriceHistory(tx, id, now);
  const after = await loadAdminProduct(tx, id);
  const changes = { ...diffChanges(productAuditView(before), productAuditView(after)), ...linkChanges };
  if (Object.keys(changes).length > 0)
    await recordAudit(tx, { userId, entity: 'products', entityId: id, action: 'update', changes, at: now });
  return { ok: true as const, id, priceHistory: history.length };
}

/** Deletes a product (variants, stock, images rows, history cascade); ordered items keep their copy of the name. */
export async function deleteProduct(deps: CatalogAdminDeps, id: number, userId: number): Promise<WriteResult<{ images: string[] }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) return notFound;
    const before = await loadAdminProduct(tx, id);
    if (!before) return notFound;
    await queryRows(tx, sql`DELETE FROM products WHERE id = ${id}`);
    await recordAudit(tx, {
      userId,
      entity: 'products',
      entityId: id,
      action: 'delete',
      changes: { name: { from: before.name, to: null }, code: { from: before.code, to: null } },
      at: now,
    });
    return { ok: true as const, images: before.images.map((i) => i.path) };
  });
  if (outcome.ok) {
    deps.invalidate({ productIds: [id] });
    await removeImageFiles(deps.files, outcome.images);
  }
  return outcome;
}

// ---------------------------------------------------------------------------------------------------------------------
// variants and stock

async function activeStock(tx: DbOrTx, variantId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT coalesce(sum(s.quantity), 0)::int AS n FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active WHERE s.variant_id = ${variantId}`,
  );
  return Number(row?.n ?? 0);
}

async function checkVariant(
  tx: DbOrTx,
  productId: number,
  variantId: number | null,
  input: VariantInput,
  prices: NetPrices,
): Promise<FieldKeyErrors> {
  const errors: FieldKeyErrors = {};
  const [code] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM product_variants WHERE lower(code) = lower(${input.code}) ${variantId === null ? sql`` : sql`AND id <> ${variantId}`}`,
  );
  if (Number(code?.n) > 0) errors.code = ['admin.catalog.error.code_taken'];
  if (input.stock.length > 0) {
    const known = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM stores WHERE id IN (${sql.join(
        input.stock.map((s) => sql`${s.storeId}`),
        sql`, `,
      )})`,
    );
    const ids = new Set(known.map((k) => Number(k.id)));
    input.stock.forEach((s, i) => {
      if (!ids.has(s.storeId)) errors[`stock.${i}.storeId`] = ['admin.catalog.error.unknown'];
    });
  }
  const [product] = await queryRows<{ price: number }>(tx, sql`SELECT price FROM products WHERE id = ${productId}`);
  if (product && prices.price === null && prices.priceSale !== null && prices.priceSale >= Number(product.price))
    errors[input.priceGross === undefined ? 'priceSale' : 'priceSaleGross'] = ['admin.catalog.error.sale_not_lower'];
  return errors;
}

async function writeStock(tx: Tx, variantId: number, stock: VariantInput['stock']) {
  if (stock.length === 0) return;
  await queryRows(tx, sql`SELECT 1 FROM stock WHERE variant_id = ${variantId} ORDER BY store_id FOR UPDATE`);
  await queryRows(
    tx,
    sql`INSERT INTO stock (variant_id, store_id, quantity)
        VALUES ${sql.join(
          stock.map((s) => sql`(${variantId}, ${s.storeId}, ${s.quantity})`),
          sql`, `,
        )}
        ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = excluded.quantity WHERE stock.quantity IS DISTINCT FROM excluded.quantity`,
  );
}

export function variantAuditView(v: AdminVariant | undefined): Record<string, unknown> {
  if (!v) return {};
  const { id: _id, stock, ...rest } = v;
  const stockView: Record<string, unknown> = {};
  for (const [store, qty] of Object.entries(stock)) stockView[`stock.${store}`] = qty;
  return { ...rest, ...stockView };
}

export async function touchProduct(tx: Tx, productId: number, now: Date) {
  await queryRows(tx, sql`UPDATE products SET updated_at = ${now.toISOString()}::timestamptz WHERE id = ${productId}`);
}

/** After a committed stock change: the watchdogs of variants that went from no stock to some (errors are logged). */
async function afterStockChange(deps: CatalogAdminDeps, productId: number, restocked: number[]) {
  deps.invalidate({ productIds: [productId] });
  if (restocked.length === 0) return;
  try {
    await notifyRestockedWatchdogs(
      { db: deps.db, mailer: deps.mailer, t: deps.t, publicUrl: deps.publicUrl, now: deps.now },
      { variantIds: restocked },
    );
  } catch (error) {
    console.error('[admin] restock watchdogs after a stock edit failed; the periodic run will retry', error);
  }
}

async function setDefaultVariant(tx: Tx, productId: number, variantId: number) {
  await queryRows(
    tx,
    sql`UPDATE product_variants SET is_default = (id = ${variantId}) WHERE product_id = ${productId} AND is_default <> (id = ${variantId})`,
  );
}

export async function createVariant(
  deps: CatalogAdminDeps,
  productId: number,
  input: VariantInput,
  userId: number,
): Promise<WriteResult<{ id: number; restocked: boolean }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction((tx) => createVariantInTx(tx, deps, productId, input, userId, now));
  if (outcome.ok) await afterStockChange(deps, productId, outcome.restocked ? [outcome.id] : []);
  return outcome;
}

/** createVariant's work in the caller's transaction (decision 0106); the caller drops caches and mails watchdogs after its commit. */
export async function createVariantInTx(
  tx: Tx,
  deps: Pick<CatalogAdminDeps, 't'>,
  productId: number,
  input: VariantInput,
  userId: number,
  now: Date,
): Promise<WriteResult<{ id: number; restocked: boolean }>> {
  if (!(await lockProduct(tx, productId))) return notFound;
  const net = await variantNetPrices(tx, productId, input, null);
  const errors = { ...(await checkVariant(tx, productId, null, input, net.prices)), ...net.errors };
  if (Object.keys(errors).length > 0) return invalidWith(deps, errors);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO product_variants (product_id, name, code, ean, size, color, price, price_sale, is_price_sale_active, position, is_default, restock_date)
        VALUES (${productId}, ${input.name}, ${input.code}, ${input.ean}, ${input.size}, ${input.color}, ${net.prices.price}, ${net.prices.priceSale},
                ${input.isPriceSaleActive}, ${input.position}, FALSE, ${input.restockDate}::date)
        RETURNING id`,
  );
  const id = Number(row!.id);
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM product_variants WHERE product_id = ${productId} AND is_default`,
  );
  if (input.isDefault || Number(count?.n) === 0) await setDefaultVariant(tx, productId, id);
  await writeStock(tx, id, input.stock);
  await syncPriceHistory(tx, productId, now);
  await touchProduct(tx, productId, now);
  const after = (await loadAdminProduct(tx, productId))!.variants.find((v) => v.id === id);
  await recordAudit(tx, {
    userId,
    entity: 'product_variants',
    entityId: id,
    action: 'create',
    changes: { productId: { from: null, to: productId }, ...diffChanges(null, variantAuditView(after)) },
    at: now,
  });
  await recordAudit(tx, {
    userId,
    entity: 'products',
    entityId: productId,
    action: 'update',
    changes: { variants: { from: null, to: `+ ${input.code} (${input.name})` } },
    at: now,
  });
  return { ok: true as const, id, restocked: (await activeStock(tx, id)) > 0 };
}

export async function updateVariant(
  deps: CatalogAdminDeps,
  productId: number,
  variantId: number,
  input: VariantInput,
  userId: number,
): Promise<WriteResult<{ id: number; restocked: boolean }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction((tx) => updateVariantInTx(tx, deps, productId, variantId, input, userId, now));
  if (outcome.ok) await afterStockChange(deps, productId, outcome.restocked ? [outcome.id] : []);
  return outcome;
}

/** updateVariant's work in the caller's transaction (decision 0106); the caller drops caches and mails watchdogs after its commit. */
export async function updateVariantInTx(
  tx: Tx,
  deps: Pick<CatalogAdminDeps, 't'>,
  productId: number,
  variantId: number,
  input: VariantInput,
  userId: number,
  now: Date,
): Promise<WriteResult<{ id: number; restocked: boolean }>> {
  if (!(await lockProduct(tx, productId))) return notFound;
  const before = (await loadAdminProduct(tx, productId))?.variants.find((v) => v.id === variantId);
  if (!before) return notFound;
  const net = await variantNetPrices(tx, productId, input, { price: before.price, priceSale: before.priceSale });
  const errors = { ...(await checkVariant(tx, productId, variantId, input, net.prices)), ...net.errors };
  if (Object.keys(errors).length > 0) return invalidWith(deps, errors);
  const stockBefore = await activeStock(tx, variantId);
  await queryRows(
    tx,
    sql`UPDATE product_variants SET name = ${input.name}, code = ${input.code}, ean = ${input.ean}, size = ${input.size}, color = ${input.color},
          price = ${net.prices.price}, price_sale = ${net.prices.priceSale}, is_price_sale_active = ${input.isPriceSaleActive}, position = ${input.position},
          restock_date = ${input.restockDate}::date
        WHERE id = ${variantId}`,
  );
  if (input.isDefault && !before.isDefault) await setDefaultVariant(tx, productId, variantId);
  await writeStock(tx, variantId, input.stock);
  const stockAfter = await activeStock(tx, variantId);
  await syncPriceHistory(tx, productId, now);
  await touchProduct(tx, productId, now);
  const after = (await loadAdminProduct(tx, productId))!.variants.find((v) => v.id === variantId);
  const changes = diffChanges(variantAuditView(before), variantAuditView(after));
  if (Object.keys(changes).length > 0) {
    await recordAudit(tx, { userId, entity: 'product_variants', entityId: variantId, action: 'update', changes, at: now });
    await recordAudit(tx, {
      userId,
      entity: 'products',
      entityId: productId,
      action: 'update',
      changes: Object.fromEntries(Object.entries(changes).map(([k, v]) => [`${before.code}.${k}`, v])),
      at: now,
    });
  }
  return { ok: true as const, id: variantId, restocked: stockBefore === 0 && stockAfter > 0 };
}

/** Deletes a variant; the last variant of a product cannot go (every product has one). */
export async function deleteVariant(
  deps: CatalogAdminDeps,
  productId: number,
  variantId: number,
  userId: number,
): Promise<WriteResult<{ id: number }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return notFound;
    const product = await loadAdminProduct(tx, productId);
    const before = product?.variants.find((v) => v.id === variantId);
    if (!product || !before) return notFound;
    if (product.variants.length <= 1) return invalidWith(deps, { variant: ['admin.catalog.error.last_variant'] });
    await queryRows(tx, sql`DELETE FROM product_variants WHERE id = ${variantId}`);
    if (before.isDefault) {
      const next = product.variants.find((v) => v.id !== variantId)!;
      await setDefaultVariant(tx, productId, next.id);
    }
    await touchProduct(tx, productId, now);
    await recordAudit(tx, {
      userId,
      entity: 'product_variants',
      entityId: variantId,
      action: 'delete',
      changes: { code: { from: before.code, to: null } },
      at: now,
    });
    await recordAudit(tx, {
      userId,
      entity: 'products',
      entityId: productId,
      action: 'update',
      changes: { variants: { from: `${before.code} (${before.name})`, to: null } },
      at: now,
    });
    return { ok: true as const, id: variantId };
  });
  if (outcome.ok) deps.invalidate({ productIds: [productId] });
  return outcome;
}
