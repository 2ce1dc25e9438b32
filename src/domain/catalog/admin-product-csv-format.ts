/**
 * The product CSV's columns and cell formats (decision 0106), shared by the export and the import: one row per
 * variant, product columns repeated, gross prices in the shop's main currency with a decimal comma (decision 0080),
 * "áno" / "nie" for switches, a stock column per active store. Headers are the owner's words; the import finds the
 * columns by them, so a column may be left out (its values are kept) or moved.
 */
import type { Translate } from '../../i18n';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';
import { z } from '../../lib/zod';

/** Largest file the import takes (a 50 000-product catalogue with 14 stock columns is about 12 MB). */
export const PRODUCT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const PRODUCT_CSV_COLUMNS = [
  'productCode',
  'productName',
  'price',
  'priceSale',
  'saleActive',
  'visible',
  'variantCode',
  'ean',
  'variantName',
  'size',
  'color',
  'variantPrice',
  'variantPriceSale',
  'variantSaleActive',
] as const;
type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** a stock column: `stock:<storeId>` */
export type StockColumn = `stock:${number}`;
export type CsvColumnKey = ProductCsvColumn | StockColumn;

export interface CsvStore {
  id: number;
  name: string;
}

export const stockColumn = (storeId: number): StockColumn => `stock:${storeId}`;

/** The header of each column, in file order: the fixed columns, then one per store. */
export function productCsvHeaders(
  t: Translate,
  currencyCode: string,
  stores: readonly CsvStore[],
): Array<{ key: CsvColumnKey; header: string }> {
  return [
    ...PRODUCT_CSV_COLUMNS.map((key) => ({ key, header: t(`admin.product_csv.col.${key}`, { currency: currencyCode }) })),
    ...stores.map((s) => ({ key: stockColumn(s.id), header: t('admin.product_csv.col.stock', { store: s.name }) })),
  ];
}

/** Minor units → the cell's text ("19,90"); null → empty. */
export const moneyCell = (minor: number | null, decimals: number): string => formatMoneyInput(minor, decimals);

export const boolCell = (t: Translate, value: boolean): string => t(value ? 'admin.product_csv.yes' : 'admin.product_csv.no');

const YES = new Set(['áno', 'ano', 'a', 'yes', 'y', 'true', '1', 'x']);
const NO = new Set(['nie', 'ne', 'n', 'no', 'false', '0', '']);

/** A switch cell: "áno" / "nie" (also ano, 1/0, true/false; empty = nie); undefined when it is neither. */
export function parseBoolCell(raw: string): boolean | undefined {
  const text = raw.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return undefined;
}

/**
 * The cells of one row, checked one by one (decision 0106): amounts as typed in a Slovak spreadsheet ("19,90",
 * "19.90", "1 234,50 €"), switches, whole stock counts. Messages are catalog keys; the form schemas
 * (admin-catalog-schema.ts) check the values together afterwards.
 */
export function productCsvRowSchema(decimals: number, storeIds: readonly number[]) {
  const money = z.string().transform((raw, ctx) => {
    const value = parseMoneyInput(raw, { decimals });
    if (value === null || !Number.isNaN(value)) return value;
    ctx.addIssue({ code: 'custom', message: 'admin.product_csv.error.money' });
    return z.NEVER;
  });
  const bool = z.string().transform((raw, ctx) => {
    const value = parseBoolCell(raw);
    if (value !== undefined) return value;
    ctx.addIssue({ code: 'custom', message: 'admin.product_csv.error.bool' });
    return z.NEVER;
  });
  const quantity = z.string().transform((raw, ctx) => {
    const text = raw.trim();
    if (text === '') return 0;
    if (/^\d{1,7}$/.test(text)) return Number(text);
    ctx.addIssue({ code: 'custom', message: 'admin.product_csv.error.quantity' });
    return z.NEVER;
  });
  const text = z.string().transform((raw) => raw.trim());
  return z.object({
    productCode: text.optional(),
    productName: text.optional(),
    price: money.optional(),
    priceSale: money.optional(),
    saleActive: bool.optional(),
    visible: bool.optional(),
    variantCode: z.string().trim().min(1, 'admin.product_csv.error.code_missing'),
    ean: text.optional(),
    variantName: text.optional(),
    size: text.optional(),
    color: text.optional(),
    variantPrice: money.optional(),
    variantPriceSale: money.optional(),
    variantSaleActive: bool.optional(),
    stock: z.object(Object.fromEntries(storeIds.map((id) => [String(id), quantity.optional()]))),
  });
}
export type ProductCsvRow = {
  productCode?: string;
  productName?: string;
  price?: number | null;
  priceSale?: number | null;
  saleActive?: boolean;
  visible?: boolean;
  variantCode: string;
  ean?: string;
  variantName?: string;
  size?: string;
  color?: string;
  variantPrice?: number | null;
  variantPriceSale?: number | null;
  variantSaleActive?: boolean;
  stock: Record<string, number | undefined>;
};
