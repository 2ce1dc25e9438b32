/** Smoke: the storefront renders on the server, is accessible, and serves its assets. */
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('smoke', () => {
  test('the home page is rendered on the server with the menu', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<nav');
    // a category link of the menu: /{id}/{slug}
    expect(html).toMatch(/<a[^>]+href="\/\d+\/[a-z0-9-]+"/);
    expect(html).toMatch(/<html[^>]+lang="sk"/);
    // scripts carry the CSP nonce of the answer
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, 'CSP header with a nonce').toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  test('the home page has no accessibility violations and no script errors', async ({ shopPage }) => {
    const errors: string[] = [];
    shopPage.on('pageerror', (error) => errors.push(error.message));
    await shopPage.goto('/');
    await expect(shopPage.locator('nav').first()).toBeVisible();
    await shopPage.waitForLoadState('networkidle');
    await expectNoAxeViolations(shopPage);
    expect(errors).toEqual([]);
  });

  test('an unknown page answers 404 and has no accessibility violations', async ({ shopPage }) => {
    const res = await shopPage.goto('/nope');
    expect(res?.status()).toBe(404);
    await expect(shopPage.locator('h1').first()).toBeVisible();
    await expectNoAxeViolations(shopPage);
  });

  test('the route manifest comes whole with the page: a client navigation asks the server for no route answers', async ({ shopPage }) => {
    const requests: { path: string; type: string }[] = [];
    shopPage.on('request', (request) => requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() }));
    await shopPage.goto('/1/balony');
    // hydrated: the no-JavaScript 'Použiť filtre' button is gone
    await expect(shopPage.locator('form#listing-filters-form button[type="submit"]')).toHaveCount(0);
    expect(
      requests.some((r) => /^\/assets\/manifest-[\w-]+\.js$/.test(r.path)),
      'the whole manifest module is loaded',
    ).toBe(true);
    const tile = shopPage.locator('main article.tile a[href]').first();
    const href = (await tile.getAttribute('href'))!;
    await tile.click();
    await expect(shopPage).toHaveURL(href);
    await expect(shopPage.locator('h1').first()).toBeVisible();
    // the product page came as data (single fetch), not as a document; route discovery never asked /__manifest
    expect(requests.filter((r) => r.type === 'document').map((r) => r.path)).toEqual(['/1/balony']);
    expect(requests.some((r) => r.path === `${href}.data`)).toBe(true);
    expect(requests.filter((r) => r.path.startsWith('/__manifest'))).toEqual([]);
  });

  test('built assets and the favicon load', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length, 'the page references built assets').toBeGreaterThan(0);
    // the module preloads come after the content, right before React Router's module script (app/entry.server.tsx)
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="modulepreload"');
    const preloads = html.indexOf('l.rel="modulepreload"');
    expect(preloads).toBeGreaterThan(html.indexOf('id="obsah"'));
    expect(preloads).toBeLessThan(html.indexOf('type="module"'));
    const asset = await request.get(assets[0]!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
    // compressed at build time (scripts/precompress-assets.ts), sent as Brotli to a client that accepts it
    expect(asset.headers()['content-encoding']).toBe('br');
    expect((await asset.body()).length).toBeGreaterThan(0);

    // a demo illustration is drawn and resized on the server (browser pages get a stub, see fixtures.ts)
    const image = await request.get('/media/generated/balloon-teal-1.webp?w=240');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect((await image.body()).subarray(0, 4).toString('latin1')).toBe('RIFF');

    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    expect(await favicon.text()).toContain('<svg');
  });
});
