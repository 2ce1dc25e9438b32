/**
 * Operations endpoints and middleware (decision 0047):
 * - request log: one JSON line per request (method, route pattern, path without query, status, duration, request
 *   id); no query strings, bodies, cookies, tokens or client addresses;
 * - metrics: request counts and latency by route pattern; GET /metrics in Prometheus format, only with
 *   `Authorization: Bearer $METRICS_TOKEN` (404 when no token is configured: never public);
 * - GET /api/ready: 200 when this server takes traffic (not draining, database answers), else 503.
 * GET /api/health (alive) is in server/api/index.ts.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app';
import { NOT_FOUND_MESSAGE } from './errors';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

function routeLabel(c: Context<AppEnv>): string {
  const pattern = routePath(c);
  if (!pattern || pattern === '*' || pattern === '/*') return c.req.path.startsWith('/api/') ? 'api-unmatched' : 'storefront';
  return pattern;
}

export function operationsMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { config, log, metrics, lifecycle } = c.get('services');
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.header('X-Request-Id', requestId);
    // while draining, keep-alive connections are closed after their current answer
    if (lifecycle.draining) c.header('Connection', 'close');
    const started = performance.now();
    metrics.httpInFlight.inc();
    try {
      await next();
    } finally {
      metrics.httpInFlight.dec();
      const seconds = (performance.now() - started) / 1000;
      const labels = { method: c.req.method, route: routeLabel(c), status: String(c.res.status) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, seconds);
      if (config.logRequests) {
        log.info(
          {
            req: { id: requestId, method: c.req.method, path: c.req.path, route: labels.route },
            status: c.res.status,
            ms: Math.round(seconds * 10_000) / 10,
          },
          'request',
        );
      }
    }
  };
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function metricsHandler(c: Context<AppEnv>) {
  const { config, metrics } = c.get('services');
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!config.metricsToken) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
  if (!tokenMatches(token, config.metricsToken)) return c.json({ message: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
  c.header('Cache-Control', 'no-store');
  return c.body(await metrics.exposition(), 200, { 'Content-Type': metrics.registry.contentType });
}

/** How long the readiness check waits for the database. */
const READY_DB_TIMEOUT_MS = 2000;

export async function readyHandler(c: Context<AppEnv>) {
  const { db, lifecycle } = c.get('services');
  c.header('Cache-Control', 'no-store');
  let database: 'ok' | 'down' = 'down';
  if (!lifecycle.draining) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`SELECT 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_DB_TIMEOUT_MS);
        }),
      ]);
      database = 'ok';
    } catch (error) {
      c.get('services').log.warn({ err: error }, 'readiness: the database does not answer');
    } finally {
      clearTimeout(timer);
    }
  }
  const ready = !lifecycle.draining && database === 'ok';
  return c.json({ data: { ready, draining: lifecycle.draining, database } }, ready ? 200 : 503);
}
