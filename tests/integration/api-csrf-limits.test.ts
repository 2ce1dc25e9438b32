/**
 * Cross-site calls and body sizes (decision 0043): /api refuses state changes from other sites (Origin,
 * Sec-Fetch-Site) and form-encoded bodies on JSON calls, while the shop's own pages and API clients keep working;
 * bodies above 1 MB get 413 (JSON on /api, a short page for page forms) without being read whole; uploads keep theirs.
 * Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontHandler } from '../../server/app';
import { BODY_MAX_BYTES, isAllowedStateChange } from '../../server/http/request-guards';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { fromAddress } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { ACCOUNT_TOKENS, createAccountSessions } from '../fixtures/account-fixtures';

const ADDRESS = {
  name: 'Domov',
  firstname: 'Jana',
  lastname: 'Nováková',
  street: 'Mlynské nivy 5',
  city: 'Bratislava',
  zip: '82109',
  country: 'SK',
  phonePrefix: '+421',
  phone: '905 123 456',
};
const FORM_ADDRESS = new URLSearchParams(ADDRESS).toString();
const COOKIE = `${AUTH_TOKEN_COOKIE}=${ACCOUNT_TOKENS.customer}`;

/** A storefront that reads the whole form, as a page action does. */
const formStorefront: StorefrontHandler = async (request) => {
  const form = request.method === 'POST' ? await request.formData() : null;
  return Response.json({ fields: form ? [...form.keys()].length : 0 });
};

let t: TestDatabase;
let proxied: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ app: { storefront: formStorefront } });
  await createAccountSessions(t.services.db);
  proxied = await createTestDatabase({ shareDatabaseOf: t, env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://www.party-shop.sk' } });
});
afterAll(async () => {
  await proxied?.cleanup();
  await t?.cleanup();
});

