/**
 * Back-office catalogue (decision 0032): the zod schemas of the product, variant, image and category forms,
 * shared by the API (/api/admin/products*, /api/admin/categories*) and the page actions (/admin/produkty*,
 * /admin/kategorie*), plus the helpers that turn a submitted HTML form (gross prices in the main currency, datetime-local values
 * in Europe/Bratislava, checkboxes, "name = value" lines) into the API's JSON shape. Browser-safe.
 *
 * Prices (decision 0080): the owner types and reads GROSS prices in the shop's main currency (EUR): `priceGross` /
 * `priceSaleGross` are integers in its minor units (19,90 € = 1990), and the domain stores the net CZK haléře that
 * show exactly that amount (src/domain/pricing). `price` / `priceSale` (net CZK haléře, the stored values) are still
 * accepted when `priceGross` is not given. The gift threshold is typed gross in the main currency
 * (`giftThresholdAmount`) and stored as gross CZK haléře (`giftThresholdGross`, still accepted without it).
 */
import { DELIVERY_RESTRICTIONS, PRODUCT_RELATION_KINDS } from '../../lib/enums';
import { z } from '../../lib/zod';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';
import { isoToShopLocalInput, shopLocalInputToIso } from '../../lib/shop-time';

const MAX_INT = 2_147_483_647;

