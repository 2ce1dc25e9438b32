/**
 * Bulk price and stock changes from the back-office product list (decision 0099). One rule for both doors (the list's
 * page action and POST /api/admin/products/bulk-price | bulk-stock), each with a preview that writes nothing and
 * answers what would change ("Zmení sa 12 variantov"), then the same call with `preview: false`.
 *
 * Prices: every price column of the selected products and of their variants with a price of their own moves — set to
 * a gross amount in the main currency, or by a percentage / an amount of it (decision 0080), rounded to the minor unit;
 * a set price leaves the sale prices as they are, a relative change moves them too (a sale keeps its discount). Each
 * new gross is stored through `netCzkForGross`, the product form's one conversion; then the price history
 * (`syncPriceHistory`) and the audit entries a product / variant save writes, and the product's cached pages are purged
 * (decision 0094). A product whose new price would not be positive, whose sale price would not stay below the regular
 * one, or whose gross no net can show, is refused whole and reported.
 *
 * Stock: set or add / subtract pieces in one store for every variant of the selected products (services keep none).
 * The stock rows are locked in the product's transaction; a change that would take any variant below zero refuses the
 * product (the CHECK stock_quantity_nonnegative is the backstop). Audit entries as a variant save; restock watchdogs of
 * variants that come back; cached pages purged only for products whose availability state changes (decision 0094: the
 * piece counts may lag, availability never does).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { z } from '../../lib/zod';
import { loadMainCurrency } from '../pricing/main-currency';
import { changeByPercent, formatMoney, netCzkForGross, type PricingCurrency } from '../pricing/pricing';
import { diffChanges, recordAudit, type Changes } from '../back-office/audit-log';
import { notifyRestockedWatchdogs } from '../watchdogs/restock-notifier';
import type { CatalogAdminDeps } from './admin-catalog-deps';
import {
  loadAdminProduct,
  lockProduct,
  productAuditView,
  syncPriceHistory,
  touchProduct,
  variantAuditView,
  type AdminProduct,
} from './admin-catalog-products';
import { productBulkSchema } from './admin-product-bulk';
import { getAvailabilityForVariants } from './availability';

const MAX_MONEY = 100_000_000;
const MAX_PIECES = 1_000_000;
/** a relative price change: above −100 % (a price never reaches zero this way), at most +1 000 % */
const PERCENT_MIN = -100;
const PERCENT_MAX = 1000;

const ids = productBulkSchema.shape.ids;
const preview = z.boolean().default(false).describe('true: answer what would change, write nothing');

const PRICE_BULK_MODES = ['set', 'percent', 'amount'] as const;
const STOCK_BULK_MODES = ['set', 'add'] as const;

export const productPriceBulkSchema = z
  .object({
    ids,
    mode: z
      .enum(PRICE_BULK_MODES)
      .describe('set: the gross price; percent: change by value %; amount: change by value (minor units, may be negative)'),
    value: z
      .number({ error: 'admin.bulk.price.error.value' })
      .describe("set / amount: minor units of the shop's main currency (EUR cents); percent: percent with at most 2 decimals"),
    preview,
  })
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (!Number.isFinite(v.value)) return issue('admin.bulk.price.error.value');
    if (v.mode === 'percent') {
      if (Math.abs(v.value * 100 - Math.round(v.value * 100)) > 1e-6) return issue('admin.bulk.price.error.percent_decimals');
      if (v.value <= PERCENT_MIN || v.value > PERCENT_MAX) return issue('admin.bulk.price.error.percent_range');
      if (v.value === 0) return issue('admin.bulk.price.error.zero');
      return;
    }
    if (!Number.isInteger(v.value)) return issue('admin.bulk.price.error.value');
    if (v.mode === 'set' && (v.value < 1 || v.value > MAX_MONEY)) return issue('admin.bulk.price.error.set_range');
    if (v.mode === 'amount' && (v.value === 0 || Math.abs(v.value) > MAX_MONEY)) return issue('admin.bulk.price.error.amount_range');
  });

