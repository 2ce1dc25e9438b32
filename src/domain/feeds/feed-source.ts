/**
 * What the product feeds (Heureka, Google Merchant) read: the shop's visible products, one item per variant, in
 * batches by keyset pagination on products.id, so a catalogue of 50 000 products never sits in memory at once.
 * Prices go through the one pricing module (src/domain/pricing/pricing.ts): guest prices (no group discount), gross,
 * in the feed's currency (EUR for the Slovak shop). No HTTP here.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CarrierCode, productVariants } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import { classifyAvailability, dateOnly, shopDate, type AvailabilityVerdict } from '../catalog/availability';
import { categoryUrl } from '../catalog/categories';
import { productUrl } from '../catalog/listing';
import { deliveryPaymentFacts, loadDeliveryRecords, type OfferSwitches } from '../checkout/delivery-payment-facts';
import { priceView, type PricingCurrency } from '../pricing/pricing';
import { validGtinOrNull } from './ean';
import { htmlToPlainText } from './xml';

/** Products per keyset batch (each batch: one product query and one variant query). */
const FEED_BATCH_SIZE = 500;

export interface FeedOptions {
  /** the shop's public address (config PUBLIC_URL), without a trailing slash */
  publicUrl: string;
  locale: 'sk' | 'cs';
  now: Date;
  /** currency of the prices; default EUR in the Slovak shop, CZK in the Czech one */
  currencyCode?: string;
  batchSize?: number;
  /** what the checkout offers (offerSwitches(config)): the feeds list only carriers the checkout offers (decision 0061) */
  offer: OfferSwitches;
}

export interface FeedCarrier {
  code: CarrierCode;
  name: string;
  /** gross minor units of the feed currency */
  price: number;
  /** gross minor units; an item at least this expensive ships free; null = never free */
  freeFrom: number | null;
}

export interface FeedContext {
  publicUrl: string;
  locale: 'sk' | 'cs';
  now: Date;
  currency: PricingCurrency;
  /** category id → names from the root down to it */
  categoryPaths: Map<number, string[]>;
  /** carriers the checkout offers that deliver (personal pickup at a branch is no delivery: not listed) */
  carriers: FeedCarrier[];
  /** gross cash-on-delivery fee in minor units of the currency; null when cash on delivery is not offered */
  codFee: number | null;
  batchSize: number;
}

export interface FeedItem {
  productId: number;
  variantId: number;
  /** stable item id: the variant's code (letters, digits, '-', '_'; at most 36 characters), else 'V{variant id}' */
  itemId: string;
  /** the product's code when the product has more than one variant (ITEMGROUP_ID / g:item_group_id), else null */
  groupId: string | null;
  /** the product name, with the variant name when the product has more than one variant */
  name: string;
  productName: string;
  variantName: string | null;
  /** plain text */
  description: string;
  /** absolute; with ?variant= when the product has more than one variant */
  url: string;
  /** absolute, or null when the product has no image */
  imageUrl: string | null;
  additionalImageUrls: string[];
  /** gross minor units of the currency: what the shopper pays now */
  price: number;
  /** gross minor units: the regular price (equals `price` when there is no sale) */
  regularPrice: number;
  isSale: boolean;
  /** the product's sale window when the sale applies */
  saleFrom: Date | null;
  saleTo: Date | null;
  brand: string | null;
  /** a valid GTIN of the variant (or of the product for its default variant), else null */
  ean: string | null;
  /** category names from the root down to the product's default category */
  categoryPath: string[];
  categoryUrl: string | null;
  stock: number;
  /** the one availability rule's verdict for the variant (decision 0058): each feed maps its state */
  availability: AvailabilityVerdict;
  isAdult: boolean;
  color: string | null;
  size: string | null;
  updatedAt: Date | null;
}

