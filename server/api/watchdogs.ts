/**
 * Restock watchdogs (SPEC §6, §8): POST /api/watchdog { variantId } saves one for the logged-in customer,
 * GET /api/watchdog lists the active ones, DELETE /api/watchdog/{id} removes one of the customer's own. The e-mail
 * goes out from src/domain/watchdogs/restock-notifier.ts when the variant is in stock again.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { notifyRestockedWatchdogs } from '../../src/domain/watchdogs/restock-notifier';
import { deleteWatchdog, listActiveWatchdogs, saveWatchdog } from '../../src/domain/watchdogs/watchdogs';
import { queryRows } from '../../src/db/client';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../app';
import { HttpError, notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';
import { pathId, requireCustomer } from './reviews';

const watchdogBody = z.object({
  variantId: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number().int().positive().max(2_147_483_647),
  ),
});

const watchdogView = z.object({ id: z.number(), productId: z.number(), variantId: z.number(), createdAt: z.string() });
const idParams = z.object({ id: z.number().int().positive() });
const unauthenticated = 'code unauthenticated: a guest must log in';

export const watchdogDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/watchdog',
    summary:
      'Watch an out-of-stock variant (201): one e-mail goes out when it is in stock again, then the watchdog is spent (saving it again re-arms it)',
    tag: 'watchdog',
    body: watchdogBody,
    response: watchdogView,
    auth: true,
    errors: {
      401: unauthenticated,
      404: 'Unknown variant, or its product is hidden',
      409: 'code already_watching: the customer already watches the variant; code in_stock: it can be ordered now',
      422: 'Invalid variantId',
    },
  },
  {
    method: 'get',
    path: '/api/watchdog',
    summary: "The customer's active watchdogs, newest first",
    tag: 'watchdog',
    response: z.array(watchdogView),
    auth: true,
    errors: { 401: unauthenticated },
  },
  {
    method: 'delete',
    path: '/api/watchdog/{id}',
    summary: "Delete one of the customer's watchdogs",
    tag: 'watchdog',
    params: idParams,
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown watchdog or another customer's (the same answer)" },
  },
];

export function watchdogRoutes() {
  const api = new Hono<AppEnv>();

  api.post('/watchdog', async (c) => {
    const user = await requireCustomer(c, 'watchdog.login');
    const { db, t, now } = c.get('services');
    const { variantId } = validate(c, watchdogBody, await readBody(c));
    const result = await saveWatchdog(db, user.id, variantId, now());
    if (result.status === 'unknown_variant') throw notFound();
    if (result.status === 'already_watching')
      throw new HttpError(409, t('watchdog.already'), { code: 'already_watching', data: result.watchdog });
    if (result.status === 'in_stock') throw new HttpError(409, t('watchdog.in_stock'), { code: 'in_stock' });
    return c.json({ data: result.watchdog, message: t('watchdog.saved') }, 201);
  });

  api.get('/watchdog', async (c) => {
    const user = await requireCustomer(c, 'watchdog.login');
    return c.json({ data: await listActiveWatchdogs(c.get('services').db, user.id) });
  });

  api.delete('/watchdog/:id', async (c) => {
    const user = await requireCustomer(c, 'watchdog.login');
    const id = pathId(c);
    const { db, t } = c.get('services');
    if (!(await deleteWatchdog(db, user.id, id))) throw notFound();
    return c.json({ data: null, message: t('watchdog.cancelled') });
  });

  return api;
}

// ---------------------------------------------------------------------------------------------------------------------
// test-only (mounted under /api/test with E2E_TEST_ROUTES=1 only, like server/api/test-routes.ts; not documented)

const stockBody = z.object({
  variantId: z.number().int().positive(),
  /** a store's id; absent = the first active store */
  storeId: z.number().int().positive().optional(),
  quantity: z.number().int().min(0).max(1_000_000),
  /** set every stock row of the variant (e.g. 0 everywhere: sold out) instead of one store's */
  allStores: z.boolean().optional(),
});

/**
 * POST /api/test/stock { variantId, storeId?, quantity, allStores? } sets one stock row, or with allStores every row
 * of the variant (there is no back office yet), and runs
 * the restock notifier for that variant, as a back-office stock change will: 200 { data: { notified, failed } }.
 */
export function watchdogTestRoutes() {
  const api = new Hono<AppEnv>();
  api.post('/stock', async (c) => {
    const services = c.get('services');
    const input = validate(c, stockBody, await readBody(c));
    const [store] = await queryRows<{ id: number }>(
      services.db,
      input.storeId
        ? sql`SELECT id FROM stores WHERE id = ${input.storeId}`
        : sql`SELECT id FROM stores WHERE is_active ORDER BY position, id LIMIT 1`,
    );
    const [variant] = await queryRows<{ id: number }>(services.db, sql`SELECT id FROM product_variants WHERE id = ${input.variantId}`);
    if (!store || !variant) throw notFound();
    if (input.allStores)
      await queryRows(services.db, sql`UPDATE stock SET quantity = ${input.quantity} WHERE variant_id = ${input.variantId}`);
    await queryRows(
      services.db,
      sql`INSERT INTO stock (variant_id, store_id, quantity) VALUES (${input.variantId}, ${store.id}, ${input.quantity})
          ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = excluded.quantity`,
    );
    const result = await notifyRestockedWatchdogs(
      { db: services.db, mailer: services.mailer, t: services.t, publicUrl: services.config.publicUrl, now: services.now },
      { variantIds: [input.variantId] },
    );
    return c.json({ data: result });
  });
  return api;
}
