/**
 * Operations (decisions 0046, 0047): a job tick runs once when two schedulers tick together; housekeeping purges
 * exactly the expired rows; /api/health and /api/ready; /metrics only with the token, with request, cache and order
 * counters; graceful shutdown drains an in-flight request and its background task on a real server (port 3110).
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from '../../server/http/graceful-shutdown';
import { queryRows } from '../../src/db/client';
import { purgeExpired } from '../../src/domain/housekeeping/purge';
import { createBackgroundTasks } from '../../src/lib/background-tasks';
import { tickJob } from '../../src/jobs/scheduler';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const METRICS_TOKEN = 'metrics-token-for-the-cluster-test';
let a: TestDatabase;
let b: TestDatabase;

beforeAll(async () => {
  a = await createTestDatabase({ env: { METRICS_TOKEN } });
  b = await createTestDatabase({ otherServerOf: a });
});
afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

describe('scheduled jobs', () => {
  it('a tick runs once when two servers tick together, and again only after its interval', async () => {
    let runs = 0;
    const job = { name: `test-job-${Date.now()}`, intervalMs: 60_000, run: async () => void runs++ };
    const ticks = await Promise.all([
      tickJob(a.services, job),
      tickJob(b.services, job),
      tickJob(a.services, job),
      tickJob(b.services, job),
    ]);
    expect(ticks.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await tickJob(b.services, job)).toBe(false);
    // an interval later (the lease row moved back a minute) exactly one runs again
    await queryRows(a.services.db, sql`UPDATE job_leases SET last_run_at = last_run_at - interval '61 seconds' WHERE name = ${job.name}`);
    expect((await Promise.all([tickJob(a.services, job), tickJob(b.services, job)])).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
  });
});

describe('housekeeping', () => {
  it('purges exactly the expired sessions, finished rate-limit windows and guest carts untouched for 14 days', async () => {
    const db = a.services.db;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const later = new Date(now.getTime() + 86_400_000).toISOString();
    // clean slate for the counts: what earlier tests or the seed left that is already expired
    await purgeExpired(db, now);
    await queryRows(
      db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES
      (1, 'hk-expired', ${ago(1)}::timestamptz), (1, 'hk-live', ${later}::timestamptz)`,
    );
    await queryRows(
      db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at, revoked_at) VALUES (1, 'hk-revoked', ${later}::timestamptz, ${ago(0.01)}::timestamptz)`,
    );
    await queryRows(
      db,
      sql`INSERT INTO rate_limits (key, count, reset_at) VALUES ('hk:old', 3, ${ago(0.01)}::timestamptz), ('hk:open', 3, ${later}::timestamptz)`,
    );
    const carts = await queryRows<{ id: number; temp_id: string | null }>(
      db,
      sql`INSERT INTO carts (temp_id, user_id, updated_at) VALUES
        (gen_random_uuid(), NULL, ${ago(15)}::timestamptz),
        (gen_random_uuid(), NULL, ${ago(13)}::timestamptz),
        (NULL, 1, ${ago(40)}::timestamptz)
        RETURNING id, temp_id`,
    );
    const [variant] = await queryRows<{ id: number; product_id: number }>(
      db,
      sql`SELECT id, product_id FROM product_variants ORDER BY id LIMIT 1`,
    );
    await queryRows(
      db,
      sql`INSERT INTO cart_items (cart_id, product_id, variant_id, quantity) VALUES (${carts[0]!.id}, ${variant!.product_id}, ${variant!.id}, 2)`,
    );

    expect(await purgeExpired(db, now)).toEqual({ sessions: 2, rateLimits: 1, guestCarts: 1 });
    const sessions = await queryRows<{ token_hash: string }>(db, sql`SELECT token_hash FROM sessions WHERE token_hash LIKE 'hk-%'`);
    expect(sessions.map((s) => s.token_hash)).toEqual(['hk-live']);
    expect((await queryRows<{ key: string }>(db, sql`SELECT key FROM rate_limits WHERE key LIKE 'hk:%'`)).map((r) => r.key)).toEqual([
      'hk:open',
    ]);
    const left = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM carts WHERE id IN (${sql.join(
        carts.map((c) => sql`${c.id}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    expect(left.map((c) => Number(c.id))).toEqual([Number(carts[1]!.id), Number(carts[2]!.id)]);
    expect(await queryRows(db, sql`SELECT 1 FROM cart_items WHERE cart_id = ${carts[0]!.id}`)).toEqual([]);
    expect(await purgeExpired(db, now)).toEqual({ sessions: 0, rateLimits: 0, guestCarts: 0 });
  });
});

describe('health, readiness and metrics', () => {
  it('/api/health is alive; /api/ready checks the database and reports draining', async () => {
    expect((await a.app.request('/api/health')).status).toBe(200);
    const ready = await a.app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ data: { ready: true, draining: false, database: 'ok' } });
    expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    b.services.lifecycle.draining = true;
    try {
      const draining = await b.app.request('/api/ready');
      expect(draining.status).toBe(503);
      expect((await draining.json()).data).toMatchObject({ ready: false, draining: true });
      expect((await b.app.request('/api/health')).status).toBe(200);
    } finally {
      b.services.lifecycle.draining = false;
    }
  });

  it('/metrics answers only with the token and counts requests by route, cache lookups and orders', async () => {
    expect((await a.app.request('/metrics')).status).toBe(401);
    expect((await a.app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' } })).status).toBe(401);
    expect((await b.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404); // b has no token: off
    await a.app.request('/api/catalog/product/1');
    await a.app.request('/api/lists/currencies');
    await a.services.settings.get();
    await a.services.settings.get();
    a.services.metrics.ordersPlaced.inc({ payment: 'cod' });
    const res = await a.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/shop_http_requests_total\{method="GET",route="\/api\/catalog\/product\/:id",status="\d+"\} \d+/);
    expect(text).toMatch(/shop_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/catalog\/product\/:id"/);
    expect(text).toMatch(/shop_cache_lookups_total\{cache="settings",result="hit"\} [1-9]/);
    expect(text).toContain('shop_orders_placed_total{payment="cod"} 1');
    expect(text).toContain('shop_db_pool_max_connections');
    expect(text).toContain('shop_process_cpu_seconds_total');
    if (a.handle.kind === 'postgres') expect(text).toMatch(/shop_db_connections\{state="[a-z ]+"\} [1-9]/);
  });
});

describe('graceful shutdown', () => {
  it('answers an in-flight request, refuses new connections, waits for its background task, then cleans up', async () => {
    const app = new Hono();
    const background = createBackgroundTasks({ error: () => {} });
    const events: string[] = [];
    let release!: () => void;
    let finishMail!: () => void;
    const started = new Promise<void>((r) => {
      app.get('/slow', async (c) => {
        r();
        await new Promise<void>((done) => (release = done));
        // like the shop's order e-mail: started with the answer, finished after it (decision 0075)
        background.run('mail', () => new Promise<void>((done) => (finishMail = done)).then(() => void events.push('mail sent')));
        return c.text('done');
      });
    });
    const server = serve({ fetch: app.fetch, port: 3110, hostname: '127.0.0.1' }) as Server;
    await new Promise((r) => server.once('listening', r));
    const lifecycle = { draining: false };
    let cleaned = false;
    const shutdown = gracefulShutdown(server, {
      lifecycle,
      timeoutMs: 5000,
      log: { info: () => {}, warn: () => {} },
      background,
      cleanup: async () => {
        cleaned = true;
        events.push('cleanup');
      },
    });

    const inFlight = fetch('http://127.0.0.1:3110/slow');
    await started;
    const stopping = shutdown('SIGTERM');
    expect(lifecycle.draining).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch('http://127.0.0.1:3110/slow')).rejects.toThrow();
    expect(cleaned).toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
    await vi.waitFor(() => expect(background.pending).toBe(1));
    expect(cleaned).toBe(false);
    finishMail();
    await stopping;
    expect(cleaned).toBe(true);
    expect(events).toEqual(['mail sent', 'cleanup']);
  });

  it('closes what is left after the timeout', async () => {
    const app = new Hono();
    app.get('/hang', () => new Promise<Response>(() => {}));
    const server = serve({ fetch: app.fetch, port: 3111, hostname: '127.0.0.1' }) as Server;
    await new Promise((r) => server.once('listening', r));
    let cleaned = false;
    const shutdown = gracefulShutdown(server, {
      lifecycle: { draining: false },
      timeoutMs: 200,
      log: { info: () => {}, warn: () => {} },
      background: createBackgroundTasks({ error: () => {} }),
      cleanup: async () => void (cleaned = true),
    });
    const hanging = fetch('http://127.0.0.1:3111/hang').catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 100));
    const t0 = performance.now();
    await shutdown('SIGTERM');
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(cleaned).toBe(true);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
