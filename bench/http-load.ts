/**
 * npm run bench:http [-- --check] [--connections 10] [--duration 10] [--warmup 2] [--only home,…] [--engine] [--workers N]
 * Env: BENCH_URL (reuse a running server; start it with TRUST_PROXY=1 for api-login), BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP, BENCH_ONLY,
 * BENCH_WORKERS (= --workers: the server started with WEB_CONCURRENCY=N, PostgreSQL only, decision 0139),
 * BENCH_ENGINE=1 (= --engine: the server runs with its answer caches off, CATALOG_CACHE_MS=0 and PAGE_CACHE_MB=0).
 *
 * autocannon against every target of bench/targets.ts (one after the other): warm-up, then the measured run;
 * prints req/s (average), latency p50/p99, non-2xx and errors; saves bench/results/http-<timestamp>.json.
 */
import autocannon, { type Result } from 'autocannon';
import {
  budgetFor,
  check,
  environment,
  loadBudgets,
  numberOption,
  parseArgs,
  printTable,
  reportBudgets,
  round,
  saveResults,
  selectTargets,
  type BudgetCheck,
} from './lib/common';
import { withServer } from './lib/server';
import { BROWSER_USER_AGENT, STOREFRONT_COOKIES, cookieHeader, httpTargets, type HttpTarget } from './targets';

