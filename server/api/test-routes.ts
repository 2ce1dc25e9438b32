/**
 * Test-only calls for the Playwright suite. Mounted under /api/test ONLY when the environment variable
 * E2E_TEST_ROUTES=1 is set (playwright.config.ts starts the server that way); never mounted otherwise, whatever
 * NODE_ENV says, and deliberately absent from apiDocs / the OpenAPI document.
 *
 *   POST /api/test/maintenance  {"enabled": true|false}
 *     → saves the `maintenance` setting ({ is_enabled }) and drops the settings cache so the very next request
 *       obeys it; 200 { data: { maintenance: { is_enabled } } }. 422 when `enabled` is not a boolean.
 *
 *   POST /api/test/order  {"paymentMethod"?: "bank_transfer"|"card"|"cod", "carrier"?: "pickup"|"courier"|"packeta",
 *                          "currency"?: "EUR"|"CZK", "state"?: "waiting_for_payment"|"paid"}
 *     → inserts an order (tests/fixtures/order-fixtures.ts); 201 { data: { id, hash, number, total, url } }.
 *
 *   POST /api/test/customer  {"email", "password", "firstname"?, "lastname"?}
 *     → creates a customer account as registration would, without its per-address rate limit (the suite creates
 *       more accounts from 127.0.0.1 than an hour's registrations allow); 201 { data: { id } }, 409 when taken.
 *
 *   POST /api/test/events/{id}/approve
 *     → publishes a proposed event as the back office would (approveEvent); 200 { data: { id, url, approvedAt } },
 *       404 for an unknown id.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { insertAccount } from '../../src/domain/accounts/login';
import { hashPassword } from '../../src/domain/accounts/passwords';
import { saveSetting } from '../../src/domain/settings/settings';
// blog, careers, events
import { approveEvent } from '../../src/domain/content/events';
import { notFound } from '../http/errors';
import { pathId } from './reviews';
import type { AppEnv } from '../app';
import { readBody, validate } from '../http/validate';

const TEST_ROUTES_ENV = 'E2E_TEST_ROUTES';

export function testRoutesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env[TEST_ROUTES_ENV] === '1';
}

const maintenanceBody = z.object({ enabled: z.boolean() });
const customerBody = z.object({
  email: z.email(),
  password: z.string().min(8).max(128),
  firstname: z.string().max(100).default('Test'),
  lastname: z.string().max(100).default('Zákazník'),
});

// order summary & payments
const orderFixtureBody = z.object({
  paymentMethod: z.enum(['bank_transfer', 'card', 'cod']).optional(),
  carrier: z.enum(['pickup', 'courier', 'packeta']).optional(),
  currency: z.enum(['EUR', 'CZK']).optional(),
  state: z.enum(['waiting_for_payment', 'paid']).optional(),
});

export function testRoutes() {
  const api = new Hono<AppEnv>();
  api.post('/maintenance', async (c) => {
    const { db, settings } = c.get('services');
    const { enabled } = validate(c, maintenanceBody, await readBody(c));
    await saveSetting(db, 'maintenance', { is_enabled: enabled });
    settings.invalidate();
    return c.json({ data: { maintenance: { is_enabled: enabled } } });
  });
  // order summary & payments
  api.post('/order', async (c) => {
    const { db } = c.get('services');
    const input = validate(c, orderFixtureBody, await readBody(c));
    // test code, loaded only when this test-only route is called
    const { createOrderFixture } = await import('../../tests/fixtures/order-fixtures');
    const order = await createOrderFixture(db, input);
    return c.json(
      { data: { id: order.id, hash: order.hash, number: order.number, total: order.total, url: `/shrnuti/${order.id}/${order.hash}` } },
      201,
    );
  });
  api.post('/customer', async (c) => {
    const input = validate(c, customerBody, await readBody(c));
    const id = await insertAccount(c.get('services').db, {
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstname: input.firstname,
      lastname: input.lastname,
      scope: ['customer'],
    });
    if (id === null) return c.json({ message: 'taken' }, 409);
    return c.json({ data: { id } }, 201);
  });
  // blog, careers, events: the back office's approval of a proposed event
  api.post('/events/:id/approve', async (c) => {
    const approved = await approveEvent(c.get('services').db, pathId(c));
    if (!approved) throw notFound();
    c.get('services').caches.invalidate('pages'); // as the back office's content writers do (decision 0094)
    return c.json({ data: approved });
  });
  return api;
}
