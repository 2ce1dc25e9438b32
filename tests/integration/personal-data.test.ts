/**
 * A customer's personal data (decision 0097) through its three doors: the customer's API (GET /api/me/personal-data,
 * DELETE /api/me), the account page (/ucet/osobne-udaje and its export) and the back office on the customer's request
 * (GET /api/admin/customers/{id}/personal-data, DELETE /api/admin/customers/{id}). The erasure keeps the accounting
 * records (the order with its invoice data and amounts) and the newsletter consent history without the plain address.
 * Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as erasePageAction } from '../../app/routes/account-personal-data';
import { loader as exportPageLoader } from '../../app/routes/account-personal-data-export';
import { queryRows } from '../../src/db/client';
import { consentEmailDigest } from '../../src/domain/newsletter/newsletter-consents';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { postJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { api, pageContext, pageRequest, settle } from '../fixtures/account-fixtures';
import { createOrderFixture } from '../fixtures/order-fixtures';

let shared: TestDatabase | undefined;
let t: TestDatabase;

beforeEach(async () => {
  shared ??= await createTestDatabase();
  t = await createTestDatabase({ shareDatabaseOf: shared });
  await queryRows(t.services.db, sql`DELETE FROM rate_limits`);
});
afterEach(async () => {
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

const PASSWORD = 'Moje heslo 2026';
const ADMIN_TOKEN = 'personal-data-test-admin-token';
const EDITOR_TOKEN = 'personal-data-test-editor-token';
let customers = 0;

interface Customer {
  id: number;
  email: string;
  token: string;
}

async function newCustomer(): Promise<Customer> {
  const email = `gdpr.${++customers}.${Date.now()}@example.sk`;
  const res = await postJson(t, '/api/auth/register', {
    firstname: 'Šárka',
    lastname: 'Vymazaná',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, email, token: res.body.token };
}

async function staffSessions(): Promise<void> {
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES
          (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz),
          (4, ${hashSessionToken(EDITOR_TOKEN)}, ${inADay}::timestamptz)`,
  );
}

/** A customer with an address, a finished order, a review, a watchdog and the newsletter. */
async function customerWithHistory(state: 'completed' | 'shipped' = 'completed') {
  const customer = await newCustomer();
  const address = await api(t, 'POST', '/api/addresses', {
    token: customer.token,
    body: {
      name: 'Domov',
      firstname: 'Šárka',
      lastname: 'Vymazaná',
      street: 'Tajná 7',
      city: 'Trnava',
      zip: '91701',
      country: 'SK',
      phonePrefix: '+421',
      phone: '905 123 456',
    },
  });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const order = await createOrderFixture(t.services.db, {
    state,
    email: customer.email,
    invoiceFirstname: 'Šárka',
    invoiceLastname: 'Vymazaná',
    invoiceCompany: 'Šárkine balóny s.r.o.',
    note: 'Zazvoňte dvakrát, Šárka',
    items: [{ name: 'Balón srdce', quantity: 2, unitPrice: 990 }],
  });
  await queryRows(
    t.services.db,
    sql`UPDATE orders SET user_id = ${customer.id}, phone_prefix = '+421', phone = '905123456', delivery_firstname = 'Šárka',
          delivery_lastname = 'Vymazaná', delivery_street = 'Tajná 7', delivery_city = 'Trnava', delivery_zip = '91701',
          delivery_country_code = 'SK' WHERE id = ${order.id}`,
  );
  await queryRows(
    t.services.db,
    sql`INSERT INTO order_state_changes (order_id, from_state, to_state, note) VALUES (${order.id}, 'paid', ${state}, 'Šárka volala')`,
  );
  const [product] = await queryRows<{ id: number; variant_id: number }>(
    t.services.db,
    sql`SELECT p.id, min(v.id) AS variant_id FROM products p JOIN product_variants v ON v.product_id = p.id
        WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) GROUP BY p.id ORDER BY p.id LIMIT 1`,
  );
  await queryRows(
    t.services.db,
    sql`INSERT INTO reviews (product_id, user_id, stars, text, author_name, status)
        VALUES (${product!.id}, ${customer.id}, 1, 'Praskol', 'Šárka V.', 'published')`,
  );
  await queryRows(t.services.db, sql`UPDATE products SET rating_avg = 1, rating_count = 1 WHERE id = ${product!.id}`);
  await queryRows(
    t.services.db,
    sql`INSERT INTO watchdogs (user_id, product_id, variant_id) VALUES (${customer.id}, ${product!.id}, ${product!.variant_id})`,
  );
  const subscribed = await postJson(t, '/api/subscriber/save', { email: customer.email }, { address: `198.51.100.${customers % 200}` });
  expect(subscribed.status).toBeLessThan(300);
  const [stored] = await queryRows<Record<string, unknown>>(t.services.db, sql`SELECT * FROM orders WHERE id = ${order.id}`);
  return { customer, order, productId: product!.id, storedOrder: stored! };
}

