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
import { NEWSLETTER_LIMIT } from '../../src/domain/newsletter/newsletter';
import { queryRows } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { fromAddress } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/** A storefront that answers what it was handed: the request URL and the client address. */
const echoStorefront: StorefrontHandler = async (request, context) => Response.json({ url: request.url, clientIp: context.clientIp });

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
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: {
          id: 'root',
          path: '',
          module: '/root.js',
          hasAction: true,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: false,
          imports: [],
        },
      },
      url: '/manifest.js',
      version: '1',
    },
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

/** TRUST_PROXY, the socket peer and the X-Forwarded-For it sent → the client address the shop sees. */
const CLIENT_ADDRESS_CASES: Array<{ why: string; trustProxy?: string; peer: string; forwardedFor?: string; client: string }> = [
  {
    why: 'without TRUST_PROXY the socket peer, whatever the header says',
    peer: '203.0.113.9',
    forwardedFor: '6.6.6.6',
    client: '203.0.113.9',
  },
  // nginx (10.0.0.2) appended the address it saw; the client wrote 6.6.6.6 itself
  {
    why: 'one hop: the rightmost entry, forged ones on its left ignored',
    trustProxy: '1',
    peer: '10.0.0.2',
    forwardedFor: '6.6.6.6, 203.0.113.9',
    client: '203.0.113.9',
  },
  { why: 'one hop: the only entry', trustProxy: '1', peer: '10.0.0.2', forwardedFor: '203.0.113.9', client: '203.0.113.9' },
  // a load balancer (198.51.100.7) in front of nginx
  {
    why: 'two hops: the entry beyond both proxies',
    trustProxy: '2',
    peer: '10.0.0.2',
    forwardedFor: '6.6.6.6, 203.0.113.9, 198.51.100.7',
    client: '203.0.113.9',
  },
  {
    why: "garbage is nobody's address: the last real hop stays",
    trustProxy: '2',
    peer: '10.0.0.2',
    forwardedFor: 'not-an-ip, 198.51.100.7',
    client: '198.51.100.7',
  },
  {
    why: 'IPv4-mapped peers and ports in the header are normalised',
    trustProxy: '1',
    peer: '::ffff:10.0.0.2',
    forwardedFor: '203.0.113.9:51234',
    client: '203.0.113.9',
  },
  {
    why: 'an address list walks left while hops are trusted proxies',
    trustProxy: '127.0.0.1, 10.0.0.0/8, ::1',
    peer: '127.0.0.1',
    forwardedFor: '6.6.6.6, 203.0.113.9, 10.1.2.3',
    client: '203.0.113.9',
  },
  {
    why: 'an address list: IPv6 client behind an IPv4-mapped proxy',
    trustProxy: '127.0.0.1, 10.0.0.0/8, ::1',
    peer: '::ffff:127.0.0.1',
    forwardedFor: '2001:db8::7',
    client: '2001:db8::7',
  },
  // straight to the app server, not through the proxy: the header is the caller's own words
  {
    why: 'an address list: a peer outside it is the client',
    trustProxy: '127.0.0.1, 10.0.0.0/8, ::1',
    peer: '203.0.113.50',
    forwardedFor: '10.0.0.1',
    client: '203.0.113.50',
  },
  {
    why: 'an address list: every hop trusted gives the leftmost one',
    trustProxy: '127.0.0.1, 10.0.0.0/8, ::1',
    peer: '10.0.0.2',
    forwardedFor: '10.9.9.9',
    client: '10.9.9.9',
  },
];

/** TRUST_PROXY, the peer, the forwarded headers and the URL the Node server built → the URL the storefront gets. */
const FORWARDED_URL_CASES: Array<{
  why: string;
  trustProxy?: string;
  peer: string;
  headers: Record<string, string>;
  url: string;
  seen: string;
}> = [
  {
    why: 'without TRUST_PROXY the forwarded scheme and host are ignored',
    peer: '203.0.113.9',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    url: 'http://localhost/kontakty',
    seen: 'http://localhost/kontakty',
  },
  {
    why: 'from a trusted proxy both are taken',
    trustProxy: '127.0.0.1',
    peer: '127.0.0.1',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.sk' },
    url: 'http://10.0.0.5:3000/kontakty?a=1',
    seen: 'https://shop.example.sk/kontakty?a=1',
  },
  {
    why: 'from a trusted proxy the scheme alone keeps the Host',
    trustProxy: '127.0.0.1',
    peer: '127.0.0.1',
    headers: { 'x-forwarded-proto': 'https' },
    url: 'http://shop.example.sk/kontakty',
    seen: 'https://shop.example.sk/kontakty',
  },
  {
    why: 'from a peer that is not a trusted proxy both are ignored',
    trustProxy: '127.0.0.1',
    peer: '203.0.113.9',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    url: 'http://shop.example.sk/kontakty',
    seen: 'http://shop.example.sk/kontakty',
  },
  {
    why: 'a malformed forwarded host is ignored',
    trustProxy: '127.0.0.1',
    peer: '127.0.0.1',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'a b/c' },
    url: 'http://shop.example.sk/kontakty',
    seen: 'https://shop.example.sk/kontakty',
  },
];

describe('client address', () => {
  it.each(CLIENT_ADDRESS_CASES)('$why', async ({ trustProxy, peer, forwardedFor, client }) => {
    const t = await appWith(trustProxy ? { TRUST_PROXY: trustProxy } : {});
    try {
      expect((await echo(t, peer, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {})).clientIp).toBe(client);
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
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
          body: JSON.stringify({ email: 'proxy.other@example.sk' }),
        },
        fromAddress('127.0.0.1'),
      );
      expect(other.status).toBe(201);
    } finally {
      await t.cleanup();
    }
  });
});

describe('forwarded scheme and host', () => {
  it.each(FORWARDED_URL_CASES)('$why', async ({ trustProxy, peer, headers, url, seen }) => {
    const t = await appWith(trustProxy ? { TRUST_PROXY: trustProxy } : {});
    try {
      expect((await echo(t, peer, headers, url)).url).toBe(seen);
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
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://localhost', 'x-forwarded-proto': 'https' },
          body: 'a=1',
        },
        fromAddress('127.0.0.1'),
      );
      expect(form.status).toBe(302);
      expect(form.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(form.headers.getSetCookie()).toEqual(['form.sent=1; Path=/; HttpOnly; SameSite=Lax; Secure']);

      const login = (headers: Record<string, string>) =>
        t.app.request(
          '/api/auth/login',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ email: 'zakaznik@party-shop.sk', password: DEMO_PASSWORD }),
          },
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
