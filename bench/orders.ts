/**
 * npm run bench:orders [-- --orders 300] [--connections 10] [--duration 10] [--warmup 2] [--warmup-orders 50]
 *                       [--only cart-read,add-to-cart,orders] [--check]
 * Env: BENCH_URL (reuse a running server — start it with TRUST_PROXY=1, see below), BENCH_ORDERS, BENCH_CONNECTIONS,
 * BENCH_DURATION, BENCH_WARMUP, BENCH_WARMUP_ORDERS, BENCH_ONLY.
 *
 * The buying path under load, through the REST API only (works against any server):
 * - cart-read    GET /api/cart/anonymous/sk/0 — 50 guest carts of 3 lines, round robin (guest-cart cookie);
 * - add-to-cart  PUT /api/cart/{id} { variantId, quantity: 1 } — the same 50 carts, round robin over the variants;
 * - orders       POST /api/orders — N guest carts of one in-stock unit each are seeded first through PUT /api/cart/0,
 *                then each request orders one of them (its own cookie, a fresh idempotency key, courier + bank
 *                transfer); autocannon runs until all N were sent. Prints orders/s and latency. Before them,
 *                `--warmup-orders` (50; none with --warmup 0) more carts are ordered unmeasured: a fresh server's
 *                first orders also pay for its warm-up. The carts hold
 *                only variants a courier can take (warehouse stock, see courierVariants), round robin: on a fresh
 *                demo database all N orders succeed (non-2xx = 0).
 * Orders are limited per client address (30 per 10 min): the bench's own server runs with TRUST_PROXY=1 and every
 * order request carries its own X-Forwarded-For. Against BENCH_URL start the server with TRUST_PROXY=1 too.
 * Stock is really taken: a demo database has a few thousand warehouse units; a run on a used database may meet
 * sold-out variants (409) or warehouse-empty ones (422 at `carrier`), counted as non-2xx.
 * Saves bench/results/orders-<timestamp>.json; budget: budgets.json → orders (minRps, maxP50Ms, maxP99Ms; --check enforces).
 */
import { randomUUID } from 'node:crypto';
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
  type BudgetCheck,
} from './lib/common';
import { withServer } from './lib/server';
import { BROWSER_USER_AGENT } from './targets';

const CHECKOUT = {
  email: 'bench@example.sk',
  phonePrefix: '+421',
  phone: '905123456',
  isCompany: false,
  invoice: { firstname: 'Bench', lastname: 'Nákupca', street: 'Hlavná 12', city: 'Bratislava', zip: '81101', country: 'SK' },
  carrier: 'courier',
  paymentMethod: 'bank_transfer',
  termsAgreed: true,
};

interface Row {
  name: string;
  call: string;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

interface SeededCart {
  cartId: number;
  tempId: string;
}

const baseHeaders = { accept: 'application/json', 'user-agent': BROWSER_USER_AGENT };

async function api<T = any>(url: string, init: RequestInit & { tempId?: string } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...baseHeaders, ...(init.body ? { 'content-type': 'application/json' } : {}) };
  if (init.tempId) headers.cookie = `guest-cart=${init.tempId}`;
  const res = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } });
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { status: res.status, body: body as T };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!, i);
      }
    }),
  );
  return results;
}

/**
 * Variants a courier order can take, with how many single-unit orders each can serve, largest first. A courier takes
 * goods only while the e-shop warehouse has some (decision 0058: goods left only at branches are a personal pickup
 * only, the order is refused at `carrier`), so a variant serves as many one-unit courier orders as its warehouse
 * holds — not its total stock, which counts the branches (product detail → availability.state 'in_stock', then the
 * warehouse quantity from GET /api/catalog/product/{id}/availability). Services keep no stock and are left out, so
 * are products the courier may not carry (delivery restrictions).
 */
