/**
 * The back-office order list, its CSV export and the order detail. Amounts are the order's own:
 * totals are stored in minor CZK; the list shows them in the order's currency (total / currency_rate, as the
 * customer paid), the same conversion the order summary uses.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { carriers, paymentMethods, stores, type CarrierCode, type orders, type OrderState, type PaymentMethodCode } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import { listAudit, type AuditEntry } from '../back-office/audit-log';
import type { ListQuery, Paged } from '../back-office/list-query';
import type { OrderFilters, OrderSort } from './admin-order-filters';
import { allowedNextStates, isOrderEditable } from './admin-order-transitions';
import { convertCzkMinor } from '../pricing/pricing';
import { loadOrderSummary, orderSummaryPath, type OrderSummary } from './order-summary';
import { formatMoneyInput } from '../../lib/money-input';
import { isoToShopLocalInput, SHOP_TIME_ZONE } from '../../lib/shop-time';

export interface AdminOrderRow {
  id: number;
  number: string;
  createdAt: string;
  state: OrderState;
  customerName: string;
  company: string | null;
  email: string;
  /** minor units of currencyCode */
  total: number;
  currencyCode: string;
  paymentCode: PaymentMethodCode;
  paymentName: string;
  carrierCode: CarrierCode;
  carrierName: string;
  pickupStoreName: string | null;
  paidAt: string | null;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The WHERE clause of the filters (always valid SQL: `TRUE` without filters). */
function orderFilterWhere(filters: OrderFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filters.state) parts.push(sql`o.state = ${filters.state}`);
  if (filters.payment) parts.push(sql`pm.code = ${filters.payment}`);
  if (filters.delivery) parts.push(sql`c.code = ${filters.delivery}`);
  if (filters.store) parts.push(sql`o.pickup_store_id = ${filters.store}`);
  if (filters.from) parts.push(sql`o.created_at >= (${filters.from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`);
  if (filters.to) parts.push(sql`o.created_at < ((${filters.to}::date) + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`);
  const q = filters.q?.trim();
  if (q) {
    // accents ignored on both sides ("stastny" finds Šťastný), the storefront search's shop_unaccent (decision 0089)
    const contains = sql`shop_unaccent(${`%${likeEscape(q.toLowerCase())}%`}::text)`;
    parts.push(sql`(o.number ILIKE ${`${likeEscape(q)}%`} OR shop_unaccent(lower(o.email)) LIKE ${contains}
      OR shop_unaccent(lower(o.invoice_firstname || ' ' || o.invoice_lastname)) LIKE ${contains}
      OR shop_unaccent(lower(o.invoice_lastname || ' ' || o.invoice_firstname)) LIKE ${contains}
      OR shop_unaccent(lower(coalesce(o.invoice_company, ''))) LIKE ${contains})`);
  }
  return sql.join(parts, sql` AND `);
}

const SORT_SQL: Record<OrderSort, SQL> = {
  created_at: sql`o.created_at`,
  number: sql`o.number`,
  total: sql`o.total`,
  state: sql`o.state`,
  customer: sql`lower(o.invoice_lastname || ' ' || o.invoice_firstname)`,
};

const FROM = sql`FROM orders o
  JOIN payment_methods pm ON pm.id = o.payment_method_id
  JOIN carriers c ON c.id = o.carrier_id
  LEFT JOIN stores s ON s.id = o.pickup_store_id`;

type RawRow = SqlColumns<typeof orders, 'id' | 'number' | 'created_at' | 'state' | 'email' | 'currency_code' | 'paid_at'> & {
  /** the invoice_* columns, renamed */
  firstname: string;
  lastname: string;
  company: string | null;
  total_minor: number | string;
  payment_code: PaymentMethodCode;
  payment_name: string;
  carrier_code: CarrierCode;
  carrier_name: string;
  store_name: string | null;
};

const SELECT = sql`SELECT o.id, o.number, o.created_at, o.state, o.invoice_firstname AS firstname, o.invoice_lastname AS lastname,
  o.invoice_company AS company, o.email, round(o.total / o.currency_rate)::bigint AS total_minor, o.currency_code,
  pm.code AS payment_code, pm.name AS payment_name, c.code AS carrier_code, c.name AS carrier_name, s.name AS store_name, o.paid_at`;