export const productStockBulkSchema = z
  .object({
    ids,
    storeId: z.number({ error: 'admin.bulk.stock.error.store' }).int().positive().max(2_147_483_647),
    mode: z.enum(STOCK_BULK_MODES).describe('set: the pieces in the store; add: add (negative: take away) pieces'),
    quantity: z.number({ error: 'admin.bulk.stock.error.quantity' }).int('admin.bulk.stock.error.quantity'),
    preview,
  })
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['quantity'], message });
    if (v.mode === 'set' && (v.quantity < 0 || v.quantity > MAX_PIECES)) issue('admin.bulk.stock.error.set_range');
    if (v.mode === 'add' && (v.quantity === 0 || Math.abs(v.quantity) > MAX_PIECES)) issue('admin.bulk.stock.error.add_range');
  });

export type ProductPriceBulkInput = z.infer<typeof productPriceBulkSchema>;
export type ProductStockBulkInput = z.infer<typeof productStockBulkSchema>;

interface BulkChangeItem {
  id: number;
  name: string | null;
  outcome: 'changed' | 'unchanged' | 'refused' | 'not_found';
  /** variants whose price / stock changes (or would) */
  variants: number;
  message: string;
}

export interface BulkChangeResult {
  preview: boolean;
  /** products changed (or that would change) */
  changed: number;
  /** their variants */
  variants: number;
  refused: number;
  items: BulkChangeItem[];
  summary: string;
}

type Deps = Pick<CatalogAdminDeps, 'db' | 't' | 'now' | 'invalidate' | 'mailer' | 'publicUrl'>;

/** Thrown inside a product's transaction to roll it back with the reason (nothing of the product is written). */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function summarize(deps: Deps, items: BulkChangeItem[], isPreview: boolean, what: 'price' | 'stock'): BulkChangeResult {
  const changedItems = items.filter((i) => i.outcome === 'changed');
  const variants = changedItems.reduce((sum, i) => sum + i.variants, 0);
  const refused = items.filter((i) => i.outcome === 'refused' || i.outcome === 'not_found').length;
  const counts = { variants, products: changedItems.length, refused, unchanged: items.length - changedItems.length - refused };
  const summary = isPreview ? deps.t('admin.bulk.change.preview', counts) : deps.t(`admin.bulk.${what}.summary`, counts);
  return { preview: isPreview, changed: changedItems.length, variants, refused, items, summary };
}

