/**
 * Malformed input answers a 4xx in the error contract, never a 500, and no SQL or stack text reaches a client
 * (decision 0054): multipart without a boundary, NUL characters and lone surrogates, raw dot segments under /api,
 * and what the global error handler answers for unexpected errors.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type StorefrontHandler } from '../../server/app';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_TOKEN = 'malformed-input-admin-token-3';
const CUSTOMER_TOKEN = 'malformed-input-customer-token-1';
let storefrontCalls: string[] = [];
const storefront: StorefrontHandler = async (request) => {
  storefrontCalls.push(new URL(request.url).pathname);
  await request.formData().catch(() => undefined);
  return new Response('page', { status: 200, headers: { 'content-type': 'text/html' } });
};

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ app: { storefront } });
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz), (1, ${hashSessionToken(CUSTOMER_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const LEAK = /select|insert|invalid byte sequence|failed query|postgres|drizzle|\bat\s+\S+\s+\(|\.ts:\d+/i;

async function call(target: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  // Node's server hands Hono the normalised URL and keeps the raw target in env.incoming.url
  const env = { incoming: { url: target, socket: { remoteAddress: '198.51.100.40' } } };
  const res = await t.app.request(`http://localhost${target}`, { ...init, headers }, env);
  const text = await res.text();
  expect(text).not.toMatch(LEAK);
  return { res, status: res.status, text, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
}

describe('a multipart body without a boundary', () => {
  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/orders'],
    ['POST', '/api/subscriber/save'],
  ])('%s %s answers 415 json_required (JSON calls take no form bodies, decision 0043)', async (method, path) => {
    const { status, body } = await call(path, { method, headers: { 'content-type': 'multipart/form-data' }, body: 'email=x' });
    expect(status).toBe(415);
    expect(body).toEqual({ message: expect.any(String), code: 'json_required' });
  });

  it('an admin create answers 415 too', async () => {
    const { status, body } = await call('/api/admin/vouchers', {
      method: 'POST',
      token: ADMIN_TOKEN,
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect(status).toBe(415);
    expect(body.code).toBe('json_required');
  });

  it('a page form post answers 400 before the page action runs', async () => {
    storefrontCalls = [];
    const { status, body } = await call('/prihlasenie', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'email=x',
    });
    expect(status).toBe(400);
    expect(body.code).toBe('malformed_body');
    expect(storefrontCalls).toEqual([]);
  });

  it('a well-formed page form post still reaches the page action', async () => {
    storefrontCalls = [];
    const form = new FormData();
    form.set('email', 'jana@example.sk');
    const { status } = await call('/prihlasenie', { method: 'POST', body: form });
    expect(status).toBe(200);
    expect(storefrontCalls).toEqual(['/prihlasenie']);
  });
});

describe('NUL characters and lone surrogates', () => {
  it.each([
    '/api/catalog/products?brand=%00',
    '/api/catalog/products?q=a%00b',
    '/api/posts?category=%00',
    '/api/search?q=%00',
    '/api/lists/currencies%00',
  ])('%s answers 400 before the database', async (target) => {
    const { status, body } = await call(target);
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String), code: expect.stringMatching(/^nul_in_/) });
  });

  it.each(['/api/admin/orders/export?q=%00', '/api/admin/subscribers/export?q=%00', '/api/admin/orders/export?state=%00'])(
    'the CSV export %s answers 400 JSON, no SQL',
    async (target) => {
      const { status, res, body } = await call(target, { token: ADMIN_TOKEN });
      expect(status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(body.code).toBe('nul_in_query');
    },
  );

  it('a page with a NUL in its query answers 400 without rendering', async () => {
    storefrontCalls = [];
    const { status } = await call('/hledani?q=%00');
    expect(status).toBe(400);
    expect(storefrontCalls).toEqual([]);
  });

  it('a NUL in a JSON field answers 422 at that field', async () => {
    const { status, body } = await call('/api/catalog/product/1/reviews', {
      method: 'POST',
      token: CUSTOMER_TOKEN,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stars: 5, text: 'pekné\u0000' }),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ text: ['Pole obsahuje nepovolené znaky.'] });
  });

  it('a lone surrogate in a JSON field (nested too) answers 422 at that field', async () => {
    const { status, body } = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"jana\\ud800@example.sk","password":"x","extra":{"deep":["\\udc00"]}}',
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'extra.deep.0']);
  });

  it('a form body with a NUL on an API call is refused before its fields are read (JSON only, decision 0043)', async () => {
    const { status, body } = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=jana%00%40example.sk&password=x',
    });
    expect(status).toBe(415);
    expect(body.code).toBe('json_required');
  });

  it('a NUL in a page form answers 400 before the page action runs', async () => {
    storefrontCalls = [];
    const { status } = await call('/prihlasenie', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%00b&password=x',
    });
    expect(status).toBe(400);
    expect(storefrontCalls).toEqual([]);
  });
});

describe('dot segments in the request target', () => {
  it.each([
    '/api/../../etc/passwd',
    '/api/catalog/../../../etc/passwd',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/lists/..%2f..%2fetc%2fpasswd',
  ])('%s answers 400 JSON and never reaches the page renderer', async (target) => {
    storefrontCalls = [];
    const { status, res, body } = await call(target);
    expect(status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(body.code).toBe('dot_segment');
    expect(storefrontCalls).toEqual([]);
  });

  it('dots inside a segment are ordinary paths', async () => {
    const { status } = await call('/api/lists/currencies');
    expect(status).toBe(200);
    const file = await call('/media/products/a..b.webp');
    expect(file.status).not.toBe(400);
  });
});

describe('the global error handler', () => {
  it('answers an unexpected error with the generic message only (no SQL, no stack)', async () => {
    const app = createApp(t.services, {
      storefront: async () => {
        throw new Error('Failed query: select password_hash from users where id = $1\n    at handler (/srv/app/server/x.ts:12:3)');
      },
    });
    const res = await app.request('/ucet');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: t.services.t('error.generic_text') });
  });

  it('answers a value the database refuses (SQLSTATE class 22) with 400 invalid_input, no SQL', async () => {
    const app = createApp(t.services, {
      storefront: async () => {
        throw new Error('Failed query: select 1 where x = $1', {
          cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
        });
      },
    });
    const res = await app.request('/ucet');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: t.services.t('error.bad_request'), code: 'invalid_input' });
  });

  it('a value out of range reaching the real database answers 400, not 500', async () => {
    // a route that passes input to SQL unchecked would end here: the database's own refusal becomes the 400
    const app = createApp(t.services, {
      storefront: async () => {
        await queryRows(t.services.db, sql`SELECT ${'99999999999'}::int4 AS n`);
        return new Response('unreachable');
      },
    });
    const res = await app.request('/ucet');
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(LEAK);
  });
});

describe('cookie-authenticated page posts', () => {
  it('are checked the same way (the auth cookie changes nothing)', async () => {
    storefrontCalls = [];
    const { status } = await call('/ucet/fakturacne-udaje', {
      method: 'POST',
      headers: { cookie: `${AUTH_TOKEN_COOKIE}=${CUSTOMER_TOKEN}`, 'content-type': 'multipart/form-data; boundary=' },
      body: '--\r\n',
    });
    expect(status).toBe(400);
    expect(storefrontCalls).toEqual([]);
  });
});
