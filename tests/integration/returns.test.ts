/**
 * Returns and complaints (decisions 0102, 0103): a customer withdraws lines of a delivered order, never more than bought
 * minus already returned even when requests race; the back office accepts (the goods go back to stock) and refunds
 * (a partial credit note of just the returned lines, VAT per rate to the cent, its PDF text); the last return of the
 * whole order credits the fees and what is left, so the notes add up to the invoice; a guest files a complaint with a
 * photo by order number + e-mail (a wrong e-mail is refused like an unknown order); nobody reads another customer's
 * requests. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import type { InvoiceDocument } from '../../src/domain/invoices/invoice-document';
import { invoicePdf, issueInvoice } from '../../src/domain/invoices/invoices';
import { saveInvoicingSettings } from '../../src/domain/invoices/invoice-settings';
import { placeOrder } from '../../src/domain/orders/place-order';
import { changeReturnState } from '../../src/domain/returns/return-requests';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { fromAddress } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { ACCOUNT_TOKENS, api, createAccountSessions } from '../fixtures/account-fixtures';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import {
  checkoutData,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  setStock,
  stockOf,
  storeCart,
  WAREHOUSE,
} from '../fixtures/place-order-fixtures';

let t: TestDatabase;
let fx: FixtureIds;
const ADMIN_TOKEN = 'returns-test-admin-token';
const IBAN = 'SK31 1200 0000 1987 4263 7541';

beforeAll(async () => {
  t = await createTestDatabase();
  fx = await loadOrderFixtures(t.services.db);
  await createAccountSessions(t.services.db);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  await saveInvoicingSettings(
    t.services.db,
    { invoicePrefix: 'FA', creditNotePrefix: 'DB', icDph: 'SK2020123456', registration: 'OR OS Bratislava I, vložka 1/B', footer: '' },
    3,
  );
  // two VAT rates in one order: OTHER at 5 %
  await queryRows(
    t.services.db,
    sql`UPDATE products SET tax_rate_id = (SELECT id FROM tax_rates WHERE rate = 5 LIMIT 1) WHERE id = ${fx.other.product}`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

/** A paid, invoiced order delivered `daysAgo` days ago: 3 balloons, 2 of OTHER, 1 SALE (courier, bank transfer). */
async function deliveredOrder(options: { userId?: number | null; daysAgo?: number; email?: string } = {}) {
  for (const v of [fx.balloon.variant, fx.other.variant, fx.sale.variant]) await setStock(t.services.db, v, { [WAREHOUSE]: 500 });
  const cart = await storeCart(
    t.services.db,
    [
      { variant: fx.balloon, quantity: 3 },
      { variant: fx.other, quantity: 2 },
      { variant: fx.sale, quantity: 1 },
    ],
    [],
    options.userId ?? null,
  );
  const email = options.email ?? `vratenie.${Date.now()}.${Math.random()}@example.sk`;
  const placed = await placeOrder(
    placeDeps(t),
    placeInput(cart, {
      checkout: checkoutData({
        email,
        invoice: { firstname: 'Ľudmila', lastname: 'Šťastná', street: 'Hlavná 1', city: 'Košice', zip: '04001', country: 'SK' },
      }),
    }),
  );
  const id = placed.order.id;
  const delivered = new Date(Date.now() - (options.daysAgo ?? 2) * 86_400_000).toISOString();
  await queryRows(t.services.db, sql`UPDATE orders SET state = 'paid', paid_at = now() WHERE id = ${id}`);
  await issueInvoice({ db: t.services.db, now: () => new Date() }, id);
  await queryRows(t.services.db, sql`UPDATE orders SET state = 'completed' WHERE id = ${id}`);
  await queryRows(
    t.services.db,
    sql`INSERT INTO order_state_changes (order_id, from_state, to_state, created_at) VALUES (${id}, 'shipped', 'completed', ${delivered}::timestamptz)`,
  );
  const items = await queryRows<{ id: number; variant_id: number; quantity: number }>(
    t.services.db,
    sql`SELECT id, variant_id, quantity FROM order_items WHERE order_id = ${id} ORDER BY id`,
  );
  const line = (variant: number) => Number(items.find((i) => Number(i.variant_id) === variant)!.id);
  const [order] = await queryRows<{ number: string }>(t.services.db, sql`SELECT number FROM orders WHERE id = ${id}`);
  return {
    id,
    number: order!.number,
    email,
    balloon: line(fx.balloon.variant),
    other: line(fx.other.variant),
    sale: line(fx.sale.variant),
  };
}