async function courierVariants(url: string, maxProducts = 80): Promise<Array<{ variantId: number; stock: number }>> {
  const ids = Array.from({ length: maxProducts }, (_, i) => i + 1);
  const details = await pool(ids, 8, (id) =>
    api<{ data?: { id: number; isService: boolean; variants: Array<{ id: number; stock: number; availability: { state: string } }> } }>(
      `${url}/api/catalog/product/${id}`,
    ),
  );
  const candidates = details
    .filter((d) => d.status === 200 && d.body.data && !d.body.data.isService)
    .flatMap((d) =>
      d.body
        .data!.variants.filter((v) => v.availability.state === 'in_stock')
        .map((v) => ({ productId: d.body.data!.id, variantId: v.id })),
    );
  // a product's delivery restriction (decision 0051, e.g. helium filling: pickup only) is what the checkout says of a
  // cart holding it: one probe cart per product, asked GET /api/checkout/options (the product API does not show it)
  const products = [...new Map(candidates.map((c) => [c.productId, c.variantId])).entries()];
  const courierOk = new Set<number>();
  await pool(products, 8, async ([productId, variantId]) => {
    const cart = await seedCart(url, [variantId]);
    if (!cart) return;
    const options = await api<{ data?: { carriers: Array<{ code: string; available: boolean }> } }>(
      `${url}/api/checkout/options?cartId=${cart.cartId}`,
      { tempId: cart.tempId },
    );
    if (options.body.data?.carriers.some((c) => c.code === CHECKOUT.carrier && c.available)) courierOk.add(productId);
  });
  const shippable = candidates.filter((c) => courierOk.has(c.productId));
  const warehouse = await pool(shippable, 8, (c) =>
    api<{ data?: { warehouse: { quantity: number } | null } }>(
      `${url}/api/catalog/product/${c.productId}/availability?variantId=${c.variantId}`,
    ),
  );
  return shippable
    .map((c, i) => ({
      variantId: c.variantId,
      stock: warehouse[i]!.status === 200 ? (warehouse[i]!.body.data?.warehouse?.quantity ?? 0) : 0,
    }))
    .filter((v) => v.stock > 0)
    .sort((a, b) => b.stock - a.stock);
}

/** A guest cart stored through PUT /api/cart/0 with the given lines. */
async function seedCart(url: string, variantIds: number[]): Promise<SeededCart | null> {
  const tempId = randomUUID();
  let cartId = 0;
  for (const variantId of variantIds) {
    const res = await api<{ data: { cart_id: number; quantity: number } }>(`${url}/api/cart/${cartId}`, {
      method: 'PUT',
      body: JSON.stringify({ variantId, quantity: 1 }),
      tempId,
    });
    if (res.status !== 200 || res.body.data.quantity < 1) return null;
    cartId = res.body.data.cart_id;
  }
  return { cartId, tempId };
}

