/**
 * The customer's order-state e-mails (decision 0084), on PGlite and PostgreSQL: each state has its heading and the
 * amount worded by the state — "Spolu k úhrade" only while the payment is awaited, "Uhradené" once paid, cash on
 * delivery "Pri prevzatí zaplatíte", a cancellation says so and what is refunded; the HTML is the branded frame
 * (viewport, inline styles), escapes what the customer typed and product names, and every message has its plain-text
 * part (multipart/alternative when sent).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import type { OrderState } from '../../src/db/schema';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { buildOrderStateMail } from '../../src/mail/order-state-mail';
import { apiRequest } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { createOrderFixture, type OrderFixtureOptions } from '../fixtures/order-fixtures';

const ADMIN_TOKEN = 'order-state-mails-admin-token';
const URL_BASE = 'https://www.party-shop.sk/shrnuti/1/abc';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

/** An order in `state` (paid = paid_at set) and its e-mail for that state. */
async function mailFor(state: OrderState, options: OrderFixtureOptions & { paid?: boolean; tracking?: string } = {}) {
  const db = t.services.db;
  const order = await createOrderFixture(db, {
    items: [{ name: 'Fóliový balón Srdce', variantName: 'červený', code: 'BAL-1', quantity: 2, unitPrice: 990 }],
    deliveryPrice: 0,
    paymentPrice: 0,
    ...options,
    state,
  });
  if (options.paid !== undefined) {
    await queryRows(
      db,
      sql`UPDATE orders SET paid_at = ${options.paid ? new Date().toISOString() : null}::timestamptz WHERE id = ${order.id}`,
    );
  }
  if (options.tracking) await queryRows(db, sql`UPDATE orders SET tracking_number = ${options.tracking} WHERE id = ${order.id}`);
  const summary = (await loadOrderSummary(db, order.id, { cardPaymentEnabled: false }))!;
  return buildOrderStateMail(summary, state, URL_BASE, summary.invoice.name);
}

const TOTAL = '19,80\u00a0€';

describe('order-state e-mails', () => {
  it('waiting for payment: "Spolu k úhrade" with the amount', async () => {
    const mail = await mailFor('waiting_for_payment');
    expect(mail.text).toContain(`Spolu k úhrade: ${TOTAL}`);
    expect(mail.html).toContain('Čakáme na vašu platbu');
    expect(mail.html).toContain(`Spolu k úhrade: ${TOTAL}`);
  });

  it('paid, processing, completed: "Uhradené", never "Spolu k úhrade"', async () => {
    for (const [state, heading] of [
      ['paid', 'Platbu sme prijali'],
      ['processing', 'Objednávku pripravujeme'],
      ['completed', 'Ďakujeme za nákup'],
    ] as const) {
      const mail = await mailFor(state, { paid: true });
      for (const body of [mail.text, mail.html!]) {
        expect(body).toContain(`Uhradené: ${TOTAL}`);
        expect(body).not.toContain('Spolu k úhrade');
      }
      expect(mail.html).toContain(heading);
    }
  });

  it('shipped: the parcel number, the tracking button and "Uhradené"; cash on delivery says what is paid on delivery', async () => {
    const paid = await mailFor('shipped', { carrier: 'packeta', paid: true, tracking: 'Z 123 456' });
    expect(paid.html).toContain('Objednávka je na ceste');
    expect(paid.text).toContain('Číslo zásielky: Z 123 456');
    expect(paid.text).toContain('Sledovanie zásielky: https://tracking.packeta.com/sk/?id=Z123456');
    expect(paid.html).toContain('href="https://tracking.packeta.com/sk/?id=Z123456"');
    expect(paid.html).toContain('Sledovať zásielku');
    expect(paid.text).toContain(`Uhradené: ${TOTAL}`);

    const cod = await mailFor('shipped', { paymentMethod: 'cod', paid: false });
    expect(cod.text).toContain(`Pri prevzatí zaplatíte ${TOTAL}.`);
    expect(cod.text).toContain(`Zaplatíte pri prevzatí: ${TOTAL}`);
    expect(cod.text + cod.html).not.toContain('Spolu k úhrade');
  });

  it('ready for pickup names the branch with its address', async () => {
    const mail = await mailFor('ready_for_pickup', { carrier: 'pickup', paid: true });
    expect(mail.html).toContain('Objednávka na vás čaká na predajni');
    expect(mail.text).toMatch(/Kde si ju vyzdvihnete: .+, \d{3} \d{2} /);
    expect(mail.text).toContain(`Uhradené: ${TOTAL}`);
  });

  it('cancelled: says so; a paid order is refunded, an unpaid one owes nothing; no "Spolu k úhrade"', async () => {
    const paid = await mailFor('cancelled', { paid: true });
    expect(paid.html).toContain('Objednávka bola zrušená');
    expect(paid.text).toContain(`Uhradenú sumu ${TOTAL} vám vrátime`);
    expect(paid.text).toContain(`Vrátime vám: ${TOTAL}`);
    expect(paid.text + paid.html).not.toContain('Spolu k úhrade');

    const unpaid = await mailFor('cancelled', { paid: false });
    expect(unpaid.text).toContain('Nemusíte nič platiť.');
    expect(unpaid.text + unpaid.html).not.toContain('Spolu k úhrade');
    expect(unpaid.text + unpaid.html).not.toContain('vrátime na účet');
  });

  it('escapes the customer’s name and product names in the HTML; the text part keeps them readable', async () => {
    const mail = await mailFor('paid', {
      paid: true,
      invoiceFirstname: '<script>alert(1)</script>',
      invoiceLastname: 'O"Brien & syn',
      items: [{ name: '<img src=x onerror=alert(2)>', quantity: 1, unitPrice: 1980 }],
    });
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O&quot;Brien &amp; syn');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(mail.text).toContain('Dobrý deň <script>alert(1)</script> O"Brien & syn,');
  });

  it('the branded frame: language, viewport for phones, inline styles, the wordmark and the summary button', async () => {
    const mail = await mailFor('processing', { paid: true });
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="sk">/);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('Party <span style="color:#006f9a">shop</span>');
    expect(mail.html).toContain(`href="${URL_BASE}"`);
    expect(mail.html).toContain('Zobraziť objednávku');
    expect(mail.text).toContain(`Zhrnutie objednávky: ${URL_BASE}`);
  });

  it('sent through a state change: HTML and the plain-text alternative in one message', async () => {
    const email = `state-mail-${Date.now()}@example.sk`;
    const order = await createOrderFixture(t.services.db, { email, state: 'waiting_for_payment' });
    const answer = await apiRequest(t, 'POST', `/api/admin/orders/${order.id}/state`, {
      body: { state: 'paid' },
      token: ADMIN_TOKEN,
      address: '198.51.100.97',
    });
    expect(answer.status).toBe(200);
    const [mail] = (await readStoredMails(t.services.config.dataDir)).filter((m) => m.to.includes(email));
    expect(mail!.decoded).toMatch(/multipart\/alternative/i);
    expect(mail!.decoded).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.decoded).toMatch(/Content-Type: text\/html/i);
    expect(mail!.decoded).toContain('Platbu sme prijali');
    expect(mail!.decoded).not.toContain('Spolu k úhrade');
  });
});
