/**
 * The "paid" e-mail carries the invoice (decision 0108), on PGlite and PostgreSQL: the back office marks an order
 * paid → the outbox row written with the change is sent at once with the stored invoice PDF attached (its parsed
 * text holds the invoice number and the total); a card payment (markOrderPaid, no invoice yet) gets its invoice
 * issued by the outbox when it sends; the e-mail goes out exactly once, waits in the outbox while SMTP is down, and
 * is not written when the owner unticks the customer's e-mail.
 */
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { listOrderDocuments } from '../../src/domain/invoices/invoices';
import { changeOrderStateAsAdmin, type OrderAdminDeps } from '../../src/domain/orders/admin-order-actions';
import { markOrderPaid } from '../../src/domain/orders/order-state';
import { formatMoney } from '../../src/domain/pricing/pricing';
import type { Mailer } from '../../src/mail/mailer';
import { createMailOutbox, type MailOutbox } from '../../src/mail/order-mail-outbox';
import { recordingMailer } from '../fakes/recording-mailer';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { createOrderFixture } from '../fixtures/order-fixtures';

const ADMIN_ID = 3;
const EUR = { decimals: 2, symbol_before: '', symbol_after: '€' };
let t: TestDatabase;
let seq = 0;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

function outboxWith(mailer: Mailer): MailOutbox {
  const s = t.services;
  return createMailOutbox({ db: s.db, mailer, files: s.files, config: s.config, background: s.background, log: { error() {}, warn() {} } });
}

function adminDeps(mailer: Mailer, outbox: MailOutbox): OrderAdminDeps {
  const s = t.services;
  return { db: s.db, mailer, mailOutbox: outbox, t: s.t, publicUrl: s.config.publicUrl, now: s.now };
}

async function waitingOrder() {
  seq += 1;
  return createOrderFixture(t.services.db, { email: `paid-mail-${seq}-${Date.now()}@example.sk`, state: 'waiting_for_payment' });
}

const paidRows = (orderId: number) =>
  queryRows<{ attempts: number; sent: boolean }>(
    t.services.db,
    sql`SELECT attempts, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE kind = 'order_paid' AND order_id = ${orderId}`,
  );

async function pdfText(content: Buffer | string): Promise<string> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s/g, ' ');
}

/** The total as the invoice prints it (spaces of any kind read as one). */
const printed = (minor: number) => formatMoney(minor, EUR).replace(/\s/g, ' ');

describe('the paid e-mail with the invoice', () => {
  it('the back office marks an order paid: the e-mail goes out at once with the stored invoice PDF (number and total)', async () => {
    const smtp = recordingMailer();
    const outbox = outboxWith(smtp.mailer);
    const order = await waitingOrder();
    const result = await changeOrderStateAsAdmin(adminDeps(smtp.mailer, outbox), order.id, 'paid', { userId: ADMIN_ID });
    expect(result).toMatchObject({ ok: true, to: 'paid', mailed: true });
    expect(result).not.toHaveProperty('mail'); // the outbox target stays inside

    const [invoice] = await listOrderDocuments(t.services.db, order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', total: order.total, currencyCode: 'EUR' });
    expect(smtp.sent).toHaveLength(1);
    const mail = smtp.sent[0]!;
    expect(mail.to).toContain('paid-mail-');
    expect(mail.html).toContain('Platbu sme prijali');
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments![0]!;
    expect(attachment).toMatchObject({ filename: `${invoice!.number}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(attachment.content);
    expect(text).toContain(invoice!.number);
    expect(text).toContain(`Spolu uhradené: ${printed(order.total)}`);

    // the stored PDF, byte for byte (never drawn again)
    const [stored] = await queryRows<{ pdf_key: string }>(t.services.db, sql`SELECT pdf_key FROM invoices WHERE id = ${invoice!.id}`);
    expect(Buffer.compare((await t.services.files.read(stored!.pdf_key))!, attachment.content as Buffer)).toBe(0);

    // exactly once: the row is sent, neither the worker nor a second send repeats it
    expect(await paidRows(order.id)).toEqual([{ attempts: 1, sent: true }]);
    expect(await outbox.sendNow({ kind: 'order_paid', orderId: order.id })).toBe(false);
    await outbox.runOnce();
    expect(smtp.sent.filter((m) => m.to === mail.to)).toHaveLength(1);
  });

  it('a card payment (no invoice yet): the outbox issues the invoice and attaches it', async () => {
    const smtp = recordingMailer();
    const outbox = outboxWith(smtp.mailer);
    const order = await waitingOrder();
    expect(await markOrderPaid(t.services.db, order.id, { at: new Date(), note: 'Platba kartou (test)' })).toBe(true);
    expect(await listOrderDocuments(t.services.db, order.id)).toEqual([]);
    expect(await paidRows(order.id)).toEqual([{ attempts: 0, sent: false }]);

    expect(await outbox.sendNow({ kind: 'order_paid', orderId: order.id })).toBe(true);
    const [invoice] = await listOrderDocuments(t.services.db, order.id);
    expect(invoice?.kind).toBe('invoice');
    const mail = smtp.sent.find((m) => m.subject.includes(order.number))!;
    const text = await pdfText(mail.attachments![0]!.content);
    expect(text).toContain(invoice!.number);
    expect(text).toContain(`Spolu uhradené: ${printed(order.total)}`);
  });

  it('SMTP down: the change stays, the e-mail waits in the outbox and later goes out once with the invoice', async () => {
    const smtp = recordingMailer();
    smtp.state.down = true;
    const outbox = outboxWith(smtp.mailer);
    const order = await waitingOrder();
    const result = await changeOrderStateAsAdmin(adminDeps(smtp.mailer, outbox), order.id, 'paid', { userId: ADMIN_ID });
    expect(result).toMatchObject({ ok: true, to: 'paid', mailed: false });
    expect(await paidRows(order.id)).toEqual([{ attempts: 1, sent: false }]);

    smtp.state.down = false;
    await queryRows(t.services.db, sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE order_id = ${order.id}`);
    // two workers at once: one of them sends it
    await Promise.all([outbox.runOnce(), outbox.sendNow({ kind: 'order_paid', orderId: order.id }), outbox.runOnce()]);
    const mails = smtp.sent.filter((m) => m.subject.includes(order.number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(await paidRows(order.id)).toEqual([{ attempts: 2, sent: true }]);
  });

  it('no e-mail row when the owner unticks the customer e-mail', async () => {
    const smtp = recordingMailer();
    const order = await waitingOrder();
    const result = await changeOrderStateAsAdmin(adminDeps(smtp.mailer, outboxWith(smtp.mailer)), order.id, 'paid', {
      userId: ADMIN_ID,
      notifyCustomer: false,
    });
    expect(result).toMatchObject({ ok: true, mailed: false });
    expect(await paidRows(order.id)).toEqual([]);
    expect(smtp.sent).toHaveLength(0);
  });
});
