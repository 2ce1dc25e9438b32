/**
 * Back-office access (issue 7, decision 0029): ONE walk over every registered admin API route (ADMIN_API_ROUTES)
 * and every admin page route (the children of routes/admin/layout.tsx in app/routes.ts): a guest gets 401 / the
 * login redirect, a customer 403, an editor 403 on admin-only routes; the roles that may pass are let through.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { ADMIN_API_ROUTES } from '../../server/api/admin';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import type { AdminRole } from '../../src/domain/back-office/roles';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/** Demo accounts (src/seed/demo.ts): 1 customer, 3 admin, 4 editor. */
const TOKENS = {
  customer: 'admin-access-customer-token-1',
  admin: 'admin-access-admin-token-3',
  editor: 'admin-access-editor-token-4',
} as const;
const USERS = { customer: 1, admin: 3, editor: 4 } as const;
type Who = 'guest' | keyof typeof TOKENS;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  for (const who of Object.keys(TOKENS) as (keyof typeof TOKENS)[]) {
    await queryRows(
      t.services.db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${USERS[who]}, ${hashSessionToken(TOKENS[who])}, ${inADay}::timestamptz)`,
    );
  }
});
afterAll(async () => {
  await t?.cleanup();
});

/** Routes whose sample call would destroy a caller of this file: they get an unknown id (a 404 passes the walk). */
const DESTRUCTIVE_PATHS = new Set(['/api/admin/customers/{id}']);

function samplePath(path: string, method = 'GET'): string {
  return path.replace(/\{\w+\}/g, method === 'DELETE' && DESTRUCTIVE_PATHS.has(path) ? '999999' : '1');
}

function callApi(method: string, path: string, who: Who, viaCookie = false) {
  const token = who === 'guest' ? undefined : TOKENS[who];
  return apiRequest(t, method, samplePath(path, method), {
    body: method !== 'GET' && method !== 'DELETE' ? {} : undefined,
    token: viaCookie ? undefined : token,
    headers: viaCookie && token ? { cookie: `${AUTH_TOKEN_COOKIE}=${token}` } : {},
    address: '198.51.100.70',
  });
}

/** Who may pass a route needing `role`. */
function allowed(role: AdminRole, who: Who): boolean {
  if (who === 'admin') return true;
  return who === 'editor' && role === 'editor';
}

describe('admin API: every registered route', () => {
  it('has routes, all under /api/admin with a declared role', () => {
    expect(ADMIN_API_ROUTES.length).toBeGreaterThan(0);
    for (const route of ADMIN_API_ROUTES) {
      expect(route.path.startsWith('/api/admin/')).toBe(true);
      expect(['admin', 'editor']).toContain(route.role);
    }
  });

  it('answers 401 to a guest, 403 to a customer, 403 to an editor on admin-only routes, and lets the role through', async () => {
    for (const route of ADMIN_API_ROUTES) {
      const method = route.method.toUpperCase();
      const label = `${method} ${route.path}`;
      const guest = await callApi(method, route.path, 'guest');
      expect(guest.status, label).toBe(401);
      expect(guest.body.code, label).toBe('unauthenticated');
      const customer = await callApi(method, route.path, 'customer');
      expect(customer.status, label).toBe(403);
      expect(customer.body.code, label).toBe('forbidden');
      const customerCookie = await callApi(method, route.path, 'customer', true);
      expect(customerCookie.status, `${label} (cookie)`).toBe(403);
      for (const who of ['editor', 'admin'] as const) {
        const answer = await callApi(method, route.path, who);
        if (allowed(route.role, who)) {
          expect([401, 403], `${label} as ${who}`).not.toContain(answer.status);
          expect(answer.status, `${label} as ${who}`).toBeLessThan(500);
        } else {
          expect(answer.status, `${label} as ${who}`).toBe(403);
        }
      }
    }
  }, 180_000); // walks every route with four callers: long on a loaded machine

  it('documents every admin route in OpenAPI under the tag admin with 401 and 403', async () => {
    const res = await t.app.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>> };
    for (const route of ADMIN_API_ROUTES) {
      const op = doc.paths[route.path]?.[route.method];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op!.tags).toEqual(['admin']);
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// pages

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

interface AdminPage {
  file: string;
  url: string;
  params: Record<string, string>;
}

function adminPages(): AdminPage[] {
  const admin = (routes as unknown as RouteEntry[]).find((r) => r.file === 'routes/admin/layout.tsx');
  if (!admin) throw new Error('the admin layout is not in app/routes.ts');
  const pages: AdminPage[] = [{ file: admin.file, url: '/admin', params: {} }];
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const params: Record<string, string> = {};
      const path = (entry.path ?? '')
        .split('/')
        .filter(Boolean)
        .map((segment) => {
          if (segment === '*') {
            params['*'] = 'neznama-stranka';
            return 'neznama-stranka';
          }
          if (segment.startsWith(':')) {
            const name = segment.slice(1).replace(/\?$/, '');
            params[name] = '1';
            return '1';
          }
          return segment;
        })
        .join('/');
      const url = path ? `${prefix}/${path}` : prefix;
      pages.push({ file: entry.file, url, params });
      if (entry.children) walk(entry.children, url);
    }
  };
  walk(admin.children ?? [], '/admin');
  return pages;
}

function context(): AppLoadContext {
  return { services: t.services, cspNonce: '', clientIp: '198.51.100.71' } as unknown as AppLoadContext;
}

function pageRequest(url: string, who: Who, post = false): Request {
  const headers: Record<string, string> = who === 'guest' ? {} : { cookie: `${AUTH_TOKEN_COOKIE}=${TOKENS[who]}` };
  if (!post) return new Request(`http://localhost${url}`, { headers });
  return new Request(`http://localhost${url}`, { method: 'POST', headers, body: new FormData() });
}

