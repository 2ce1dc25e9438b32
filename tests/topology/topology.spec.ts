/**
 * The production topology (decision 0049): nginx terminating TLS (deploy/nginx.conf) in front of two app servers on
 * one PostgreSQL database, configured as docs/deploy.md says, driven through https only. The tests run in order and
 * share the servers: they start together on the empty database, serve a deployment without demo accounts, are
 * restarted after the demo data is asked for explicitly, serve shoppers and the back office, and the last test stops
 * one of them with SIGTERM in the middle of a burst of orders.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import postgres from 'postgres';
import { expect, test as base, DISMISSED_OVERLAY_COOKIES, fillCheckoutContact } from '../e2e/fixtures';
import {
  deploymentEnv,
  logOffset,
  publicUrl,
  readAccessLog,
  runScript,
  SERVER_NAMES,
  servedBy,
  TOPOLOGY_METRICS_TOKEN,
  ServerPool,
  shopFetch,
  topology,
  type AppServer,
  type ServerName,
  type ShopResponse,
} from './harness';

const DEMO_ADMIN = { email: 'admin@party-shop.sk', password: 'Party2026!' };
const CUSTOMER_PASSWORD = 'Balóny na oslavu 1';
const CHECKOUT = {
  phonePrefix: '+421',
  phone: '905 111 222',
  isCompany: false,
  invoice: { firstname: 'Lucia', lastname: 'Účtová', street: 'Obchodná 12', city: 'Bratislava', zip: '81106', country: 'SK' },
  carrier: 'courier',
  paymentMethod: 'bank_transfer',
  termsAgreed: true,
};

/** The first admin of the deployment, created with the documented command (docs/deploy.md). */
const ADMIN = { email: 'spravca@party-shop.test', password: 'Topológia-Správca-2026' };

/**
 * `pool`: the two app servers (kept running from test to test); `sql`: the shop's database, to check what is stored;
 * `shop`: both servers up; `adminToken`: a bearer token of the admin created by npm run admin:create.
 */
const test = base.extend<{ shop: Record<ServerName, AppServer>; adminToken: string }, { pool: ServerPool; sql: postgres.Sql }>({
  // the servers outlive the worker: the next one takes them over, the global teardown stops them
  pool: [async ({}, use) => use(new ServerPool()), { scope: 'worker' }],
  sql: [
    async ({}, use) => {
      const sql = postgres(topology.databaseUrl, { max: 2, onnotice: () => {} });
      await use(sql);
      await sql.end({ timeout: 2 });
    },
    { scope: 'worker' },
  ],
  shop: async ({ pool }, use) => use(await pool.ensure()),
  adminToken: async ({ shop, sql }, use) => {
    const [existing] = await sql`SELECT 1 FROM users WHERE email = ${ADMIN.email}`;
    if (!existing) await createAdmin();
    await use(await loginToken(ADMIN.email, ADMIN.password));
  },
});

/** npm run admin:create with the password piped in, as docs/deploy.md shows. */
async function createAdmin() {
  const created = await runScript(
    ['admin:create', '--', '--email', ADMIN.email, '--firstname', 'Správca', '--lastname', 'Topológie'],
    deploymentEnv('a'),
    `${ADMIN.password}\n`,
  );
  if (created.code !== 0) throw new Error(`npm run admin:create failed (${created.code}):\n${created.output}`);
  return created;
}

/** Sends `count` requests through the proxy and returns which app servers answered them. */
async function serversBehind(path: string, count = 4): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const res = await shopFetch(path);
    expect(res.status, `GET ${path}`).toBe(200);
    seen.add(await servedBy(res));
  }
  return seen;
}

function sameSiteJson(extra: Record<string, string> = {}) {
  return { origin: publicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...extra };
}

async function loginToken(email: string, password: string, from?: string): Promise<string> {
  const res = await shopFetch('/api/auth/login', { body: { email, password }, headers: sameSiteJson(), from });
  expect(res.status, `login ${email}: ${res.text()}`).toBe(200);
  return res.json<{ token: string }>().token;
}