/** Loads what every item of a feed shares: currency, category paths, carriers and the cash-on-delivery fee. */
export async function loadFeedContext(db: DbOrTx, options: FeedOptions): Promise<FeedContext> {
  const code = options.currencyCode ?? (options.locale === 'cs' ? 'CZK' : 'EUR');
  const [currencyRows, categoryRows, records] = await Promise.all([
    queryRows<{
      id: number;
      code: string;
      decimals: number;
      rate: string | number;
      symbol_before: string;
      symbol_after: string;
      free_delivery_from: number | null;
      threshold_step: number;
    }>(
      db,
      sql`SELECT id, code, decimals, rate::text AS rate, symbol_before, symbol_after, free_delivery_from, threshold_step
          FROM currencies WHERE code = ${code}`,
    ),
    queryRows<{ id: number; parent_id: number | null; name: string }>(db, sql`SELECT id, parent_id, name FROM categories`),
    loadDeliveryRecords(db),
  ]);
  const c = currencyRows[0];
  if (!c) throw new Error(`feeds: currency ${code} is not in the currencies table`);
  const currency: PricingCurrency = {
    id: Number(c.id),
    code: c.code,
    decimals: Number(c.decimals),
    rate: Number(c.rate),
    symbol_before: c.symbol_before,
    symbol_after: c.symbol_after,
    freeDeliveryFrom: c.free_delivery_from === null ? null : Number(c.free_delivery_from),
    thresholdStep: Number(c.threshold_step),
  };

  const byId = new Map(categoryRows.map((r) => [Number(r.id), r]));
  const categoryPaths = new Map<number, string[]>();
  for (const row of categoryRows) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (
      let at: typeof row | undefined = row;
      at && !seen.has(Number(at.id));
      at = at.parent_id === null ? undefined : byId.get(Number(at.parent_id))
    ) {
      seen.add(Number(at.id));
      names.unshift(at.name);
    }
    categoryPaths.set(Number(row.id), names);
  }

  // the checkout's offer (the same carriers, prices and thresholds the 'Doprava a platba' page shows)
  const facts = deliveryPaymentFacts(records, { ...options.offer, currency, locale: options.locale });
  const cod = facts.paymentMethods.find((p) => p.code === 'cod');
  return {
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    locale: options.locale,
    now: options.now,
    currency,
    categoryPaths,
    carriers: facts.carriers
      .filter((x) => x.code !== 'pickup')
      .map((x) => ({ code: x.code, name: x.name, price: x.price, freeFrom: x.freeFrom })),
    codFee: cod ? cod.price : null,
    batchSize: Math.max(1, Math.min(5000, options.batchSize ?? FEED_BATCH_SIZE)),
  };
}

/** What a carrier charges for one item of `itemPrice` (free from the carrier's threshold). */
export function carrierPriceFor(carrier: FeedCarrier, itemPrice: number): number {
  return carrier.freeFrom !== null && itemPrice >= carrier.freeFrom ? 0 : carrier.price;
}

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  code: string;
  ean: string | null;
  description: string | null;
  short_description: string | null;
  brand_name: string | null;
  default_category_id: number | null;
  category_slug: string | null;
  vat: number;
  price: number;
  price_sale: number | null;
  is_price_sale_active: boolean;
  sale_from: string | Date | null;
  sale_to: string | Date | null;
  is_adult: boolean;
  updated_at: string | Date | null;
  images: string | null;
};

type VariantRow = SqlColumns<
  typeof productVariants,
  | 'id'
  | 'product_id'
  | 'name'
  | 'code'
  | 'ean'
  | 'size'
  | 'color'
  | 'price'
  | 'price_sale'
  | 'is_price_sale_active'
  | 'is_default'
  | 'restock_date'
> & { stock: number; warehouse: number };

const ITEM_ID = /^[A-Za-z0-9_-]{1,36}$/;
const IMAGES_PER_ITEM = 5;

/**
 * SQL condition of a product the feeds list: visible, published (no date or not in the future), not a free gift and
 * not a service (no goods to ship). `p` is the products alias.
 */
function feedProductSql(now: Date) {
  return sql`p.is_visible AND (p.published_at IS NULL OR p.published_at <= ${now.toISOString()}::timestamptz)
    AND NOT p.is_gift AND NOT p.is_service`;
}

const toDate = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

