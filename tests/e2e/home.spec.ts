/**
 * Home page (SPEC §1, issue 3): categories, services, top products, sale goods, new goods, blog teaser, free-delivery
 * info in the current currency, social links, meta + JSON-LD; currency switch; links; accessibility; layout.
 * Against the demo seed (the expected product rows come from the catalogue API, which uses the same listing).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface ApiTile {
  id: number;
  name: string;
  url: string;
  isTop: boolean;
  display: { isSale: boolean };
}

async function apiProducts(request: APIRequestContext, query: string): Promise<ApiTile[]> {
  const res = await request.get(`/api/catalog/products?${query}&facets=0`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { items: ApiTile[] } }).data.items;
}

/** The seeded newest published post (blog.ts: 6 days old; the newer ones are drafts). */
const NEWEST_POST = 'Ako nafúkať balóny héliom, aby vydržali celú oslavu';
const SERVICE = { name: 'Požičovňa kostýmov', href: '/sluzby/1/pozicovna-kostymov' };

const section = (page: Page, heading: string | RegExp): Locator =>
  page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
const tileNames = (s: Locator) => s.getByRole('heading', { level: 3 }).allTextContents();

test.describe('home page: server-rendered HTML (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('holds every section with real seeded content', async ({ shopPage: page, request }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);

    // the existing frame of the home page stays
    await expect(page.getByRole('heading', { level: 1, name: 'Party shop' })).toBeVisible();
    await expect(page.getByText(/^Doprava zadarmo pri nákupe od [\d\u00a0 ]+,\d\d\u00a0€$/)).toBeVisible();
    await expect(section(page, 'Kategórie').getByRole('link').first()).toHaveAttribute('href', /^\/\d+\/[a-z0-9-]+$/);

    // services: the three published services, as cards with images, linking to /sluzby/{id}/{slug}
    const services = section(page, 'Naše služby');
    await expect(services.getByRole('article')).toHaveCount(3);
    await expect(services.getByRole('link', { name: SERVICE.name })).toHaveAttribute('href', SERVICE.href);
    await expect(services.getByRole('link', { name: 'Výzdoba na kľúč' })).toHaveAttribute('href', /^\/sluzby\/\d+\/vyzdoba-na-kluc$/);
    await expect(services.locator('img')).toHaveCount(3);

    // top products: the orderable is_top products, most popular first (the listing's 'recommended' order starts with
    // them); what cannot be ordered is never promoted (decision 0058)
    const expectedTop = (await apiProducts(request, 'orderable=1&perPage=8&sort=recommended')).filter((p) => p.isTop);
    expect(expectedTop.length, 'the demo seed has top products').toBeGreaterThan(0);
    const top = section(page, 'Top produkty');
    expect((await tileNames(top)).slice(0, expectedTop.length)).toEqual(expectedTop.map((p) => p.name));
    await expect(top.getByText('Top', { exact: true }).first()).toBeVisible();
    await expect(top.getByRole('link', { name: expectedTop[0]!.name })).toHaveAttribute('href', expectedTop[0]!.url);

    // sale goods: 8 products on sale with the sale badge, and 'Všetky akcie'
    const expectedSale = await apiProducts(request, 'orderable=1&sale=1&sort=recommended&perPage=8');
    expect(expectedSale.length).toBe(8);
    const sale = section(page, 'Akcie a zľavy');
    expect(await tileNames(sale)).toEqual(expectedSale.map((p) => p.name));
    await expect(sale.getByText(/^Akcia −\d+ %$/)).toHaveCount(8);
    await expect(sale.getByRole('link', { name: 'Všetky akcie' })).toHaveAttribute('href', '/produkty/akce');

    // new goods: none of them repeats the top or sale rows
    const fresh = section(page, 'Novinky');
    await expect(fresh.getByRole('link', { name: 'Všetky novinky' })).toHaveAttribute('href', '/produkty/novinky');
    const freshNames = await tileNames(fresh);
    expect(freshNames.length).toBeGreaterThan(0);
    for (const name of freshNames) expect([...expectedTop, ...expectedSale].map((p) => p.name)).not.toContain(name);
    await expect(fresh.getByText('Novinka', { exact: true })).toHaveCount(freshNames.length);

    // blog teaser: the 3 latest published posts with a Slovak date
    const blog = section(page, 'Z nášho blogu');
    await expect(blog.getByRole('article')).toHaveCount(3);
    await expect(blog.getByRole('heading', { level: 3 }).first()).toHaveText(NEWEST_POST);
    await expect(blog.getByRole('link', { name: NEWEST_POST })).toHaveAttribute('href', /^\/blog\/\d+\/ako-nafukat-balony-heliom/);
    const dates = await blog.locator('time').allTextContents();
    expect(dates).toHaveLength(3);
    for (const date of dates)
      expect(date).toMatch(/^\d{1,2}\. (januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra) \d{4}$/);
    await expect(blog.getByRole('link', { name: 'Všetky články' })).toHaveAttribute('href', '/blog');

    // social networks from the contacts setting, opening a new tab
    const social = section(page, 'Sledujte nás');
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      const link = social.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('images: width and height on every image, only the first few load eagerly', async ({ shopPage: page }) => {
    await page.goto('/');
    const images = page.locator('main img');
    const count = await images.count();
    expect(count).toBeGreaterThan(20);
    const attrs = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({ w: img.getAttribute('width'), h: img.getAttribute('height'), loading: img.getAttribute('loading') })),
    );
    for (const a of attrs) {
      expect(Number(a.w)).toBeGreaterThan(0);
      expect(Number(a.h)).toBeGreaterThan(0);
    }
    const eager = attrs.filter((a) => a.loading !== 'lazy').length;
    expect(eager).toBeGreaterThan(0);
    expect(eager).toBeLessThanOrEqual(4);
  });
});