/** Variants in stock (not services) with their stock, from the product detail API. */
async function inStockVariants(productIds: number[]) {
  const found: Array<{ productId: number; variantId: number; stock: number; url: string }> = [];
  for (const id of productIds) {
    const res = await shopFetch(`/api/catalog/product/${id}`);
    if (res.status !== 200) continue;
    const data = res.json<{ data: { url: string; isService?: boolean; variants: Array<{ id: number; stock: number }> } }>().data;
    for (const v of data.variants) if (v.stock > 0) found.push({ productId: id, variantId: v.id, stock: v.stock, url: data.url });
  }
  return found.sort((x, y) => y.stock - x.stock);
}

/** A guest cart with one unit of the variant, stored through the cart API from the given address. */
async function guestCart(variantId: number, from: string) {
  const tempId = randomUUID();
  const res = await shopFetch('/api/cart/0', {
    method: 'PUT',
    body: { variantId, quantity: 1 },
    headers: sameSiteJson(),
    cookies: { 'guest-cart': tempId },
    from,
  });
  expect(res.status, `PUT /api/cart/0: ${res.text()}`).toBe(200);
  return { tempId, cartId: res.json<{ data: { cart_id: number } }>().data.cart_id };
}

test('both app servers, started at the same moment on an empty database, come up', async ({ pool, sql }) => {
  const [{ tables }] = await sql<
    [{ tables: number }]
  >`SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`;
  expect(tables, 'the database is empty before the servers start').toBe(0);

  const errors = await pool.start();
  expect(errors, errors.join('\n\n')).toEqual([]);
  // both answer through the proxy, in turn
  expect(await serversBehind('/api/health')).toEqual(new Set(SERVER_NAMES));
  for (const name of SERVER_NAMES)
    expect(pool.servers[name]!.log(), `server ${name} logged an error`).not.toMatch(/\bError\b|ECONN|deadlock/);
});

