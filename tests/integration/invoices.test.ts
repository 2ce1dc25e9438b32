/**
 * Invoices and credit notes (decision 0098): one invoice per paid order with gap-free numbers even when many orders are
 * paid at once, VAT per rate and lines that add up to the cent to what the customer paid, a credit note when an
 * invoiced order is cancelled, the scheduled safety net, and the PDF (parsed: its text, with Slovak diacritics) stored
 * once. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import {
  invoicePdf,
  issueCreditNote,
  issueDueDocuments,
  issueInvoice,
  listOrderDocuments,
  type InvoiceDeps,
} from '../../src/domain/invoices/invoices';
import type { InvoiceDocument } from '../../src/domain/invoices/invoice-document';
import { saveInvoicingSettings } from '../../src/domain/invoices/invoice-settings';
import { shopCalendarDate } from '../../src/lib/shop-time';
import { placeOrder } from '../../src/domain/orders/place-order';
import { loader as documentLoader } from '../../app/routes/order-document';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { ACCOUNT_TOKENS, api, createAccountSessions, pageContext, pageRequest, settle } from '../fixtures/account-fixtures';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import { checkoutData, loadOrderFixtures, placeDeps, placeInput, setStock, storeCart } from '../fixtures/place-order-fixtures';

let t: TestDatabase;
let fx: FixtureIds;
let deps: InvoiceDeps;
const YY = String(shopCalendarDate(new Date()).year % 100).padStart(2, '0');

beforeAll(async () => {
  t = await createTestDatabase();
  fx = await loadOrderFixtures(t.services.db);
  deps = { db: t.services.db, now: () => new Date() };
  await saveInvoicingSettings(
    t.services.db,
    {
      invoicePrefix: 'FA',
      creditNotePrefix: 'DB',
      icDph: 'SK2020123456',
      registration: 'Obchodný register OS Bratislava I, oddiel Sro, vložka 12345/B',
      footer: '',
    },
    3,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

/** A placed order (courier, bank transfer) of two products, by a guest or by customer `userId`. */
async function placedOrder(firstname = 'Ľubomír', userId: number | null = null): Promise<number> {
  await setStock(t.services.db, fx.balloon.variant, { 14: 500 });
  await setStock(t.services.db, fx.sale.variant, { 14: 500 });
  const cart = await storeCart(
    t.services.db,
    [
      { variant: fx.balloon, quantity: 3 },
      { variant: fx.sale, quantity: 1 },
    ],
    [],
    userId,
  );
  const placed = await placeOrder(
    placeDeps(t),
    placeInput(cart, {
      checkout: checkoutData({
        email: `faktura.${Date.now()}.${Math.random()}@example.sk`,
        invoice: { firstname, lastname: 'Ťažký', street: 'Šafárikova 7', city: 'Žilina', zip: '01001', country: 'SK' },
      }),
    }),
  );
  return placed.order.id;
}

async function markPaid(orderId: number): Promise<void> {
  await queryRows(t.services.db, sql`UPDATE orders SET state = 'paid', paid_at = now() WHERE id = ${orderId}`);
}

async function documentOf(invoiceId: number): Promise<InvoiceDocument> {
  const [row] = await queryRows<{ document: InvoiceDocument }>(t.services.db, sql`SELECT document FROM invoices WHERE id = ${invoiceId}`);
  return row!.document;
}

