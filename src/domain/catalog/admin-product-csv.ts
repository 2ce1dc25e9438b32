/**
 * The catalogue as a spreadsheet (decision 0106): export every variant as one CSV row (UTF-8 with BOM, `;`, gross
 * prices in the main currency as the back office shows them, decision 0080) streamed in keyset batches, and import
 * the edited file back: every row checked (cells, then the product and variant form schemas), a preview of what
 * would change, and on the owner's confirm everything applied in ONE transaction through the product form's own
 * domain functions (price history, audit entries), the caches dropped after the commit (decision 0094).
 *
 * Rows are identified by the variant code (unique in the shop); a row with an unknown variant code and a known
 * product code adds a variant to that product. The uploaded file waits in product_imports between preview and
 * confirm, so any app server can apply it.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import type { MessageKey, Translate } from '../../i18n';
import { formatZodError } from '../../lib/validation';
import { hasAdminRole } from '../back-office/roles';
import { recordAudit } from '../back-office/audit-log';
import { loadMainCurrency } from '../pricing/main-currency';
import { formatMoney, unitGross, type PricingCurrency } from '../pricing/pricing';
import { notifyRestockedWatchdogs } from '../watchdogs/restock-notifier';
import type { CatalogAdminDeps } from './admin-catalog-deps';
import {
  createVariantInTx,
  loadAdminProduct,
  updateProductInTx,
  updateVariantInTx,
  type AdminProduct,
  type WriteResult,
} from './admin-catalog-products';
import { productInputSchema, variantInputSchema, type ProductInput, type VariantInput } from './admin-catalog-schema';
import {
  boolCell,
  moneyCell,
  PRODUCT_IMPORT_MAX_BYTES,
  productCsvHeaders,
  productCsvRowSchema,
  stockColumn,
  type CsvColumnKey,
  type CsvStore,
  type ProductCsvRow,
} from './admin-product-csv-format';

/** How long an uploaded file waits for the confirm. */
const IMPORT_TTL_MS = 2 * 60 * 60 * 1000;
/** Rows read per statement (export) and checked per look-up (import). */
const BATCH_ROWS = 500;
/** Changes and errors listed in the preview (the counts are always complete). */
const PREVIEW_LIST_MAX = 500;

type ImportUser = { id: number; scope: readonly string[] };
type ImportDeps = Pick<CatalogAdminDeps, 'db' | 't' | 'now' | 'invalidate' | 'mailer' | 'publicUrl'>;

async function activeStores(db: DbOrTx): Promise<CsvStore[]> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM stores WHERE is_active ORDER BY (kind = 'warehouse'), position, id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

// ---------------------------------------------------------------------------------------------------------------------
// current values

interface VariantState {
  variantId: number;
  productId: number;
  productCode: string;
  productName: string;
  vat: number;
  price: number;
  priceSale: number | null;
  saleActive: boolean;
  visible: boolean;
  variantCode: string;
  ean: string | null;
  variantName: string;
  size: string | null;
  color: string | null;
  variantPrice: number | null;
  variantPriceSale: number | null;
  variantSaleActive: boolean;
  isDefault: boolean;
  position: number;
  restockDate: string | null;
  stock: Map<number, number>;
}

type VariantRow = {
  variant_id: number;
  product_id: number;
  position: number;
  variant_code: string;
  ean: string | null;
  variant_name: string;
  size: string | null;
  color: string | null;
  v_price: number | null;
  v_price_sale: number | null;
  v_sale: boolean;
  is_default: boolean;
  restock_day: string | null;
  product_code: string;
  product_name: string;
  price: number;
  price_sale: number | null;
  p_sale: boolean;
  is_visible: boolean;
  rate: number;
};

const VARIANT_SELECT = sql`SELECT v.id AS variant_id, v.product_id, v.position, v.code AS variant_code, v.ean, v.name AS variant_name, v.size, v.color,
         v.price AS v_price, v.price_sale AS v_price_sale, v.is_price_sale_active AS v_sale, v.is_default, v.restock_date::text AS restock_day,
         p.code AS product_code, p.name AS product_name, p.price, p.price_sale, p.is_price_sale_active AS p_sale, p.is_visible, tr.rate
  FROM product_variants v JOIN products p ON p.id = v.product_id JOIN tax_rates tr ON tr.id = p.tax_rate_id`;

