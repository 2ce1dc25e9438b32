/** Storefront footer (SPEC §2): its link columns are a static island (decision 0041), links still navigate in-app. */
import { expect, test } from './fixtures';

const OVERLAY_COOKIES = { 'age-confirmed': '1', 'cookies-show': 'hidden', 'intro-popup': 'hidden', 'top-banner': 'hidden' };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(Object.entries(OVERLAY_COOKIES).map(([name, value]) => ({ name, value, url: baseURL! })));
});

test.describe('footer', () => {
  test('the link columns are kept as the server rendered them and a link navigates without reloading the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('#paticka-odkazy') && (window as any).__reactRouterRouteModules);

    const links = page.locator('#paticka-odkazy');
    const link = links.getByRole('link', { name: 'Obchodné podmienky' });
    await expect(link).toHaveAttribute('href', '/obchodne-podmienky');
    // not hydrated: React keeps no fiber on the elements inside the island, only on the island itself
    const fibers = await page.evaluate(() => {
      const hasFiber = (el: Element | null) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
      return { island: hasFiber(document.querySelector('#paticka-odkazy')), link: hasFiber(document.querySelector('#paticka-odkazy a')) };
    });
    expect(fibers).toEqual({ island: true, link: false });

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
    await page.waitForFunction(() => (window as any).__reactRouterRouteModules);
    const opened = context.waitForEvent('page');
    await page.locator('#paticka-odkazy').getByRole('link', { name: 'Reklamácie' }).click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/reklamacie');
    await expect(page).toHaveURL(/\/$/);
  });
});
