/**
 * The shop behind a TLS proxy (decision 0042): client addresses from trusted proxies only (hop count and address
 * lists; a forged X-Forwarded-For cannot dodge a rate limit), the forwarded scheme and host handed to React Router so
 * its origin check accepts a form post made over https, HSTS and Secure cookies on https answers only.
 * Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { createRequestHandler, redirect, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontContext, StorefrontHandler } from '../../server/app';
import { NEWSLETTER_LIMIT } from '../../server/api/subscriber';
import { queryRows } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { fromAddress } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/** A storefront that answers what it was handed: the request URL and the client address. */
const echoStorefront: StorefrontHandler = async (request, context) =>
  Response.json({ url: request.url, clientIp: context.clientIp });

/**
 * The smallest React Router server build with one route whose action redirects: createRequestHandler runs its real
 * origin check of form posts (400 "Bad Request" when the Origin does not match the request URL).
 */
function formBuild(): ServerBuild {
  const rootModule = {
    default: () => null,
    action: async () => redirect('/odoslane', { headers: { 'Set-Cookie': 'form.sent=1; Path=/; HttpOnly; SameSite=Lax' } }),
  };
  return {
    entry: { module: { default: () => new Response('document') } },
    routes: { root: { id: 'root', path: '', module: rootModule } },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: { root: { id: 'root', path: '', module: '/root.js', hasAction: true, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, imports: [] } }, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
const formHandler = createRequestHandler(formBuild(), 'production');
const formStorefront: StorefrontHandler = (request, context: StorefrontContext) => formHandler(request, context);

let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(async () => {
  await shared?.cleanup();
});

/** An app on the shared database with its own TRUST_PROXY (and other settings). */
async function appWith(env: Record<string, string>, storefront: StorefrontHandler = echoStorefront) {
  return createTestDatabase({ shareDatabaseOf: shared, env, app: { storefront } });
}

/** GET `url` (the Node server builds it from the Host header: http://<Host>/…) from the socket peer `peer`. */
async function echo(t: TestDatabase, peer: string, headers: Record<string, string> = {}, url = 'http://localhost/kontakty') {
  const res = await t.app.request(url, { headers }, fromAddress(peer));
  return (await res.json()) as { url: string; clientIp: string };
}

describe('client address', () => {
  it('without TRUST_PROXY is the socket peer, whatever X-Forwarded-For says', async () => {
    const t = await appWith({});
    try {
      const seen = await echo(t, '203.0.113.9', { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
      expect(seen.clientIp).toBe('203.0.113.9');
      expect(seen.url).toBe('http://localhost/kontakty');
    } finally {
      await t.cleanup();
    }
  });

  it('with a hop count is the rightmost hop beyond that many proxies; forged entries on the left are ignored', async () => {
    const one = await appWith({ TRUST_PROXY: '1' });
    const two = await appWith({ TRUST_PROXY: '2' });
    try {
      // nginx (10.0.0.2) appended the address it saw; the client wrote 6.6.6.6 itself
      expect((await echo(one, '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })).clientIp).toBe('203.0.113.9');
      expect((await echo(one, '10.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).clientIp).toBe('203.0.113.9');
      // a load balancer (198.51.100.7) in front of nginx: two proxies
      expect((await echo(two, '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 198.51.100.7' })).clientIp).toBe('203.0.113.9');
      // garbage is nobody's address: the last real hop stays
      expect((await echo(two, '10.0.0.2', { 'x-forwarded-for': 'not-an-ip, 198.51.100.7' })).clientIp).toBe('198.51.100.7');
      // IPv4-mapped peers and ports in the header are normalised
      expect((await echo(one, '::ffff:10.0.0.2', { 'x-forwarded-for': '203.0.113.9:51234' })).clientIp).toBe('203.0.113.9');
    } finally {
      await one.cleanup();
      await two.cleanup();
    }
  });

  it('with an address list walks left while hops are trusted proxies, and a peer outside the list is the client', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' });
    try {
      expect((await echo(t, '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3' })).clientIp).toBe('203.0.113.9');
      expect((await echo(t, '::ffff:127.0.0.1', { 'x-forwarded-for': '2001:db8::7' })).clientIp).toBe('2001:db8::7');
      // straight to the app server, not through the proxy: the header is the caller's own words
      expect((await echo(t, '203.0.113.50', { 'x-forwarded-for': '10.0.0.1' })).clientIp).toBe('203.0.113.50');
      // every hop trusted: the leftmost one
      expect((await echo(t, '10.0.0.2', { 'x-forwarded-for': '10.9.9.9' })).clientIp).toBe('10.9.9.9');
    } finally {
      await t.cleanup();
    }
  });

  it('a forged X-Forwarded-For cannot dodge the newsletter limit of one address', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1' });
    try {
      await queryRows(t.services.db, sql`DELETE FROM rate_limits`);
      const statuses: number[] = [];
      for (let i = 0; i <= NEWSLETTER_LIMIT.hits; i++) {
        const res = await t.app.request(
          '/api/subscriber/save',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `6.6.6.${i}, 203.0.113.77` },
            body: JSON.stringify({ email: `proxy.limit.${i}@example.sk` }),
          },
          fromAddress('127.0.0.1'),
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, NEWSLETTER_LIMIT.hits).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // another client behind the same proxy is not locked out
      const other = await t.app.request(
        '/api/subscriber/save',
        { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' }, body: JSON.stringify({ email: 'proxy.other@example.sk' }) },
        fromAddress('127.0.0.1'),
      );
      expect(other.status).toBe(201);
    } finally {
      await t.cleanup();
    }
  });
});

describe('forwarded scheme and host', () => {
  it('are handed to the storefront from a trusted proxy only', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1' });
    try {
      const proxied = await echo(t, '127.0.0.1', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.sk' }, 'http://10.0.0.5:3000/kontakty?a=1');
      expect(proxied.url).toBe('https://shop.example.sk/kontakty?a=1');
      const hostOnly = await echo(t, '127.0.0.1', { 'x-forwarded-proto': 'https' }, 'http://shop.example.sk/kontakty');
      expect(hostOnly.url).toBe('https://shop.example.sk/kontakty');
      const direct = await echo(t, '203.0.113.9', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }, 'http://shop.example.sk/kontakty');
      expect(direct.url).toBe('http://shop.example.sk/kontakty');
      // a malformed forwarded host is ignored
      const odd = await echo(t, '127.0.0.1', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'a b/c' }, 'http://shop.example.sk/kontakty');
      expect(odd.url).toBe('https://shop.example.sk/kontakty');
    } finally {
      await t.cleanup();
    }
  });

  it("a page form posted over https through the proxy passes React Router's origin check; from elsewhere it is refused", async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1' }, formStorefront);
    try {
      const post = (peer: string, headers: Record<string, string>) =>
        t.app.request(
          'http://127.0.0.1:3000/',
          { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'email=a%40b.sk' },
          fromAddress(peer),
        );
      const viaProxy = await post('127.0.0.1', { origin: 'https://127.0.0.1:3000', 'x-forwarded-proto': 'https' });
      expect(viaProxy.status).toBe(302);
      expect(viaProxy.headers.get('location')).toBe('/odoslane');
      // the same claim from a peer that is not a trusted proxy: the Node server's own http origin does not match
      const untrusted = await post('203.0.113.9', { origin: 'https://127.0.0.1:3000', 'x-forwarded-proto': 'https' });
      expect(untrusted.status).toBe(400);
      // a cross-site form through the proxy is refused too
      const crossSite = await post('127.0.0.1', { origin: 'https://evil.example', 'x-forwarded-proto': 'https' });
      expect(crossSite.status).toBe(400);
      // plain http without a proxy keeps working (the laptop demo)
      const local = await post('127.0.0.1', { origin: 'http://127.0.0.1:3000' });
      expect(local.status).toBe(302);
    } finally {
      await t.cleanup();
    }
  });
});

describe('https answers', () => {
  it('carry HSTS and mark every cookie Secure (page and API); plain http answers do neither', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1' }, formStorefront);
    try {
      const form = await t.app.request(
        '/',
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://localhost', 'x-forwarded-proto': 'https' }, body: 'a=1' },
        fromAddress('127.0.0.1'),
      );
      expect(form.status).toBe(302);
      expect(form.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(form.headers.getSetCookie()).toEqual(['form.sent=1; Path=/; HttpOnly; SameSite=Lax; Secure']);

      const login = (headers: Record<string, string>) =>
        t.app.request(
          '/api/auth/login',
          { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: 'zakaznik@party-shop.sk', password: DEMO_PASSWORD }) },
          fromAddress('127.0.0.1'),
        );
      const secure = await login({ 'x-forwarded-proto': 'https' });
      expect(secure.status).toBe(200);
      const cookies = secure.headers.getSetCookie();
      expect(cookies.some((c) => c.startsWith('auth._token.local='))).toBe(true);
      expect(cookies.every((c) => /; Secure(;|$)/.test(c))).toBe(true);
      expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=/);

      const plain = await login({});
      expect(plain.status).toBe(200);
      expect(plain.headers.getSetCookie().some((c) => /Secure/i.test(c))).toBe(false);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await t.cleanup();
    }
  });
});
