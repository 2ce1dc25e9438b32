/**
 * The intro popup as one entity (decision 0088): the migration merges the old desktop and phone banners into one
 * 'banner.popup' (the real SQL of drizzle/0017_intro_popup_one_entity.sql, run on legacy rows); the storefront's
 * sets (GET /api/poster, root data) show the one banner's text and link on desktop and phone with the phone image;
 * the admin API refuses a second popup with a Slovak message, and one update reaches both widths. The menu link
 * picker: a picked category, page or store becomes the link; a forged pick is refused at the link; a typed outside
 * address still works and a javascript: address is refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as menusAction, loader as menusLoader } from '../../app/routes/admin/settings-menus';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { apiRequest, getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_TOKEN = 'intro-popup-admin-token-3';
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const api = (method: string, url: string, body?: unknown) =>
  apiRequest(t, method, url, { body, token: ADMIN_TOKEN, address: '198.51.100.94' });

/** The data statements of the migration (the merge and the removal of the old banners). */
function migrationDataStatements(): string[] {
  // found by its name, whatever number the migration got
  const dir = path.resolve(import.meta.dirname, '../../drizzle');
  const name = readdirSync(dir).find((f) => f.endsWith('_intro_popup_one_entity.sql'));
  if (!name) throw new Error('the intro popup migration is missing');
  const file = readFileSync(path.join(dir, name), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--.*\n)*\s*(INSERT|DELETE)/.test(s));
}

type PopupRow = {
  key: string;
  title: string | null;
  url: string | null;
  image: string | null;
  image_mobile: string | null;
  is_active: boolean;
};
const popupRows = () =>
  queryRows<PopupRow>(
    t.services.db,
    sql`SELECT key, title, url, image, image_mobile, is_active FROM banners WHERE key LIKE 'banner.popup%' ORDER BY key`,
  );

describe('the migration', () => {
  it('merges the desktop and phone banners into one popup; a phone-only popup keeps its image', async () => {
    const statements = migrationDataStatements();
    expect(statements).toHaveLength(2);
    const legacy = async (rows: Array<[string, string, string, string, boolean]>) => {
      await queryRows(t.services.db, sql`DELETE FROM banners WHERE key LIKE 'banner.popup%'`);
      for (const [key, title, url, image, active] of rows)
        await queryRows(
          t.services.db,
          sql`INSERT INTO banners (key, title, url, target, path, image, position, is_active) VALUES (${key}, ${title}, ${url}, '_self', ${image}, ${image}, 1, ${active})`,
        );
      for (const statement of statements) await queryRows(t.services.db, sql.raw(statement));
      return popupRows();
    };
    expect(
      await legacy([
        ['banner.popup_desktop', 'Zľava pre počítač', '/akcia', '/media/generated/popup-pink-1.webp', true],
        ['banner.popup_mobile', 'Stará zľava pre mobil', '/stara', '/media/generated/popup-mobile-pink-1.webp', false],
      ]),
    ).toEqual([
      {
        key: 'banner.popup',
        title: 'Zľava pre počítač',
        url: '/akcia',
        image: '/media/generated/popup-pink-1.webp',
        image_mobile: '/media/generated/popup-mobile-pink-1.webp',
        is_active: true,
      },
    ]);
    expect(await legacy([['banner.popup_mobile', 'Len mobil', '/m', '/media/generated/popup-mobile-pink-1.webp', true]])).toEqual([
      {
        key: 'banner.popup',
        title: 'Len mobil',
        url: '/m',
        image: '/media/generated/popup-mobile-pink-1.webp',
        image_mobile: null,
        is_active: true,
      },
    ]);
    expect(
      await legacy([
        ['banner.popup_desktop', 'Rovnaký obrázok', '/r', '/media/generated/popup-pink-1.webp', true],
        ['banner.popup_mobile', 'Rovnaký obrázok', '/r', '/media/generated/popup-pink-1.webp', true],
      ]),
    ).toEqual([
      {
        key: 'banner.popup',
        title: 'Rovnaký obrázok',
        url: '/r',
        image: '/media/generated/popup-pink-1.webp',
        image_mobile: null,
        is_active: true,
      },
    ]);
    // nothing to merge: nothing is created
    expect(await legacy([])).toEqual([]);
  });
});

