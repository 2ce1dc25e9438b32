/**
 * Shipping from the back office (decision 0072): the tracking number given with the "Odoslaná" change is stored,
 * shown in the summary with the carrier's tracking link and sent in the e-mail; the "Poslať zákazníkovi e-mail" box
 * unticked sends no e-mail (cancel included) through the API and the page action; bad tracking numbers are 422;
 * the packing slip page answers the admin with the lines and codes, sends a guest to the login, a customer gets 403,
 * an unknown id 404.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as orderDetailAction } from '../../app/routes/admin/order-detail';
import { loader as packingSlipLoader } from '../../app/routes/admin/order-packing-slip';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { trackingUrlFor } from '../../src/domain/orders/tracking-url';
import { apiRequest } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { createOrderFixture, type OrderFixtureOptions } from '../fixtures/order-fixtures';
import { loadOrderFixtures } from '../fixtures/place-order-fixtures';

const ADMIN_TOKEN = 'admin-order-shipping-admin-token';
const CUSTOMER_TOKEN = 'admin-order-shipping-customer-token';
const ADMIN_ID = 3;
const CUSTOMER_ID = 1; // zakaznik@party-shop.sk, no back-office role

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await loadOrderFixtures(t.services.db);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${ADMIN_ID}, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz),
                                                                     (${CUSTOMER_ID}, ${hashSessionToken(CUSTOMER_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const api = (method: string, path: string, body?: unknown) =>
  apiRequest(t, method, path, { body, token: ADMIN_TOKEN, address: '198.51.100.90' });

let seq = 0;
async function order(options: OrderFixtureOptions = {}) {
  seq += 1;
  const email = `shipping-${seq}-${Date.now()}@example.sk`;
  const fixture = await createOrderFixture(t.services.db, {
    email,
    items: [{ name: 'Balón srdce', code: 'BAL-SRD-01', quantity: 3, unitPrice: 500 }],
    ...options,
  });
  return { ...fixture, email };
}

async function mailsTo(email: string) {
  return (await readStoredMails(t.services.config.dataDir)).filter((m) => m.to.includes(email));
}

function pageContext(): AppLoadContext {
  return { services: t.services, cspNonce: '', clientIp: '198.51.100.91' } as unknown as AppLoadContext;
}

function pageRequest(path: string, token: string | null, form?: Record<string, string> | [string, string][]): Request {
  const headers: Record<string, string> = token ? { cookie: `${AUTH_TOKEN_COOKIE}=${token}` } : {};
  if (!form) return new Request(`http://localhost${path}`, { headers });
  const body = new FormData();
  for (const [k, v] of Array.isArray(form) ? form : Object.entries(form)) body.append(k, v);
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body });
}

async function settle<T>(run: () => Promise<T>): Promise<T | unknown> {
  try {
    return await run();
  } catch (error) {
    return error;
  }
}

describe('tracking number', () => {
  it('builds the carrier link from the pattern, without spaces, only with a pattern and a number', () => {
    expect(trackingUrlFor('https://tracking.packeta.com/sk/?id={n}', 'Z 123 4567 890')).toBe(
      'https://tracking.packeta.com/sk/?id=Z1234567890',
    );
    expect(trackingUrlFor(null, 'Z1')).toBeNull();
    expect(trackingUrlFor('https://example.sk/{n}', null)).toBeNull();
    expect(trackingUrlFor('https://example.sk/', 'Z1')).toBeNull();
  });

  it('shipping a Packeta order with a tracking number stores it, the summary links it and the "Odoslaná" e-mail carries both', async () => {
    const o = await order({ carrier: 'packeta', state: 'paid', packetaPoint: { id: '1234', name: 'Z-BOX Bratislava' } });
    const answer = await api('POST', `/api/admin/orders/${o.id}/state`, { state: 'shipped', trackingNumber: 'Z 987 6543 210' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ from: 'paid', to: 'shipped', mailed: true }));
    const [row] = await queryRows<{ tracking_number: string | null }>(
      t.services.db,
      sql`SELECT tracking_number FROM orders WHERE id = ${o.id}`,
    );
    expect(row!.tracking_number).toBe('Z 987 6543 210');

    const summary = await loadOrderSummary(t.services.db, o.id, { cardPaymentEnabled: false });
    expect(summary!.delivery.tracking).toEqual({ number: 'Z 987 6543 210', url: 'https://tracking.packeta.com/sk/?id=Z9876543210' });

    const mails = await mailsTo(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain('Číslo zásielky: Z 987 6543 210');
    expect(mails[0]!.decoded).toContain('https://tracking.packeta.com/sk/?id=Z9876543210');

    const audit = await api('GET', `/api/admin/audit/orders/${o.id}`);
    expect(audit.body.data[0].changes.trackingNumber).toEqual({ from: null, to: 'Z 987 6543 210' });
  });

  it('a courier without a pattern shows the number without a link; a number given with another state is not stored', async () => {
    const o = await order({ carrier: 'courier', state: 'waiting_for_payment' });
    expect((await api('POST', `/api/admin/orders/${o.id}/state`, { state: 'paid', trackingNumber: 'NOT-STORED' })).status).toBe(200);
    expect((await loadOrderSummary(t.services.db, o.id, { cardPaymentEnabled: false }))!.delivery.tracking).toBeNull();
    expect((await api('POST', `/api/admin/orders/${o.id}/state`, { state: 'shipped', trackingNumber: '0123456789' })).status).toBe(200);
    expect((await loadOrderSummary(t.services.db, o.id, { cardPaymentEnabled: false }))!.delivery.tracking).toEqual({
      number: '0123456789',
      url: null,
    });
    const shippedMail = (await mailsTo(o.email)).find((m) => m.decoded.includes('Objednávku sme odoslali'));
    expect(shippedMail!.decoded).toContain('Číslo zásielky: 0123456789');
    expect(shippedMail!.decoded).not.toContain('Sledovanie zásielky:');
  });

  it('refuses a malformed tracking number with 422 at the field and changes nothing', async () => {
    const o = await order({ carrier: 'packeta', state: 'paid' });
    const answer = await api('POST', `/api/admin/orders/${o.id}/state`, { state: 'shipped', trackingNumber: '<script>' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.trackingNumber).toEqual([
      'Číslo zásielky môže obsahovať iba písmená, číslice, medzery a pomlčky (najviac 40 znakov).',
    ]);
    const long = await api('POST', `/api/admin/orders/${o.id}/state`, { state: 'shipped', trackingNumber: '1'.repeat(41) });
    expect(long.status).toBe(422);
    const [row] = await queryRows<{ state: string }>(t.services.db, sql`SELECT state FROM orders WHERE id = ${o.id}`);
    expect(row!.state).toBe('paid');
  });

  it('the page action ships with the tracking number and refuses a bad one with the field error', async () => {
    const o = await order({ carrier: 'packeta', state: 'processing' });
    const path = `/admin/objednavky/${o.id}`;
    const call = (form: Record<string, string> | [string, string][]) =>
      settle(() =>
        orderDetailAction({ request: pageRequest(path, ADMIN_TOKEN, form), params: { id: String(o.id) }, context: pageContext() } as never),
      );
    const bad = (await call({ state: 'shipped', trackingNumber: 'a;b' })) as {
      init: { status: number };
      data: { errors: Record<string, string[]> };
    };
    expect(bad.init.status).toBe(422);
    expect(bad.data.errors.trackingNumber).toHaveLength(1);
    const ok = (await call([
      ['state', 'shipped'],
      ['trackingNumber', 'Z 111'],
      ['notifyCustomer', '1'],
      ['notifyCustomer', '0'],
    ])) as Response;
    expect(ok.headers.get('location')).toBe(`${path}?ok=admin.order.flash.changed`);
    expect((await loadOrderSummary(t.services.db, o.id, { cardPaymentEnabled: false }))!.delivery.tracking?.number).toBe('Z 111');
    expect(await mailsTo(o.email)).toHaveLength(1);
  });
});

describe('e-mail to the customer on a change', () => {
  it('cancelling without the e-mail (API notifyCustomer false) sends none and still cancels', async () => {
    const o = await order({ carrier: 'courier', state: 'paid' });
    const answer = await api('POST', `/api/admin/orders/${o.id}/state`, { state: 'cancelled', notifyCustomer: false });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ to: 'cancelled', mailed: false }));
    expect(await mailsTo(o.email)).toHaveLength(0);
  });

  it('the page form: an unticked box (only the hidden 0) sends none for cancel and other states; ticked sends', async () => {
    const o = await order({ carrier: 'courier', state: 'waiting_for_payment' });
    const path = `/admin/objednavky/${o.id}`;
    const call = (form: [string, string][]) =>
      settle(() =>
        orderDetailAction({ request: pageRequest(path, ADMIN_TOKEN, form), params: { id: String(o.id) }, context: pageContext() } as never),
      );
    const paid = (await call([
      ['state', 'paid'],
      ['notifyCustomer', '0'],
    ])) as Response;
    expect(paid.headers.get('location')).toBe(`${path}?ok=admin.order.flash.changed_silent`);
    expect(await mailsTo(o.email)).toHaveLength(0);
    const processing = (await call([
      ['state', 'processing'],
      ['notifyCustomer', '1'],
      ['notifyCustomer', '0'],
    ])) as Response;
    expect(processing.headers.get('location')).toBe(`${path}?ok=admin.order.flash.changed`);
    expect(await mailsTo(o.email)).toHaveLength(1);
    const cancelled = (await call([
      ['state', 'cancelled'],
      ['notifyCustomer', '0'],
    ])) as Response;
    expect(cancelled).toBeInstanceOf(Response);
    const [row] = await queryRows<{ state: string }>(t.services.db, sql`SELECT state FROM orders WHERE id = ${o.id}`);
    expect(row!.state).toBe('cancelled');
    expect(await mailsTo(o.email)).toHaveLength(1);
  });
});

describe('packing slip', () => {
  const load = (id: string, token: string | null) =>
    settle(() =>
      packingSlipLoader({
        request: pageRequest(`/admin/objednavky/${id}/dodaci-list`, token),
        params: { id },
        context: pageContext(),
      } as never),
    );

  it('answers the admin with the shop, customer, delivery and lines with codes and quantities', async () => {
    const o = await order({ carrier: 'packeta', packetaPoint: { id: '4321', name: 'Z-BOX Nitra' }, note: 'Prosím zabaliť ako darček' });
    const slip = (await load(String(o.id), ADMIN_TOKEN)) as Awaited<ReturnType<typeof packingSlipLoader>>;
    expect(slip.slip.summary.number).toBe(o.number);
    expect(slip.slip.summary.items.map((i) => [i.code, i.name, i.quantity])).toEqual([['BAL-SRD-01', 'Balón srdce', 3]]);
    expect(slip.slip.summary.delivery.packetaPoint).toEqual({ id: '4321', name: 'Z-BOX Nitra' });
    expect(slip.slip.summary.note).toBe('Prosím zabaliť ako darček');
    expect(slip.slip.shop.company.length).toBeGreaterThan(0);
  });

  it('sends a guest to the login, answers a customer 403 and an unknown order 404', async () => {
    const o = await order();
    const guest = (await load(String(o.id), null)) as Response;
    expect(guest).toBeInstanceOf(Response);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe(`/prihlasenie?redirect=${encodeURIComponent(`/admin/objednavky/${o.id}/dodaci-list`)}`);
    const customer = (await load(String(o.id), CUSTOMER_TOKEN)) as { init: { status: number } };
    expect(customer.init.status).toBe(403);
    const unknown = (await load('2147483000', ADMIN_TOKEN)) as { init: { status: number } };
    expect(unknown.init.status).toBe(404);
    const malformed = (await load('abc', ADMIN_TOKEN)) as { init: { status: number } };
    expect(malformed.init.status).toBe(404);
  });
});