async function orderRow(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(t.services.db, sql`SELECT * FROM orders WHERE id = ${id}`);
  return row!;
}

async function count(table: string, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(t.services.db, sql`SELECT count(*) AS n FROM ${sql.raw(table)} WHERE ${where}`);
  return Number(row!.n);
}

describe('the export', () => {
  it('holds the account, addresses, orders with lines and history, reviews, watchdogs and the newsletter history; never the password', async () => {
    const { customer, order } = await customerWithHistory();
    const res = await api(t, 'GET', '/api/me/personal-data', { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.format).toBe('party-shop.personal-data.v1');
    expect(res.body.data.account).toMatchObject({ id: customer.id, email: customer.email, firstname: 'Šárka' });
    expect(res.body.data.addresses).toEqual([
      expect.objectContaining({ street: 'Tajná 7', phone: expect.stringMatching(/^\+421 905 ?123 ?456$/) }),
    ]);
    expect(res.body.data.orders).toHaveLength(1);
    expect(res.body.data.orders[0]).toMatchObject({
      number: order.number,
      state: 'completed',
      invoice: expect.objectContaining({ company: 'Šárkine balóny s.r.o.' }),
      delivery: expect.objectContaining({ street: 'Tajná 7' }),
      note: 'Zazvoňte dvakrát, Šárka',
      items: [expect.objectContaining({ name: 'Balón srdce', quantity: 2, total: { amount: 1980, currency: 'EUR' } })],
    });
    expect(res.body.data.orders[0].history).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(res.body.data.reviews).toEqual([expect.objectContaining({ stars: 1, text: 'Praskol' })]);
    expect(res.body.data.watchdogs).toHaveLength(1);
    expect(res.body.data.newsletter).toMatchObject({ subscribed: true, history: [expect.objectContaining({ action: 'subscribed' })] });
    expect(res.body.data.sessions.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/argon2|password|token_hash|tokenHash/i);
    expect(res.text).not.toContain(hashSessionToken(customer.token));
  });

  it("shows only the caller's own data; a guest gets 401", async () => {
    const { order } = await customerWithHistory();
    const other = await newCustomer();
    const res = await api(t, 'GET', '/api/me/personal-data', { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.data.account.email).toBe(other.email);
    expect(res.body.data.orders).toEqual([]);
    expect(res.text).not.toContain(order.number);
    expect((await api(t, 'GET', '/api/me/personal-data')).status).toBe(401);
  });

  it('downloads as a JSON file from the account page', async () => {
    const { customer } = await customerWithHistory();
    const res = (await exportPageLoader({
      request: pageRequest('/ucet/osobne-udaje/export', customer.token),
      context: pageContext(t),
      params: {},
    } as never)) as Response;
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="osobne-udaje-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = JSON.parse(await res.text());
    expect(body.account.email).toBe(customer.email);
    const guest = await settle(
      Promise.resolve(
        exportPageLoader({ request: pageRequest('/ucet/osobne-udaje/export', null), context: pageContext(t), params: {} } as never),
      ),
    );
    expect(guest.error).toBeInstanceOf(Response);
    expect((guest.error as Response).status).toBe(302);
  });
});

describe('the erasure', () => {
  it('erases the account and keeps the order as an accounting record without contact data', async () => {
    const { customer, order, productId, storedOrder } = await customerWithHistory();
    const res = await api(t, 'DELETE', '/api/me', { token: customer.token, body: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ordersKept: 1 });

    expect(await count('users', sql`id = ${customer.id}`)).toBe(0);
    expect(await count('addresses', sql`user_id = ${customer.id}`)).toBe(0);
    expect(await count('sessions', sql`user_id = ${customer.id}`)).toBe(0);
    expect(await count('reviews', sql`user_id = ${customer.id}`)).toBe(0);
    expect(await count('watchdogs', sql`user_id = ${customer.id}`)).toBe(0);
    expect(await count('subscribers', sql`lower(email) = ${customer.email}`)).toBe(0);

    // the accounting record: invoice data, lines and amounts unchanged
    const kept = await orderRow(order.id);
    for (const column of [
      'number',
      'variable_symbol',
      'invoice_firstname',
      'invoice_lastname',
      'invoice_company',
      'invoice_street',
      'items_total',
      'total',
      'state',
    ]) {
      expect(kept[column], column).toEqual(storedOrder[column]);
    }
    expect(await count('order_items', sql`order_id = ${order.id}`)).toBe(1);
    // … without what identifies the buyer beyond the invoice
    expect(kept.email).toBe(`vymazany-zakaznik-${order.id}@anonymized.invalid`);
    expect(kept).toMatchObject({
      user_id: null,
      phone: null,
      phone_prefix: null,
      note: null,
      delivery_street: null,
      delivery_firstname: null,
    });
    expect(kept.hash).not.toBe(storedOrder.hash);
    expect(await count('order_state_changes', sql`order_id = ${order.id} AND note IS NOT NULL`)).toBe(0);

    // the rating no longer counts the erased review
    const [rating] = await queryRows<{ rating_count: number }>(
      t.services.db,
      sql`SELECT rating_count FROM products WHERE id = ${productId}`,
    );
    expect(Number(rating!.rating_count)).toBe(0);

    // the consent history stays as proof, without the plain address
    const consents = await queryRows<{ email: string | null; action: string; source: string | null }>(
      t.services.db,
      sql`SELECT email, action, source FROM newsletter_consents WHERE email_sha256 = ${consentEmailDigest(customer.email)} ORDER BY id`,
    );
    expect(consents).toEqual([
      { email: null, action: 'subscribed', source: 'footer' },
      { email: null, action: 'unsubscribed', source: 'account_erasure' },
    ]);
    expect(await count('newsletter_consents', sql`email = ${customer.email}`)).toBe(0);

    // the audit log says it happened, with no personal data
    const [audit] = await queryRows<{ action: string; changes: unknown }>(
      t.services.db,
      sql`SELECT action, changes FROM audit_log WHERE entity = 'users' AND entity_id = ${String(customer.id)} AND action = 'erase'`,
    );
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit!.changes)).not.toContain(customer.email);

    // the old session is dead, the e-mail can register again
    expect((await api(t, 'GET', '/api/me', { token: customer.token })).status).toBe(401);
    const again = await postJson(t, '/api/auth/register', {
      firstname: 'Šárka',
      lastname: 'Nová',
      email: customer.email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(again.status).toBe(201);
  });

  it('refuses a wrong password, an order in progress and a malformed body, and changes nothing', async () => {
    const { customer, order } = await customerWithHistory('shipped');
    const wrong = await api(t, 'DELETE', '/api/me', { token: customer.token, body: { password: 'nie je to ono' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'wrong_password', errors: { password: ['Nesprávne heslo.'] } });
    const open = await api(t, 'DELETE', '/api/me', { token: customer.token, body: { password: PASSWORD } });
    expect(open.status).toBe(422);
    expect(open.body.code).toBe('open_orders');
    const malformed = await api(t, 'DELETE', '/api/me', { token: customer.token, body: { password: 42 } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.password).toBeDefined();
    expect(await count('users', sql`id = ${customer.id}`)).toBe(1);
    expect((await orderRow(order.id)).email).toBe(customer.email);
    expect(await count('subscribers', sql`lower(email) = ${customer.email}`)).toBe(1);
    expect((await api(t, 'DELETE', '/api/me', { body: { password: PASSWORD } })).status).toBe(401);
  });

  it('limits password attempts per account', async () => {
    const customer = await newCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await api(t, 'DELETE', '/api/me', { token: customer.token, body: { password: `zle heslo ${i}` } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
    expect(await count('users', sql`id = ${customer.id}`)).toBe(1);
  });

  it('on the account page: needs the confirmation box, then logs out and lands on the goodbye page', async () => {
    const { customer } = await customerWithHistory();
    const call = (form: Record<string, string>) =>
      settle(
        Promise.resolve(
          erasePageAction({
            request: pageRequest('/ucet/osobne-udaje', customer.token, form),
            context: pageContext(t),
            params: {},
          } as never),
        ),
      );
    const unconfirmed = await call({ password: PASSWORD });
    expect(unconfirmed.value).toMatchObject({
      type: 'DataWithResponseInit',
      init: { status: 422 },
      data: { errors: { confirm: ['Potvrďte, že rozumiete, že zrušenie je nevratné.'] } },
    });
    const wrong = await call({ password: 'zle', confirm: 'on' });
    expect(wrong.value).toMatchObject({ init: { status: 422 }, data: { errors: { password: ['Nesprávne heslo.'] } } });
    expect(await count('users', sql`id = ${customer.id}`)).toBe(1);

    const done = await call({ password: PASSWORD, confirm: 'on' });
    const response = done.error as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ucet-zruseny');
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await count('users', sql`id = ${customer.id}`)).toBe(0);
  });
});

describe('the back office on request', () => {
  it('exports and erases a customer for an admin; an editor may not; staff accounts are not erased', async () => {
    await staffSessions();
    const { customer, order } = await customerWithHistory();
    const admin = (method: string, path: string) => api(t, method, path, { token: ADMIN_TOKEN });

    expect((await api(t, 'GET', `/api/admin/customers/${customer.id}/personal-data`, { token: EDITOR_TOKEN })).status).toBe(403);
    expect((await api(t, 'DELETE', `/api/admin/customers/${customer.id}`, { token: EDITOR_TOKEN })).status).toBe(403);

    const exported = await admin('GET', `/api/admin/customers/${customer.id}/personal-data`);
    expect(exported.status).toBe(200);
    expect(exported.body.data.orders[0].number).toBe(order.number);

    const staff = await admin('DELETE', '/api/admin/customers/4');
    expect(staff.status).toBe(422);
    expect(staff.body.code).toBe('staff_account');
    expect(await count('users', sql`id = 4`)).toBe(1);

    const erased = await admin('DELETE', `/api/admin/customers/${customer.id}`);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({ ordersKept: 1 });
    expect(await count('users', sql`id = ${customer.id}`)).toBe(0);
    const [audit] = await queryRows<{ user_id: number }>(
      t.services.db,
      sql`SELECT user_id FROM audit_log WHERE entity = 'users' AND entity_id = ${String(customer.id)} AND action = 'erase'`,
    );
    expect(audit!.user_id).toBe(3);
    expect((await admin('DELETE', `/api/admin/customers/${customer.id}`)).status).toBe(404);
    expect((await admin('GET', '/api/admin/customers/99999999/personal-data')).status).toBe(404);
  });
});