function iso(value: string | Date | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toRow(r: RawRow): AdminOrderRow {
  return {
    id: Number(r.id),
    number: r.number,
    createdAt: iso(r.created_at)!,
    state: r.state,
    customerName: `${r.firstname} ${r.lastname}`.trim(),
    company: r.company,
    email: r.email,
    total: Number(r.total_minor),
    currencyCode: r.currency_code,
    paymentCode: r.payment_code,
    paymentName: r.payment_name,
    carrierCode: r.carrier_code,
    carrierName: r.carrier_name,
    pickupStoreName: r.store_name,
    paidAt: iso(r.paid_at),
  };
}

export interface OrderFilterOptions {
  methods: Array<{ code: PaymentMethodCode; name: string }>;
  carriers: Array<{ code: CarrierCode; name: string }>;
  stores: Array<{ id: number; name: string }>;
}

/** What the order list's filters offer: payment methods, carriers and pick-up stores, in the back office's order. */
export async function loadOrderFilterOptions(db: DbOrTx): Promise<OrderFilterOptions> {
  const [methodRows, carrierRows, storeRows] = await Promise.all([
    db
      .select({ code: paymentMethods.code, name: paymentMethods.name })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
    db.select({ code: carriers.code, name: carriers.name }).from(carriers).orderBy(asc(carriers.position), asc(carriers.id)),
    db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.position), asc(stores.id)),
  ]);
  return { methods: methodRows, carriers: carrierRows, stores: storeRows };
}