/** One product's work in its own transaction; a Refusal rolls it back and becomes a "refused" item. */
async function perProduct(
  deps: Deps,
  id: number,
  work: (tx: Tx) => Promise<BulkChangeItem>,
  nameOf: () => string | null,
): Promise<BulkChangeItem> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const name = nameOf();
    return {
      id,
      name,
      outcome: 'refused',
      variants: 0,
      message: deps.t('admin.bulk.change.refused', { name: name ?? id, reason: error.reason }),
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// prices

/** The price columns of a product and its variants (net CZK haléře, null = none / the product's). */
interface PriceColumns {
  price: number;
  priceSale: number | null;
  variants: Array<{ id: number; code: string; price: number | null; priceSale: number | null }>;
}

/** The new net prices of `p` for the change, or a Refusal with the reason in Slovak. */
function newPrices(deps: Deps, p: AdminProduct, input: ProductPriceBulkInput, main: PricingCurrency): PriceColumns {
  const { t } = deps;
  const vat = p.vatRate;
  const move = (gross: number, isSale: boolean): number => {
    if (input.mode === 'set') return isSale ? gross : input.value;
    return input.mode === 'percent' ? changeByPercent(gross, input.value) : gross + input.value;
  };
  const toNet = (gross: number, keep: number): number => {
    if (gross <= 0) throw new Refusal(t('admin.bulk.price.refused_not_positive', { price: formatMoney(gross, main) }));
    if (gross > MAX_MONEY) throw new Refusal(t('admin.bulk.price.refused_too_high', { price: formatMoney(gross, main) }));
    const net = netCzkForGross(gross, vat, main, keep);
    if (net === null) throw new Refusal(t('admin.catalog.error.price_unreachable'));
    return net;
  };
  const price = move(p.priceGross, false);
  const sale = p.priceSaleGross === null ? null : move(p.priceSaleGross, true);
  if (sale !== null && sale >= price) throw new Refusal(t('admin.bulk.price.refused_sale', { price: formatMoney(price, main) }));
  const variants = p.variants.map((v) => {
    const own = v.priceGross === null ? null : move(v.priceGross, false);
    const ownSale = v.priceSaleGross === null ? null : move(v.priceSaleGross, true);
    if (ownSale !== null && ownSale >= (own ?? price))
      throw new Refusal(t('admin.bulk.price.refused_sale', { price: formatMoney(own ?? price, main) }));
    return {
      id: v.id,
      code: v.code,
      price: own === null ? null : toNet(own, v.price!),
      priceSale: ownSale === null ? null : toNet(ownSale, v.priceSale!),
    };
  });
  return { price: toNet(price, p.price), priceSale: sale === null ? null : toNet(sale, p.priceSale!), variants };
}

function samePrices(p: AdminProduct, next: PriceColumns): boolean {
  return (
    p.price === next.price &&
    p.priceSale === next.priceSale &&
    next.variants.every((v, i) => v.price === p.variants[i]!.price && v.priceSale === p.variants[i]!.priceSale)
  );
}

/** Audit entries as the product and variant saves write them: the product's diff (with `<code>.<field>` of its variants) and one per variant. */
async function auditProductChange(tx: Tx, userId: number, before: AdminProduct, after: AdminProduct, at: Date) {
  const changes: Changes = diffChanges(productAuditView(before), productAuditView(after));
  for (const v of before.variants) {
    const variantChanges = diffChanges(variantAuditView(v), variantAuditView(after.variants.find((a) => a.id === v.id)));
    if (Object.keys(variantChanges).length === 0) continue;
    await recordAudit(tx, { userId, entity: 'product_variants', entityId: v.id, action: 'update', changes: variantChanges, at });
    for (const [k, change] of Object.entries(variantChanges)) changes[`${v.code}.${k}`] = change;
  }
  if (Object.keys(changes).length > 0)
    await recordAudit(tx, { userId, entity: 'products', entityId: before.id, action: 'update', changes, at });
}

export async function bulkChangeProductPrices(deps: Deps, input: ProductPriceBulkInput, userId: number): Promise<BulkChangeResult> {
  const { t } = deps;
  const main = await loadMainCurrency(deps.db);
  const items: BulkChangeItem[] = [];
  for (const id of [...new Set(input.ids)]) {
    let name: string | null = null;
    const at = deps.now();
    const item = await perProduct(
      deps,
      id,
      async (tx): Promise<BulkChangeItem> => {
        if (!input.preview && !(await lockProduct(tx, id))) return notFound(deps, id);
        const before = await loadAdminProduct(tx, id);
        if (!before) return notFound(deps, id);
        name = before.name;
        const next = newPrices(deps, before, input, main);
        if (samePrices(before, next))
          return { id, name, outcome: 'unchanged', variants: 0, message: t('admin.bulk.price.unchanged', { name }) };
        const variants = before.variants.length;
        const from = formatMoney(before.priceGross, main);
        if (input.preview) {
          const to = formatMoney(input.mode === 'set' ? input.value : movedGross(before.priceGross, input), main);
          return { id, name, outcome: 'changed', variants, message: t('admin.bulk.price.item', { name, from, to, variants }) };
        }
        await queryRows(
          tx,
          sql`UPDATE products SET price = ${next.price}, price_sale = ${next.priceSale}, updated_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`,
        );
        for (const v of next.variants) {
          const old = before.variants.find((b) => b.id === v.id)!;
          if (old.price === v.price && old.priceSale === v.priceSale) continue;
          await queryRows(tx, sql`UPDATE product_variants SET price = ${v.price}, price_sale = ${v.priceSale} WHERE id = ${v.id}`);
        }
        await syncPriceHistory(tx, id, at);
        const after = (await loadAdminProduct(tx, id))!;
        await auditProductChange(tx, userId, before, after, at);
        const to = formatMoney(after.priceGross, main);
        return { id, name, outcome: 'changed', variants, message: t('admin.bulk.price.item', { name, from, to, variants }) };
      },
      () => name,
    );
    items.push(item);
  }
  const result = summarize(deps, items, input.preview, 'price');
  const changedIds = items.filter((i) => i.outcome === 'changed').map((i) => i.id);
  if (!input.preview && changedIds.length > 0) deps.invalidate({ productIds: changedIds });
  return result;
}

function movedGross(gross: number, input: ProductPriceBulkInput): number {
  return input.mode === 'percent' ? changeByPercent(gross, input.value) : gross + input.value;
}

function notFound(deps: Deps, id: number): BulkChangeItem {
  return { id, name: null, outcome: 'not_found', variants: 0, message: deps.t('admin.bulk.product.not_found', { id }) };
}

// ---------------------------------------------------------------------------------------------------------------------
// stock

/**
 * Writes the planned quantities: a set stores the number; an add changes the row as the database holds it
 * (quantity + n), so the CHECK stock_quantity_nonnegative refuses anything below zero whatever ran in between.
 * Missing rows are created (an add there is never negative: the plan refused it).
 */
async function writeStockChange(
  tx: Tx,
  input: ProductStockBulkInput,
  moving: ReadonlyArray<{ id: number; from: number; to: number; hasRow: boolean }>,
) {
  const existing = moving.filter((p) => p.hasRow);
  const missing = moving.filter((p) => !p.hasRow);
  if (existing.length > 0) {
    const ids = sql.join(
      existing.map((p) => sql`${p.id}`),
      sql`, `,
    );
    await queryRows(
      tx,
      input.mode === 'set'
        ? sql`UPDATE stock SET quantity = ${input.quantity} WHERE store_id = ${input.storeId} AND variant_id IN (${ids})`
        : sql`UPDATE stock SET quantity = quantity + ${input.quantity} WHERE store_id = ${input.storeId} AND variant_id IN (${ids})`,
    );
  }
  if (missing.length > 0) {
    await queryRows(
      tx,
      sql`INSERT INTO stock (variant_id, store_id, quantity)
          VALUES ${sql.join(
            missing.map((p) => sql`(${p.id}, ${input.storeId}, ${p.to})`),
            sql`, `,
          )}
          ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity =
            ${input.mode === 'set' ? sql`excluded.quantity` : sql`stock.quantity + excluded.quantity`}`,
    );
  }
}

export async function bulkChangeProductStock(
  deps: Deps,
  input: ProductStockBulkInput,
  userId: number,
): Promise<BulkChangeResult | { errors: Record<string, string[]> }> {
  const { t } = deps;
  const [store] = await queryRows<{ name: string }>(deps.db, sql`SELECT name FROM stores WHERE id = ${input.storeId}`);
  if (!store) return { errors: { storeId: [t('admin.bulk.stock.error.store')] } };
  const items: BulkChangeItem[] = [];
  const restocked: number[] = [];
  const crossed: number[] = [];
  for (const id of [...new Set(input.ids)]) {
    let name: string | null = null;
    const at = deps.now();
    const item = await perProduct(
      deps,
      id,
      async (tx): Promise<BulkChangeItem> => {
        if (!input.preview && !(await lockProduct(tx, id))) return notFound(deps, id);
        const [product] = await queryRows<{ name: string; is_service: boolean }>(
          tx,
          sql`SELECT name, is_service FROM products WHERE id = ${id}`,
        );
        if (!product) return notFound(deps, id);
        name = product.name;
        if (product.is_service) return { id, name, outcome: 'unchanged', variants: 0, message: t('admin.bulk.stock.service', { name }) };
        // the rows of this store locked first, then read: orders and other stock writes wait for this product's change
        if (!input.preview)
          await queryRows(
            tx,
            sql`SELECT 1 FROM stock s JOIN product_variants v ON v.id = s.variant_id
                WHERE v.product_id = ${id} AND s.store_id = ${input.storeId} ORDER BY s.variant_id FOR UPDATE OF s`,
          );
        const rows = await queryRows<{ id: number; code: string; quantity: number | null }>(
          tx,
          sql`SELECT v.id, v.code, s.quantity FROM product_variants v
              LEFT JOIN stock s ON s.variant_id = v.id AND s.store_id = ${input.storeId}
              WHERE v.product_id = ${id} ORDER BY v.id`,
        );
        const plan = rows.map((r) => {
          const from = Number(r.quantity ?? 0);
          const to = input.mode === 'set' ? input.quantity : from + input.quantity;
          return { id: Number(r.id), code: r.code, from, to, hasRow: r.quantity !== null };
        });
        const short = plan.find((p) => p.to < 0);
        if (short)
          throw new Refusal(t('admin.bulk.stock.refused_below_zero', { code: short.code, store: store.name, quantity: short.from }));
        const moving = plan.filter((p) => p.to !== p.from);
        if (moving.length === 0) return { id, name, outcome: 'unchanged', variants: 0, message: t('admin.bulk.stock.unchanged', { name }) };
        const line = t('admin.bulk.stock.item', {
          name,
          store: store.name,
          variants: moving.length,
          changes: moving.map((p) => `${p.code} ${p.from} → ${p.to}`).join(', '),
        });
        if (input.preview) return { id, name, outcome: 'changed', variants: moving.length, message: line };

        const variantIds = moving.map((p) => p.id);
        const before = await getAvailabilityForVariants(tx, variantIds, { now: at });
        await writeStockChange(tx, input, moving);
        const after = await getAvailabilityForVariants(tx, variantIds, { now: at });
        await touchProduct(tx, id, at);
        const productChanges: Changes = {};
        for (const p of moving) {
          const change = { [`stock.${input.storeId}`]: { from: p.from, to: p.to } };
          await recordAudit(tx, { userId, entity: 'product_variants', entityId: p.id, action: 'update', changes: change, at });
          productChanges[`${p.code}.stock.${input.storeId}`] = change[`stock.${input.storeId}`]!;
        }
        await recordAudit(tx, { userId, entity: 'products', entityId: id, action: 'update', changes: productChanges, at });
        for (const p of moving) {
          const was = before.get(p.id);
          const now = after.get(p.id);
          if (was && now && was.total === 0 && now.total > 0) restocked.push(p.id);
          if (was?.verdict.state !== now?.verdict.state && !crossed.includes(id)) crossed.push(id);
        }
        return { id, name, outcome: 'changed', variants: moving.length, message: line };
      },
      () => name,
    );
    items.push(item);
  }
  // decision 0094: the pages change with the availability state; "Skladom N ks" may lag like any stock count
  if (crossed.length > 0) deps.invalidate({ productIds: crossed });
  if (restocked.length > 0) {
    try {
      await notifyRestockedWatchdogs(
        { db: deps.db, mailer: deps.mailer, t: deps.t, publicUrl: deps.publicUrl, now: deps.now },
        { variantIds: restocked },
      );
    } catch (error) {
      console.error('[admin] restock watchdogs after a bulk stock change failed; the periodic run will retry', error);
    }
  }
  return summarize(deps, items, input.preview, 'stock');
}
