/**
 * Static islands (decision 0041): the footer's link columns and the product rows of the home and product pages are
 * kept as the server rendered them, not hydrated; their links still navigate in-app, and they render anew when
 * their content changes (another product, another currency).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OVERLAY_COOKIES = { 'age-confirmed': '1', 'cookies-show': 'hidden', 'intro-popup': 'hidden', 'top-banner': 'hidden' };

/**
 * Whether the browser's UI library (Preact, decision 0137) keeps a vnode for the first element matching each
 * selector: the vnode tree is walked from the root the browser entry keeps on `document.__shopRoot`.
 */
async function fibers(page: Page, selectors: string[]): Promise<boolean[]> {
  return page.evaluate((list) => {
    type VNodeLike = { __e?: Node | null; __k?: (VNodeLike | null)[] | null };
    const managed = new Set<Node>();
    const walk = (vnode: VNodeLike | null | undefined) => {
      if (!vnode) return;
      if (vnode.__e) managed.add(vnode.__e);
      for (const child of vnode.__k ?? []) walk(child);
    };
    walk((document as unknown as { __shopRoot?: { __k?: VNodeLike } }).__shopRoot?.__k);
    return list.map((selector) => {
      const el = document.querySelector(selector);
      return !!el && managed.has(el);
    });
  }, selectors);
}

/**
 * Hydration has reached the footer, the page's last part: its first child has a vnode. (The footer element itself
 * has one while its part still waits for its task: Preact points the waiting part at the element it keeps.)
 */
const hydrated = (page: Page) =>
  expect.poll(async () => (await fibers(page, ['footer > :first-child']))[0], { message: 'the footer is hydrated' }).toBe(true);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(Object.entries(OVERLAY_COOKIES).map(([name, value]) => ({ name, value, url: baseURL! })));
});

test.describe('footer', () => {
  test('the link columns are kept as the server rendered them and a link navigates without reloading the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await hydrated(page);

    const links = page.locator('#paticka-odkazy');
    const link = links.getByRole('link', { name: 'Obchodné podmienky' });
    await expect(link).toHaveAttribute('href', '/obchodne-podmienky');
    // not hydrated: React keeps no fiber on the elements inside the island, only on the island itself
    expect(await fibers(page, ['#paticka-odkazy', '#paticka-odkazy a'])).toEqual([true, false]);

    // an in-app navigation: the window (and this marker) survives, the footer is still there
    await page.evaluate(() => ((window as any).__samePage = true));
    await link.click();
    await expect(page).toHaveURL(/\/obchodne-podmienky$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as any).__samePage === true)).toBe(true);
    await expect(links.getByRole('link', { name: 'Reklamácie' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a modified click is left to the browser', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    const opened = context.waitForEvent('page');
    await page
      .locator('#paticka-odkazy')
      .getByRole('link', { name: 'Reklamácie' })
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    // A new tab starts on about:blank and commits the link's URL later; wait for it rather than read it once.
    await expect(tab).toHaveURL(/\/reklamacie$/);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('product rows', () => {
  test('a product row is not hydrated; a tile opens its product in-app and the new page shows its own rows', async ({ page, request }) => {
    await page.goto('/1/x/x');
    await hydrated(page);
    const row = page.locator('#produkty-similar-zoznam');
    await expect(row.locator('a').first()).toBeVisible();
    expect(await fibers(page, ['#produkty-similar-zoznam', '#produkty-similar-zoznam a'])).toEqual([true, false]);

    await page.evaluate(() => ((window as any).__samePage = true));
    const first = row.locator('a').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => (window as any).__samePage === true)).toBe(true);

    // the rows now are those the server renders for the new product (rendered by React: the old HTML is not kept)
    const serverHtml = await (await request.get(href)).text();
    for (const key of ['related', 'similar']) {
      const expected = await page.evaluate(
        ([html, selector]) =>
          [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)].map((a) => a.getAttribute('href')),
        [serverHtml, `#produkty-${key}-zoznam a`] as const,
      );
      const shown = await page.locator(`#produkty-${key}-zoznam a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(shown, key).toEqual(expected);
    }
  });

  test('switching the currency re-renders the home page rows in the new currency', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const prices = page.locator('#domov-top-zoznam');
    await expect(prices).toContainText('€');
    expect(await fibers(page, ['#domov-top-zoznam a'])).toEqual([false]);
    await page.getByRole('button', { name: 'CZK' }).first().click();
    await expect(prices).toContainText('Kč');
    await expect(prices).not.toContainText('€');
  });
});

test.describe('store list', () => {
  test('the branch cards are not hydrated and a branch opens in-app', async ({ page }) => {
    await page.goto('/prodejny');
    await hydrated(page);
    const list = page.getByTestId('store-list');
    await expect(list.getByTestId('store-card')).toHaveCount(13);
    expect(await fibers(page, ['#zoznam-predajni', '#zoznam-predajni a'])).toEqual([true, false]);
    await page.evaluate(() => ((window as any).__samePage = true));
    const link = list.getByTestId('store-card').first().getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as any).__samePage === true)).toBe(true);
  });
});

test.describe('menus', () => {
  test('the mega menu and the mobile menu are server HTML until opened, then rendered by React', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await hydrated(page);
    // a shopper's document carries no category links: the menus fetch them when opened (decision 0109)
    await expect(page.locator('#kategorie-zoznam a')).toHaveCount(0);
    expect(await fibers(page, ['#mobilne-menu-obsah a'])).toEqual([false]);
    await page.getByRole('button', { name: 'Kategórie', exact: true }).click();
    await expect(page.locator('#kategorie')).toBeVisible();
    // the list arrives from GET /api/catalog/menu: wait for it, then it is React's
    await expect(page.locator('#kategorie-zoznam a').first()).toBeVisible();
    expect(await fibers(page, ['#kategorie-zoznam a'])).toEqual([true]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Otvoriť menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Zavrieť menu' })).toBeFocused();
    await expect(menu.locator('#mobilne-kategorie a').first()).toBeVisible();
    expect(await fibers(page, ['#mobilne-menu-obsah a'])).toEqual([true]);
    // its controls work: a category's subcategories open
    const toggle = menu.getByRole('button', { name: /^Podkategórie: / }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('re-renders', () => {
  test('no island nor rich text is parsed again when its parent re-renders after hydration', async ({ page }) => {
    // count innerHTML writes per element (React writes dangerouslySetInnerHTML through it)
    await page.addInitScript(() => {
      const writes: string[] = ((window as any).__innerHtmlWrites = []);
      const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      Object.defineProperty(Element.prototype, 'innerHTML', {
        get: descriptor.get,
        set(value: string) {
          if (this.tagName !== 'SCRIPT') writes.push(this.id || this.className || this.tagName);
          descriptor.set!.call(this, value);
        },
      });
    });
    for (const path of ['/', '/1/x/x', '/prodejny']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle'); // the header's enhanced re-render, route discovery
      expect(await page.evaluate(() => (window as any).__innerHtmlWrites), path).toEqual([]);
    }
  });
});
