/** HTTP contract of the Hono app (docs/architecture.md, SPEC §2, §7, §8): 404s, redirects, headers, OpenAPI, maintenance. */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiDocs, apiRoutes } from '../../server/api';
import { createApp, type StorefrontHandler } from '../../server/app';
import { settings } from '../../src/db/schema';
import { MAINTENANCE_PATH } from '../../src/lib/constants';
import { getJson } from '../setup/app-request';
import { createTestDatabase, type CreateTestDatabaseOptions, type TestDatabase } from '../setup/test-database';

/** A stand-in for the React Router handler: every storefront page answers 200 'ok'. */
const dummyStorefront: StorefrontHandler = async () => new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } });

// Read-only checks share one clone; tests that change data get a fresh one (`fresh()`), dropped after the test.
let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase({ app: { storefront: dummyStorefront } });
});
afterAll(async () => {
  await shared?.cleanup();
});

let current: TestDatabase | undefined;
async function fresh(options?: CreateTestDatabaseOptions) {
  current = await createTestDatabase(options);
  return current;
}
afterEach(async () => {
  await current?.cleanup();
  current = undefined;
  delete process.env.E2E_TEST_ROUTES;
});

/** Paths served under /api that are infrastructure, not shop calls of SPEC §7. */
const UNDOCUMENTED = new Set(['GET /api/health', 'GET /api/openapi.json']);

describe('not found', () => {
  it.each(['/api/nope', '/api/lists/nope', '/api/catalog', '/api/lists/currencies/extra'])('%s answers 404 JSON', async (path) => {
    const t = shared;
    const { res, status, body } = await getJson(t, path);
    expect(status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ message: 'This page could not be found' });
  });

  it('an unknown method on a known /api path answers 404 JSON, not 500', async () => {
    const t = shared;
    const { status, body } = await getJson(t, '/api/lists/currencies', { method: 'DELETE' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'This page could not be found' });
  });
});

