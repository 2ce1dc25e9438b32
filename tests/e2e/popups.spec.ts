/**
 * Intro popup and top promo banner (SPEC §4) with the demo data (intropopup setting on, banner.popup_desktop /
 * banner.popup_mobile / banner.promo present): the popup opens after 3 s and closing it hides it for 14 days;
 * the top banner's close button hides it for a day.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, HUMAN_UA, test } from './fixtures';
import { INTRO_POPUP_DELAY_MS } from '../../src/lib/constants';
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
  test.use({ viewport: { width: 1280, height: 900 }, userAgent: HUMAN_UA });

  test('appears 3 s after the page starts; closing it sets the cookie for 14 days', async ({ page, context }) => {
    // the page's clock stands still from the start: the 3 s are counted on it, without waiting for them
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // hydrated: the top banner arms its own timer in the same commit as the popup's
    await expect(page.locator('[data-overlay="top-banner"]')).toHaveAttribute('data-auto-hide', 'armed');
    const popup = page.locator('dialog[data-overlay="intro-popup"]');
    await page.clock.runFor(INTRO_POPUP_DELAY_MS - 100);
    await expect(popup).toBeHidden();

    await page.clock.runFor(200);
    await expect(popup).toBeVisible({ timeout: 8000 });
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

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-overlay="top-banner"]')).toHaveAttribute('data-auto-hide', 'armed');
    await page.clock.runFor(2 * INTRO_POPUP_DELAY_MS);
    await expect(page.locator('dialog[data-overlay="intro-popup"]')).toHaveCount(0);
  });

  test('Escape closes it too', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('[data-overlay="top-banner"]')).toHaveAttribute('data-auto-hide', 'armed');
    await page.clock.runFor(INTRO_POPUP_DELAY_MS + 100);
    const popup = page.locator('dialog[data-overlay="intro-popup"]');
    await expect(popup).toBeVisible({ timeout: 8000 });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // the dialog's native cancel hides it first; the cookie is written by the close handler right after
    await expect.poll(async () => (await cookie(context, 'intro-popup'))?.value).toBe('hidden');
  });

  test('waits for the age gate', async ({ page, context, baseURL }) => {
    await context.clearCookies();
    await context.addCookies([{ name: 'cookies-show', value: 'hidden', url: baseURL! }]);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/');
    const gate = page.locator('[data-overlay="age-gate"]');
    const popup = page.locator('dialog[data-overlay="intro-popup"]');
    // a visitor's browser (HUMAN_UA) gets the gate: without it this test would prove nothing
    await expect(gate).toBeVisible();
    await expect(page.locator('[data-overlay="top-banner"]')).toHaveAttribute('data-auto-hide', 'armed');
    await page.clock.runFor(2 * INTRO_POPUP_DELAY_MS);
    await expect(popup).toHaveCount(0);
    await gate.getByRole('button', { name: 'Potvrdzujem' }).click();
    await page.clock.runFor(INTRO_POPUP_DELAY_MS + 100);
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