const admin = (method: string, path: string, body?: unknown) => api(t, method, path, { token: ADMIN_TOKEN, body });
const customer = (method: string, path: string, body?: unknown) => api(t, method, path, { token: ACCOUNT_TOKENS.customer, body });

async function documentOf(id: number): Promise<InvoiceDocument> {
  const [row] = await queryRows<{ document: InvoiceDocument }>(t.services.db, sql`SELECT document FROM invoices WHERE id = ${id}`);
  return row!.document;
}

function expectBalanced(document: InvoiceDocument) {
  expect(document.lines.reduce((sum, l) => sum + l.total, 0)).toBe(document.total);
  expect(document.vat.reduce((sum, v) => sum + v.total, 0)).toBe(document.total);
  for (const v of document.vat) expect(v.base + v.vat).toBe(v.total);
}

describe('a customer withdraws', () => {
  it('validates the request at the fields: IBAN checksum, lines, quantities, the order’s state', async () => {
    const order = await deliveredOrder({ userId: 1 });
    const bad = await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: order.balloon, quantity: 1 }],
      iban: 'SK31 1200 0000 1987 4263 7542',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.iban).toEqual(['Zadajte platný IBAN.']);
    const none = await customer('POST', `/api/orders/${order.id}/returns`, { kind: 'withdrawal', items: [], iban: IBAN });
    expect(none.body.errors.items).toEqual(['Vyberte aspoň jeden kus tovaru.']);
    const tooMany = await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: order.balloon, quantity: 4 }],
      iban: IBAN,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[`quantity.${order.balloon}`]).toEqual(['Najviac 3 ks.']);
    const late = await deliveredOrder({ userId: 1, daysAgo: 15 });
    const lateAnswer = await customer('POST', `/api/orders/${late.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: late.balloon, quantity: 1 }],
      iban: IBAN,
    });
    expect(lateAnswer.status).toBe(422);
    expect(lateAnswer.body.errors.kind).toEqual(['Lehota 14 dní na odstúpenie od zmluvy uplynula.']);
    // a complaint is still possible then
    const complaint = await customer('POST', `/api/orders/${late.id}/returns`, {
      kind: 'complaint',
      items: [{ orderItemId: late.balloon, quantity: 1 }],
      description: 'Balón je prasknutý pri ventile.',
    });
    expect(complaint.status).toBe(201);
    const [orderState] = await queryRows<{ id: number }>(
      t.services.db,
      sql`UPDATE orders SET state = 'shipped' WHERE id = ${order.id} RETURNING id`,
    );
    expect(orderState).toBeDefined();
    const undelivered = await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: order.balloon, quantity: 1 }],
      iban: IBAN,
    });
    expect(undelivered.status).toBe(422);
    expect(undelivered.body.errors['']).toEqual(['Objednávka ešte nebola doručená.']);
  });

  it('never returns more than bought when requests race (the order row lock)', async () => {
    const order = await deliveredOrder({ userId: 1 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        customer('POST', `/api/orders/${order.id}/returns`, {
          kind: 'withdrawal',
          items: [{ orderItemId: order.balloon, quantity: 1 }],
          iban: IBAN,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(3);
    const [sum] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT sum(quantity)::int AS n FROM return_request_items WHERE order_item_id = ${order.balloon}`,
    );
    expect(Number(sum!.n)).toBe(3);
    const numbers = answers.filter((a) => a.status === 201).map((a) => a.body.data.number as string);
    expect(new Set(numbers).size).toBe(3);
  });

  it('accepting puts the goods back in stock, refunding issues a partial credit note; the last return credits the rest', async () => {
    const order = await deliveredOrder({ userId: 1 });
    const created = await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [
        { orderItemId: order.balloon, quantity: 2 },
        { orderItemId: order.other, quantity: 1 },
      ],
      iban: IBAN,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const own = await customer('GET', `/api/orders/${order.id}/returns`);
    expect(own.body.data.requests[0]).toMatchObject({ id, state: 'received', kind: 'withdrawal' });
    expect(own.body.data.returnable.lines.find((l: { orderItemId: number }) => l.orderItemId === order.balloon).returnable).toBe(1);

    const before = await stockOf(t.services.db, fx.balloon.variant);
    const otherBefore = await stockOf(t.services.db, fx.other.variant);
    expect((await admin('POST', `/api/admin/returns/${id}/state`, { to: 'refunded' })).status).toBe(409);
    const accepted = await admin('POST', `/api/admin/returns/${id}/state`, { to: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: 'accepted', next: ['refunded'] });
    expect((await stockOf(t.services.db, fx.balloon.variant))[WAREHOUSE]).toBe(before[WAREHOUSE]! + 2);
    expect((await stockOf(t.services.db, fx.other.variant))[WAREHOUSE]).toBe(otherBefore[WAREHOUSE]! + 1);

    const refunded = await admin('POST', `/api/admin/returns/${id}/state`, { to: 'refunded' });
    expect(refunded.status).toBe(200);
    const note = refunded.body.data.creditNote;
    expect(note.number).toMatch(/^DB\d{7}$/);
    const [invoiceRow] = await queryRows<{ id: number; number: string }>(
      t.services.db,
      sql`SELECT id, number FROM invoices WHERE order_id = ${order.id} AND kind = 'invoice'`,
    );
    const invoice = await documentOf(Number(invoiceRow!.id));
    const credit = await documentOf(note.id);
    expectBalanced(credit);
    expect(credit.corrects).toBe(invoiceRow!.number);
    // just the returned goods at the invoice's prices, no delivery fee; one line per rate (23 % and 5 %)
    const balloonLine = invoice.lines.find((l) => l.quantity === 3)!;
    const otherLine = invoice.lines.find((l) => l.quantity === 2)!;
    expect(credit.lines).toEqual([
      expect.objectContaining({ quantity: 2, unitPrice: balloonLine.unitPrice, total: balloonLine.unitPrice * 2, taxRate: 23 }),
      expect.objectContaining({ quantity: 1, unitPrice: otherLine.unitPrice, total: otherLine.unitPrice, taxRate: 5 }),
    ]);
    expect(credit.total).toBe(balloonLine.unitPrice * 2 + otherLine.unitPrice);
    expect(credit.vat.map((v) => v.rate).sort()).toEqual([23, 5]);
    const v23 = credit.vat.find((v) => v.rate === 23)!;
    expect(v23.vat).toBe(Math.round((balloonLine.unitPrice * 2 * 23) / 123));

    // the PDF says what it is
    const pdf = await invoicePdf(t.services.db, t.services.files, order.id, note.id);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.pdf)), { mergePages: true });
    for (const expected of [note.number, invoiceRow!.number, 'Ľudmila Šťastná', (credit.total / 100).toFixed(2).replace('.', ',')])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/Dobropis/i);
    // the customer downloads it
    const download = await t.app.request(`/api/orders/${order.id}/documents/${note.id}`, {
      headers: { authorization: `Bearer ${ACCOUNT_TOKENS.customer}` },
    });
    expect(download.status).toBe(200);

    // the rest of the order: the last return credits the delivery fee and every remaining cent
    const rest = await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [
        { orderItemId: order.balloon, quantity: 1 },
        { orderItemId: order.other, quantity: 1 },
        { orderItemId: order.sale, quantity: 1 },
      ],
      iban: IBAN,
    });
    expect(rest.status).toBe(201);
    await admin('POST', `/api/admin/returns/${rest.body.data.id}/state`, { to: 'accepted' });
    const last = await admin('POST', `/api/admin/returns/${rest.body.data.id}/state`, { to: 'refunded' });
    const lastNote = await documentOf(last.body.data.creditNote.id);
    expectBalanced(lastNote);
    expect(credit.total + lastNote.total).toBe(invoice.total);
    for (const v of invoice.vat) {
      const credited = [credit, lastNote].reduce((sum, d) => sum + (d.vat.find((x) => x.rate === v.rate)?.total ?? 0), 0);
      expect(credited).toBe(v.total);
    }
    // gap-free numbers in the credit-note series
    expect(Number(last.body.data.creditNote.number.slice(4))).toBe(Number(note.number.slice(4)) + 1);
    // nothing left to return
    const after = await customer('GET', `/api/orders/${order.id}/returns`);
    expect(after.body.data.returnable.lines.every((l: { returnable: number }) => l.returnable === 0)).toBe(true);

    // e-mails at every step, with the request's number (sent by the mail outbox's kicked worker, decision 0128)
    expect(await t.services.background.drain(10_000)).toBe(0);
    const mails = (await readStoredMails(t.services.config.dataDir)).filter((m) => m.decoded.includes(created.body.data.number));
    expect(mails.map((m) => m.subject).length).toBeGreaterThanOrEqual(3);
  });

  it('a rejection needs its reason; the audit log records the change; the domain checks the role', async () => {
    const order = await deliveredOrder({ userId: 1 });
    const created = await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: order.sale, quantity: 1 }],
      iban: IBAN,
    });
    const id = created.body.data.id as number;
    const noReason = await admin('POST', `/api/admin/returns/${id}/state`, { to: 'rejected' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Uveďte dôvod zamietnutia.']);
    const denied = await changeReturnState(
      { ...t.services, publicUrl: t.services.config.publicUrl },
      id,
      { to: 'rejected', reason: 'x' },
      { id: 1, scope: ['customer'] },
    );
    expect(denied).toEqual({ ok: false, code: 'forbidden' });
    const rejected = await admin('POST', `/api/admin/returns/${id}/state`, { to: 'rejected', reason: 'Tovar bol použitý.' });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', rejectReason: 'Tovar bol použitý.', next: [] });
    const [audit] = await queryRows<{ action: string; user_id: number }>(
      t.services.db,
      sql`SELECT action, user_id FROM audit_log WHERE entity = 'return_requests' AND entity_id = ${String(id)}`,
    );
    expect(audit).toMatchObject({ action: 'state_change', user_id: 3 });
    // a rejected request gives its pieces back
    const again = await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: order.sale, quantity: 1 }],
      iban: IBAN,
    });
    expect(again.status).toBe(201);
    expect((await admin('GET', '/api/admin/returns/999999')).status).toBe(404);
    expect((await admin('POST', '/api/admin/returns/999999/state', { to: 'accepted' })).status).toBe(404);
    const list = await admin('GET', '/api/admin/returns?state=rejected');
    expect(list.body.data.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await admin('GET', '/api/admin/returns?state=nonsense')).status).toBe(422);
  });

  it("another customer's order and requests answer 404 like unknown ones", async () => {
    const order = await deliveredOrder({ userId: 1 });
    const influencer = (method: string, path: string, body?: unknown) => api(t, method, path, { token: ACCOUNT_TOKENS.influencer, body });
    expect((await influencer('GET', `/api/orders/${order.id}/returns`)).status).toBe(404);
    const post = await influencer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: order.balloon, quantity: 1 }],
      iban: IBAN,
    });
    expect(post.status).toBe(404);
    await customer('POST', `/api/orders/${order.id}/returns`, {
      kind: 'withdrawal',
      items: [{ orderItemId: order.balloon, quantity: 1 }],
      iban: IBAN,
    });
    const theirs = await influencer('GET', '/api/returns');
    expect(theirs.body.data.every((r: { orderId: number }) => r.orderId !== order.id)).toBe(true);
    expect((await customer('GET', '/api/returns')).body.data.some((r: { orderId: number }) => r.orderId === order.id)).toBe(true);
    expect((await api(t, 'GET', '/api/returns')).status).toBe(401);
    expect((await customer('GET', '/api/orders/99999999/returns')).status).toBe(404);
  });
});