export interface HttpRow {
  name: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

function headersFor(target: HttpTarget): Record<string, string> {
  const storefront = target.storefront ?? !target.path.startsWith('/api/');
  return {
    accept: storefront ? 'text/html,application/xhtml+xml' : 'application/json',
    'accept-encoding': 'gzip, br',
    'user-agent': BROWSER_USER_AGENT,
    ...(storefront ? { cookie: cookieHeader(STOREFRONT_COOKIES) } : {}),
    ...(target.body ? { 'content-type': 'application/json' } : {}),
    ...target.headers,
  };
}

/** autocannon's setupRequest for a target with perRequest: request n gets its headers and body. */
function perRequestSetup(target: HttpTarget, headers: Record<string, string>) {
  let n = 0;
  return (req: Record<string, any>) => {
    const extra = target.perRequest!(n++);
    return { ...req, headers: { ...headers, ...extra.headers }, body: extra.body ?? target.body };
  };
}

/** Asks for every path once, four at a time (fills the answer and page caches before a cached run). */
async function prime(baseUrl: string, paths: string[], headers: Record<string, string>) {
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await (await fetch(baseUrl + path, { headers, redirect: 'manual' })).arrayBuffer();
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** autocannon's setupRequest for a rotating mix: request n asks for paths[n mod length]. */
function rotatingSetup(paths: string[]) {
  let n = 0;
  return (req: Record<string, any>) => ({ ...req, path: paths[n++ % paths.length] });
}

async function main() {
  const args = parseArgs();
  const connections = numberOption(args, ['connections', 'c'], 'BENCH_CONNECTIONS', 10);
  const duration = numberOption(args, ['duration', 'd'], 'BENCH_DURATION', 10);
  const warmup = numberOption(args, ['warmup', 'w'], 'BENCH_WARMUP', 2);
  // app server processes of the started server (WEB_CONCURRENCY): the figures of the whole machine
  const workers = numberOption(args, ['workers'], 'BENCH_WORKERS', 1);
  const targets = selectTargets(httpTargets, args);
  // engine figures: the server computes every answer (no listing/search answer cache, no page cache)
  const engine = args.engine === true || process.env.BENCH_ENGINE === '1';
  const mode = engine ? 'engine' : 'cached';
  const budgets = loadBudgets();

  const rows: HttpRow[] = [];
  const server = await withServer(
    async (srv) => {
      console.log(
        `Server: ${srv.url} (${srv.reused ? 'reused, BENCH_URL' : `started in ${round(srv.startMs / 1000)} s, ${srv.database}`})`,
      );
      console.log(`autocannon: ${connections} connections, ${warmup} s warm-up + ${duration} s per target; ${workers} worker(s)\n`);
      for (const target of targets) {
        const method = target.method ?? 'GET';
        const url = srv.url + target.path;
        // prepare hook (e.g. a login for a bearer token): its headers join the target's
        const prepared = target.prepare ? await target.prepare(srv.url) : {};
        const headers = { ...headersFor(target), ...prepared.headers };
        const paths = target.paths ? await target.paths(srv.url) : undefined;
        // cached figures are the steady state: every URL of the mix asked once first (as a CDN's or the page cache's
        // first visitors do), then measured; engine figures compute every answer anyway
        if (paths && !engine) await prime(srv.url, paths, headers);
        // one plain request first: status and size, and a readable warning when the target is broken
        const probe = await fetch(url, { method, headers, body: target.body, redirect: 'manual' });
        const bytes = (await probe.arrayBuffer()).byteLength;
        if (!probe.ok) console.warn(`WARNING ${target.name}: ${method} ${target.path} answers ${probe.status}`);
        process.stdout.write(`${target.name}: ${method} ${paths ? `${paths.length} rotating URLs` : target.path} (${mode}) … `);
        const result: Result = await autocannon({
          url,
          method,
          headers,
          body: target.body,
          connections,
          duration,
          warmup: warmup > 0 ? { connections, duration: warmup } : undefined,
          timeout: 10,
          // perRequest hook: each request its own headers / body (autocannon setupRequest)
          ...(target.perRequest ? { requests: [{ method, path: target.path, setupRequest: perRequestSetup(target, headers) }] } : {}),
          ...(paths ? { requests: [{ method, path: paths[0], setupRequest: rotatingSetup(paths) }] } : {}),
        });
        const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
        const row: HttpRow = {
          name: target.name,
          method,
          path: paths ? `${paths.length} rotating URLs (${target.path}, …)` : target.path,
          status: probe.status,
          bytes,
          rps: round(result.requests.average),
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes,
        };
        rows.push(row);
        console.log(`${row.rps} req/s, p99 ${row.p99} ms`);
      }
      return { url: srv.url, reused: srv.reused, database: srv.database };
      // TRUST_PROXY=1: the login target sends its own X-Forwarded-For per request (see bench/README.md)
    },
    {
      env: {
        TRUST_PROXY: '1',
        WEB_CONCURRENCY: String(workers),
        ...(engine ? { CATALOG_CACHE_MS: '0', PAGE_CACHE_MB: '0' } : {}),
      },
    },
  );

  console.log('');
  printTable(
    ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'body kB'],
    rows.map((r) => [r.name, `${r.method} ${r.path}`, r.rps, r.p50, r.p99, r.non2xx, r.errors + r.timeouts, round(r.bytes / 1024)]),
  );

  const checks: BudgetCheck[] = [];
  for (const r of rows) {
    // a mode's own budget (`name@engine`, `name@cached`) over the target's
    const b = { ...budgetFor(budgets.http, r.name), ...budgets.http?.[`${r.name}@${mode}`] };
    checks.push(
      ...check(r.name, 'req/s', r.rps, b.minRps, 'min'),
      ...check(r.name, 'p50 ms', r.p50, b.maxP50Ms, 'max'),
      ...check(r.name, 'p99 ms', r.p99, b.maxP99Ms, 'max'),
      ...check(r.name, 'non-2xx', r.non2xx, b.maxNon2xx, 'max'),
      ...check(r.name, 'errors', r.errors + r.timeouts, b.maxErrors, 'max'),
    );
  }
  const file = saveResults('http', {
    kind: 'http',
    date: new Date().toISOString(),
    server,
    options: { connections, duration, warmup, mode, workers },
    environment: await environment(),
    targets: rows,
    budgets: checks,
  });
  console.log(`\nSaved ${file}`);
  process.exitCode = reportBudgets(checks, args.check === true);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