/** Image uploads (admin-catalog-images.ts checks them by content): per file, per upload, smallest side in px. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_FILES = 10;
export const IMAGE_MIN_SIDE = 200;
const id = z.number().int().positive().max(MAX_INT);
const money = z.number().int().min(0).max(100_000_000);
const slugRegex = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const codeRegex = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;
const isoDateTime = z.iso.datetime({ offset: true });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const productParameterSchema = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.string().trim().min(1).max(200),
});

const productRelationSchema = z.object({
  productId: id,
  kind: z.enum(PRODUCT_RELATION_KINDS),
});

export const productInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    slug: z
      .string()
      .trim()
      .max(200)
      .regex(slugRegex, { message: 'admin.catalog.error.slug' })
      .or(z.literal(''))
      .nullish()
      .describe('URL slug; generated from the name when empty, made unique with -2, -3 …'),
    code: z.string().trim().min(1).max(64).regex(codeRegex, { message: 'admin.catalog.error.code' }),
    ean: z
      .string()
      .trim()
      .regex(/^\d{8,14}$/, { message: 'admin.catalog.error.ean' })
      .or(z.literal(''))
      .nullish()
      .transform((v) => (v ? v : null)),
    shortDescription: optionalText(1000).describe('plain text'),
    description: optionalText(100_000).describe('rich text (HTML), sanitized on save and on display'),
    metaDescription: optionalText(300),
    brandId: id.nullish().transform((v) => v ?? null),
    defaultCategoryId: id.describe('the default category (breadcrumb, product URL)'),
    categoryIds: z.array(id).max(100).default([]).describe('further categories the product is listed in'),
    taxRateId: id,
    priceGross: money
      .optional()
      .describe("gross price as the owner types it, minor units of the shop's main currency (EUR cents: 19,90 € = 1990); wins over price"),
    priceSaleGross: money
      .nullish()
      .describe('gross sale price, minor units of the main currency; read (null = none) whenever priceGross is given'),
    price: money.optional().describe('net price, CZK haléře (the stored value); used only without priceGross'),
    priceSale: money
      .nullish()
      .transform((v) => v ?? null)
      .describe('net sale price, CZK haléře; used only without priceGross'),
    isPriceSaleActive: z.boolean().default(false),
    saleFrom: isoDateTime.nullish().transform((v) => v ?? null),
    saleTo: isoDateTime.nullish().transform((v) => v ?? null),
    isAdult: z.boolean().default(false).describe('18+ product (age confirmation on the product page)'),
    isVisible: z.boolean().default(true),
    isTop: z.boolean().default(false),
    isService: z.boolean().default(false),
    isGift: z.boolean().default(false),
    giftThresholdAmount: money
      .nullish()
      .describe(
        "gross cart total from which the gift may be picked, minor units of the shop's main currency (25 € = 2500), on its threshold step; given (also null), it wins over giftThresholdGross",
      ),
    giftThresholdGross: money
      .nullish()
      .transform((v) => v ?? null)
      .describe('the same in gross CZK haléře (the stored value), used without giftThresholdAmount'),
    publishedAt: isoDateTime
      .nullish()
      .transform((v) => v ?? null)
      .describe('shown from this moment; null = at once'),
    deliveryRestriction: z
      .enum(DELIVERY_RESTRICTIONS)
      .nullish()
      .transform((v) => v ?? null)
      .describe(
        'how it may travel (decision 0051): null = any carrier, pickup_only = only picked up at a branch, no_packeta = not to a Packeta point',
      ),
    parameters: z.array(productParameterSchema).max(100).default([]),
    relations: z.array(productRelationSchema).max(200).default([]),
  })
  .superRefine((p, ctx) => {
    const gross = p.priceGross !== undefined;
    const regular = gross ? p.priceGross : p.price;
    const sale = gross ? (p.priceSaleGross ?? null) : p.priceSale;
    const saleField = gross ? 'priceSaleGross' : 'priceSale';
    if (regular === undefined) ctx.addIssue({ code: 'custom', path: ['priceGross'], message: 'validation.required' });
    if (p.isPriceSaleActive && sale === null)
      ctx.addIssue({ code: 'custom', path: [saleField], message: 'admin.catalog.error.sale_missing' });
    if (sale !== null && regular !== undefined && sale >= regular)
      ctx.addIssue({ code: 'custom', path: [saleField], message: 'admin.catalog.error.sale_not_lower' });
    if (p.saleFrom && p.saleTo && Date.parse(p.saleTo) < Date.parse(p.saleFrom))
      ctx.addIssue({ code: 'custom', path: ['saleTo'], message: 'admin.catalog.error.sale_window' });
    const giftAmount = p.giftThresholdAmount !== undefined;
    if (p.isGift && (giftAmount ? p.giftThresholdAmount : p.giftThresholdGross) == null)
      ctx.addIssue({
        code: 'custom',
        path: [giftAmount ? 'giftThresholdAmount' : 'giftThresholdGross'],
        message: 'admin.catalog.error.gift_threshold',
      });
  });

export type ProductInput = z.infer<typeof productInputSchema>;

const stockEntrySchema = z.object({ storeId: id, quantity: z.number().int().min(0).max(1_000_000) });

export const variantInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    code: z.string().trim().min(1).max(64).regex(codeRegex, { message: 'admin.catalog.error.code' }),
    ean: z
      .string()
      .trim()
      .regex(/^\d{8,14}$/, { message: 'admin.catalog.error.ean' })
      .or(z.literal(''))
      .nullish()
      .transform((v) => (v ? v : null)),
    size: optionalText(50),
    color: optionalText(50),
    priceGross: money
      .nullish()
      .describe(
        "gross price, minor units of the shop's main currency (EUR cents); null = the product's price; given (also null), it wins over price",
      ),
    priceSaleGross: money.nullish().describe("gross sale price, minor units of the main currency; null = the product's sale price"),
    price: money
      .nullish()
      .transform((v) => v ?? null)
      .describe("net CZK haléře (the stored value), used only without priceGross; null = the product's price"),
    priceSale: money
      .nullish()
      .transform((v) => v ?? null)
      .describe("net CZK haléře, used only without priceGross; null = the product's sale price"),
    isPriceSaleActive: z.boolean().default(false),
    isDefault: z.boolean().default(false),
    position: z.number().int().min(0).max(10_000).default(0),
    restockDate: z
      .union([z.iso.date({ message: 'validation.invalid' }), z.literal('')])
      .nullish()
      .transform((v) => (v ? v : null))
      .describe('expected restock date YYYY-MM-DD; with no stock anywhere the variant is sold on back-order until then (decision 0058)'),
    stock: z.array(stockEntrySchema).max(200).default([]).describe('quantity per store; stores not listed keep their stock'),
  })
  .superRefine((v, ctx) => {
    const gross = v.priceGross !== undefined;
    const regular = gross ? (v.priceGross ?? null) : v.price;
    const sale = gross ? (v.priceSaleGross ?? null) : v.priceSale;
    const saleField = gross ? 'priceSaleGross' : 'priceSale';
    if (v.isPriceSaleActive && sale === null && regular !== null)
      ctx.addIssue({ code: 'custom', path: [saleField], message: 'admin.catalog.error.sale_missing' });
    if (sale !== null && regular !== null && sale >= regular)
      ctx.addIssue({ code: 'custom', path: [saleField], message: 'admin.catalog.error.sale_not_lower' });
    const stores = new Set<number>();
    v.stock.forEach((s, i) => {
      if (stores.has(s.storeId)) ctx.addIssue({ code: 'custom', path: ['stock', i, 'storeId'], message: 'validation.invalid' });
      stores.add(s.storeId);
    });
  });

export type VariantInput = z.infer<typeof variantInputSchema>;

export const imageUpdateSchema = z.object({
  alt: optionalText(200),
  position: z.number().int().min(0).max(10_000),
});

export const categoryInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  slug: z.string().trim().max(200).regex(slugRegex, { message: 'admin.catalog.error.slug' }).or(z.literal('')).nullish(),
  parentId: id.nullish().transform((v) => v ?? null),
  description: optionalText(100_000).describe('rich text (HTML), sanitized on save and on display'),
  isVisible: z.boolean().default(true),
  position: z.number().int().min(0).max(100_000).default(0),
});

export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down']) });

// ---------------------------------------------------------------------------------------------------------------------
// product list

export const PRODUCT_SORTS = ['id', 'name', 'code', 'price', 'stock', 'updated_at'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productListFilterSchema = z.object({
  q: z.string().trim().max(100).optional().describe('name (diacritics ignored) or code, part of it'),
  kategoria: z.coerce.number().int().positive().max(MAX_INT).optional().describe('category id (its subcategories included)'),
  viditelnost: z.enum(['visible', 'hidden']).optional(),
  sklad: z.enum(['in', 'out']).optional().describe('in: some stock in an active store; out: none (services count as in stock)'),
});
export type ProductListFilters = z.infer<typeof productListFilterSchema>;

/** Filters from a query string; malformed values are dropped (a list never fails on a hand-edited URL). */
export function parseProductListFilters(params: URLSearchParams): ProductListFilters {
  const out: ProductListFilters = {};
  for (const key of ['q', 'kategoria', 'viditelnost', 'sklad'] as const) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = productListFilterSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') (out as Record<string, unknown>)[key] = parsed.data;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// HTML form → JSON

const intOrRaw = (raw: string | undefined): number | string | null => {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  return /^\d{1,10}$/.test(text) ? Number(text) : text;
};

/** "name = value" per line → parameters (lines without '=' are kept whole as a name, which the schema refuses). */
function parseParameterLines(raw: string | undefined): Array<{ name: string; value: string }> {
  return (raw ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0 ? { name: line, value: '' } : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

function formatParameterLines(parameters: ReadonlyArray<{ name: string; value: string }>): string {
  return parameters.map((p) => `${p.name} = ${p.value}`).join('\n');
}

/** "12, 15 31" → [12, 15, 31]; a token that is not a number is kept (the schema refuses it). */
function parseIdList(raw: string | undefined): Array<number | string> {
  return (raw ?? '')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((token) => (/^\d{1,10}$/.test(token) ? Number(token) : token));
}

type FormValues = Record<string, string | undefined>;
const checked = (values: FormValues, name: string) => values[name] === 'on' || values[name] === 'true' || values[name] === '1';

/**
 * The product form's fields → the API's JSON. `values` are single text fields; `lists` the repeated ones
 * (categoryIds checkboxes). Related products are typed per kind as lists of product ids (related_ids, similar_ids,
 * addon_ids).
 */
export function productFormToInput(values: FormValues, lists: { categoryIds: string[] }): Record<string, unknown> {
  const relations: Array<{ productId: number | string; kind: string }> = [];
  for (const kind of PRODUCT_RELATION_KINDS)
    for (const productId of parseIdList(values[`${kind}_ids`])) relations.push({ productId, kind });
  return {
    name: values.name ?? '',
    slug: values.slug ?? '',
    code: values.code ?? '',
    ean: values.ean ?? '',
    shortDescription: values.shortDescription ?? '',
    description: values.description ?? '',
    metaDescription: values.metaDescription ?? '',
    brandId: intOrRaw(values.brandId),
    defaultCategoryId: intOrRaw(values.defaultCategoryId) ?? undefined,
    categoryIds: lists.categoryIds.map((v) => intOrRaw(v)).filter((v) => v !== null),
    taxRateId: intOrRaw(values.taxRateId) ?? undefined,
    priceGross: parseMoneyInput(values.priceGross) ?? undefined,
    priceSaleGross: parseMoneyInput(values.priceSaleGross),
    isPriceSaleActive: checked(values, 'isPriceSaleActive'),
    saleFrom: shopLocalInputToIso(values.saleFrom),
    saleTo: shopLocalInputToIso(values.saleTo),
    isAdult: checked(values, 'isAdult'),
    isVisible: checked(values, 'isVisible'),
    isTop: checked(values, 'isTop'),
    isService: checked(values, 'isService'),
    isGift: checked(values, 'isGift'),
    giftThresholdAmount: parseMoneyInput(values.giftThresholdAmount),
    publishedAt: shopLocalInputToIso(values.publishedAt),
    deliveryRestriction: values.deliveryRestriction ? values.deliveryRestriction : null,
    parameters: parseParameterLines(values.parameters),
    relations,
  };
}

/** The variant form's fields (stock inputs named stock_<storeId>) → the API's JSON. */
export function variantFormToInput(values: FormValues): Record<string, unknown> {
  const stock: Array<{ storeId: number; quantity: number | string }> = [];
  for (const [name, value] of Object.entries(values)) {
    const m = /^stock_(\d{1,10})$/.exec(name);
    if (!m || value === undefined) continue;
    const text = value.trim();
    stock.push({ storeId: Number(m[1]), quantity: text === '' ? 0 : /^\d{1,9}$/.test(text) ? Number(text) : text });
  }
  return {
    name: values.name ?? '',
    code: values.code ?? '',
    ean: values.ean ?? '',
    size: values.size ?? '',
    color: values.color ?? '',
    priceGross: parseMoneyInput(values.priceGross),
    priceSaleGross: parseMoneyInput(values.priceSaleGross),
    isPriceSaleActive: checked(values, 'isPriceSaleActive'),
    isDefault: checked(values, 'isDefault'),
    position: intOrRaw(values.position) ?? 0,
    restockDate: values.restockDate?.trim() ?? '',
    stock,
  };
}

export function categoryFormToInput(values: FormValues): Record<string, unknown> {
  return {
    name: values.name ?? '',
    slug: values.slug ?? '',
    parentId: intOrRaw(values.parentId),
    description: values.description ?? '',
    isVisible: checked(values, 'isVisible'),
    position: intOrRaw(values.position) ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// saved record → form values (the edit pages' defaults)

interface ProductLike {
  name: string;
  slug: string;
  code: string;
  ean: string | null;
  shortDescription: string | null;
  description: string | null;
  metaDescription: string | null;
  brandId: number | null;
  defaultCategoryId: number | null;
  categoryIds: number[];
  taxRateId: number;
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
  giftThresholdAmount: number | null;
  publishedAt: string | null;
  deliveryRestriction: string | null;
  parameters: Array<{ name: string; value: string }>;
  relations: Array<{ productId: number; kind: string }>;
}

const on = (flag: boolean) => (flag ? 'on' : undefined);

export function productFormValues(p: ProductLike): { values: Record<string, string | undefined>; categoryIds: string[] } {
  const ids = (kind: string) =>
    p.relations
      .filter((r) => r.kind === kind)
      .map((r) => r.productId)
      .join(', ');
  return {
    values: {
      name: p.name,
      slug: p.slug,
      code: p.code,
      ean: p.ean ?? '',
      shortDescription: p.shortDescription ?? '',
      description: p.description ?? '',
      metaDescription: p.metaDescription ?? '',
      brandId: p.brandId === null ? '' : String(p.brandId),
      defaultCategoryId: p.defaultCategoryId === null ? '' : String(p.defaultCategoryId),
      taxRateId: String(p.taxRateId),
      priceGross: formatMoneyInput(p.priceGross),
      priceSaleGross: formatMoneyInput(p.priceSaleGross),
      isPriceSaleActive: on(p.isPriceSaleActive),
      saleFrom: isoToShopLocalInput(p.saleFrom),
      saleTo: isoToShopLocalInput(p.saleTo),
      isAdult: on(p.isAdult),
      isVisible: on(p.isVisible),
      isTop: on(p.isTop),
      isService: on(p.isService),
      isGift: on(p.isGift),
      giftThresholdAmount: formatMoneyInput(p.giftThresholdAmount),
      publishedAt: isoToShopLocalInput(p.publishedAt),
      deliveryRestriction: p.deliveryRestriction ?? '',
      parameters: formatParameterLines(p.parameters),
      related_ids: ids('related'),
      similar_ids: ids('similar'),
      addon_ids: ids('addon'),
    },
    categoryIds: p.categoryIds.map(String),
  };
}

interface VariantLike {
  name: string;
  code: string;
  ean: string | null;
  size: string | null;
  color: string | null;
  priceGross: number | null;
  priceSaleGross: number | null;
  isPriceSaleActive: boolean;
  isDefault: boolean;
  position: number;
  restockDate: string | null;
  stock: Record<string, number>;
}

export function variantFormValues(v: VariantLike, storeIds: readonly number[]): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {
    name: v.name,
    code: v.code,
    ean: v.ean ?? '',
    size: v.size ?? '',
    color: v.color ?? '',
    priceGross: formatMoneyInput(v.priceGross),
    priceSaleGross: formatMoneyInput(v.priceSaleGross),
    isPriceSaleActive: on(v.isPriceSaleActive),
    isDefault: on(v.isDefault),
    position: String(v.position),
    restockDate: v.restockDate ?? '',
  };
  for (const id of storeIds) values[`stock_${id}`] = String(v.stock[String(id)] ?? 0);
  return values;
}