describe('a guest complains', () => {
  async function guestForm(
    fields: Record<string, string>,
    photos: Array<{ name: string; bytes: Buffer; type: string }>,
    ip = '198.51.100.77',
  ) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    for (const p of photos) body.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
    const res = await t.app.request('/api/returns', { method: 'POST', body }, fromAddress(ip));
    return { status: res.status, body: (await res.json()) as any };
  }

  it('finds the order only with its e-mail, takes a complaint with a photo, and serves the photo to staff only', async () => {
    const order = await deliveredOrder({ email: 'hostka@example.sk' });
    const wrong = await api(t, 'POST', '/api/returns/lookup', { body: { orderNumber: order.number, email: 'iny@example.sk' } });
    expect(wrong.status).toBe(404);
    const found = await api(t, 'POST', '/api/returns/lookup', { body: { orderNumber: order.number, email: 'HOSTKA@example.sk' } });
    expect(found.status).toBe(200);
    expect(found.body.data.lines).toHaveLength(3);

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    const fields = {
      orderNumber: order.number,
      email: 'hostka@example.sk',
      kind: 'complaint',
      [`quantity.${order.balloon}`]: '1',
      description: 'Balón sa nedá nafúknuť, ventil netesní.',
    };
    const notImage = await guestForm(fields, [{ name: 'foto.jpg', bytes: Buffer.from('%PDF-1.4 not an image'), type: 'image/jpeg' }]);
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors.photos[0]).toContain('nie je obrázok');
    const wrongMail = await guestForm({ ...fields, email: 'iny@example.sk' }, []);
    expect(wrongMail.status).toBe(404);
    const created = await guestForm(fields, [{ name: 'ventil.png', bytes: png, type: 'image/png' }]);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;

    const detail = await admin('GET', `/api/admin/returns/${id}`);
    expect(detail.body.data).toMatchObject({ kind: 'complaint', state: 'received', deadline: { overdue: false } });
    const photoId = detail.body.data.photoIds[0] as number;
    const photo = await t.app.request(`/api/admin/returns/${id}/photos/${photoId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    const asCustomer = await t.app.request(`/api/admin/returns/${id}/photos/${photoId}`, {
      headers: { authorization: `Bearer ${ACCOUNT_TOKENS.customer}` },
    });
    expect(asCustomer.status).toBe(403);

    // the confirmation e-mail carries the number (sent by the mail outbox's kicked worker, decision 0128)
    expect(await t.services.background.drain(10_000)).toBe(0);
    const mails = await readStoredMails(t.services.config.dataDir);
    expect(mails.some((m) => m.to.includes('hostka@example.sk') && m.decoded.includes(created.body.data.number))).toBe(true);

    // the complaint workflow: accepted, then resolved by a replacement (its pieces may be complained about again)
    expect((await admin('POST', `/api/admin/returns/${id}/state`, { to: 'resolved', resolution: 'repair' })).status).toBe(409);
    expect((await admin('POST', `/api/admin/returns/${id}/state`, { to: 'accepted' })).status).toBe(200);
    const noResolution = await admin('POST', `/api/admin/returns/${id}/state`, { to: 'resolved' });
    expect(noResolution.body.errors.resolution).toEqual(['Vyberte, ako bola reklamácia vybavená.']);
    const resolved = await admin('POST', `/api/admin/returns/${id}/state`, { to: 'resolved', resolution: 'replacement' });
    expect(resolved.body.data).toMatchObject({ state: 'resolved', resolution: 'replacement', creditNote: null });
  });

  it('limits the guest form per client address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (
          await t.app.request(
            '/api/returns/lookup',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ orderNumber: 'X', email: 'a@example.sk' }),
            },
            fromAddress('203.0.113.9'),
          )
        ).status,
      );
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