/** Stored rows → current values with gross prices in the main currency (decision 0080: what the back office shows). */
async function withStock(db: DbOrTx, rows: VariantRow[], main: PricingCurrency): Promise<VariantState[]> {
  const stock = new Map<number, Map<number, number>>();
  if (rows.length > 0) {
    const found = await queryRows<{ variant_id: number; store_id: number; quantity: number }>(
      db,
      sql`SELECT variant_id, store_id, quantity FROM stock WHERE variant_id IN (${sql.join(
        rows.map((r) => sql`${r.variant_id}`),
        sql`, `,
      )})`,
    );
    for (const s of found) {
      const entry = stock.get(Number(s.variant_id)) ?? new Map<number, number>();
      entry.set(Number(s.store_id), Number(s.quantity));
      stock.set(Number(s.variant_id), entry);
    }
  }
  return rows.map((r) => {
    const vat = Number(r.rate);
    const gross = (net: number | null) => (net === null ? null : unitGross(Number(net), vat, main));
    return {
      variantId: Number(r.variant_id),
      productId: Number(r.product_id),
      productCode: r.product_code,
      productName: r.product_name,
      vat,
      price: gross(r.price)!,
      priceSale: gross(r.price_sale),
      saleActive: r.p_sale,
      visible: r.is_visible,
      variantCode: r.variant_code,
      ean: r.ean,
      variantName: r.variant_name,
      size: r.size,
      color: r.color,
      variantPrice: gross(r.v_price),
      variantPriceSale: gross(r.v_price_sale),
      variantSaleActive: r.v_sale,
      isDefault: r.is_default,
      position: Number(r.position),
      restockDate: r.restock_day,
      stock: stock.get(Number(r.variant_id)) ?? new Map(),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// export

/**
 * The export's records, header first, read in keyset batches of `batchSize` variants (never the whole catalogue in
 * memory): each batch is one statement for the variants and one for their stock.
 */
export async function* productCsvRecords(db: DbOrTx, t: Translate, batchSize = BATCH_ROWS): AsyncGenerator<string[]> {
  const main = await loadMainCurrency(db);
  const stores = await activeStores(db);
  yield productCsvHeaders(t, main.code, stores).map((h) => h.header);
  let after: [number, number, number] = [0, -1, 0];
  for (;;) {
    const rows = await queryRows<VariantRow>(
      db,
      sql`${VARIANT_SELECT}
          WHERE (v.product_id, v.position, v.id) > (${after[0]}, ${after[1]}, ${after[2]})
          ORDER BY v.product_id, v.position, v.id LIMIT ${batchSize}`,
    );
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = [Number(last.product_id), Number(last.position), Number(last.variant_id)];
    for (const v of await withStock(db, rows, main)) {
      yield [
        v.productCode,
        v.productName,
        moneyCell(v.price, main.decimals),
        moneyCell(v.priceSale, main.decimals),
        boolCell(t, v.saleActive),
        boolCell(t, v.visible),
        v.variantCode,
        v.ean ?? '',
        v.variantName,
        v.size ?? '',
        v.color ?? '',
        moneyCell(v.variantPrice, main.decimals),
        moneyCell(v.variantPriceSale, main.decimals),
        boolCell(t, v.variantSaleActive),
        ...stores.map((s) => String(v.stock.get(s.id) ?? 0)),
      ];
    }
    if (rows.length < batchSize) return;
  }
}

/** The export as a byte stream: UTF-8 with BOM and `;` so Slovak Excel opens it with its diacritics (csv-stringify). */
export function productCsvStream(db: DbOrTx, t: Translate): ReadableStream<Uint8Array> {
  const csv = Readable.from(productCsvRecords(db, t)).pipe(stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' }));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

export function productCsvFilename(now: Date): string {
  return `produkty-${now.toISOString().slice(0, 10)}.csv`;
}

// ---------------------------------------------------------------------------------------------------------------------
// import: reading and checking the file

interface ImportIssue {
  /** the spreadsheet's row number (1 = the header) */
  row: number;
  /** the column's header, null for the whole row or file */
  column: string | null;
  message: string;
}

interface FieldChange {
  column: string;
  from: string;
  to: string;
}

interface ImportChange {
  row: number;
  kind: 'new' | 'changed';
  variantCode: string;
  name: string;
  fields: FieldChange[];
}

interface ImportPlan {
  products: Map<number, { row: number; input: ProductInput }>;
  variants: Array<{ row: number; productId: number; variantId: number; input: VariantInput }>;
  created: Array<{ row: number; productId: number; input: VariantInput }>;
}

interface Analysis {
  rows: number;
  newRows: number;
  changedRows: number;
  unchangedRows: number;
  errorCount: number;
  errors: ImportIssue[];
  changes: ImportChange[];
  plan: ImportPlan;
}

/** UTF-8 (the export's encoding, "CSV UTF-8" in Excel); a file that is not UTF-8 is read as Windows-1250, what Slovak Excel's plain "CSV" saves. */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

/** `;` unless the header line has only commas (a spreadsheet saved with the English list separator). */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return !firstLine.includes(';') && firstLine.includes(',') ? ',' : ';';
}

type ProductFields = Pick<VariantState, 'productName' | 'price' | 'priceSale' | 'saleActive' | 'visible'>;
const PRODUCT_FIELDS: Array<{ key: keyof ProductFields; column: 'productName' | 'price' | 'priceSale' | 'saleActive' | 'visible' }> = [
  { key: 'productName', column: 'productName' },
  { key: 'price', column: 'price' },
  { key: 'priceSale', column: 'priceSale' },
  { key: 'saleActive', column: 'saleActive' },
  { key: 'visible', column: 'visible' },
];
const VARIANT_FIELDS = ['variantName', 'ean', 'size', 'color', 'variantPrice', 'variantPriceSale', 'variantSaleActive'] as const;
const MONEY_COLUMNS = new Set<CsvColumnKey>(['price', 'priceSale', 'variantPrice', 'variantPriceSale']);

/** Schema paths of the product and variant forms → the CSV's columns (errors point at the cell the owner edits). */
const PRODUCT_FIELD_COLUMN: Record<string, CsvColumnKey> = {
  name: 'productName',
  code: 'productCode',
  priceGross: 'price',
  priceSaleGross: 'priceSale',
  isPriceSaleActive: 'saleActive',
  isVisible: 'visible',
};
const VARIANT_FIELD_COLUMN: Record<string, CsvColumnKey> = {
  name: 'variantName',
  code: 'variantCode',
  ean: 'ean',
  size: 'size',
  color: 'color',
  priceGross: 'variantPrice',
  priceSaleGross: 'variantPriceSale',
  isPriceSaleActive: 'variantSaleActive',
};

function productInputOf(p: AdminProduct): Record<string, unknown> {
  return {
    name: p.name,
    slug: p.slug,
    code: p.code,
    ean: p.ean,
    shortDescription: p.shortDescription,
    description: p.description,
    metaDescription: p.metaDescription,
    brandId: p.brandId,
    defaultCategoryId: p.defaultCategoryId ?? undefined,
    categoryIds: p.categoryIds,
    taxRateId: p.taxRateId,
    priceGross: p.priceGross,
    priceSaleGross: p.priceSaleGross,
    isPriceSaleActive: p.isPriceSaleActive,
    saleFrom: p.saleFrom,
    saleTo: p.saleTo,
    isAdult: p.isAdult,
    isVisible: p.isVisible,
    isTop: p.isTop,
    isService: p.isService,
    isGift: p.isGift,
    giftThresholdGross: p.giftThresholdGross,
    publishedAt: p.publishedAt,
    deliveryRestriction: p.deliveryRestriction,
    parameters: p.parameters,
    relations: p.relations.map((r) => ({ productId: r.productId, kind: r.kind })),
  };
}

class Analyzer {
  private readonly columns = new Map<CsvColumnKey, number>();
  private readonly headerOf = new Map<CsvColumnKey, string>();
  private readonly seenCodes = new Map<string, number>();
  /** each product's values as its first row in the file gave them (later rows must agree) */
  private readonly productRows = new Map<number, { row: number; values: Partial<ProductFields> }>();
  readonly result: Analysis = {
    rows: 0,
    newRows: 0,
    changedRows: 0,
    unchangedRows: 0,
    errorCount: 0,
    errors: [],
    changes: [],
    plan: { products: new Map(), variants: [], created: [] },
  };
  private rowSchema!: ReturnType<typeof productCsvRowSchema>;

  constructor(
    private readonly db: DbOrTx,
    private readonly t: Translate,
    private readonly main: PricingCurrency,
    private readonly stores: CsvStore[],
  ) {}

  error(row: number, column: CsvColumnKey | string | null, message: string) {
    this.result.errorCount += 1;
    if (this.result.errors.length < PREVIEW_LIST_MAX) {
      const header = column === null ? null : (this.headerOf.get(column as CsvColumnKey) ?? column);
      this.result.errors.push({ row, column: header, message });
    }
  }

  /** Maps the header row to columns; false when the file cannot be read further. */
  header(cells: string[]): boolean {
    const known = new Map(productCsvHeaders(this.t, this.main.code, this.stores).map((h) => [h.header.toLowerCase(), h]));
    cells.forEach((raw, index) => {
      const text = raw.trim();
      if (text === '') return;
      const found = known.get(text.toLowerCase());
      if (!found) return this.error(1, text, this.t('admin.product_csv.error.unknown_column'));
      if (this.columns.has(found.key)) return this.error(1, text, this.t('admin.product_csv.error.duplicate_column'));
      this.columns.set(found.key, index);
      this.headerOf.set(found.key, found.header);
    });
    if (!this.columns.has('variantCode')) {
      this.error(1, null, this.t('admin.product_csv.error.no_code_column', { column: this.t('admin.product_csv.col.variantCode') }));
    }
    const storeIds = this.stores.filter((s) => this.columns.has(stockColumn(s.id))).map((s) => s.id);
    this.rowSchema = productCsvRowSchema(this.main.decimals, storeIds);
    return this.result.errorCount === 0;
  }

  private has(column: CsvColumnKey) {
    return this.columns.has(column);
  }

  /** One record → the row's typed values, or null (its errors reported). */
  private readRow(row: number, cells: string[]): ProductCsvRow | null {
    const raw: Record<string, unknown> = { stock: {} };
    for (const [key, index] of this.columns) {
      const cell = cells[index];
      if (cell === undefined) continue; // a short row keeps the values of its missing cells
      if (key.startsWith('stock:')) (raw.stock as Record<string, string>)[key.slice(6)] = cell;
      else raw[key] = cell;
    }
    const parsed = this.rowSchema.safeParse(raw);
    if (parsed.success) return parsed.data as ProductCsvRow;
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path.map(String);
      const column = first === 'stock' ? stockColumn(Number(second)) : (first as CsvColumnKey);
      const key = issue.message as MessageKey;
      const cell = String(first === 'stock' ? ((raw.stock as Record<string, string>)[second!] ?? '') : (raw[first!] ?? ''));
      this.error(row, column, this.t(key, { value: cell.trim() }));
    }
    return null;
  }

  private text(column: CsvColumnKey, value: string | number | boolean | null | undefined): string {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return boolCell(this.t, value);
    if (typeof value === 'number' && MONEY_COLUMNS.has(column)) return formatMoney(value, this.main);
    return String(value);
  }

  private fieldChange(column: CsvColumnKey, from: string | number | boolean | null, to: string | number | boolean | null): FieldChange {
    return { column: this.headerOf.get(column) ?? column, from: this.text(column, from), to: this.text(column, to) };
  }

  async batch(records: Array<{ row: number; cells: string[] }>) {
    const rows: Array<{ row: number; values: ProductCsvRow }> = [];
    for (const { row, cells } of records) {
      if (cells.every((c) => c.trim() === '')) continue;
      this.result.rows += 1;
      const values = this.readRow(row, cells);
      if (!values) continue;
      const code = values.variantCode.toLowerCase();
      const earlier = this.seenCodes.get(code);
      if (earlier !== undefined) {
        this.error(row, 'variantCode', this.t('admin.product_csv.error.duplicate_code', { row: earlier }));
        continue;
      }
      this.seenCodes.set(code, row);
      rows.push({ row, values });
    }
    if (rows.length === 0) return;
    const existing = await queryRows<VariantRow>(
      this.db,
      sql`${VARIANT_SELECT} WHERE lower(v.code) IN (${sql.join(
        rows.map((r) => sql`${r.values.variantCode.toLowerCase()}`),
        sql`, `,
      )})`,
    );
    const states = new Map((await withStock(this.db, existing, this.main)).map((s) => [s.variantCode.toLowerCase(), s]));
    const missingProductCodes = rows
      .filter((r) => !states.has(r.values.variantCode.toLowerCase()) && r.values.productCode)
      .map((r) => r.values.productCode!.toLowerCase());
    const products = new Map<string, VariantState>();
    if (missingProductCodes.length > 0) {
      // a product's values through its default variant (the columns a new variant's row repeats)
      const found = await queryRows<VariantRow>(
        this.db,
        sql`${VARIANT_SELECT} WHERE v.is_default AND lower(p.code) IN (${sql.join(
          missingProductCodes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      );
      for (const s of await withStock(this.db, found, this.main)) products.set(s.productCode.toLowerCase(), s);
    }
    for (const { row, values } of rows) {
      const state = states.get(values.variantCode.toLowerCase());
      if (state) {
        if (values.productCode && values.productCode.toLowerCase() !== state.productCode.toLowerCase()) {
          this.error(row, 'productCode', this.t('admin.product_csv.error.product_mismatch', { code: state.productCode }));
          continue;
        }
        await this.existingRow(row, values, state);
      } else if (!values.productCode) {
        this.error(row, 'variantCode', this.t('admin.product_csv.error.unknown_variant', { code: values.variantCode }));
      } else {
        const product = products.get(values.productCode.toLowerCase());
        if (!product) this.error(row, 'productCode', this.t('admin.product_csv.error.unknown_product', { code: values.productCode }));
        else await this.newRow(row, values, product);
      }
    }
  }

  /** The product columns of a row: checked against the product's first row, planned as a product edit when they change it. */
  private async productPart(row: number, values: ProductCsvRow, state: VariantState): Promise<FieldChange[] | null> {
    const given: Partial<ProductFields> = {};
    if (values.productName !== undefined) given.productName = values.productName;
    if (values.price !== undefined) given.price = values.price ?? Number.NaN;
    if (values.priceSale !== undefined) given.priceSale = values.priceSale;
    if (values.saleActive !== undefined) given.saleActive = values.saleActive;
    if (values.visible !== undefined) given.visible = values.visible;
    if (values.price === null) {
      this.error(row, 'price', this.t('validation.required'));
      return null;
    }
    const first = this.productRows.get(state.productId);
    if (first) {
      let same = true;
      for (const { key, column } of PRODUCT_FIELDS) {
        if (key in given && key in first.values && given[key] !== first.values[key]) {
          this.error(row, column, this.t('admin.product_csv.error.product_differs', { row: first.row }));
          same = false;
        }
      }
      return same ? [] : null;
    }
    this.productRows.set(state.productId, { row, values: given });
    const changes: FieldChange[] = [];
    for (const { key, column } of PRODUCT_FIELDS) {
      if (key in given && given[key] !== state[key]) changes.push(this.fieldChange(column, state[key], given[key]!));
    }
    if (changes.length === 0) return changes;
    const product = await loadAdminProduct(this.db, state.productId);
    if (!product) return changes;
    const candidate = {
      ...productInputOf(product),
      ...(given.productName !== undefined ? { name: given.productName } : {}),
      ...(given.price !== undefined ? { priceGross: given.price } : {}),
      ...('priceSale' in given ? { priceSaleGross: given.priceSale } : {}),
      ...(given.saleActive !== undefined ? { isPriceSaleActive: given.saleActive } : {}),
      ...(given.visible !== undefined ? { isVisible: given.visible } : {}),
    };
    const parsed = productInputSchema.safeParse(candidate);
    if (!parsed.success) {
      this.schemaErrors(row, formatZodError(parsed.error, candidate, this.t), PRODUCT_FIELD_COLUMN);
      return null;
    }
    this.result.plan.products.set(state.productId, { row, input: parsed.data });
    return changes;
  }

  private schemaErrors(
    row: number,
    errors: Record<string, string[]>,
    columns: Record<string, CsvColumnKey>,
    stock?: VariantInput['stock'],
  ) {
    for (const [field, messages] of Object.entries(errors)) {
      const m = /^stock\.(\d+)\./.exec(field);
      const stockEntry = m && stock ? stock[Number(m[1])] : undefined;
      const column = stockEntry ? stockColumn(stockEntry.storeId) : (columns[field] ?? null);
      for (const message of messages) this.error(row, column, message);
    }
  }

  private stockChanges(values: ProductCsvRow, before: Map<number, number> | null) {
    const stock: Array<{ storeId: number; quantity: number }> = [];
    const changes: FieldChange[] = [];
    for (const store of this.stores) {
      const quantity = values.stock[String(store.id)];
      if (quantity === undefined) continue;
      const old = before?.get(store.id) ?? 0;
      if (before && quantity === old) continue;
      stock.push({ storeId: store.id, quantity });
      changes.push(this.fieldChange(stockColumn(store.id), before ? old : null, quantity));
    }
    return { stock, changes };
  }

  private async existingRow(row: number, values: ProductCsvRow, state: VariantState) {
    const productChanges = await this.productPart(row, values, state);
    const after = {
      variantName: values.variantName ?? state.variantName,
      ean: values.ean === undefined ? state.ean : values.ean || null,
      size: values.size === undefined ? state.size : values.size || null,
      color: values.color === undefined ? state.color : values.color || null,
      variantPrice: values.variantPrice === undefined ? state.variantPrice : values.variantPrice,
      variantPriceSale: values.variantPriceSale === undefined ? state.variantPriceSale : values.variantPriceSale,
      variantSaleActive: values.variantSaleActive ?? state.variantSaleActive,
    };
    const changes = VARIANT_FIELDS.filter((key) => after[key] !== state[key]).map((key) => this.fieldChange(key, state[key], after[key]));
    const stock = this.stockChanges(values, state.stock);
    changes.push(...stock.changes);
    if (productChanges === null) return;
    if (changes.length > 0) {
      const candidate = {
        name: after.variantName,
        code: state.variantCode,
        ean: after.ean,
        size: after.size,
        color: after.color,
        priceGross: after.variantPrice,
        priceSaleGross: after.variantPriceSale,
        isPriceSaleActive: after.variantSaleActive,
        isDefault: state.isDefault,
        position: state.position,
        restockDate: state.restockDate,
        stock: stock.stock,
      };
      const parsed = variantInputSchema.safeParse(candidate);
      if (!parsed.success) {
        this.schemaErrors(row, formatZodError(parsed.error, candidate, this.t), VARIANT_FIELD_COLUMN, stock.stock);
        return;
      }
      this.result.plan.variants.push({ row, productId: state.productId, variantId: state.variantId, input: parsed.data });
    }
    const all = [...productChanges, ...changes];
    if (all.length === 0) {
      this.result.unchangedRows += 1;
      return;
    }
    this.result.changedRows += 1;
    this.addChange({
      row,
      kind: 'changed',
      variantCode: state.variantCode,
      name: `${state.productName} – ${after.variantName}`,
      fields: all,
    });
  }

  private async newRow(row: number, values: ProductCsvRow, product: VariantState) {
    const productChanges = await this.productPart(row, values, product);
    const candidate = {
      name: values.variantName ?? '',
      code: values.variantCode,
      ean: values.ean ?? null,
      size: values.size || null,
      color: values.color || null,
      priceGross: values.variantPrice ?? null,
      priceSaleGross: values.variantPriceSale ?? null,
      isPriceSaleActive: values.variantSaleActive ?? false,
      stock: [] as VariantInput['stock'],
    };
    const stock = this.stockChanges(values, null);
    candidate.stock = stock.stock;
    const parsed = variantInputSchema.safeParse(candidate);
    if (!parsed.success) {
      this.schemaErrors(row, formatZodError(parsed.error, candidate, this.t), VARIANT_FIELD_COLUMN, candidate.stock);
      return;
    }
    if (productChanges === null) return;
    this.result.plan.created.push({ row, productId: product.productId, input: parsed.data });
    this.result.newRows += 1;
    const shown: Record<(typeof VARIANT_FIELDS)[number], string | number | boolean | null> = {
      variantName: candidate.name,
      ean: candidate.ean,
      size: candidate.size,
      color: candidate.color,
      variantPrice: candidate.priceGross,
      variantPriceSale: candidate.priceSaleGross,
      variantSaleActive: candidate.isPriceSaleActive,
    };
    const fields = [
      ...productChanges,
      ...VARIANT_FIELDS.filter((key) => this.has(key)).map((key) => this.fieldChange(key, null, shown[key])),
      ...stock.changes,
    ];
    this.addChange({ row, kind: 'new', variantCode: values.variantCode, name: `${product.productName} – ${candidate.name}`, fields });
  }

  private addChange(change: ImportChange) {
    if (this.result.changes.length < PREVIEW_LIST_MAX) this.result.changes.push(change);
  }

  /** Field errors of a domain write (already translated) at the row's cells. */
  writeErrors(
    row: number,
    result: Exclude<WriteResult<object>, { ok: true }>,
    columns: Record<string, CsvColumnKey>,
    stock?: VariantInput['stock'],
  ) {
    if (result.code === 'not_found') return this.error(row, null, this.t('admin.product_csv.error.gone'));
    this.schemaErrors(row, result.errors, columns, stock);
  }
}

/** Reads and checks the whole file against the database (`db` may be the confirm's transaction). */
async function analyzeCsv(db: DbOrTx, t: Translate, bytes: Uint8Array): Promise<Analyzer> {
  const main = await loadMainCurrency(db);
  const stores = await activeStores(db);
  const analyzer = new Analyzer(db, t, main, stores);
  const text = decodeCsv(bytes);
  const parser = Readable.from([text]).pipe(
    parse({ delimiter: detectDelimiter(text), bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  let row = 0;
  let batch: Array<{ row: number; cells: string[] }> = [];
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      if (row === 1) {
        if (!analyzer.header(cells)) return analyzer;
        continue;
      }
      batch.push({ row, cells });
      if (batch.length >= BATCH_ROWS) {
        await analyzer.batch(batch);
        batch = [];
      }
    }
    await analyzer.batch(batch);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? row + 1;
    analyzer.error(line, null, t('admin.product_csv.error.parse', { line }));
  }
  if (row === 0) analyzer.error(1, null, t('admin.product_csv.error.empty'));
  return analyzer;
}

// ---------------------------------------------------------------------------------------------------------------------
// import: applying the plan

/** Thrown to roll the import's transaction back (the preview's dry run, or a confirm that found errors). */
class Rollback extends Error {
  constructor(readonly preview: ImportPreview) {
    super('product import rolled back');
  }
}

/** Applies the plan through the product form's domain functions in the caller's transaction; false when any refused. */
async function applyPlan(tx: Tx, deps: ImportDeps, analyzer: Analyzer, userId: number, now: Date) {
  const { plan } = analyzer.result;
  const productIds = new Set<number>();
  const restocked: number[] = [];
  for (const [productId, { row, input }] of plan.products) {
    const result = await updateProductInTx(tx, deps, productId, input, userId, now);
    if (!result.ok) analyzer.writeErrors(row, result, PRODUCT_FIELD_COLUMN);
    productIds.add(productId);
  }
  for (const { row, productId, variantId, input } of plan.variants) {
    const result = await updateVariantInTx(tx, deps, productId, variantId, input, userId, now);
    if (!result.ok) analyzer.writeErrors(row, result, VARIANT_FIELD_COLUMN, input.stock);
    else if (result.restocked) restocked.push(variantId);
    productIds.add(productId);
  }
  for (const { row, productId, input } of plan.created) {
    const result = await createVariantInTx(tx, deps, productId, input, userId, now);
    if (!result.ok) analyzer.writeErrors(row, result, VARIANT_FIELD_COLUMN, input.stock);
    else if (result.restocked) restocked.push(result.id);
    productIds.add(productId);
  }
  return { productIds: [...productIds], restocked };
}

export interface ImportPreview {
  importId: number;
  fileName: string;
  sha256: string;
  rows: number;
  newRows: number;
  changedRows: number;
  unchangedRows: number;
  /** all errors found (the list holds at most the first 500) */
  errorCount: number;
  errors: ImportIssue[];
  /** the first 500 new and changed rows */
  changes: ImportChange[];
}

type ImportResult<T> =
  | ({ ok: true } & T)
  | { ok: false; code: 'forbidden' | 'not_found' | 'too_large' | 'empty' | 'applied' | 'stale' }
  | { ok: false; code: 'invalid'; preview: ImportPreview };

const forbidden = { ok: false as const, code: 'forbidden' as const };

function previewOf(row: { id: number; file_name: string; sha256: string }, a: Analysis): ImportPreview {
  return {
    importId: Number(row.id),
    fileName: row.file_name,
    sha256: row.sha256,
    rows: a.rows,
    newRows: a.newRows,
    changedRows: a.changedRows,
    unchangedRows: a.unchangedRows,
    errorCount: a.errorCount,
    errors: a.errors,
    changes: a.changes,
  };
}

type ImportRow = { id: number; user_id: number; file_name: string; sha256: string; data: Uint8Array; applied_at: string | Date | null };

async function loadImport(db: DbOrTx, id: number, user: ImportUser, now: Date, lock = false): Promise<ImportRow | null> {
  const [row] = await queryRows<ImportRow>(
    db,
    sql`SELECT id, user_id, file_name, sha256, data, applied_at FROM product_imports
        WHERE id = ${id} AND user_id = ${user.id} AND expires_at > ${now.toISOString()}::timestamptz ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

/** Runs the whole import in a transaction that is always rolled back: the preview sees the domain's own refusals too. */
async function dryRun(deps: ImportDeps, row: ImportRow, userId: number): Promise<ImportPreview> {
  try {
    await deps.db.transaction(async (tx) => {
      const analyzer = await analyzeCsv(tx, deps.t, row.data);
      if (analyzer.result.errorCount === 0) await applyPlan(tx, deps, analyzer, userId, deps.now());
      throw new Rollback(previewOf(row, analyzer.result));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.preview;
    throw error;
  }
  throw new Error('unreachable: the dry run always rolls back');
}

/** Stores an uploaded file for the preview and the confirm (expired uploads are dropped on the way) and previews it. */
export async function uploadProductImport(
  deps: ImportDeps,
  user: ImportUser,
  file: { name: string; bytes: Uint8Array },
): Promise<ImportResult<{ preview: ImportPreview }>> {
  if (!hasAdminRole(user.scope, 'admin')) return forbidden;
  if (file.bytes.byteLength > PRODUCT_IMPORT_MAX_BYTES) return { ok: false, code: 'too_large' };
  if (file.bytes.byteLength === 0) return { ok: false, code: 'empty' };
  const now = deps.now();
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const name = file.name.slice(0, 200) || 'import.csv';
  const stamp = now.toISOString();
  await queryRows(deps.db, sql`DELETE FROM product_imports WHERE expires_at <= ${stamp}::timestamptz`);
  const [row] = await queryRows<{ id: number }>(
    deps.db,
    sql`INSERT INTO product_imports (user_id, file_name, sha256, size, data, created_at, expires_at)
        VALUES (${user.id}, ${name}, ${sha256}, ${file.bytes.byteLength}, ${Buffer.from(file.bytes)}, ${stamp}::timestamptz,
                ${new Date(now.getTime() + IMPORT_TTL_MS).toISOString()}::timestamptz)
        RETURNING id`,
  );
  return previewProductImport(deps, user, Number(row!.id));
}

/** The preview of a stored upload (the uploader's own, not expired, not applied yet). */
export async function previewProductImport(
  deps: ImportDeps,
  user: ImportUser,
  importId: number,
): Promise<ImportResult<{ preview: ImportPreview }>> {
  if (!hasAdminRole(user.scope, 'admin')) return forbidden;
  const row = await loadImport(deps.db, importId, user, deps.now());
  if (!row) return { ok: false, code: 'not_found' };
  if (row.applied_at !== null) return { ok: false, code: 'applied' };
  return { ok: true, preview: await dryRun(deps, row, user.id) };
}

/**
 * Applies a previewed upload: all rows or none, in one transaction that holds the upload's row lock (a second confirm
 * finds it applied), through the product form's domain functions; one audit entry for the import itself. The
 * storefront caches and the restock watchdogs follow after the commit, as after a form save.
 */
export async function confirmProductImport(
  deps: ImportDeps,
  user: ImportUser,
  importId: number,
  sha256: string,
): Promise<ImportResult<{ preview: ImportPreview; productIds: number[] }>> {
  if (!hasAdminRole(user.scope, 'admin')) return forbidden;
  const now = deps.now();
  let outcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const row = await loadImport(tx, importId, user, now, true);
      if (!row) return { ok: false as const, code: 'not_found' as const };
      if (row.applied_at !== null) return { ok: false as const, code: 'applied' as const };
      if (row.sha256 !== sha256) return { ok: false as const, code: 'stale' as const };
      const analyzer = await analyzeCsv(tx, deps.t, row.data);
      const applied = analyzer.result.errorCount === 0 ? await applyPlan(tx, deps, analyzer, user.id, now) : null;
      const preview = previewOf(row, analyzer.result);
      if (!applied || preview.errorCount > 0) throw new Rollback(preview);
      await queryRows(
        tx,
        sql`UPDATE product_imports SET applied_at = ${now.toISOString()}::timestamptz, data = ''::bytea WHERE id = ${importId}`,
      );
      await recordAudit(tx, {
        userId: user.id,
        entity: 'product_imports',
        entityId: importId,
        action: 'import',
        changes: {
          file: { from: null, to: row.file_name },
          newRows: { from: null, to: preview.newRows },
          changedRows: { from: null, to: preview.changedRows },
        },
        at: now,
      });
      return { ok: true as const, preview, ...applied };
    });
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, code: 'invalid', preview: error.preview };
    throw error;
  }
  if (!outcome.ok) return outcome;
  const done = outcome;
  if (done.productIds.length > 0) deps.invalidate({ productIds: done.productIds });
  if (done.restocked.length > 0) {
    try {
      await notifyRestockedWatchdogs(
        { db: deps.db, mailer: deps.mailer, t: deps.t, publicUrl: deps.publicUrl, now: deps.now },
        { variantIds: done.restocked },
      );
    } catch (error) {
      console.error('[admin] restock watchdogs after a product import failed; the periodic run will retry', error);
    }
  }
  return { ok: true, preview: done.preview, productIds: done.productIds };
}
