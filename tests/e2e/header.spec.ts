/** Storefront header (SPEC §2, §4): categories mega-menu, search form, mobile menu. */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const OVERLAY_COOKIES = { 'age-confirmed': '1', 'cookies-show': 'hidden', 'intro-popup': 'hidden', 'top-banner': 'hidden' };
const SUBMENU_ITEMS = 3;
const SUBCATEGORIES_OF = (name: string) => `Podkategórie: ${name}`;
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface CategoryNode {
  id: number;
  name: string;
  url: string;
  subcategories: CategoryNode[];
}

/** The mega-menu's categories as the shop defines them: the categoriesMenu setting's ids, or every top category. */
async function menuCategories(request: APIRequestContext): Promise<CategoryNode[]> {
  const tree = ((await (await request.get('/api/catalog/category/sk')).json()) as { data: CategoryNode[] }).data;
  const settings = ((await (await request.get('/api/settings?lang=sk')).json()) as { data: Array<{ name: string; value: any }> }).data;
  const ids: number[] = settings.find((s) => s.name === 'categoriesMenu')?.value?.category_ids ?? [];
  if (ids.length === 0) return tree;
  const byId = new Map(tree.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c): c is CategoryNode => c !== undefined);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(Object.entries(OVERLAY_COOKIES).map(([name, value]) => ({ name, value, url: baseURL! })));
});

test.describe('header', () => {
  test("the server HTML holds the menus' category links for crawlers, not for shoppers (decision 0109)", async ({ request }) => {
    const categories = await menuCategories(request);
    expect(categories.length, 'the demo seed has top categories').toBeGreaterThan(0);
    const withSubs = categories.find((c) => c.subcategories.length > 0)!;
    const menuHtml = (html: string) =>
      html.slice(html.indexOf('id="kategorie-zoznam"'), html.indexOf('</ul>', html.indexOf('id="kategorie-zoznam"')) + 5);
    const crawler = await (
      await request.get('/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    ).text();
    expect(menuHtml(crawler)).toContain(`href="${categories[0]!.url}"`);
    expect(crawler).toContain(`href="${withSubs.subcategories[0]!.url}"`);
    const shopper = await (await request.get('/', { headers: { 'user-agent': CHROME_UA } })).text();
    expect(shopper).toContain('id="kategorie-zoznam"');
    expect(menuHtml(shopper)).not.toContain('href=');
  });

  test("a click on 'Zobraziť všetky' right after opening the mega menu is not lost (the list is fetched on opening)", async ({
    page,
    request,
  }) => {
    const long = (await menuCategories(request)).find((c) => c.subcategories.length > SUBMENU_ITEMS);
    test.skip(!long, 'no category with a long submenu in the seed');
    await page.setViewportSize({ width: 1280, height: 900 });
    // a slow menu answer: the panel shows a loading line, never a list whose buttons do nothing
    await page.route('**/api/catalog/menu', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Kategórie', exact: true }).click();
    const panel = page.locator('#kategorie');
    await expect(panel.getByRole('status')).toBeVisible();
    await panel.getByRole('button', { name: `Zobraziť všetky: ${long!.name}` }).click();
    await expect(panel.locator(`a[href="${long!.subcategories[SUBMENU_ITEMS]!.url}"]`)).toBeVisible();
  });

  test('the categories mega-menu lists the top categories with their subcategories', async ({ page, request }) => {
    const categories = await menuCategories(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');

    const trigger = page.getByRole('button', { name: 'Kategórie', exact: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#kategorie');
    await expect(panel).toBeVisible();

    for (const category of categories) {
      await expect(panel.locator(`a[href="${category.url}"]`)).toBeVisible();
      const subs = category.subcategories;
      for (const [index, sub] of subs.entries()) {
        const link = panel.locator(`a[href="${sub.url}"]`);
        if (index < SUBMENU_ITEMS) await expect(link).toBeVisible();
        else await expect(link).toBeHidden();
      }
    }

    // 'Zobraziť všetky' expands a long submenu
    const long = categories.find((c) => c.subcategories.length > SUBMENU_ITEMS);
    if (long) {
      const toggle = panel.getByRole('button', { name: `Zobraziť všetky: ${long.name}` });
      await toggle.click();
      await expect(panel.getByRole('button', { name: `Zobraziť menej: ${long.name}` })).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.locator(`a[href="${long.subcategories[SUBMENU_ITEMS]!.url}"]`)).toBeVisible();
    }

    // Escape closes the panel and returns focus to the button
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the search form submits to /hledani?q=…', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').getByLabel('Hľadať v obchode');
    await search.fill('balóny');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/hledani\?q=bal%C3%B3ny$/);
    // the box keeps the query on the search page
    await expect(page.getByRole('search').getByLabel('Hľadať v obchode')).toHaveValue('balóny');
  });

  test('the mobile menu opens at 390 px, keeps focus inside and closes with Escape', async ({ page, request }) => {
    const categories = await menuCategories(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');

    const hamburger = page.getByRole('button', { name: 'Otvoriť menu' });
    await expect(hamburger).toBeVisible();
    // the desktop nav row is hidden below 1024 px
    await expect(page.getByRole('button', { name: 'Kategórie', exact: true })).toBeHidden();
    await hamburger.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Zavrieť menu' })).toBeFocused();
    await expect(menu.locator(`a[href="${categories[0]!.url}"]`)).toBeVisible();
    // subcategories render when their category is expanded
    const withSubs = categories.find((c) => c.subcategories.length > 0)!;
    const sub = menu.locator(`a[href="${withSubs.subcategories[0]!.url}"]`);
    await expect(sub).toHaveCount(0);
    const toggle = menu.getByRole('button', { name: SUBCATEGORIES_OF(withSubs.name) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sub).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});