describe('one popup for desktop and phone', () => {
  it('the admin edits the one popup once and both widths show it; a second popup is refused', async () => {
    await queryRows(t.services.db, sql`DELETE FROM banners WHERE key LIKE 'banner.popup%'`);
    const created = await api('POST', '/api/admin/banners', {
      key: 'banner.popup',
      title: 'Vítajte v Party shope',
      url: '/registrace',
      image: '/media/generated/popup-pink-1.webp',
      imageMobile: '/media/generated/popup-mobile-pink-1.webp',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data.imageMobile).toBe('/media/generated/popup-mobile-pink-1.webp');

    const second = await api('POST', '/api/admin/banners', { key: 'banner.popup', title: 'Druhý popup' });
    expect(second.status).toBe(422);
    expect(second.body.errors.key[0]).toContain('Úvodné okno už existuje');
    // turning the promo strip into a popup is a second popup too
    const promo = (await api('GET', '/api/admin/banners')).body.data.find((b: { key: string }) => b.key === 'banner.promo');
    expect((await api('PUT', `/api/admin/banners/${promo.id}`, { ...promo, key: 'banner.popup' })).status).toBe(422);

    const updated = await api('PUT', `/api/admin/banners/${id}`, {
      key: 'banner.popup',
      title: 'Letná zľava 15 %',
      url: '/produkty/akce',
      image: '/media/generated/popup-pink-1.webp',
      imageMobile: '/media/generated/popup-mobile-pink-1.webp',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    t.services.frame.invalidate();
    const poster = await getJson(t, '/api/poster?lang=sk');
    const desktop = poster.body.data['banner.popup_desktop'];
    const mobile = poster.body.data['banner.popup_mobile'];
    expect(desktop).toHaveLength(1);
    expect(mobile).toHaveLength(1);
    expect([desktop[0].title, mobile[0].title]).toEqual(['Letná zľava 15 %', 'Letná zľava 15 %']);
    expect([desktop[0].url, mobile[0].url]).toEqual(['/produkty/akce', '/produkty/akce']);
    expect(desktop[0].image).toBe('/media/generated/popup-pink-1.webp');
    expect(mobile[0].image).toBe('/media/generated/popup-mobile-pink-1.webp');

    // without a phone image the phone shows the same picture
    const { imageMobile: _m, ...rest } = updated.body.data;
    expect((await api('PUT', `/api/admin/banners/${id}`, { ...rest, imageMobile: '' })).status).toBe(200);
    const after = await getJson(t, '/api/poster?lang=sk');
    expect(after.body.data['banner.popup_mobile'][0].image).toBe('/media/generated/popup-pink-1.webp');
  });
});

describe('the menu link picker', () => {
  const context = () => ({ services: t.services, cspNonce: '', clientIp: '198.51.100.95' }) as unknown as AppLoadContext;
  const post = (fields: Record<string, string>) =>
    menusAction({
      request: new Request('http://localhost/admin/nastavenia/menu', {
        method: 'POST',
        headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: context(),
    } as never).catch((e: unknown) => e);

  it('offers the shop addresses, puts a picked one into the link, refuses a forged pick and keeps typed links validated', async () => {
    const loaded = (await menusLoader({
      request: new Request('http://localhost/admin/nastavenia/menu', { headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` } }),
      params: {},
      context: context(),
    } as never)) as { linkTargets: Array<{ label: string; options: Array<{ value: string; label: string }> }> };
    const group = (label: string) => loaded.linkTargets.find((g) => g.label === label)!.options;
    const [category] = await queryRows<{ id: number; slug: string; name: string }>(
      t.services.db,
      sql`SELECT id, slug, name FROM categories WHERE is_visible AND parent_id IS NULL ORDER BY position, id LIMIT 1`,
    );
    expect(group('Kategórie')).toContainEqual({ value: `/${category!.id}/${category!.slug}`, label: category!.name });
    expect(group('Sekcie obchodu').map((o) => o.value)).toEqual(expect.arrayContaining(['/', '/blog', '/prodejny', '/produkty/akce']));
    expect(group('Predajne').length).toBeGreaterThan(0);
    expect(group('Informačné stránky').some((o) => o.value === '/info/rozvoz')).toBe(true);

    const saved = await post({
      intent: 'topmenu',
      'top.0.text': 'Balóny',
      'top.0.pick': `/${category!.id}/${category!.slug}`,
      'top.0.link': '',
      'top.1.text': 'Náš Instagram',
      'top.1.pick': '',
      'top.1.link': 'https://www.instagram.com/partyshop',
      'top.2.text': 'Predajne',
      'top.2.pick': '/prodejny',
      'top.2.link': '/stara-adresa',
    });
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(302);
    const [setting] = await queryRows<{ value: Array<{ text: string; link: string }> }>(
      t.services.db,
      sql`SELECT value FROM settings WHERE name = 'topmenu'`,
    );
    expect(setting!.value.map((l) => [l.text, l.link])).toEqual([
      ['Balóny', `/${category!.id}/${category!.slug}`],
      ['Náš Instagram', 'https://www.instagram.com/partyshop'],
      ['Predajne', '/prodejny'],
    ]);

    const forged = (await post({
      intent: 'topmenu',
      'top.0.text': 'Zlé',
      'top.0.pick': 'https://evil.example.com',
      'top.0.link': '',
    })) as any;
    expect(forged.init.status).toBe(422);
    expect(forged.data.errors['top.0.link'][0]).toContain('Vybraná stránka už neexistuje');
    const script = (await post({ intent: 'topmenu', 'top.0.text': 'Zlé', 'top.0.pick': '', 'top.0.link': 'javascript:alert(1)' })) as any;
    expect(script.init.status).toBe(422);
    expect(script.data.errors['top.0.link']).toBeDefined();
    // nothing changed by the refusals
    const [after] = await queryRows<{ value: unknown[] }>(t.services.db, sql`SELECT value FROM settings WHERE name = 'topmenu'`);
    expect(after!.value).toHaveLength(3);
  });
});