function toRow(name: string, call: string, result: Result): Row {
  return {
    name,
    call,
    requests: result.requests.total,
    rps: round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

async function main() {
  const args = parseArgs();
  const orders = numberOption(args, ['orders', 'n'], 'BENCH_ORDERS', 300);
  const connections = numberOption(args, ['connections', 'c'], 'BENCH_CONNECTIONS', 10);
  const duration = numberOption(args, ['duration', 'd'], 'BENCH_DURATION', 10);
  const warmup = numberOption(args, ['warmup', 'w'], 'BENCH_WARMUP', 2);
  // orders placed before the measured ones (a fresh server's first orders pay for its warm-up)
  const warmupOrders = warmup > 0 ? numberOption(args, ['warmup-orders'], 'BENCH_WARMUP_ORDERS', 50) : 0;
  const onlyArg = typeof args.only === 'string' ? args.only : process.env.BENCH_ONLY;
  const only = new Set((onlyArg ?? 'cart-read,add-to-cart,orders').split(',').map((s) => s.trim()));

  const rows: Row[] = [];
  const server = await withServer(
    async (srv) => {
      console.log(
        `Server: ${srv.url} (${srv.reused ? 'reused, BENCH_URL' : `started in ${round(srv.startMs / 1000)} s, ${srv.database}`})`,
      );
      const variants = await courierVariants(srv.url);
      const units = variants.reduce((sum, v) => sum + v.stock, 0);
      if (variants.length < 3) throw new Error('fewer than 3 variants in stock: is the demo data seeded?');
      console.log(`${variants.length} variants a courier can take, ${units} units in the warehouse`);

      if (only.has('cart-read') || only.has('add-to-cart')) {
        const browseVariants = variants.slice(0, 3).map((v) => v.variantId);
        const carts = (await pool(Array.from({ length: 50 }), 5, () => seedCart(srv.url, browseVariants))).filter(
          (c): c is SeededCart => c !== null,
        );
        if (carts.length === 0) throw new Error('no cart could be seeded (PUT /api/cart/0 failed)');
        let turn = 0;
        const warm = warmup > 0 ? { connections, duration: warmup } : undefined;
        if (only.has('cart-read')) {
          process.stdout.write(`cart-read: GET /api/cart/anonymous/sk/0 × ${carts.length} carts … `);
          const result = await autocannon({
            url: srv.url,
            connections,
            duration,
            warmup: warm,
            timeout: 10,
            requests: [
              {
                method: 'GET',
                path: '/api/cart/anonymous/sk/0',
                setupRequest: (req: Record<string, any>) => {
                  const cart = carts[turn++ % carts.length]!;
                  return { ...req, headers: { ...baseHeaders, cookie: `guest-cart=${cart.tempId}` } };
                },
              },
            ],
          });
          rows.push(toRow('cart-read', 'GET /api/cart/anonymous/sk/0', result));
          console.log(`${rows.at(-1)!.rps} req/s, p99 ${rows.at(-1)!.p99} ms`);
        }
        if (only.has('add-to-cart')) {
          process.stdout.write(`add-to-cart: PUT /api/cart/{id} × ${carts.length} carts … `);
          const result = await autocannon({
            url: srv.url,
            connections,
            duration,
            warmup: warm,
            timeout: 10,
            requests: [
              {
                method: 'PUT',
                path: '/api/cart/0',
                setupRequest: (req: Record<string, any>) => {
                  const n = turn++;
                  const cart = carts[n % carts.length]!;
                  return {
                    ...req,
                    path: `/api/cart/${cart.cartId}`,
                    headers: { ...baseHeaders, 'content-type': 'application/json', cookie: `guest-cart=${cart.tempId}` },
                    body: JSON.stringify({ variantId: browseVariants[n % browseVariants.length], quantity: 1 }),
                  };
                },
              },
            ],
          });
          rows.push(toRow('add-to-cart', 'PUT /api/cart/{id}', result));
          console.log(`${rows.at(-1)!.rps} req/s, p99 ${rows.at(-1)!.p99} ms`);
        }
      }

      if (only.has('orders')) {
        // one unit per cart, round robin over the variants (a variant at most as many times as its warehouse holds),
        // so every order can succeed and concurrent orders seldom queue on one stock row
        const wanted = Math.min(orders + warmupOrders, units);
        if (wanted < orders + warmupOrders) {
          console.warn(`only ${units} units in the warehouse: seeding ${wanted} carts instead of ${orders + warmupOrders}`);
        }
        const lines: number[] = [];
        const left = variants.map((v) => v.stock);
        while (lines.length < wanted) {
          for (let i = 0; i < variants.length && lines.length < wanted; i++) {
            if (left[i]! === 0) continue;
            left[i]!--;
            lines.push(variants[i]!.variantId);
          }
        }
        process.stdout.write(`seeding ${lines.length} carts through PUT /api/cart/0 … `);
        const seededAt = Date.now();
        const carts = (await pool(lines, connections, (variantId) => seedCart(srv.url, [variantId]))).filter(
          (c): c is SeededCart => c !== null,
        );
        console.log(`${carts.length} in ${round((Date.now() - seededAt) / 1000)} s`);

        // the first `warmupOrders` carts warm the server up (its statements, code paths and connections), unmeasured
        const warmCarts = carts.slice(0, Math.min(warmupOrders, Math.max(0, carts.length - 1)));
        const measuredCarts = carts.slice(warmCarts.length);
        let ordered = 0;
        const placeAll = async (batch: SeededCart[]) => {
          let next = 0;
          const startedAt = performance.now();
          let lastAnswerAt = startedAt;
          const run = autocannon({
            url: srv.url,
            connections,
            amount: batch.length,
            timeout: 30,
            requests: [
              {
                method: 'POST',
                path: '/api/orders',
                setupRequest: (req: Record<string, any>) => {
                  const cart = batch[next++ % batch.length]!;
                  // one client address per order: the placement rate limit is not what is measured
                  const i = ordered++;
                  return {
                    ...req,
                    headers: {
                      ...baseHeaders,
                      'content-type': 'application/json',
                      cookie: `guest-cart=${cart.tempId}`,
                      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
                    },
                    body: JSON.stringify({ ...CHECKOUT, cartId: cart.cartId, idempotencyKey: randomUUID() }),
                  };
                },
              },
            ],
          });
          run.on('response', () => {
            lastAnswerAt = performance.now();
          });
          const result = await run;
          return { result, seconds: (lastAnswerAt - startedAt) / 1000 };
        };
        if (warmCarts.length > 0) {
          process.stdout.write(`orders: warm-up × ${warmCarts.length} … `);
          const warm = await placeAll(warmCarts);
          console.log(`${warm.result['2xx']} placed`);
        }
        process.stdout.write(`orders: POST /api/orders × ${measuredCarts.length} … `);
        const { result, seconds } = await placeAll(measuredCarts);
        const row = toRow('orders', 'POST /api/orders', result);
        // with `amount`, autocannon's per-second average undercounts a short run, and its `duration` ends at the tick of
        // its 1-second timer after the last answer: orders/s = 2xx answers / the time from the start to the last answer
        row.rps = round((result['2xx'] as number) / Math.max(seconds, 0.001));
        rows.push(row);
        const refused = Object.entries(row.statusCodes).filter(([code]) => !code.startsWith('2'));
        console.log(
          `${row.rps} orders/s, p99 ${row.p99} ms${refused.length > 0 ? ` (non-2xx: ${refused.map(([c, n]) => `${n}× ${c}`).join(', ')})` : ''}`,
        );
      }
      return { url: srv.url, reused: srv.reused, database: srv.database };
    },
    { env: { TRUST_PROXY: '1' } },
  );

  console.log('');
  printTable(
    ['target', 'call', 'requests', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'errors'],
    rows.map((r) => [r.name, r.call, r.requests, r.rps, r.p50, r.p90, r.p99, r.non2xx, r.errors]),
  );
  const budgets = loadBudgets();
  const checks: BudgetCheck[] = rows.flatMap((r) => {
    const b = budgetFor(budgets.orders, r.name);
    return [
      ...check(r.name, 'req/s', r.rps, b.minRps, 'min'),
      ...check(r.name, 'p50 ms', r.p50, b.maxP50Ms, 'max'),
      ...check(r.name, 'p99 ms', r.p99, b.maxP99Ms, 'max'),
    ];
  });
  const file = saveResults('orders', {
    kind: 'orders',
    date: new Date().toISOString(),
    server,
    options: { orders, connections, duration, warmup },
    environment: await environment(),
    targets: rows,
    budgets: checks,
  });
  console.log(`\nSaved ${file}`);
  const budgetExit = reportBudgets(checks, args.check === true);
  if (rows.some((r) => r.errors > 0 || (r.name !== 'orders' && r.non2xx > 0))) process.exitCode = 1;
  else process.exitCode = budgetExit;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