describe('invoices', () => {
  it('issues one invoice for a paid order; its lines and VAT add up to the cent to the order total', async () => {
    const orderId = await placedOrder();
    expect(await issueInvoice(deps, orderId)).toBeNull(); // not paid yet
    await markPaid(orderId);
    const invoice = await issueInvoice(deps, orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(new RegExp(`^FA${YY}\\d{5}$`)), currencyCode: 'EUR' });
    expect(await issueInvoice(deps, orderId)).toEqual(invoice); // idempotent

    const [order] = await queryRows<{ total: number; currency_rate: number }>(
      t.services.db,
      sql`SELECT total, currency_rate FROM orders WHERE id = ${orderId}`,
    );
    const document = await documentOf(invoice!.id);
    expect(document.total).toBe(invoice!.total);
    expect(document.lines.reduce((sum, l) => sum + l.total, 0)).toBe(document.total);
    expect(document.vat.reduce((sum, v) => sum + v.total, 0)).toBe(document.total);
    for (const v of document.vat) expect(v.base + v.vat).toBe(v.total);
    expect(new Set(document.vat.map((v) => v.rate)).size).toBe(document.vat.length);
    expect(document.supplier).toMatchObject({ icDph: 'SK2020123456' });
    expect(document.customer).toMatchObject({ name: 'Ľubomír Ťažký', city: 'Žilina' });
    expect(Number(order!.total)).toBeGreaterThan(0);
  });

  it('numbers invoices without gaps when many orders are paid and invoiced at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await placedOrder(`Zákazník${i}`));
    for (const id of ids) await markPaid(id);
    // every order twice, all at once: one invoice each, consecutive numbers
    const issued = await Promise.all([...ids, ...ids].map((id) => issueInvoice(deps, id)));
    const numbers = [...new Set(issued.map((i) => i!.number))];
    expect(numbers).toHaveLength(ids.length);
    const all = await queryRows<{ number: string }>(t.services.db, sql`SELECT number FROM invoices WHERE kind = 'invoice' ORDER BY number`);
    const sequence = all.map((r) => Number(r.number.slice(4)));
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
  });

  it('issues a credit note when an invoiced order is cancelled; the safety net issues what is due', async () => {
    const orderId = await placedOrder();
    await markPaid(orderId);
    const invoice = (await issueInvoice(deps, orderId))!;
    expect(await issueCreditNote(deps, orderId)).toBeNull(); // not cancelled
    await queryRows(t.services.db, sql`UPDATE orders SET state = 'cancelled' WHERE id = ${orderId}`);
    const credit = await issueCreditNote(deps, orderId);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(new RegExp(`^DB${YY}\\d{5}$`)),
      total: invoice.total,
    });
    expect(await issueCreditNote(deps, orderId)).toEqual(credit);
    expect((await documentOf(credit!.id)).corrects).toBe(invoice.number);
    expect((await listOrderDocuments(t.services.db, orderId)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);

    // a paid order the immediate issue missed, and a cancelled invoiced one without its credit note
    const missed = await placedOrder();
    await markPaid(missed);
    const cancelled = await placedOrder();
    await markPaid(cancelled);
    await issueInvoice(deps, cancelled);
    await queryRows(t.services.db, sql`UPDATE orders SET state = 'cancelled' WHERE id = ${cancelled}`);
    const swept = await issueDueDocuments(deps);
    expect(swept.invoices).toBeGreaterThanOrEqual(1);
    expect(swept.creditNotes).toBe(1);
    expect((await listOrderDocuments(t.services.db, missed)).map((d) => d.kind)).toEqual(['invoice']);
    expect(await issueDueDocuments(deps)).toEqual({ invoices: 0, creditNotes: 0 });
  });

  it('draws the PDF once, with its Slovak text, and serves the stored file afterwards', async () => {
    const orderId = await placedOrder();
    await markPaid(orderId);
    const invoice = (await issueInvoice(deps, orderId))!;
    const document = await documentOf(invoice.id);
    const first = await invoicePdf(t.services.db, t.services.files, orderId, invoice.id);
    expect(first!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(first!.pdf)), { mergePages: true });
    for (const expected of [
      'Faktúra – daňový doklad',
      invoice.number,
      'Dodávateľ',
      'Odberateľ',
      'Ľubomír Ťažký',
      'Šafárikova 7',
      'Žilina',
      'Rekapitulácia DPH',
      'SK2020123456',
      'vložka 12345/B',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const totalText = (document.total / 100).toFixed(2).replace('.', ',');
    expect(text).toContain(totalText);

    const again = await invoicePdf(t.services.db, t.services.files, orderId, invoice.id);
    expect(again!.pdf.equals(first!.pdf)).toBe(true);
    const [row] = await queryRows<{ pdf_key: string }>(t.services.db, sql`SELECT pdf_key FROM invoices WHERE id = ${invoice.id}`);
    expect(row!.pdf_key).toBe(`invoices/${invoice.number}.pdf`);
    // another order's id never reaches this document
    expect(await invoicePdf(t.services.db, t.services.files, orderId + 100_000, invoice.id)).toBeNull();
  });
});

