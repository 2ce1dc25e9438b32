/**
 * The e-mail that tells the customer their order is paid, with its invoice attached as a PDF (decision 0108). Sent by
 * the mail outbox (kind 'order_paid', decision 0095): the row is written in the transaction that marks the order
 * paid, and the sender makes sure the invoice exists before it sends — `issueInvoice` answers the order's invoice,
 * issuing it when the back office or the invoices job has not yet (idempotent, one invoice per order, decision 0098).
 * The attachment is the stored PDF (`invoicePdf`: drawn once from the stored document and kept, then always read
 * back), so the customer's copy is the one the shop keeps and downloads.
 *
 * The wording is the state e-mail of the moment of payment (order-state-mail.ts): 'paid' for a prepaid order,
 * 'completed' for cash on delivery, which is paid when it is delivered. A failure (database, PDF, SMTP) throws, and
 * the outbox tries again later, so the e-mail never leaves without its invoice. Only an order cancelled before it was
 * ever invoiced is told without one (no invoice may be issued for it any more).
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { queryRows, type Db } from '../db/client';
import type { FileStore } from '../db/file-store';
import { invoicePdf, issueInvoice } from '../domain/invoices/invoices';
import { loadOrderSummary, orderSummaryPath } from '../domain/orders/order-summary';
import type { Mailer } from './mailer';
import { buildOrderStateMail } from './order-state-mail';

export interface OrderPaidMailDeps {
  db: Db;
  mailer: Mailer;
  files: FileStore;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => Date;
}

/** Builds and sends the "paid" e-mail of `orderId` with its invoice; false when the order no longer exists. */
export async function sendOrderPaidMail(deps: OrderPaidMailDeps, orderId: number): Promise<boolean> {
  const { db } = deps;
  const [order] = await queryRows<{ hash: string }>(db, sql`SELECT hash FROM orders WHERE id = ${orderId}`);
  const summary = order ? await loadOrderSummary(db, orderId, { cardPaymentEnabled: false }) : null;
  if (!order || !summary) return false;
  const invoice = await issueInvoice({ db, now: deps.now }, orderId);
  const pdf = invoice ? await invoicePdf(db, deps.files, orderId, invoice.id) : null;
  if (invoice && !pdf) throw new Error(`the PDF of invoice ${invoice.number} could not be read`);
  const paidState = summary.payment.methodCode === 'cod' ? 'completed' : 'paid';
  const message = buildOrderStateMail(
    summary,
    paidState,
    `${deps.config.publicUrl}${orderSummaryPath(orderId, order.hash)}`,
    summary.invoice.name,
  );
  await deps.mailer.send({
    ...message,
    ...(pdf ? { attachments: [{ filename: `${pdf.number}.pdf`, content: pdf.pdf, contentType: 'application/pdf' }] } : {}),
  });
  return true;
}