describe('trailing slash', () => {
  it.each([
    ['/api/lists/currencies/?a=1&b=%C5%A1', '/api/lists/currencies?a=1&b=%C5%A1'],
    ['/kontakty/', '/kontakty'],
    ['/1/baloniky//?page=2', '/1/baloniky?page=2'],
  ])('%s redirects 301 to %s', async (from, to) => {
    const t = shared;
    const res = await t.app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('the root path is not redirected', async () => {
    const t = shared;
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  const headerSet = (res: Response) =>
    Object.fromEntries(
      [
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'permissions-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ].map((name) => [name, res.headers.get(name)]),
    );

  it('are present on pages, with a fresh CSP nonce per request', async () => {
    const t = shared;
    const nonces: string[] = [];
    for (const path of ['/', '/', '/kosik']) {
      const res = await t.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=_-]+'/);
      expect(csp).toMatch(/style-src [^;]*'nonce-[A-Za-z0-9+/=_-]+'/);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // plain http: HSTS only over https (deploy-edge.test.ts)
      nonces.push(/'nonce-([^']+)'/.exec(csp)![1]!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('are the same on API answers, with the policy without a nonce (decision 0119)', async () => {
    const t = shared;
    const page = await t.app.request('/');
    const pageCsp = page.headers.get('content-security-policy') ?? '';
    for (const path of ['/api/lists/currencies', '/api/catalog/product/1', '/api/nope']) {
      const res = await t.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).not.toContain('nonce-');
      // the page's policy with its nonces taken out: nothing else differs, nothing is allowed that a page is not
      expect(csp, path).toBe(pageCsp.replace(/ 'nonce-[^']+'/g, ''));
      expect(headerSet(res), path).toEqual(headerSet(page));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('hands the CSP nonce to the storefront', async () => {
    let seen = '';
    const app = createApp(shared.services, {
      storefront: async (_req, ctx) => {
        seen = ctx.cspNonce;
        return new Response('ok');
      },
    });
    const res = await app.request('/');
    expect(seen).not.toBe('');
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${seen}'`);
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document listing every call of server/api', async () => {
    const t = shared;
    const { status, body: doc } = await getJson(t, '/api/openapi.json');
    expect(status).toBe(200);
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(doc.paths).toBeTypeOf('object');

    const documented = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      const templateParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries<any>(item)) {
        expect(['get', 'post', 'put', 'delete', 'patch']).toContain(method);
        documented.add(`${method.toUpperCase()} ${path}`);
        expect(op.summary).toEqual(expect.any(String));
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        for (const [code, response] of Object.entries<any>(op.responses)) {
          expect(code).toMatch(/^[1-5]\d\d$|^default$/);
          expect(response.description).toEqual(expect.any(String));
        }
        const pathParams = (op.parameters ?? []).filter((p: any) => p.in === 'path');
        expect(pathParams.map((p: any) => p.name).sort()).toEqual([...templateParams].sort());
        for (const p of op.parameters ?? []) {
          expect(['path', 'query', 'header', 'cookie']).toContain(p.in);
          if (p.in === 'path') expect(p.required).toBe(true);
          expect(p.schema).toBeTypeOf('object');
        }
      }
    }

    // what the document lists is exactly the docs array …
    expect([...documented].sort()).toEqual(apiDocs.map((d) => `${d.method.toUpperCase()} ${d.path}`).sort());

    // … and exactly what server/api registers (without the E2E test routes, which are off here)
    const registered = new Set(
      apiRoutes()
        .routes.filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} /api${r.path.replace(/:(\w+)/g, '{$1}')}`)
        .filter((r) => !UNDOCUMENTED.has(r)),
    );
    expect([...registered].sort()).toEqual([...documented].sort());
  });
});

describe('maintenance mode', () => {
  async function setMaintenance(t: TestDatabase, enabled: boolean) {
    await t.services.db
      .update(settings)
      .set({ value: { is_enabled: enabled } })
      .where(eq(settings.name, 'maintenance'));
    t.services.settings.invalidate();
  }

  it('redirects storefront paths to the maintenance page while /api keeps answering', async () => {
    const t = await fresh({ app: { storefront: dummyStorefront } });
    // the settings row exists in the seeded template: the update must hit it
    const [row] = await t.services.db.select().from(settings).where(eq(settings.name, 'maintenance'));
    expect(row, 'the template has a maintenance settings row').toBeDefined();

    // off: pages render, the maintenance page sends visitors home
    expect((await t.app.request('/')).status).toBe(200);
    let res = await t.app.request(MAINTENANCE_PATH);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');

    await setMaintenance(t, true);
    for (const path of ['/', '/kontakty', '/1/baloniky?page=2']) {
      res = await t.app.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(MAINTENANCE_PATH);
    }
    res = await t.app.request(MAINTENANCE_PATH);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');

    const api = await getJson(t, '/api/lists/currencies');
    expect(api.status).toBe(200);
    expect(api.body.data.length).toBeGreaterThan(0);
    const settingsCall = await getJson(t, '/api/settings?lang=sk');
    expect(settingsCall.body.data.find((s: any) => s.name === 'maintenance').value).toEqual({ is_enabled: true });

    await setMaintenance(t, false);
    expect((await t.app.request('/')).status).toBe(200);
  });
});

describe('E2E test routes', () => {
  it('are not mounted without E2E_TEST_ROUTES=1', async () => {
    const res = await shared.app.request('/api/test/maintenance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect(res.status).toBe(404);
  });

  it('POST /api/test/maintenance toggles maintenance with E2E_TEST_ROUTES=1', async () => {
    process.env.E2E_TEST_ROUTES = '1';
    const t = await fresh({ app: { storefront: dummyStorefront } });
    const post = (body: unknown) =>
      t.app.request('/api/test/maintenance', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect((await post({ enabled: 'yes' })).status).toBe(422);
    let res = await post({ enabled: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { maintenance: { is_enabled: true } } });
    res = await t.app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(MAINTENANCE_PATH);

    expect((await post({ enabled: false })).status).toBe(200);
    expect((await t.app.request('/')).status).toBe(200);
  });
});
