/**
 * Intro popup and top promo banner (SPEC §4) with the demo data (intropopup setting on, banner.popup_desktop /
 * banner.popup_mobile / banner.promo present): the popup opens after 3 s and closing it hides it for 14 days;
 * the top banner's close button hides it for a day.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { sk } from '../../src/i18n/sk';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(
    [
      ['age-confirmed', '1'],
      ['cookies-show', 'hidden'],
    ].map(([name, value]) => ({ name, value, url: baseURL! })),
  );
});

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

test.describe('intro popup', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('appears after about 3 s; closing it sets the cookie for 14 days', async ({ page, context }) => {
    // not 'load': that waits for the images, and on a busy machine the 3 s may have run out by then
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('main#obsah').waitFor();
    const started = Date.now();
    const popup = page.locator('dialog[data-overlay="intro-popup"]');
    await expect(popup).toBeHidden();
    await page.waitForTimeout(1500);
    await expect(popup).toBeHidden();

    await expect(popup).toBeVisible({ timeout: 8000 });
    expect(Date.now() - started).toBeGreaterThan(1500);
    // the 3 s delay runs from the page's start (hydration), not from when goto() resolved (after the images' load
    // event, which a heavy page reaches late): measured on the page's own clock
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(3000);
    await expect(popup.locator('img')).toBeVisible();
    expect(await popup.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(popup.getByRole('link')).toHaveAttribute('href', /.+/);
    const close = popup.getByRole('button', { name: sk['popup.close'] });
    await expect(close).toBeFocused();
    await close.click();
    await expect(popup).toBeHidden();

    const hidden = await cookie(context, 'intro-popup');
    expect(hidden?.value).toBe('hidden');
    expect(Math.abs((hidden?.expires ?? 0) - (Date.now() / 1000 + 1_209_600))).toBeLessThan(120);

    await page.reload();
    await page.waitForTimeout(4000);
    await expect(page.locator('dialog[data-overlay="intro-popup"]')).toHaveCount(0);
  });

  test('Escape closes it too', async ({ page, context }) => {
    await page.goto('/');
    const popup = page.locator('dialog[data-overlay="intro-popup"]');
    await expect(popup).toBeVisible({ timeout: 8000 });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect((await cookie(context, 'intro-popup'))?.value).toBe('hidden');
  });

  test('waits for the age gate', async ({ page, context, baseURL }) => {
    await context.clearCookies();
    await context.addCookies([{ name: 'cookies-show', value: 'hidden', url: baseURL! }]);
    await page.goto('/');
    const gate = page.locator('[data-overlay="age-gate"]');
    const popup = page.locator('dialog[data-overlay="intro-popup"]');
    // the age gate only shows to browsers that are not recognised as crawlers
    test.skip((await gate.count()) === 0, 'this browser is treated as a crawler');
    await page.waitForTimeout(4000);
    await expect(popup).toHaveCount(0);
    await gate.getByRole('button', { name: 'Potvrdzujem' }).click();
    await expect(popup).toBeVisible({ timeout: 8000 });
  });
});

test.describe('top banner', () => {
  test('shows above the header; its close button sets the cookie top-banner for a day', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'intro-popup', value: 'hidden', url: baseURL! }]);
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: sk['banner.label'] });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: sk['banner.close'] }).click();
    await expect(banner).toBeHidden();

    const hidden = await cookie(context, 'top-banner');
    expect(hidden?.value).toBe('hidden');
    expect(Math.abs((hidden?.expires ?? 0) - (Date.now() / 1000 + 86_400))).toBeLessThan(120);

    await page.reload();
    await expect(page.locator('main#obsah')).toBeVisible();
    await expect(page.locator('[data-overlay="top-banner"]')).toHaveCount(0);
  });

  test('hides itself after 30 s', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'intro-popup', value: 'hidden', url: baseURL! }]);
    await page.clock.install();
    await page.goto('/');
    const banner = page.locator('[data-overlay="top-banner"]');
    await expect(banner).toBeVisible();
    // the 30 s timer starts once the page is interactive (hydrated)
    await expect(banner).toHaveAttribute('data-auto-hide', 'armed');
    await page.clock.runFor(29_000);
    await expect(banner).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(banner).toBeHidden();
    expect(await cookie(context, 'top-banner')).toBeUndefined();
  });
});
