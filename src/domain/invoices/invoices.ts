/**
 * Invoices and credit notes (decision 0098). Every paid order gets one invoice (bank transfer and card when paid, cash
 * on delivery when delivered: the moment paid_at is set); a cancelled order that was invoiced gets a credit note that
 * reverses it. Issuing is idempotent (one invoice per order, enforced by a unique index; the order row is locked while
 * a document is issued) and the numbers have no gaps: each series and year has a counter row in
 * order_number_counters, incremented in the issuing transaction, so a rolled-back issue gives its number back.
 *
 * Documents are issued right after the change that makes them due and, as a safety net, by the scheduled job
 * `invoices` (issueDueDocuments), so a crash between the two never leaves a paid order without its invoice.
 */
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { FileStore } from '../../db/file-store';
import { carriers, invoices, orders, paymentMethods, taxRates, type InvoiceKind } from '../../db/schema';
import { shopCalendarDate } from '../../lib/shop-time';
import { shopCountry } from '../checkout/checkout-rules';
import { loadOrderSummary, type OrderSummary } from '../orders/order-summary';
import { loadShopSettings } from '../settings/settings';
import { creditNoteDocument, invoiceDocument, partialCreditNoteDocument, supplierOf, type InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { loadInvoicingSettings } from './invoice-settings';

/** An invoice is due within 15 days of the taxable supply (zákon o DPH § 73); the job looks that far back. */
const INVOICE_DUE_DAYS = 15;

export interface InvoiceListItem {
  id: number;
  kind: InvoiceKind;
  number: string;
  /** ISO date-time */
  issuedAt: string;
  /** gross, minor units of currencyCode */
  total: number;
  currencyCode: string;
}

export interface InvoiceDeps {
  db: Db;
  now: () => Date;
}

/**
 * The next number of a series: prefix + 2-digit year (shop time) + at least 5 digits, e.g. FA2600001. The counter row
 * of (series, year) is locked until the caller's transaction ends.
 */
async function nextDocumentNumber(tx: DbOrTx, kind: InvoiceKind, prefix: string, at: Date): Promise<string> {
  const year = shopCalendarDate(at).year % 100;
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`INSERT INTO order_number_counters AS c (series, year, last_value, updated_at)
        VALUES (${`${kind}:${prefix}`}, ${year}, 1, now())
        ON CONFLICT (series, year) DO UPDATE SET last_value = c.last_value + 1, updated_at = now()
        RETURNING c.last_value`,
  );
  return `${prefix}${String(year).padStart(2, '0')}${String(Number(row!.last_value)).padStart(5, '0')}`;
}

const listColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  total: invoices.total,
  currencyCode: invoices.currencyCode,
};

function toListItem(row: {
  id: number;
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  total: number;
  currencyCode: string;
}): InvoiceListItem {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    total: row.total,
    currencyCode: row.currencyCode,
  };
}

/** The order's documents, oldest first. */
export async function listOrderDocuments(db: DbOrTx, orderId: number): Promise<InvoiceListItem[]> {
  const rows = await db.select(listColumns).from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  return rows.map(toListItem);
}

async function feeRatesOf(db: DbOrTx, orderId: number): Promise<{ delivery: number; payment: number }> {
  const [row] = await db
    .select({
      delivery: sql<number | null>`(SELECT rate FROM ${taxRates} WHERE ${taxRates.id} = ${carriers.taxRateId})`,
      payment: sql<number | null>`(SELECT rate FROM ${taxRates} WHERE ${taxRates.id} = ${paymentMethods.taxRateId})`,
    })
    .from(orders)
    .innerJoin(carriers, eq(carriers.id, orders.carrierId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(eq(orders.id, orderId));
  return { delivery: Number(row?.delivery ?? 0), payment: Number(row?.payment ?? 0) };
}

/**
 * Issues the invoice of a paid order (not cancelled) unless it has one; returns the invoice (new or existing), or null
 * when the order is unknown, unpaid or cancelled.
 */
export async function issueInvoice(deps: InvoiceDeps, orderId: number): Promise<InvoiceListItem | null> {
  const { db } = deps;
  const [existing] = await db
    .select(listColumns)
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing) return toListItem(existing);
  const summary = await loadOrderSummary(db, orderId, { cardPaymentEnabled: false });
  if (!summary || !summary.paidAt || summary.state === 'cancelled') return null;
  const [shop, invoicing, feeRates] = await Promise.all([loadShopSettings(db), loadInvoicingSettings(db), feeRatesOf(db, orderId)]);
  const supplier = supplierOf(shop.contacts, invoicing, shopCountry(summary.locale));

  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ state: orders.state, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order?.paidAt || order.state === 'cancelled') return null;
    const [again] = await tx
      .select(listColumns)
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    if (again) return toListItem(again);
    const issuedAt = deps.now();
    const number = await nextDocumentNumber(tx, 'invoice', invoicing.invoicePrefix, issuedAt);
    const document = invoiceDocument(summary, { number, issuedAt, taxableAt: order.paidAt, supplier, footer: invoicing.footer, feeRates });
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId,
        kind: 'invoice',
        number,
        issuedAt,
        currencyCode: document.currency.code,
        total: document.total,
        document: document as unknown as Record<string, unknown>,
      })
      .returning(listColumns);
    return toListItem(row!);
  });
}

/**
 * Issues the credit note that reverses the invoice of a cancelled order, unless one exists; returns it, or null when
 * the order is not cancelled or was never invoiced.
 */
