/**
 * Back-office settings (issue 7, decision 0035): every setting validated by the admin schema extending the
 * storefront's (422 at the fields), saved with its audit entry and visible at once through GET /api/settings and
 * the storefront (maintenance redirects on the very next request); menu rows reordered/removed/added through the
 * page form; search placeholders and banners reach the storefront calls; the subscribers' CSV (BOM, ';', formula
 * guard). One database for the file (a dummy storefront stands in for React Router).
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as menusAction } from '../../app/routes/admin/settings-menus';
import type { StorefrontHandler } from '../../server/app';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { MAINTENANCE_PATH } from '../../src/lib/constants';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call } from '../fixtures/cart-fixtures';

const ADMIN_TOKEN = 'admin-settings-test-admin-token-3';
const dummyStorefront: StorefrontHandler = async () => new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ app: { storefront: dummyStorefront } });
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

let address = 0;
const admin = (method: string, path: string, body?: unknown) =>
  call(t, method, path, body, { token: ADMIN_TOKEN, address: `198.51.100.${(address++ % 200) + 1}` });
async function publicSetting(name: string) {
  const res = await call(t, 'GET', '/api/settings?lang=sk');
  return res.body.data.find((s: { name: string }) => s.name === name)?.value;
}

describe('settings', () => {
  it('maintenance on: the storefront redirects on the very next request; off again: it serves pages', async () => {
    expect((await t.app.request('/kontakty')).status).toBe(200); // warms the 1 s settings cache
    const on = await admin('PUT', '/api/admin/settings/maintenance', { is_enabled: true });
    expect(on.status).toBe(200);
    const redirected = await t.app.request('/kontakty');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe(MAINTENANCE_PATH);
    expect(await publicSetting('maintenance')).toEqual({ is_enabled: true });
    // the back office stays reachable
    expect((await admin('GET', '/api/admin/settings')).body.data.maintenance).toEqual({ is_enabled: true });

    expect((await admin('PUT', '/api/admin/settings/maintenance', { is_enabled: false })).status).toBe(200);
    expect((await t.app.request('/kontakty')).status).toBe(200);
    const audit = (await admin('GET', '/api/admin/audit/settings/maintenance')).body.data;
    expect(audit.slice(0, 2).map((a: { changes: unknown }) => a.changes)).toEqual([
      { is_enabled: { from: true, to: false } },
      { is_enabled: { from: false, to: true } },
    ]);
  });

  it('refuses values the storefront schema would not keep: 422 at the fields, nothing saved', async () => {
    const before = await publicSetting('topmenu');
    const badMenu = await admin('PUT', '/api/admin/settings/topmenu', [{ text: '', link: 'javascript:alert(1)' }]);
    expect(badMenu.status).toBe(422);
    expect(Object.keys(badMenu.body.errors).sort()).toEqual(['0.link', '0.text']);
    expect(await publicSetting('topmenu')).toEqual(before);
    expect((await admin('PUT', '/api/admin/settings/maintenance', { is_enabled: 'yes' })).status).toBe(422);
    const contacts = await admin('PUT', '/api/admin/settings/contacts', {
      company: 'Party',
      email: 'nie-je-email',
      zip: '123',
      social: [{ name: 'X', url: 'ftp://x' }],
    });
    expect(Object.keys(contacts.body.errors).sort()).toEqual(['email', 'social.0.url', 'zip']);
    const cats = await admin('PUT', '/api/admin/settings/categoriesMenu', { category_ids: [999_999] });
    expect(cats.body.errors).toEqual({ category_ids: ['Vyberte len existujúce hlavné kategórie.'] });
    expect((await admin('PUT', '/api/admin/settings/nieco', {})).status).toBe(404);
  });

  it('saves menus, contacts, categories menu and intro popup, visible through GET /api/settings', async () => {
    const top = [
      { text: 'Blog', link: '/blog' },
      { text: 'Facebook', link: 'https://facebook.com/partyshop', leave: true },
    ];
    expect((await admin('PUT', '/api/admin/settings/topmenu', top)).status).toBe(200);
    expect(await publicSetting('topmenu')).toEqual(top);
    const bottom = [{ title: 'Nákup', links: [{ text: 'Doprava', link: '/info/rozvoz' }] }];
    expect((await admin('PUT', '/api/admin/settings/bottommenu', bottom)).status).toBe(200);
    expect(await publicSetting('bottommenu')).toEqual(bottom);
    const current = await publicSetting('contacts');
    const contacts = await admin('PUT', '/api/admin/settings/contacts', {
      ...current,
      phone: '+421 900 000 000',
      iban: 'sk31 1200 0000 1987 4263 7541',
    });
    expect(contacts.status).toBe(200);
    expect(await publicSetting('contacts')).toMatchObject({ phone: '+421 900 000 000', iban: 'SK3112000000198742637541' });
    const [first] = await queryRows<{ id: number }>(
      t.services.db,
      sql`SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1`,
    );
    expect((await admin('PUT', '/api/admin/settings/categoriesMenu', { category_ids: [first!.id] })).status).toBe(200);
    expect(await publicSetting('categoriesMenu')).toEqual({ category_ids: [first!.id] });
    expect((await admin('PUT', '/api/admin/settings/intropopup', { is_enabled: false })).status).toBe(200);
    expect(await publicSetting('intropopup')).toEqual({ is_enabled: false });
  });

  it('the menus page reorders, removes and adds rows without JavaScript, errors at the typed row', async () => {
    const context = { services: t.services, cspNonce: '', clientIp: '198.51.100.91' } as unknown as AppLoadContext;
    const post = (form: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(form)) body.append(k, v);
      return new Request('http://localhost/admin/nastavenia/menu', {
        method: 'POST',
        headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` },
        body,
      });
    };
    const form = {
      intent: 'topmenu',
      'top.0.order': '20',
      'top.0.text': 'Blog',
      'top.0.link': '/blog',
      'top.1.order': '10',
      'top.1.text': 'Eventy',
      'top.1.link': '/eventy',
      'top.2.order': '30',
      'top.2.text': 'Preč',
      'top.2.link': '/x',
      'top.2.remove': 'on',
      'top.3.order': '',
      'top.3.text': 'Predajne',
      'top.3.link': '/prodejny',
      'top.3.leave': 'on',
      'top.4.order': '',
      'top.4.text': '',
      'top.4.link': '',
    };
    let location = '';
    try {
      await menusAction({ request: post(form), context, params: {} } as never);
    } catch (thrown) {
      location = (thrown as Response).headers.get('location') ?? '';
    }
    expect(location).toContain('/admin/nastavenia/menu');
    expect(await publicSetting('topmenu')).toEqual([
      { text: 'Eventy', link: '/eventy' },
      { text: 'Blog', link: '/blog' },
      { text: 'Predajne', link: '/prodejny', leave: true },
    ]);
    const refused = (await menusAction({
      request: post({ ...form, 'top.4.text': 'Zlý', 'top.4.link': 'javascript:void(0)' }),
      context,
      params: {},
    } as never)) as {
      init: { status: number };
      data: { errors: Record<string, string[]>; values: Record<string, string> };
    };
    expect(refused.init.status).toBe(422);
    expect(Object.keys(refused.data.errors)).toEqual(['top.4.link']);
    expect(refused.data.values['top.4.text']).toBe('Zlý');
  });
});

describe('search placeholders and banners', () => {
  it('replaces the placeholders in order (GET /api/lists/searchPlaceholders) and refuses empty texts', async () => {
    expect(
      (await admin('PUT', '/api/admin/search-placeholders', { items: [{ text: 'Hľadajte balóny' }, { text: 'Kostýmy na Halloween' }] }))
        .status,
    ).toBe(200);
    expect((await call(t, 'GET', '/api/lists/searchPlaceholders')).body.data).toEqual([
      { text: 'Hľadajte balóny' },
      { text: 'Kostýmy na Halloween' },
    ]);
    expect((await admin('PUT', '/api/admin/search-placeholders', { items: [{ text: ' ' }] })).body.errors).toHaveProperty(['items.0.text']);
  });

  it('creates, updates and deletes banners, seen by GET /api/poster', async () => {
    const created = await admin('POST', '/api/admin/banners', {
      key: 'banner.promo',
      title: 'Letný výpredaj −20 %',
      url: '/produkty/akce',
      position: 0,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const poster = async () =>
      (await call(t, 'GET', '/api/poster?lang=sk')).body.data['banner.promo'] as Array<{ id: number; title: string }>;
    expect((await poster())[0]).toMatchObject({ id, title: 'Letný výpredaj −20 %' });
    expect((await admin('PUT', `/api/admin/banners/${id}`, { key: 'banner.promo', title: 'Skrytý', isActive: false })).status).toBe(200);
    expect((await poster()).some((b) => b.id === id)).toBe(false);
    expect(
      (await admin('POST', '/api/admin/banners', { key: 'banner.promo', url: 'javascript:x', image: '/media/../etc/passwd.png' })).body
        .errors,
    ).toHaveProperty('url');
    expect((await admin('POST', '/api/admin/banners', { key: 'banner.nope', title: 'x' })).status).toBe(422);
    expect((await admin('DELETE', `/api/admin/banners/${id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/banners/${id}`)).status).toBe(404);
  });
});

describe('newsletter subscribers', () => {
  it('lists, searches and exports them as CSV (UTF-8 BOM, ;, formulas guarded)', async () => {
    await queryRows(
      t.services.db,
      sql`INSERT INTO subscribers (email, locale, source) VALUES ('anna@example.sk', 'sk', 'footer'), ('=cmd@example.sk', 'sk', 'footer'), ('peter;x@example.sk', 'sk', NULL)`,
    );
    const list = await admin('GET', '/api/admin/subscribers?q=anna');
    expect(list.body.data.map((s: { email: string }) => s.email)).toEqual(['anna@example.sk']);
    const res = await t.app.request('/api/admin/subscribers/export', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="odberatelia-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('E-mail;Jazyk;Zdroj;Prihlásený');
    expect(lines).toContainEqual(expect.stringMatching(/^anna@example\.sk;sk;footer;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/));
    expect(lines).toContainEqual(expect.stringMatching(/^'=cmd@example\.sk;sk;footer;/));
    expect(lines).toContainEqual(expect.stringMatching(/^"peter;x@example\.sk";sk;;/));
    const filtered = new TextDecoder().decode(
      await (
        await t.app.request('/api/admin/subscribers/export?q=anna', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
      ).arrayBuffer(),
    );
    expect(filtered.trim().split('\r\n')).toHaveLength(2);
    const anna = list.body.data[0].id as number;
    expect((await admin('DELETE', `/api/admin/subscribers/${anna}`)).status).toBe(200);
    expect((await admin('GET', '/api/admin/subscribers?q=anna')).body.data).toEqual([]);
  });
});