/** One page of orders matching the filters, with the total count (two queries). */
export async function listAdminOrders(db: DbOrTx, filters: OrderFilters, query: ListQuery<OrderSort>): Promise<Paged<AdminOrderRow>> {
  const where = orderFilterWhere(filters);
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, [count]] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`${SELECT} ${FROM} WHERE ${where} ORDER BY ${SORT_SQL[query.sort]} ${dir}, o.id ${dir} LIMIT ${query.pageSize} OFFSET ${query.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*)::int AS n ${FROM} WHERE ${where}`),
  ]);
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** Orders for the CSV export, newest first, in batches of `batchSize` (keyset on id: constant memory). */
async function* iterateAdminOrders(db: DbOrTx, filters: OrderFilters, batchSize = 500): AsyncGenerator<AdminOrderRow[]> {
  const where = orderFilterWhere(filters);
  let before: number | null = null;
  for (;;) {
    const page: RawRow[] = await queryRows<RawRow>(
      db,
      sql`${SELECT} ${FROM} WHERE ${where} ${before === null ? sql`` : sql`AND o.id < ${before}`} ORDER BY o.id DESC LIMIT ${batchSize}`,
    );
    if (page.length === 0) return;
    yield page.map(toRow);
    if (page.length < batchSize) return;
    before = Number(page[page.length - 1]!.id);
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// CSV

const CSV_HEADER = [
  'Číslo',
  'Vytvorená',
  'Stav',
  'Zákazník',
  'Firma',
  'E-mail',
  'Suma',
  'Mena',
  'Platba',
  'Doprava',
  'Predajňa',
  'Uhradená',
];

function csvCell(value: string): string {
  // a leading = + - @ would be read as a formula by Excel (CSV injection): prefix it with an apostrophe
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "11.01.2033 11:00" in shop time: a date-time Slovak Excel recognises. */
export function csvDateTime(date: Date): string {
  const [day, time] = isoToShopLocalInput(date).split('T') as [string, string];
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}.${month}.${year} ${time}`;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

function orderCsvRow(row: AdminOrderRow, stateLabel: (state: OrderState) => string): string {
  return csvLine([
    row.number,
    csvDateTime(new Date(row.createdAt)),
    stateLabel(row.state),
    row.customerName,
    row.company ?? '',
    row.email,
    formatMoneyInput(row.total), // a decimal comma, as Slovak Excel reads numbers
    row.currencyCode,
    row.paymentName,
    row.carrierName,
    row.pickupStoreName ?? '',
    row.paidAt ? csvDateTime(new Date(row.paidAt)) : '',
  ]);
}

/**
 * The CSV export as a stream of UTF-8 bytes: BOM (so Excel reads UTF-8), a header, one line per order; ';' as the
 * separator (Slovak Excel), CRLF line ends. Orders are read in batches while the stream is consumed.
 */
export function orderCsvStream(db: DbOrTx, filters: OrderFilters, stateLabel: (state: OrderState) => string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = iterateAdminOrders(db, filters);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((row) => orderCsvRow(row, stateLabel)).join('')));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

export function orderCsvFilename(now: Date): string {
  return `objednavky-${now.toISOString().slice(0, 10)}.csv`;
}

// ---------------------------------------------------------------------------------------------------------------------
// detail

interface AdminOrderHistoryEntry {
  id: number;
  at: string;
  from: OrderState | null;
  to: OrderState;
  note: string | null;
  userName: string | null;
}

/** An edit of the order (decision 0083) as the history lists it: who, when, and the readable before → after values. */
interface AdminOrderEditEntry {
  id: number;
  at: string;
  userName: string | null;
  changes: Array<{ label: string; from: string | null; to: string | null }>;
}

export interface AdminOrderDetail {
  summary: OrderSummary;
  summaryPath: string;
  userId: number | null;
  phone: string | null;
  isCompany: boolean;
  history: AdminOrderHistoryEntry[];
  /** the order's edits, oldest first */
  edits: AdminOrderEditEntry[];
  audit: AuditEntry[];
  nextStates: OrderState[];
  /** whether the order may still be edited (not shipped, completed or cancelled) */
  editable: boolean;
  /** paid order edited: > 0 the customer still pays, < 0 the shop refunds (minor units of the order's currency) */
  balanceDue: number;
}

/** Everything the detail page shows; null for an unknown id. */
export async function loadAdminOrderDetail(db: Db, orderId: number): Promise<AdminOrderDetail | null> {
  const [head] = await queryRows<{
    hash: string;
    user_id: number | null;
    phone_prefix: string | null;
    phone: string | null;
    is_company: boolean;
    balance_due: number;
    currency_rate: number | string;
    decimals: number | null;
  }>(
    db,
    sql`SELECT o.hash, o.user_id, o.phone_prefix, o.phone, o.is_company, o.balance_due, o.currency_rate, cur.decimals
        FROM orders o LEFT JOIN currencies cur ON cur.code = o.currency_code WHERE o.id = ${orderId}`,
  );
  if (!head) return null;
  const [summary, history, audit] = await Promise.all([
    loadOrderSummary(db, orderId, { cardPaymentEnabled: false }),
    queryRows<{
      id: number;
      created_at: string | Date;
      from_state: OrderState | null;
      to_state: OrderState;
      note: string | null;
      firstname: string | null;
      lastname: string | null;
      email: string | null;
    }>(
      db,
      sql`SELECT h.id, h.created_at, h.from_state, h.to_state, h.note, u.firstname, u.lastname, u.email
          FROM order_state_changes h LEFT JOIN users u ON u.id = h.user_id
          WHERE h.order_id = ${orderId} ORDER BY h.created_at, h.id`,
    ),
    listAudit(db, 'orders', orderId),
  ]);
  if (!summary) return null;
  return {
    summary,
    summaryPath: orderSummaryPath(orderId, head.hash),
    userId: head.user_id === null ? null : Number(head.user_id),
    phone: head.phone ? `${head.phone_prefix ?? ''} ${head.phone}`.trim() : null,
    isCompany: head.is_company,
    history: history.map((h) => ({
      id: Number(h.id),
      at: iso(h.created_at)!,
      from: h.from_state,
      to: h.to_state,
      note: h.note,
      userName: h.email ? `${h.firstname ?? ''} ${h.lastname ?? ''}`.trim() || h.email : null,
    })),
    edits: audit
      .filter((a) => a.action === 'edit')
      .reverse()
      .map((a) => ({
        id: a.id,
        at: a.at,
        userName: a.userName,
        changes: Object.entries((a.changes ?? {}) as Record<string, { from?: unknown; to?: unknown }>).map(([label, change]) => ({
          label,
          from: change?.from == null ? null : String(change.from),
          to: change?.to == null ? null : String(change.to),
        })),
      })),
    audit,
    nextStates: allowedNextStates(summary.state, summary.delivery.carrierCode),
    editable: isOrderEditable(summary.state),
    balanceDue: convertCzkMinor(Number(head.balance_due), { rate: Number(head.currency_rate), decimals: Number(head.decimals ?? 2) }),
  };
}