test('a clustered app server (WEB_CONCURRENCY=2) serves from both workers and answers /metrics for both', async ({ shop }) => {
  const scrape = async (name: ServerName) => {
    const res = await fetch(`http://127.0.0.1:${shop[name].port}/metrics`, {
      headers: { authorization: `Bearer ${TOPOLOGY_METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  const gauge = (text: string, metric: string) => Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1]);
  // server a is two processes, each a whole app server, fed by the primary that listens on the one port
  const workersOfA = () => {
    const lastStart = shop.a.log().slice(shop.a.log().lastIndexOf('"msg":"starting 2 workers"'));
    return new Set([...lastStart.matchAll(/"pid":(\d+),"msg":"Party shop listening/g)].map((m) => Number(m[1])));
  };
  await expect.poll(() => workersOfA().size, { message: 'two workers of server a are ready' }).toBe(2);
  expect(workersOfA()).not.toContain(shop.a.pid);
  // each scrape, whichever worker takes it, sums both workers' registries: two pools of 10 connections
  for (let i = 0; i < 4; i++) expect(gauge(await scrape('a'), 'shop_db_pool_max_connections')).toBe(20);
  expect(gauge(await scrape('b'), 'shop_db_pool_max_connections')).toBe(10);
  // requests through the proxy are counted once, whichever worker answered them
  const before = gauge(await scrape('a'), 'shop_http_requests_total\\{method="GET",route="/api/health",status="200"\\}') || 0;
  let toA = 0;
  for (let i = 0; i < 8; i++) if ((await servedBy(await shopFetch('/api/health'))) === 'a') toA++;
  const after = gauge(await scrape('a'), 'shop_http_requests_total\\{method="GET",route="/api/health",status="200"\\}');
  expect(after - before).toBe(toA);
});

test('a deployment configured as docs/deploy.md refuses the README demo admin password; its admin comes from npm run admin:create', async ({
  shop,
}) => {
  const answeredBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const res = await shopFetch('/api/auth/login', { body: DEMO_ADMIN, headers: sameSiteJson() });
    answeredBy.add(await servedBy(res));
    // refused as any wrong e-mail or password is (the login API's 422 invalid_credentials, or 401)
    expect([401, 422], `login as the demo admin answered ${res.status}: ${res.text()}`).toContain(res.status);
    if (res.status === 422) expect(res.json<{ code?: string }>().code).toBe('invalid_credentials');
    expect(res.json<{ token?: string }>().token).toBeUndefined();
    expect(
      Object.keys(res.cookies).filter((c) => !c.includes('guest')),
      'no session cookie',
    ).toEqual([]);
  }
  expect(answeredBy).toEqual(new Set(SERVER_NAMES));
  // the back office answers 401: there is no session to be had with the published password
  expect((await shopFetch('/api/admin/orders')).status).toBe(401);

  // the first admin comes from the documented command, with the password the operator typed
  const created = await createAdmin();
  const token = await loginToken(ADMIN.email, ADMIN.password);
  const me = await shopFetch('/api/me', { token });
  expect(me.json<{ data: { scope: string[] } }>().data.scope, created.output).toContain('admin');
});

test('https only: plain http is redirected, answers carry HSTS, other host names are refused at the handshake', async ({ shop }) => {
  const redirect = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port: topology.httpPort, path: '/kosik?x=1', headers: { host: topology.serverName } }, resolve)
      .on('error', reject),
  );
  redirect.resume();
  expect(redirect.statusCode).toBe(301);
  expect(redirect.headers.location).toBe(`https://${topology.host}/kosik?x=1`);

  const page = await shopFetch('/', { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(String(page.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
  expect(page.headers.server, 'nginx does not name its version').toBe('nginx');

  await expect(shopFetch('/', { servername: 'evil.example' })).rejects.toThrow();
});

test('a guest buys two products with JavaScript; the pages and calls land on both app servers', async ({ shop, sql, shopPage: page }) => {
  const from = logOffset();
  const [first, second] = await inStockVariants([348, 71, 12, 20]).then((v) =>
    v.filter((x, i, all) => all.findIndex((y) => y.productId === x.productId) === i),
  );
  expect(second, 'two products in stock').toBeTruthy();

  for (const [index, product] of [first!, second!].entries()) {
    await page.goto(product.url);
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(index + 1));
  }
  await page.goto('/kosik');
  const checkout = page.getByTestId('checkout');
  await expect(checkout).toHaveAttribute('data-hydrated', 'true');
  await fillCheckoutContact(page, { email: 'host.topologie@example.sk' }, checkout);
  await page.getByRole('radio', { name: /Kuriér/ }).check();
  await page.getByRole('radio', { name: /Bankový prevod/ }).check();
  await page.getByLabel(/Súhlasím s/).check();
  await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
  await expect(page).toHaveURL(/\/shrnuti\/\d+\/[A-Za-z0-9_-]+$/);
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  const [order] = await sql<[{ items: number } | undefined]>`
    SELECT count(oi.*)::int AS items FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.number = ${number}`;
  expect(order?.items, `order ${number} with two lines in the database`).toBe(2);

  // the shopper's requests went to both app servers
  const lines = readAccessLog(from).filter((l) => l.upstream !== '-');
  const pagesBy = new Set(lines.filter((l) => l.method === 'GET' && !l.path.startsWith('/assets/')).map((l) => l.upstream));
  expect(pagesBy).toEqual(new Set(SERVER_NAMES));
  expect(lines.filter((l) => l.status >= 500).map((l) => l.line)).toEqual([]);
});

test('without JavaScript a customer logs in through the form and sees their order', async ({ shop, browser, baseURL }) => {
  const from = logOffset();
  const email = `zakaznik-${Date.now()}@example.sk`;
  const registered = await shopFetch('/api/auth/register', {
    body: { firstname: 'Lucia', lastname: 'Topologická', email, password: CUSTOMER_PASSWORD, password_confirmation: CUSTOMER_PASSWORD },
    headers: sameSiteJson(),
  });
  expect(registered.status, registered.text()).toBe(201);
  const token = registered.json<{ token: string }>().token;
  const [variant] = await inStockVariants([348]);
  const put = await shopFetch('/api/cart/0', {
    method: 'PUT',
    body: { variantId: variant!.variantId, quantity: 1 },
    headers: sameSiteJson(),
    token,
  });
  expect(put.status, put.text()).toBe(200);
  const placed = await shopFetch('/api/orders', {
    body: { ...CHECKOUT, email, cartId: put.json().data.cart_id, idempotencyKey: randomUUID() },
    headers: sameSiteJson(),
    token,
  });
  expect(placed.status, placed.text()).toBe(201);
  const orderNumber = placed.json<{ data: { number: string } }>().data.number;

  const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
  await context.addCookies(Object.entries(DISMISSED_OVERLAY_COOKIES).map(([name, value]) => ({ name, value, url: baseURL! })));
  const page = await context.newPage();
  await page.goto('/prihlasenie');
  const main = page.locator('main#obsah');
  await main.getByLabel('E-mail', { exact: true }).fill(email);
  await main.getByLabel('Heslo', { exact: true }).fill(CUSTOMER_PASSWORD);
  await main.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/\/ucet$/);
  await expect(page.getByTestId('order-row').filter({ hasText: orderNumber })).toHaveCount(1);
  // the session cookie of an https shop is Secure
  const session = (await context.cookies()).filter((c) => c.httpOnly);
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) expect(cookie.secure, `cookie ${cookie.name} is Secure`).toBe(true);
  await context.close();

  const formPost = readAccessLog(from).find((l) => l.method === 'POST' && l.path.startsWith('/prihlasenie'));
  expect(formPost?.status, 'the form post answered (a redirect), not a 4xx').toBeLessThan(400);
});

test('an admin change made through one server is served by the other within 1 s', async ({ shop, adminToken: token }) => {
  const text = `Hľadaj konfety ${Date.now()}`;
  // both servers have drawn the page frame (and cached it) before the change
  expect(await serversBehind('/')).toEqual(new Set(SERVER_NAMES));

  const change = await shopFetch('/api/admin/search-placeholders', {
    method: 'PUT',
    body: { items: [{ text }] },
    headers: sameSiteJson(),
    token,
  });
  expect(change.status, change.text()).toBe(200);
  const changedOn = await servedBy(change);
  const changedAt = Date.now();

  // ask until the other server answered with the new text; it must do so within one second of the change
  let seenAt: number | undefined;
  while (Date.now() - changedAt < 1000 && seenAt === undefined) {
    const res = await shopFetch('/');
    if ((await servedBy(res)) !== changedOn && res.text().includes(text)) seenAt = Date.now();
  }
  expect(seenAt, `the server that did not make the change shows the new search placeholder within 1 s`).toBeDefined();
});

test('an image uploaded through one server is served by the other', async ({ shop, adminToken: token }) => {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 30, b: 120 } } })
    .png()
    .toBuffer();
  const boundary = `----topology${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="topology.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const productId = 348;
  const imageUrls = async () => {
    const detail = await shopFetch(`/api/admin/products/${productId}`, { token });
    expect(detail.status, detail.text()).toBe(200);
    return new Set(detail.text().match(/\/media\/[^"?]+/g) ?? []);
  };
  const before = await imageUrls();
  const upload = await shopFetch(`/api/admin/products/${productId}/images`, {
    body,
    headers: { origin: publicUrl, 'sec-fetch-site': 'same-origin', 'content-type': `multipart/form-data; boundary=${boundary}` },
    token,
  });
  expect(upload.status, upload.text()).toBe(201);
  const uploadedOn = await servedBy(upload);
  const urls = [...(await imageUrls())].filter((u) => !before.has(u));
  expect(urls.length, `new image files of product ${productId}`).toBeGreaterThan(0);

  // fetch each of the new image's files until the other server has answered for it
  for (const url of urls) {
    let otherAnswer: ShopResponse | undefined;
    for (let i = 0; i < 6 && !otherAnswer; i++) {
      const res = await shopFetch(url);
      if ((await servedBy(res)) !== uploadedOn) otherAnswer = res;
    }
    expect(otherAnswer?.status, `${url} from the server that did not take the upload`).toBe(200);
    expect(String(otherAnswer!.headers['content-type'])).toMatch(/^image\//);
  }
});

test('rate limits hold across both servers; a forged X-Forwarded-For does not reset them', async ({ shop }) => {
  const client = '127.0.0.31';
  const answers: Array<{ status: number; by: string }> = [];
  // the newsletter allows 10 sign-ups per address in 10 minutes
  for (let i = 0; i < 10; i++) {
    const res = await shopFetch('/api/subscriber/save', {
      body: { email: `limit-${i}-${Date.now()}@example.sk` },
      headers: sameSiteJson(),
      from: client,
    });
    answers.push({ status: res.status, by: await servedBy(res) });
  }
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
  expect(new Set(answers.map((a) => a.by)), 'the sign-ups went to both servers').toEqual(new Set(SERVER_NAMES));

  for (const forged of [undefined, '6.6.6.6', '6.6.6.6, 203.0.113.9', '127.0.0.99']) {
    for (let i = 0; i < 2; i++) {
      const res = await shopFetch('/api/subscriber/save', {
        body: { email: `limit-over-${i}-${Date.now()}@example.sk` },
        headers: sameSiteJson(forged ? { 'x-forwarded-for': forged } : {}),
        from: client,
      });
      expect(res.status, `11th sign-up from ${client}, X-Forwarded-For ${forged ?? '(none)'}, via ${await servedBy(res)}`).toBe(429);
    }
  }
  // the limit is the client's, not the proxy's: another address still signs up
  const other = await shopFetch('/api/subscriber/save', {
    body: { email: `limit-other-${Date.now()}@example.sk` },
    headers: sameSiteJson(),
    from: '127.0.0.32',
  });
  expect(other.status, other.text()).toBe(201);
});

test('a cross-site form POST to /api is refused', async ({ shop }) => {
  const email = `csrf-${Date.now()}@example.sk`;
  const registered = await shopFetch('/api/auth/register', {
    body: { firstname: 'Eva', lastname: 'Obozretná', email, password: CUSTOMER_PASSWORD, password_confirmation: CUSTOMER_PASSWORD },
    headers: sameSiteJson(),
  });
  expect(registered.status, registered.text()).toBe(201);
  const session = registered.cookies;
  expect(Object.keys(session).length, 'the register answer sets the session cookie').toBeGreaterThan(0);
  const address = {
    name: 'Chalupa',
    firstname: 'Eva',
    lastname: 'Obozretná',
    street: 'Horná 12',
    city: 'Banská Bystrica',
    zip: '97401',
    country: 'SK',
  };

  // a foreign page submits a form with the visitor's cookies
  const forged = await shopFetch('/api/addresses', {
    body: new URLSearchParams(address).toString(),
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
    cookies: session,
  });
  expect([403, 415], `cross-site form POST answered ${forged.status}: ${forged.text()}`).toContain(forged.status);
  // login CSRF: a foreign page logging the visitor into the attacker's account
  const loginCsrf = await shopFetch('/api/auth/login', {
    body: new URLSearchParams({ email, password: CUSTOMER_PASSWORD }).toString(),
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect([403, 415], `cross-site login answered ${loginCsrf.status}`).toContain(loginCsrf.status);

  // the same address from the shop's own page is accepted: only the forged one was refused
  const own = await shopFetch('/api/addresses', { body: address, headers: sameSiteJson(), cookies: session });
  expect(own.status, own.text()).toBe(201);
  const list = await shopFetch('/api/addresses', { cookies: session });
  expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
});

test('a 5 MB body gets 413', async ({ shop }) => {
  const big = Buffer.alloc(5 * 1024 * 1024, 'a');
  const json = Buffer.concat([Buffer.from('{"email":"x@example.sk","password":"'), big, Buffer.from('"}')]);
  const api = await shopFetch('/api/auth/login', { body: json, headers: sameSiteJson() });
  expect(api.status).toBe(413);
  expect(api.json<{ message: string }>().message).toBeTruthy();

  const form = await shopFetch('/prihlasenie', {
    body: Buffer.concat([Buffer.from('email=x%40example.sk&password='), big]),
    headers: {
      origin: publicUrl,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
    },
  });
  expect(form.status).toBe(413);
});

test('SIGTERM to one server during a burst of orders: every acknowledged order exists, no 5xx', async ({ shop, pool, sql }) => {
  test.setTimeout(120_000);
  const ORDERS = 24;
  const variants = await inStockVariants(Array.from({ length: 30 }, (_, i) => i + 1));
  expect(variants.length, 'variants in stock').toBeGreaterThan(3);
  // one unit per cart, spread over the variants; four client addresses (orders are limited per address)
  const clients = ['127.0.0.41', '127.0.0.42', '127.0.0.43', '127.0.0.44'];
  const carts: Array<{ from: string; tempId: string; cartId: number }> = [];
  for (let i = 0; i < ORDERS; i++) {
    const from = clients[i % clients.length]!;
    carts.push({ from, ...(await guestCart(variants[i % variants.length]!.variantId, from)) });
  }

  // this worker's own child, so that its exit code is known
  const draining = await pool.own('a');
  const from = logOffset();
  const results: Array<{ status: number; number?: string; by?: string; sentAfterTerm: boolean; error?: string }> = [];
  let termSent = false;
  let next = 0;
  const worker = async () => {
    while (next < carts.length) {
      const cart = carts[next++]!;
      const sentAfterTerm = termSent;
      try {
        const res = await shopFetch('/api/orders', {
          body: { ...CHECKOUT, email: `burst-${next}@example.sk`, cartId: cart.cartId, idempotencyKey: randomUUID() },
          headers: sameSiteJson(),
          cookies: { 'guest-cart': cart.tempId },
          from: cart.from,
        });
        results.push({
          status: res.status,
          number: res.status < 300 ? res.json<{ data: { number: string } }>().data.number : undefined,
          by: await servedBy(res),
          sentAfterTerm,
        });
      } catch (error) {
        results.push({ status: 0, error: String(error), sentAfterTerm });
      }
    }
  };
  const burst = Promise.all(Array.from({ length: 6 }, worker));
  // SIGTERM to server a while orders are in flight on it
  while (next < ORDERS / 3) await new Promise((r) => setTimeout(r, 5));
  process.kill(draining.pid, 'SIGTERM');
  termSent = true;
  await burst;
  const exit = await Promise.race([draining.exited, new Promise((r) => setTimeout(() => r('still running 30 s after SIGTERM'), 30_000))]);

  // no order a client was told about is lost
  const acknowledged = results.flatMap((r) => (r.number ? [r.number] : []));
  const stored = await sql<Array<{ number: string }>>`SELECT number FROM orders WHERE number = ANY(${acknowledged})`;
  expect(stored.map((r) => r.number).sort(), 'every acknowledged order is in the database').toEqual([...acknowledged].sort());
  // and every client was told: no 5xx, no dropped connection
  const failed = results.filter((r) => r.status !== 201);
  expect(failed, `answers other than 201: ${JSON.stringify(failed)}`).toEqual([]);
  expect(new Set(results.map((r) => r.by)), 'orders were answered by both servers').toEqual(new Set(SERVER_NAMES));
  expect(
    results.some((r) => r.sentAfterTerm && r.by === 'b'),
    'orders after the SIGTERM went to the other server',
  ).toBe(true);

  // nginx got no 5xx from the draining server (nor any connection failure it could not retry)
  const burstLines = readAccessLog(from).filter((l) => l.method === 'POST' && l.path === '/api/orders');
  const fromDraining = burstLines.filter(
    (l) => l.upstreams.includes('a') && l.upstreamStatuses.some((s) => /^5|^-$/.test(s)) && l.status >= 500,
  );
  expect(fromDraining.map((l) => l.line)).toEqual([]);
  expect(exit, 'the draining server exits by itself after finishing its requests').toBe(0);
});
