/**
 * Prometheus metrics of one app server (decision 0047), in a registry of its own (no module-level state): HTTP
 * requests by method, route pattern and status with their latency, cache lookups by cache and outcome, orders placed,
 * database connections, scheduled job runs, and Node's process metrics. Served at /metrics to holders of
 * METRICS_TOKEN only (server/http/metrics-route.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Given a worker's registry, the text /metrics answers for every worker of a clustered app server (decision 0139). */
export type MetricsExposition = (registry: Registry) => () => Promise<string>;

export interface ShopMetrics {
  registry: Registry;
  /** the text /metrics answers: this registry, or every worker's summed when the app server is clustered (decision 0139) */
  exposition(): Promise<string>;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  httpInFlight: Gauge;
  cacheLookups: Counter<'cache' | 'result'>;
  ordersPlaced: Counter<'payment'>;
  jobRuns: Counter<'job' | 'result'>;
  /** a lookup hook for createTtlCache / cachedValue */
  cacheLookup(cache: string): (hit: boolean) => void;
}

export function createMetrics(options: {
  collectDatabase?: () => Promise<Array<{ state: string; count: number }>>;
  poolSize: number;
  /** a clustered app server's worker: the exposition of all its workers */
  exposition?: MetricsExposition;
}): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shop_' });
  const httpRequests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to the response headers, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const httpInFlight = new Gauge({ name: 'shop_http_requests_in_flight', help: 'Requests being answered now', registers: [registry] });
  const cacheLookups = new Counter({
    name: 'shop_cache_lookups_total',
    help: 'Lookups of the in-memory caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed through this app server, by payment method',
    labelNames: ['payment'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'shop_job_runs_total',
    help: 'Scheduled job runs this server won the lease for, by job and result',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  new Gauge({ name: 'shop_db_pool_max_connections', help: "Connection limit of this server's database pool", registers: [registry] }).set(
    options.poolSize,
  );
  const collectDatabase = options.collectDatabase;
  if (collectDatabase) {
    new Gauge({
      name: 'shop_db_connections',
      help: 'Connections of every app server of the shop to PostgreSQL, by state (pg_stat_activity)',
      labelNames: ['state'] as const,
      registers: [registry],
      // every worker of a clustered app server reads the same view: summing it would count each connection N times
      aggregator: 'first',
      async collect() {
        this.reset();
        for (const row of await collectDatabase()) this.set({ state: row.state }, row.count);
      },
    });
  }
  return {
    registry,
    exposition: options.exposition?.(registry) ?? (() => registry.metrics()),
    httpRequests,
    httpDuration,
    httpInFlight,
    cacheLookups,
    ordersPlaced,
    jobRuns,
    cacheLookup: (cache) => (hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
  };
}