test.describe('home page: meta and structured data', () => {
  test('title, description, Open Graph, canonical and JSON-LD Organization + WebSite', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<title>Party shop \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<meta property="og:title" content="Party shop \| [^"]+"/);
    expect(html).toMatch(/<meta property="og:type" content="website"/);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/"`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const org = blocks.find((b) => b['@type'] === 'Organization');
    const site = blocks.find((b) => b['@type'] === 'WebSite');
    expect(org).toMatchObject({ '@context': 'https://schema.org', url: `${baseURL}/`, logo: `${baseURL}/favicon.svg` });
    expect(org.name).toBeTruthy();
    expect(org.contactPoint).toMatchObject({ '@type': 'ContactPoint', contactType: 'customer service' });
    expect(org.contactPoint.telephone ?? org.contactPoint.email).toBeTruthy();
    expect(org.sameAs).toContain('https://www.facebook.com/partyshop.sk');
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${baseURL}/hledani?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

test.describe('home page: currency', () => {
  test('the currency cookie sets the currency of every price on the server', async ({ request }) => {
    const czk = await (await request.get('/', { headers: { cookie: 'currencyId=1' } })).text();
    expect(czk).toMatch(/Doprava zadarmo pri nákupe od <!-- -->1\u00a0500,00\u00a0Kč|Doprava zadarmo pri nákupe od 1\u00a0500,00\u00a0Kč/);
    expect(czk).toMatch(/aria-labelledby="domov-akcie"[\s\S]*?\d,\d\d\u00a0Kč/);
    const eur = await (await request.get('/', { headers: { cookie: 'currencyId=2' } })).text();
    expect(eur).toMatch(/aria-labelledby="domov-akcie"[\s\S]*?\d,\d\d\u00a0€/);
  });

  test('switching the currency in the header changes the prices shown (€ ↔ Kč)', async ({ shopPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const sale = section(page, 'Akcie a zľavy');
    // the tile's current price (the struck-through original follows it)
    const firstPrice = sale
      .getByRole('article')
      .first()
      .getByText(/^[\d\u00a0]+,\d\d\u00a0(€|Kč)$/)
      .first();
    const delivery = page.getByText(/^Doprava zadarmo pri nákupe od/);
    await expect(firstPrice).toHaveText(/\u00a0€$/);
    const eurPrice = await firstPrice.textContent();

    const currency = page.getByRole('group', { name: 'Mena' });
    await currency.getByRole('button', { name: 'CZK' }).click();
    await expect(firstPrice).toHaveText(/\u00a0Kč$/);
    await expect(delivery).toHaveText('Doprava zadarmo pri nákupe od 1\u00a0500,00\u00a0Kč');
    await expect(section(page, 'Top produkty').getByRole('article').first()).toContainText('Kč');
    await expect(section(page, 'Top produkty').getByRole('article').first()).not.toContainText('€');
    await expect(currency.getByRole('button', { name: 'CZK' })).toHaveAttribute('aria-pressed', 'true');

    await currency.getByRole('button', { name: 'EUR' }).click();
    await expect(firstPrice).toHaveText(eurPrice!);
    await expect(delivery).toHaveText(/\u00a0€$/);
  });
});

test.describe('home page: links', () => {
  test('service, product, sale, new and blog links lead to their pages', async ({ shopPage: page, request }) => {
    await page.goto('/');
    const hrefs = {
      service: await section(page, 'Naše služby').getByRole('link', { name: SERVICE.name }).getAttribute('href'),
      top: await section(page, 'Top produkty').getByRole('heading', { level: 3 }).first().getByRole('link').getAttribute('href'),
      sale: await section(page, 'Akcie a zľavy').getByRole('link', { name: 'Všetky akcie' }).getAttribute('href'),
      fresh: await section(page, 'Novinky').getByRole('link', { name: 'Všetky novinky' }).getAttribute('href'),
      post: await section(page, 'Z nášho blogu').getByRole('link', { name: NEWEST_POST }).getAttribute('href'),
    };
    expect(hrefs.service).toBe(SERVICE.href);
    expect(hrefs.top).toMatch(/^\/\d+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(hrefs.sale).toBe('/produkty/akce');
    expect(hrefs.fresh).toBe('/produkty/novinky');
    expect(hrefs.post).toMatch(/^\/blog\/\d+\/[a-z0-9-]+$/);
    for (const href of Object.values(hrefs)) {
      const res = await request.get(href!, { maxRedirects: 0 });
      expect(res.status(), href!).toBe(200);
    }

    // a click on a card goes there (the whole card is the link)
    await section(page, 'Naše služby')
      .getByRole('article')
      .first()
      .click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(SERVICE.href);
    await page.goBack();
    await section(page, 'Akcie a zľavy').getByRole('link', { name: 'Všetky akcie' }).click();
    await expect(page).toHaveURL('/produkty/akce');
  });
});

test.describe('home page: accessibility and layout', () => {
  for (const width of [390, 1280]) {
    test(`no axe violations, no horizontal scroll and no layout shift at ${width} px`, async ({ shopPage: page }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift).toBeLessThan(0.05);
      expect(errors).toEqual([]);
    });
  }
});