function absoluteMedia(publicUrl: string, path: string): string | null {
  if (/^https?:\/\//i.test(path)) return path;
  const local = path.startsWith('/') ? path : `/media/${path}`;
  return local.startsWith('/media/') ? `${publicUrl}${local}` : null;
}

/**
 * The feed items in batches (one array per batch of products, one item per variant, products by id): keyset
 * pagination over id windows of `batchSize` products (`id > last ORDER BY id LIMIT n` on the primary key, then the
 * shown products of that window), variants and stock of the batch in one more query.
 */
export async function* feedItemBatches(db: DbOrTx, ctx: FeedContext): AsyncGenerator<FeedItem[]> {
  let after = 0;
  for (;;) {
    // the next id window by the primary key alone (whatever the planner thinks of the filters below, each batch reads
    // one bounded index range: no batch rescans the rest of the table)
    const [window] = await queryRows<{ last: number | null }>(
      db,
      sql`SELECT max(id) AS last FROM (SELECT id FROM products WHERE id > ${after} ORDER BY id LIMIT ${ctx.batchSize}) w`,
    );
    if (window?.last === null || window?.last === undefined) return;
    const first = after + 1;
    const last = Number(window.last);
    after = last;
    const products = await queryRows<ProductRow>(
      db,
      sql`SELECT p.id, p.slug, p.name, p.code, p.ean, p.description, p.short_description, b.name AS brand_name,
            p.default_category_id, c.slug AS category_slug, t.rate AS vat, p.price, p.price_sale, p.is_price_sale_active,
            p.sale_from, p.sale_to, p.is_adult, p.updated_at,
            (SELECT json_agg(i.path ORDER BY i.position, i.id)::text FROM (
               SELECT i.path, i.position, i.id FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT ${IMAGES_PER_ITEM}
             ) i) AS images
          FROM products p
          JOIN tax_rates t ON t.id = p.tax_rate_id
          LEFT JOIN brands b ON b.id = p.brand_id
          LEFT JOIN categories c ON c.id = p.default_category_id
          WHERE p.id BETWEEN ${first} AND ${last} AND ${feedProductSql(ctx.now)}
          ORDER BY p.id`,
    );
    if (products.length === 0) continue;
    const variants = await queryRows<VariantRow>(
      db,
      sql`SELECT v.id, v.product_id, v.name, v.code, v.ean, v.size, v.color, v.price, v.price_sale, v.is_price_sale_active,
            v.is_default,
            COALESCE((SELECT SUM(st.quantity) FROM stock st JOIN stores s ON s.id = st.store_id AND s.is_active
                      WHERE st.variant_id = v.id), 0)::int AS stock,
            COALESCE((SELECT SUM(st.quantity) FROM stock st JOIN stores s ON s.id = st.store_id AND s.is_active AND s.kind = 'warehouse'
                      WHERE st.variant_id = v.id), 0)::int AS warehouse,
            v.restock_date::text AS restock_date
          FROM product_variants v
          WHERE v.product_id BETWEEN ${Number(products[0]!.id)} AND ${Number(products[products.length - 1]!.id)}
          ORDER BY v.product_id, v.position, v.id`,
    );
    const variantsByProduct = new Map<number, VariantRow[]>();
    for (const v of variants) {
      const pid = Number(v.product_id);
      const list = variantsByProduct.get(pid);
      if (list) list.push(v);
      else variantsByProduct.set(pid, [v]);
    }
    const items: FeedItem[] = [];
    for (const p of products) items.push(...productItems(ctx, p, variantsByProduct.get(Number(p.id)) ?? []));
    yield items;
  }
}

function productItems(ctx: FeedContext, p: ProductRow, variants: VariantRow[]): FeedItem[] {
  const productId = Number(p.id);
  const url = `${ctx.publicUrl}${productUrl({ id: productId, slug: p.slug }, p.category_slug)}`;
  const images = (p.images ? (JSON.parse(p.images) as string[]) : [])
    .map((i) => absoluteMedia(ctx.publicUrl, i))
    .filter((x): x is string => x !== null);
  const description = htmlToPlainText(p.description) || htmlToPlainText(p.short_description) || p.name;
  const categoryId = p.default_category_id === null ? null : Number(p.default_category_id);
  const categoryPath = categoryId === null ? [] : (ctx.categoryPaths.get(categoryId) ?? []);
  const productPrice = {
    price: Number(p.price),
    priceSale: p.price_sale === null ? null : Number(p.price_sale),
    isPriceSaleActive: p.is_price_sale_active,
    saleFrom: p.sale_from,
    saleTo: p.sale_to,
  };
  const vat = Number(p.vat);
  const multiple = variants.length > 1;
  // a product without variants (a data mistake) still has its own price: one item
  const rows: Array<VariantRow | null> = variants.length ? variants : [null];
  return rows.map((v) => {
    const variantPrice = v
      ? {
          price: v.price === null ? null : Number(v.price),
          priceSale: v.price_sale === null ? null : Number(v.price_sale),
          isPriceSaleActive: v.is_price_sale_active,
        }
      : null;
    const view = priceView(productPrice, variantPrice, vat, { currency: ctx.currency, now: ctx.now });
    const isSale = view.isSale;
    const stock = v ? Number(v.stock) : 0;
    const restockDate = v ? dateOnly(v.restock_date) : null;
    const availability = classifyAvailability(
      { isService: false, warehouse: v ? Number(v.warehouse) : 0, total: stock, restockDates: restockDate ? [restockDate] : [] },
      shopDate(ctx.now),
    );
    const code = v?.code ?? p.code;
    const variantId = v ? Number(v.id) : 0;
    const ean = validGtinOrNull(v?.ean) ?? (v === null || v.is_default || !multiple ? validGtinOrNull(p.ean) : null);
    return {
      productId,
      variantId,
      itemId: ITEM_ID.test(code) ? code : `V${variantId || productId}`,
      groupId: multiple ? (ITEM_ID.test(p.code) ? p.code : `P${productId}`) : null,
      name: multiple && v ? `${p.name} ${v.name}` : p.name,
      productName: p.name,
      variantName: multiple && v ? v.name : null,
      description,
      url: multiple && v ? `${url}?variant=${variantId}` : url,
      imageUrl: images[0] ?? null,
      additionalImageUrls: images.slice(1),
      price: view.unit,
      regularPrice: view.original,
      isSale,
      saleFrom: isSale ? toDate(p.sale_from) : null,
      saleTo: isSale ? toDate(p.sale_to) : null,
      brand: p.brand_name,
      ean,
      categoryPath,
      categoryUrl:
        categoryId !== null && p.category_slug ? `${ctx.publicUrl}${categoryUrl({ id: categoryId, slug: p.category_slug })}` : null,
      stock,
      availability,
      isAdult: p.is_adult,
      color: v?.color ?? null,
      size: v?.size ?? null,
      updatedAt: toDate(p.updated_at),
    };
  });
}
