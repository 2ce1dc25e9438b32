/**
 * Shared Playwright fixtures.
 *
 *   import { test, expect, expectNoAxeViolations } from './fixtures';
 *   test('…', async ({ shopPage }) => { await shopPage.goto('/'); … });
 *
 * `shopPage` is a page whose browser context already has the cookies that keep the overlays away (age gate
 * confirmed, cookie bar hidden, intro popup and top banner hidden). Specs that test those overlays use the plain
 * `page` (a fresh context without cookies) instead.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { AGE_GATE_COOKIE, COOKIES_SHOW_COOKIE, INTRO_POPUP_COOKIE, TOP_BANNER_COOKIE } from '../../src/lib/constants';

/** A desktop Chrome user agent: headless Chromium's own is treated as a crawler (no age gate, no popups). */
export const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Cookie values of a returning visitor who has dismissed every overlay. */
export const DISMISSED_OVERLAY_COOKIES: Record<string, string> = {
  [AGE_GATE_COOKIE]: '1',
  [COOKIES_SHOW_COOKIE]: 'hidden',
  [INTRO_POPUP_COOKIE]: 'hidden',
  [TOP_BANNER_COOKIE]: 'hidden',
};

export async function addShopCookies(context: BrowserContext, baseURL: string, cookies = DISMISSED_OVERLAY_COOKIES) {
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
}

export interface ShopFixtures {
  /** A page with the overlay cookies set (age confirmed, cookie bar / intro popup / top banner hidden). */
  shopPage: Page;
}

/**
 * The demo illustrations (/media/generated/…) are drawn and resized by sharp on their first request, which on a fresh
 * e2e data directory costs 0.5–2 s of CPU per image and slows every page's load event. Browser pages get a tiny
 * WebP instead; the real rendering is covered by the media integration tests and by smoke.spec.ts (through
 * `request`, which is not routed). `realImages: true` turns the stub off for a test.
 */
const STUB_WEBP = Buffer.from('UklGRigAAABXRUJQVlA4IBwAAABQAQCdASoEAAMAAUAmJaQABAAAAP77JAcPIAAA', 'base64');

export const test = base.extend<ShopFixtures & { realImages: boolean }>({
  realImages: [false, { option: true }],
  context: async ({ context, realImages }, use) => {
    if (!realImages) {
      await context.route(/\/media\/generated\//, (route) =>
        route.fulfill({ status: 200, contentType: 'image/webp', body: STUB_WEBP, headers: { 'cache-control': 'public, max-age=604800' } }),
      );
    }
    await use(context);
  },
  shopPage: async ({ context, baseURL }, use) => {
    await addShopCookies(context, baseURL!);
    const page = await context.newPage();
    await use(page);
  },
});

export { expect };

/** WCAG 2.0 / 2.1 / 2.2 level A and AA rules. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the current page and fails with a readable list of violations (rule, impact, target selectors).
 * `exclude` takes CSS selectors of regions to leave out (e.g. third-party embeds).
 */
/**
 * An axe scan of the page with the WCAG tags. Legacy mode runs axe.run in the page itself: the default mode opens a
 * blank page per scan to merge the frames' results, which doubled the time of each of the ~100 scans of the suite
 * (about 1 s each on 2 cores). The shop's pages have no iframes that legacy mode would miss.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
}

export async function expectNoAxeViolations(page: Page, options: { exclude?: string[]; disableRules?: string[] } = {}) {
  let builder = axeScan(page);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(report, `axe violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

/** Who fills the checkout form (defaults: Jana Krátka, 905 111 222, an address in Bratislava). */
export interface CheckoutContact {
  email: string;
  phone?: string;
  firstname?: string;
  lastname?: string;
}

/** Fills the checkout form's contact (e-mail, phone) and invoice address, as a shopper types them. */
export async function fillCheckoutContact(page: Page, contact: CheckoutContact, checkout: Locator = page.getByTestId('checkout')) {
  await checkout.getByLabel('E-mail').fill(contact.email);
  await checkout.getByLabel('Predvoľba').selectOption('+421');
  await checkout.getByLabel('Telefón').fill(contact.phone ?? '905 111 222');
  const invoice = page.getByTestId('checkout-invoice');
  await invoice.getByLabel('Meno').fill(contact.firstname ?? 'Jana');
  await invoice.getByLabel('Priezvisko').fill(contact.lastname ?? 'Krátka');
  await invoice.getByLabel('Ulica a číslo domu').fill('Obchodná 12');
  await invoice.getByLabel('Mesto').fill('Bratislava');
  await invoice.getByLabel('PSČ').fill('811 06');
}

/** A published product at `priceGross` (EUR cents) in a visible category, through the admin API. */
export async function createAdminProduct(request: APIRequestContext, name: string, code: string, priceGross: number) {
  const tree = (await (await request.get('/api/admin/categories')).json()) as {
    data: Array<{ id: number; depth: number; isVisible: boolean; parentId: number | null }>;
  };
  const visible = new Map(tree.data.map((c) => [c.id, c]));
  const category = tree.data.find((c) => c.depth === 1 && c.isVisible && visible.get(c.parentId!)?.isVisible)!;
  const body = { name, code, defaultCategoryId: category.id, taxRateId: 1, priceGross, isVisible: true };
  const created = await request.post('/api/admin/products', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const published = await request.put(`/api/admin/products/${id}`, { data: body });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}