describe('the doors', () => {
  const ADMIN_TOKEN = 'invoices-test-admin-token';

  it('the back office marks an order paid: the invoice is issued at once; cancelling it issues the credit note', async () => {
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    await queryRows(
      t.services.db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
    );
    const orderId = await placedOrder();
    const admin = (method: string, path: string, body?: unknown) => api(t, method, path, { token: ADMIN_TOKEN, body });
    expect((await admin('GET', `/api/admin/orders/${orderId}/documents`)).body.data).toEqual([]);
    expect((await admin('POST', `/api/admin/orders/${orderId}/mark-paid`, {})).status).toBe(200);
    const afterPaid = (await admin('GET', `/api/admin/orders/${orderId}/documents`)).body.data;
    expect(afterPaid).toEqual([expect.objectContaining({ kind: 'invoice' })]);
    const pdf = await t.app.request(`/api/admin/orders/${orderId}/documents/${afterPaid[0].id}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${afterPaid[0].number}.pdf"`);
    expect((await admin('POST', `/api/admin/orders/${orderId}/state`, { state: 'cancelled', notifyCustomer: false })).status).toBe(200);
    const afterCancel = (await admin('GET', `/api/admin/orders/${orderId}/documents`)).body.data;
    expect(afterCancel.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);

    const settings = await admin('PUT', '/api/admin/invoicing-settings', {
      invoicePrefix: 'fá',
      creditNotePrefix: 'DB',
      icDph: '',
      registration: '',
      footer: '',
    });
    expect(settings.status).toBe(422);
    expect(settings.body.errors.invoicePrefix).toEqual(['Zadajte 1 až 4 veľké písmená bez diakritiky.']);
  });

  it("the customer gets their own documents (API and account page), a summary link holder the order's; nobody else", async () => {
    await createAccountSessions(t.services.db);
    const own = await placedOrder('Jana', 1);
    await markPaid(own);
    const invoice = (await issueInvoice(deps, own))!;
    const list = await api(t, 'GET', `/api/orders/${own}/documents`, { token: ACCOUNT_TOKENS.customer });
    expect(list.body.data).toEqual([expect.objectContaining({ id: invoice.id, number: invoice.number })]);
    const pdf = await t.app.request(`/api/orders/${own}/documents/${invoice.id}`, {
      headers: { authorization: `Bearer ${ACCOUNT_TOKENS.customer}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // another customer, a guest: the same 404 as an unknown order
    expect((await api(t, 'GET', `/api/orders/${own}/documents`, { token: ACCOUNT_TOKENS.influencer })).status).toBe(404);
    expect((await api(t, 'GET', `/api/orders/${own}/documents/${invoice.id}`, { token: ACCOUNT_TOKENS.influencer })).status).toBe(404);
    expect((await api(t, 'GET', `/api/orders/${own}/documents`)).status).toBe(401);

    const page = (path: string, token: string | null, params: Record<string, string>) =>
      settle(Promise.resolve(documentLoader({ request: pageRequest(path, token), context: pageContext(t), params } as never)));
    const mine = await page(`/ucet/objednavka/${own}/doklad/${invoice.id}`, ACCOUNT_TOKENS.customer, {
      id: String(own),
      documentId: String(invoice.id),
    });
    expect((mine.value as Response).headers.get('content-type')).toBe('application/pdf');
    const theirs = await page(`/ucet/objednavka/${own}/doklad/${invoice.id}`, ACCOUNT_TOKENS.influencer, {
      id: String(own),
      documentId: String(invoice.id),
    });
    expect(theirs.error).toMatchObject({ init: { status: 404 } });

    const [order] = await queryRows<{ hash: string }>(t.services.db, sql`SELECT hash FROM orders WHERE id = ${own}`);
    const viaLink = await page(`/shrnuti/${own}/${order!.hash}/doklad/${invoice.id}`, null, {
      id: String(own),
      hash: order!.hash,
      documentId: String(invoice.id),
    });
    expect((viaLink.value as Response).status).toBe(200);
    const wrongHash = await page(`/shrnuti/${own}/x/doklad/${invoice.id}`, null, {
      id: String(own),
      hash: 'x',
      documentId: String(invoice.id),
    });
    expect(wrongHash.error).toMatchObject({ init: { status: 404 } });
  });
});
