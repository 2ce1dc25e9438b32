/**
 * Restock watchdogs (server/api/watchdogs.ts, src/domain/watchdogs): saved for a logged-in customer only, 404 for an
 * unknown variant, 409 when already watching or in stock, delete only one's own, and exactly one e-mail (.eml under
 * DATA_DIR/mail) when the variant is in stock again — also when several notifier runs race. Runs on PGlite and
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { notifyRestockedWatchdogs } from '../../src/domain/watchdogs/restock-notifier';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { getJson, postJson } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

// The tests share one clone of the demo database (each with its own services and DATA_DIR, so its own mail folder).
// Every test watches a variant of its own and deletes the watchdogs it saved when it ends, so a customer's list and
// the notifier runs of one test never meet another test's watchdogs.
let shared: TestDatabase | undefined;
let t: TestDatabase;
/** the highest watchdog id before the test */
let lastWatchdogId: number;
beforeEach(async () => {
  shared ??= await createTestDatabase();
  t = await createTestDatabase({ shareDatabaseOf: shared });
  const [row] = await queryRows<{ id: number }>(t.services.db, sql`SELECT coalesce(max(id), 0)::int AS id FROM watchdogs`);
  lastWatchdogId = row!.id;
});
afterEach(async () => {
  await queryRows(t.services.db, sql`DELETE FROM watchdogs WHERE id > ${lastWatchdogId}`);
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

async function login(email = 'zakaznik@party-shop.sk'): Promise<string> {
  const { status, body } = await postJson(t, '/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(status).toBe(200);
  return body.token as string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const dataDir = () => t.services.config.dataDir;
const deps = () => ({ db: t.services.db, mailer: t.services.mailer, t: t.services.t, publicUrl: t.services.config.publicUrl });

let variantsTaken = 0;
/**
 * A variant of a visible, stockable product, emptied in every store, another one on every call (no other test of the
 * file watches or restocks it); returns its id and product name.
 */
async function soldOutVariant(): Promise<{ variantId: number; productId: number; name: string }> {
  const [row] = await queryRows<{ variant_id: number; product_id: number; name: string }>(
    t.services.db,
    sql`SELECT v.id AS variant_id, p.id AS product_id, p.name FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.is_visible AND NOT p.is_service AND (p.published_at IS NULL OR p.published_at <= now()) ORDER BY v.id LIMIT 1 OFFSET ${variantsTaken++}`,
  );
  await queryRows(t.services.db, sql`UPDATE stock SET quantity = 0 WHERE variant_id = ${row!.variant_id}`);
  return { variantId: row!.variant_id, productId: row!.product_id, name: row!.name };
}

async function restock(variantId: number, quantity: number) {
  const [store] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM stores WHERE is_active ORDER BY id LIMIT 1`);
  await queryRows(
    t.services.db,
    sql`INSERT INTO stock (variant_id, store_id, quantity) VALUES (${variantId}, ${store!.id}, ${quantity})
        ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = excluded.quantity`,
  );
}

describe('POST /api/watchdog', () => {
  it('refuses a guest with 401 and the login message', async () => {
    const { variantId } = await soldOutVariant();
    const { status, body } = await postJson(t, '/api/watchdog', { variantId });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'unauthenticated', message: 'Pre stráženie dostupnosti sa prosím prihláste.' });
  });

  it('saves a watchdog (201, "watchdog saved"), lists it, then 409 already_watching', async () => {
    const token = await login();
    const { variantId, productId } = await soldOutVariant();
    const saved = await postJson(t, '/api/watchdog', { variantId }, { headers: auth(token) });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('Stráženie dostupnosti bolo uložené. Keď bude tovar skladom, pošleme vám e-mail.');
    expect(saved.body.data).toMatchObject({ variantId, productId });
    const again = await postJson(t, '/api/watchdog', { variantId }, { headers: auth(token) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_watching', message: 'Dostupnosť tohto variantu už strážite.' });
    const list = await getJson(t, '/api/watchdog', { headers: auth(token) });
    expect(list.body.data).toEqual([saved.body.data]);
  });

  it('answers 404 for an unknown variant, 422 for a malformed one, 409 in_stock for one in stock', async () => {
    const token = await login();
    expect((await postJson(t, '/api/watchdog', { variantId: 987_654 }, { headers: auth(token) })).status).toBe(404);
    const bad = await postJson(t, '/api/watchdog', { variantId: 'x' }, { headers: auth(token) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.variantId).toBeDefined();
    const { variantId } = await soldOutVariant();
    await restock(variantId, 3);
    const inStock = await postJson(t, '/api/watchdog', { variantId }, { headers: auth(token) });
    expect(inStock.status).toBe(409);
    expect(inStock.body.code).toBe('in_stock');
  });
});

describe('DELETE /api/watchdog/{id}', () => {
  it("deletes one's own watchdog; another customer's answers 404 and stays", async () => {
    const [jana, roman] = await Promise.all([login(), login('firma@party-shop.sk')]);
    const { variantId } = await soldOutVariant();
    const saved = await postJson(t, '/api/watchdog', { variantId }, { headers: auth(jana) });
    const id = saved.body.data.id as number;
    const foreign = await t.app.request(`/api/watchdog/${id}`, { method: 'DELETE', headers: auth(roman) });
    expect(foreign.status).toBe(404);
    expect((await t.app.request(`/api/watchdog/${id}`, { method: 'DELETE' })).status).toBe(401);
    const [still] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM watchdogs WHERE id = ${id}`);
    expect(still!.n).toBe(1);
    const own = await t.app.request(`/api/watchdog/${id}`, { method: 'DELETE', headers: auth(jana) });
    expect(own.status).toBe(200);
    const [gone] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM watchdogs WHERE id = ${id}`);
    expect(gone!.n).toBe(0);
    expect((await t.app.request(`/api/watchdog/${id}`, { method: 'DELETE', headers: auth(jana) })).status).toBe(404);
  });
});

describe('notifyRestockedWatchdogs', () => {
  it('mails nothing while the variant is out of stock, then exactly one e-mail once it is back', async () => {
    const token = await login();
    const { variantId, name } = await soldOutVariant();
    expect((await postJson(t, '/api/watchdog', { variantId }, { headers: auth(token) })).status).toBe(201);

    expect(await notifyRestockedWatchdogs(deps())).toEqual({ notified: 0, failed: 0 });
    expect(await readStoredMails(dataDir())).toHaveLength(0);

    await restock(variantId, 2);
    expect(await notifyRestockedWatchdogs(deps(), { variantIds: [variantId] })).toEqual({ notified: 1, failed: 0 });
    const mails = await readStoredMails(dataDir());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('zakaznik@party-shop.sk');
    expect(mails[0]!.decoded).toContain(name);
    expect(mails[0]!.decoded).toContain('http://localhost:3000/');

    // later runs (periodic or after another stock change) do not mail again
    expect(await notifyRestockedWatchdogs(deps())).toEqual({ notified: 0, failed: 0 });
    expect(await readStoredMails(dataDir())).toHaveLength(1);
    const [row] = await queryRows<{ notified: boolean }>(
      t.services.db,
      sql`SELECT notified_at IS NOT NULL AS notified FROM watchdogs WHERE variant_id = ${variantId}`,
    );
    expect(row!.notified).toBe(true);
    // the spent watchdog is no longer listed as active, and saving again re-arms it
    expect((await getJson(t, '/api/watchdog', { headers: auth(token) })).body.data).toEqual([]);
    await restock(variantId, 0);
    expect((await postJson(t, '/api/watchdog', { variantId }, { headers: auth(token) })).status).toBe(201);
  });

  it('sends one e-mail per watchdog when several runs race', async () => {
    const tokens = await Promise.all(['zakaznik@party-shop.sk', 'firma@party-shop.sk', 'influencer@party-shop.sk'].map((e) => login(e)));
    const { variantId } = await soldOutVariant();
    for (const token of tokens) expect((await postJson(t, '/api/watchdog', { variantId }, { headers: auth(token) })).status).toBe(201);
    await restock(variantId, 1);
    const runs = await Promise.all(Array.from({ length: 4 }, () => notifyRestockedWatchdogs(deps())));
    expect(runs.reduce((sum, r) => sum + r.notified, 0)).toBe(3);
    expect(await readStoredMails(dataDir())).toHaveLength(3);
  });

  it('does not count stock in an inactive store, and keeps a watchdog active when its e-mail fails', async () => {
    const token = await login();
    const { variantId } = await soldOutVariant();
    expect((await postJson(t, '/api/watchdog', { variantId }, { headers: auth(token) })).status).toBe(201);
    const [store] = await queryRows<{ id: number }>(
      t.services.db,
      sql`UPDATE stores SET is_active = false WHERE id = (SELECT min(id) FROM stores) RETURNING id`,
    );
    await queryRows(
      t.services.db,
      sql`INSERT INTO stock (variant_id, store_id, quantity) VALUES (${variantId}, ${store!.id}, 5) ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = 5`,
    );
    expect(await notifyRestockedWatchdogs(deps())).toEqual({ notified: 0, failed: 0 });

    await queryRows(t.services.db, sql`UPDATE stores SET is_active = true WHERE id = ${store!.id}`);
    const failing = { ...deps(), mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    expect(await notifyRestockedWatchdogs(failing)).toEqual({ notified: 0, failed: 1 });
    expect(await notifyRestockedWatchdogs(deps())).toEqual({ notified: 1, failed: 0 });
    expect(await readStoredMails(dataDir())).toHaveLength(1);
  });
});
