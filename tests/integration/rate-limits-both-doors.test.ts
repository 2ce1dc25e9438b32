/**
 * Two doors, one lock (decision 0055): every rate limit lives in the domain function that both the REST call and
 * the page action use, so the page path is limited exactly like the API — voucher codes on /kosik, order placement
 * from the cart page, reviews on the product page, the company look-up on the account page. Each limit is filled up
 * in table rate_limits (decision 0009) and both doors must then refuse; a page attempt must count on the same counter.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productFormAction } from '../../app/components/catalog/product/product-forms.server';
import { handleCheckoutAction } from '../../app/components/checkout/checkout.server';
import { action as invoiceAction } from '../../app/routes/account-invoice-data';
import { action as cartAction } from '../../app/routes/cart';
import { queryRows } from '../../src/db/client';
import { CART_CREATE_LIMIT } from '../../src/domain/cart/carts';
import { REVIEW_RATE_LIMIT } from '../../src/domain/catalog/review-write';
import { COMPANY_LOOKUP_LIMIT } from '../../src/domain/company-registry/company-lookup';
import { NEWSLETTER_LIMIT } from '../../src/domain/newsletter/newsletter';
import { ORDER_PLACEMENT_LIMIT } from '../../src/domain/orders/place-order';
import type { RateLimit } from '../../src/domain/security/rate-limit';
import { VOUCHER_ADD_LIMIT } from '../../src/domain/vouchers/voucher-entry';
import { apiRequest, fromAddress } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { ACCOUNT_TOKENS, ACCOUNT_USERS, createAccountSessions } from '../fixtures/account-fixtures';
import { validCheckoutForm } from '../fixtures/checkout-form-fixture';

const PAGE_IP = '198.51.100.60';
const API_IP = '198.51.100.61';
const VALID_ICO = '31333532';

let t: TestDatabase;
let productId: number;
beforeAll(async () => {
  t = await createTestDatabase();
  await createAccountSessions(t.services.db);
  const [row] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM products WHERE is_visible ORDER BY id LIMIT 1`);
  productId = row!.id;
});
beforeEach(async () => {
  await queryRows(t.services.db, sql`DELETE FROM rate_limits`);
});
afterAll(async () => {
  await t?.cleanup();
});

/** Fills the window of `key` up to its limit: the next hit is refused. */
async function exhaust(key: string, limit: RateLimit) {
  await queryRows(
    t.services.db,
    sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, ${limit.hits}, now() + make_interval(secs => ${limit.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET count = EXCLUDED.count, reset_at = EXCLUDED.reset_at`,
  );
}

async function hits(key: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(t.services.db, sql`SELECT count FROM rate_limits WHERE key = ${key}`);
  return Number(rows[0]?.count ?? 0);
}

function context(): AppLoadContext {
  return { services: t.services, cspNonce: '', clientIp: PAGE_IP } as unknown as AppLoadContext;
}

function formPost(path: string, fields: Record<string, string>, token?: string): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: `auth._token.local=${token}` } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** The status of what a page action returned: data(…, { status }) or a Response. */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } | null }).init?.status ?? 200;
}

const api = (method: string, path: string, body?: unknown, token?: string) => apiRequest(t, method, path, { body, token, address: API_IP });

describe('voucher codes', () => {
  it('the /kosik form counts on the same counter and is refused over the limit, like the API', async () => {
    const attempt = await cartAction({
      request: formPost('/kosik', { intent: 'voucher-add', voucherCode: 'NEEXISTUJE' }),
      context: context(),
      params: {},
    } as never);
    expect(statusOf(attempt)).toBe(422); // unknown code: refused, but counted
    expect(await hits(`voucher:${PAGE_IP}`)).toBe(1);

    await exhaust(`voucher:${PAGE_IP}`, VOUCHER_ADD_LIMIT);
    const refused = (await cartAction({
      request: formPost('/kosik', { intent: 'voucher-add', voucherCode: 'NEEXISTUJE' }),
      context: context(),
      params: {},
    } as never)) as any;
    expect(statusOf(refused)).toBe(429);
    expect(refused.data.errors.voucherCode).toEqual([t.services.t('voucher.rate_limited')]);

    await exhaust(`voucher:${API_IP}`, VOUCHER_ADD_LIMIT);
    const viaApi = await api('POST', '/api/voucher/cart/add/0', { voucherCode: 'NEEXISTUJE', serviceType: 'eshop' });
    expect(viaApi.status).toBe(429);
    expect(viaApi.body).toEqual({ code: 'rate_limited', message: t.services.t('voucher.rate_limited') });
    expect(Number(viaApi.retryAfter)).toBeGreaterThan(0);
  });
});

describe('order placement', () => {
  const checkoutForm = () => validCheckoutForm({ idempotencyKey: '5b0c3f8e-2a41-4c6e-9d2b-7f1e0a9c4d12', note: null });

  it('the cart page form counts on the same counter and is refused over the limit', async () => {
    const request = new Request('http://localhost/kosik', { method: 'POST' });
    const first = await handleCheckoutAction(request, context(), checkoutForm());
    expect(statusOf(first)).toBe(409); // no cart: refused, but counted
    expect(await hits(`order:${PAGE_IP}`)).toBe(1);

    await exhaust(`order:${PAGE_IP}`, ORDER_PLACEMENT_LIMIT);
    const refused = (await handleCheckoutAction(request, context(), checkoutForm())) as any;
    expect(statusOf(refused)).toBe(429);
    expect(refused.data.message).toBe(t.services.t('order_place.rate_limited'));
    // the API door (POST /api/orders) on the same limit: tests/integration/api-orders.test.ts
  });
});

describe('reviews', () => {
  it('the product page form is refused over the limit, like the API (one counter per customer)', async () => {
    const key = `review:${ACCOUNT_USERS.customer}`;
    await exhaust(key, REVIEW_RATE_LIMIT);
    const page = (await productFormAction(
      formPost(
        '/1/kategoria/produkt',
        { intent: 'review', productId: String(productId), stars: '5', text: 'Super' },
        ACCOUNT_TOKENS.customer,
      ),
      context(),
    )) as any;
    expect(statusOf(page)).toBe(429);
    expect(page.data.message).toBe(t.services.t('review.rate_limited'));

    const viaApi = await api('POST', `/api/catalog/product/${productId}/reviews`, { stars: 5, text: 'Super' }, ACCOUNT_TOKENS.customer);
    expect(viaApi.status).toBe(429);
    expect(viaApi.body.code).toBe('rate_limited');
  });
});

describe('company look-up', () => {
  it('the account page is refused over the limit, like the API', async () => {
    await exhaust(`company:${PAGE_IP}`, COMPANY_LOOKUP_LIMIT);
    const page = (await invoiceAction({
      request: formPost('/ucet/fakturacne-udaje', { intent: 'lookup', ico: VALID_ICO }, ACCOUNT_TOKENS.customer),
      context: context(),
      params: {},
    } as never)) as any;
    expect(statusOf(page)).toBe(429);
    expect(page.data.message).toBe(t.services.t('company.rate_limited'));

    await exhaust(`company:${API_IP}`, COMPANY_LOOKUP_LIMIT);
    const viaApi = await api('GET', `/api/company/${VALID_ICO}`);
    expect(viaApi.status).toBe(429);
    expect(viaApi.body).toEqual({ code: 'rate_limited', message: t.services.t('company.rate_limited') });
  });
});

describe('newsletter', () => {
  it('is refused over the limit by the domain function', async () => {
    await exhaust(`newsletter:${API_IP}`, NEWSLETTER_LIMIT);
    const viaApi = await api('POST', '/api/subscriber/save', { email: 'novy.odberatel@example.sk' });
    expect(viaApi.status).toBe(429);
    expect(viaApi.body).toEqual({ code: 'rate_limited', message: t.services.t('newsletter.rate_limited') });
  });
});

describe('cart creation (POST /api/cart/create)', () => {
  async function create(cookie?: string) {
    const res = await t.app.request('/api/cart/create', { method: 'POST', headers: cookie ? { cookie } : {} }, fromAddress(API_IP));
    const guestCookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('guest-cart='))
      ?.split(';')[0];
    return { status: res.status, body: (await res.json()) as any, cookie: guestCookie ?? cookie };
  }

  it('gives a guest whose cart is still empty that cart back instead of a new row', async () => {
    const first = await create();
    expect(first.status).toBe(201);
    const [{ n: before }] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM carts`);
    const again = await create(first.cookie);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const [{ n: after }] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM carts`);
    expect(after).toBe(before);
  });

  it(`is limited per address (429 over ${CART_CREATE_LIMIT.hits} in the window)`, async () => {
    await exhaust(`cart-create:${API_IP}`, CART_CREATE_LIMIT);
    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'rate_limited', message: t.services.t('cart.rate_limited') });
  });
});