async function outcome(
  run: () => Promise<unknown>,
): Promise<{ kind: 'redirect'; location: string } | { kind: 'status'; status: number } | { kind: 'ok' }> {
  try {
    const value = await run();
    if (value instanceof Response && value.status >= 300 && value.status < 400)
      return { kind: 'redirect', location: value.headers.get('location') ?? '' };
    if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit')
      return { kind: 'status', status: (value as { init?: { status?: number } }).init?.status ?? 200 };
    return { kind: 'ok' };
  } catch (error) {
    if (error instanceof Response) {
      if (error.status >= 300 && error.status < 400) return { kind: 'redirect', location: error.headers.get('location') ?? '' };
      return { kind: 'status', status: error.status };
    }
    const value = error as { type?: string; init?: { status?: number } | null };
    if (value?.type === 'DataWithResponseInit') return { kind: 'status', status: value.init?.status ?? 500 };
    throw error;
  }
}

describe('admin pages: every route under the admin layout', () => {
  const pages = adminPages();

  it('are all found, each declaring its role in handle.adminRole', async () => {
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      const mod = (await import(/* @vite-ignore */ `../../app/${page.file}`)) as { handle?: { adminRole?: string } };
      expect(['admin', 'editor'], page.file).toContain(mod.handle?.adminRole);
    }
  });

  it('send a guest to the login page (back to the page), show a customer 403 and an editor 403 on admin-only pages', async () => {
    for (const page of pages) {
      const mod = (await import(/* @vite-ignore */ `../../app/${page.file}`)) as {
        handle: { adminRole: AdminRole };
        loader?: (args: unknown) => Promise<unknown>;
        action?: (args: unknown) => Promise<unknown>;
      };
      const role = mod.handle.adminRole;
      for (const kind of ['loader', 'action'] as const) {
        const fn = mod[kind];
        if (!fn) continue;
        const label = `${kind} of ${page.file} (${page.url})`;
        const run = (who: Who) =>
          outcome(() => fn({ request: pageRequest(page.url, who, kind === 'action'), params: page.params, context: context() }));

        const guest = await run('guest');
        expect(guest.kind, label).toBe('redirect');
        if (guest.kind === 'redirect') {
          expect(guest.location.startsWith('/prihlasenie?redirect='), label).toBe(true);
          if (kind === 'loader') expect(decodeURIComponent(guest.location.split('redirect=')[1]!), label).toBe(page.url);
        }
        expect(await run('customer'), label).toEqual({ kind: 'status', status: 403 });
        const editor = await run('editor');
        if (role === 'admin') expect(editor, label).toEqual({ kind: 'status', status: 403 });
        else expect(editor, label).not.toEqual({ kind: 'status', status: 403 });
        const admin = await run('admin');
        expect(admin, label).not.toEqual({ kind: 'status', status: 403 });
        expect(admin.kind === 'redirect' && admin.location.startsWith('/prihlasenie'), label).toBe(false);
      }
    }
  }, 180_000); // walks every route with four callers: long on a loaded machine
});
