/**
 * The intro popup as one entity (decision 0088): the migration merges the old desktop and phone banners into one
 * 'banner.popup' (the real SQL of drizzle/0017_intro_popup_one_entity.sql, run on legacy rows); the storefront's
 * sets (GET /api/poster, root data) show the one banner's text and link on desktop and phone with the phone image;
 * the admin API refuses a second popup with a Slovak message, and one update reaches both widths.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const api = (method: string, url: string, body?: unknown) => apiRequest(t, method, url, { body, token: ADMIN_TOKEN, address: '198.51.100.94' });

/** The data statements of the migration (the merge and the removal of the old banners). */
function migrationDataStatements(): string[] {
  const file = readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0017_intro_popup_one_entity.sql'), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--.*\n)*\s*(INSERT|DELETE)/.test(s));
}

type PopupRow = { key: string; title: string | null; url: string | null; image: string | null; image_mobile: string | null; is_active: boolean };
const popupRows = () =>
  queryRows<PopupRow>(t.services.db, sql`SELECT key, title, url, image, image_mobile, is_active FROM banners WHERE key LIKE 'banner.popup%' ORDER BY key`);

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
      { key: 'banner.popup', title: 'Len mobil', url: '/m', image: '/media/generated/popup-mobile-pink-1.webp', image_mobile: null, is_active: true },
    ]);
    expect(
      await legacy([
        ['banner.popup_desktop', 'Rovnaký obrázok', '/r', '/media/generated/popup-pink-1.webp', true],
        ['banner.popup_mobile', 'Rovnaký obrázok', '/r', '/media/generated/popup-pink-1.webp', true],
      ]),
    ).toEqual([
      { key: 'banner.popup', title: 'Rovnaký obrázok', url: '/r', image: '/media/generated/popup-pink-1.webp', image_mobile: null, is_active: true },
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