export async function issueCreditNote(deps: InvoiceDeps, orderId: number): Promise<InvoiceListItem | null> {
  const { db } = deps;
  const invoicing = await loadInvoicingSettings(db);
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.state !== 'cancelled') return null;
    const documents = await tx
      .select({ ...listColumns, document: invoices.document })
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.id));
    const invoice = documents.find((d) => d.kind === 'invoice');
    if (!invoice) return null;
    const credited = documents.find((d) => d.kind === 'credit_note');
    if (credited) return toListItem(credited);
    const issuedAt = deps.now();
    const number = await nextDocumentNumber(tx, 'credit_note', invoicing.creditNotePrefix, issuedAt);
    const document = creditNoteDocument(invoice.document as unknown as InvoiceDocument, { number, issuedAt, footer: invoicing.footer });
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId,
        kind: 'credit_note',
        number,
        correctsInvoiceId: invoice.id,
        issuedAt,
        currencyCode: document.currency.code,
        total: document.total,
        document: document as unknown as Record<string, unknown>,
      })
      .returning(listColumns);
    return toListItem(row!);
  });
}

/** Issues whatever the order is due now (its invoice, or the credit note of a cancelled invoiced order). */
export async function issueDueDocumentsOfOrder(deps: InvoiceDeps, orderId: number): Promise<void> {
  await issueInvoice(deps, orderId);
  await issueCreditNote(deps, orderId);
}

/**
 * The scheduled safety net: invoices for paid orders without one, credit notes for cancelled invoiced orders
 * without one; at most `limit` orders of each per run. Returns how many documents it issued.
 */
export async function issueDueDocuments(deps: InvoiceDeps, limit = 200): Promise<{ invoices: number; creditNotes: number }> {
  const { db } = deps;
  const uninvoiced = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        // within the law's 15 days of the supply: orders paid before invoicing existed are not invoiced now with
        // today's date (the back office can still issue one on request)
        gte(orders.paidAt, new Date(deps.now().getTime() - INVOICE_DUE_DAYS * 86_400_000)),
        sql`${orders.state} <> 'cancelled'`,
        sql`NOT EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.orderId} = ${orders.id} AND ${invoices.kind} = 'invoice')`,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(limit);
  const uncredited = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.state, 'cancelled'),
        sql`EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.orderId} = ${orders.id} AND ${invoices.kind} = 'invoice')`,
        sql`NOT EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.orderId} = ${orders.id} AND ${invoices.kind} = 'credit_note')`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  let issuedInvoices = 0;
  let creditNotes = 0;
  for (const { id } of uninvoiced) if (await issueInvoice(deps, id)) issuedInvoices++;
  for (const { id } of uncredited) if (await issueCreditNote(deps, id)) creditNotes++;
  return { invoices: issuedInvoices, creditNotes };
}

/**
 * The PDF of a document of order `orderId` (null: no such document of that order). Drawn from the stored snapshot on
 * first use and stored (stored_files, private key invoices/<number>.pdf): every later download is the same file.
 */
export async function invoicePdf(
  db: DbOrTx,
  files: FileStore,
  orderId: number,
  invoiceId: number,
): Promise<{ number: string; kind: InvoiceKind; pdf: Buffer } | null> {
  const [row] = await db
    .select({ number: invoices.number, kind: invoices.kind, document: invoices.document, pdfKey: invoices.pdfKey })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId)));
  if (!row) return null;
  if (row.pdfKey) {
    const stored = await files.read(row.pdfKey);
    if (stored) return { number: row.number, kind: row.kind, pdf: stored };
  }
  const pdf = await renderInvoicePdf(row.document as unknown as InvoiceDocument);
  const key = `invoices/${row.number}.pdf`;
  const kept = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ pdfKey: invoices.pdfKey }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (locked?.pdfKey) return null; // another request stored it first: serve that file
    await files.put(key, pdf, 'application/pdf', tx);
    await tx.update(invoices).set({ pdfKey: key }).where(eq(invoices.id, invoiceId));
    return pdf;
  });
  if (kept) return { number: row.number, kind: row.kind, pdf: kept };
  const stored = await files.read(key);
  return stored ? { number: row.number, kind: row.kind, pdf: stored } : null;
}

/**
 * Issues the partial credit note of a refunded return (decision 0103) inside the caller's transaction (which holds
 * the order's row lock): the returned lines only, numbered in the credit-note series without gaps. Null when the order
 * was never invoiced (nothing to correct).
 */
export async function issuePartialCreditNote(
  tx: DbOrTx,
  summary: OrderSummary,
  input: { returned: ReadonlyArray<{ orderItemId: number; quantity: number }>; wholeOrder: boolean; at: Date },
): Promise<InvoiceListItem | null> {
  const documents = await tx
    .select({ ...listColumns, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.orderId, summary.id))
    .orderBy(asc(invoices.id));
  const invoice = documents.find((d) => d.kind === 'invoice');
  if (!invoice) return null;
  const invoicing = await loadInvoicingSettings(tx);
  const number = await nextDocumentNumber(tx, 'credit_note', invoicing.creditNotePrefix, input.at);
  const document = partialCreditNoteDocument(invoice.document as unknown as InvoiceDocument, summary, {
    number,
    issuedAt: input.at,
    footer: invoicing.footer,
    returned: input.returned,
    wholeOrder: input.wholeOrder,
    previous: documents.filter((d) => d.kind === 'credit_note').map((d) => d.document as unknown as InvoiceDocument),
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: summary.id,
      kind: 'credit_note',
      number,
      correctsInvoiceId: invoice.id,
      issuedAt: input.at,
      currencyCode: document.currency.code,
      total: document.total,
      document: document as unknown as Record<string, unknown>,
    })
    .returning(listColumns);
  return toListItem(row!);
}