async function addressCount() {
  return (await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM addresses WHERE user_id = 1`))[0]!.n;
}

function post(app: TestDatabase, path: string, headers: Record<string, string>, body: BodyInit, peer = '198.51.100.20') {
  return app.app.request(path, { method: 'POST', headers, body }, fromAddress(peer));
}

describe('cross-site calls to /api', () => {
  it('a foreign site cannot create an address for a logged-in customer, neither as a form nor as JSON', async () => {
    const before = await addressCount();
    const asForm = await post(
      t,
      '/api/addresses',
      { cookie: COOKIE, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      FORM_ADDRESS,
    );
    expect(asForm.status).toBe(403);
    expect(await asForm.json()).toEqual({ message: 'Požiadavka z inej stránky bola odmietnutá.', code: 'cross_site' });
    const asText = await post(
      t,
      '/api/addresses',
      { cookie: COOKIE, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      JSON.stringify(ADDRESS),
    );
    expect(asText.status).toBe(403);
    const sameSite = await post(
      t,
      '/api/addresses',
      { cookie: COOKIE, 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost', 'content-type': 'application/json' },
      JSON.stringify(ADDRESS),
    );
    expect(sameSite.status).toBe(403);
    const opaque = await post(
      t,
      '/api/addresses',
      { cookie: COOKIE, origin: 'null', 'content-type': 'application/json' },
      JSON.stringify(ADDRESS),
    );
    expect(opaque.status).toBe(403);
    // login CSRF: logging a visitor into the attacker's account
    const login = await post(
      t,
      '/api/auth/login',
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      'email=zakaznik%40party-shop.sk&password=x',
    );
    expect(login.status).toBe(403);
    expect(await addressCount()).toBe(before);
  });

  it('a form-encoded or text body on a JSON call is 415, even from the same origin', async () => {
    const before = await addressCount();
    const form = await post(t, '/api/addresses', { cookie: COOKIE, 'content-type': 'application/x-www-form-urlencoded' }, FORM_ADDRESS);
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'json_required' });
    const text = await post(
      t,
      '/api/addresses',
      { cookie: COOKIE, origin: 'http://localhost', 'content-type': 'text/plain' },
      JSON.stringify(ADDRESS),
    );
    expect(text.status).toBe(415);
    expect(await addressCount()).toBe(before);
  });

  it("the shop's own pages (same origin), API clients with a bearer token and callers without a browser keep working", async () => {
    const json = { 'content-type': 'application/json' };
    const samePage = await post(
      t,
      '/api/addresses',
      { ...json, cookie: COOKIE, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      JSON.stringify(ADDRESS),
    );
    expect(samePage.status).toBe(201);
    const originOnly = await post(
      t,
      '/api/addresses',
      { ...json, cookie: COOKIE, origin: 'http://localhost' },
      JSON.stringify({ ...ADDRESS, name: 'Chata' }),
    );
    expect(originOnly.status).toBe(201);
    const bearer = await post(
      t,
      '/api/addresses',
      { ...json, authorization: `Bearer ${ACCOUNT_TOKENS.influencer}` },
      JSON.stringify(ADDRESS),
    );
    expect(bearer.status).toBe(201);
    // an app with its token may run on another origin: the token, not a cookie, authenticates it
    const bearerElsewhere = await post(
      t,
      '/api/addresses',
      { ...json, authorization: `Bearer ${ACCOUNT_TOKENS.influencer}`, origin: 'https://app.example' },
      JSON.stringify({ ...ADDRESS, name: 'Iná' }),
    );
    expect(bearerElsewhere.status).toBe(201);
    const curl = await post(t, '/api/auth/login', json, JSON.stringify({ email: 'zakaznik@party-shop.sk', password: 'zle-heslo' }));
    expect(curl.status).toBe(422);
    // behind the TLS proxy the browser's https origin is the shop's
    const viaProxy = await post(
      proxied,
      '/api/addresses',
      { ...json, cookie: COOKIE, origin: 'https://www.party-shop.sk', 'x-forwarded-proto': 'https', host: 'www.party-shop.sk' },
      JSON.stringify({ ...ADDRESS, name: 'Proxy' }),
      '127.0.0.1',
    );
    expect(viaProxy.status).toBe(201);
    // safe methods are never refused
    const read = await t.app.request('/api/addresses', {
      headers: { cookie: COOKIE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('isAllowedStateChange follows Sec-Fetch-Site first, then Origin', () => {
    const shop = ['https://www.party-shop.sk'];
    expect(isAllowedStateChange({ method: 'DELETE', secFetchSite: 'same-origin', origin: 'https://elsewhere.example' }, shop)).toBe(true);
    expect(isAllowedStateChange({ method: 'PUT', secFetchSite: 'none' }, shop)).toBe(true);
    expect(isAllowedStateChange({ method: 'PATCH', secFetchSite: 'cross-site', origin: 'https://www.party-shop.sk' }, shop)).toBe(false);
    expect(isAllowedStateChange({ method: 'POST', origin: 'https://www.party-shop.sk' }, shop)).toBe(true);
    expect(isAllowedStateChange({ method: 'POST', origin: 'http://www.party-shop.sk' }, shop)).toBe(false);
    expect(isAllowedStateChange({ method: 'POST', authorization: 'Bearer ' }, shop)).toBe(true);
    expect(isAllowedStateChange({ method: 'POST', authorization: 'Basic abc', origin: 'https://evil.example' }, shop)).toBe(false);
  });
});

describe('body size', () => {
  const FIVE_MB = 5 * 1024 * 1024;

  it('a 5 MB JSON body gets 413 with a JSON error, refused by its Content-Length before reading', async () => {
    const body = JSON.stringify({ email: 'a@b.sk', password: 'x'.repeat(FIVE_MB) });
    const res = await post(t, '/api/auth/login', { 'content-type': 'application/json', 'content-length': String(body.length) }, body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Odoslané údaje sú príliš veľké.', code: 'body_too_large' });
  });

  it('a chunked body without Content-Length is read up to the limit and no further', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= FIVE_MB) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(
      '/api/auth/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit,
      fromAddress('198.51.100.21'),
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(BODY_MAX_BYTES + 4 * chunk.byteLength);
  });

  it('a page form above the limit gets a short 413 page; a normal one reaches the action', async () => {
    const big = `text=${'a'.repeat(2 * 1024 * 1024)}`;
    const res = await post(t, '/kontakty', { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }, big);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Odoslané údaje sú príliš veľké.');
    const small = await post(t, '/kontakty', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2');
    expect(await small.json()).toEqual({ fields: 2 });
    // a multipart body is no upload outside the upload paths: the same limit
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'x.bin');
    expect((await t.app.request('/kontakty', { method: 'POST', body: form })).status).toBe(413);
  });

  it('uploads keep their own, larger limits', async () => {
    const form = new FormData();
    form.set('name', 'Jana');
    form.set('cv', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'cv.pdf');
    const res = await t.app.request('/api/jobs/999999/apply', { method: 'POST', body: form }, fromAddress('198.51.100.22'));
    expect(res.status).not.toBe(413);
    expect([404, 422]).toContain(res.status);
  });
});
