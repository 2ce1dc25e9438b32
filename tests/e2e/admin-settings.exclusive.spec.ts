/**
 * Back office settings and vouchers (decision 0035). Its maintenance test (tag @exclusive) runs alone: it switches maintenance on, which
 * every other spec would see. An admin (demo admin@party-shop.sk, logged in through the API) turns maintenance on
 * in /admin/nastavenia, a shopper's next page is /mimo-provoz, the admin turns it off and the shop is back; axe on
 * the settings pages and on the voucher list, the new-voucher form (with a field error) and a voucher's edit page.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

async function shopper(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(
    [
      ['age-confirmed', '1'],
      ['cookies-show', 'hidden'],
      ['intro-popup', 'hidden'],
      ['top-banner', 'hidden'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
  );
  return context;
}

test(
  'an admin turns maintenance on in /admin/nastavenia, the storefront shows /mimo-provoz, then off again',
  { tag: '@exclusive' },
  async ({ page, browser, baseURL }) => {
    await login(page.request, 'admin@party-shop.sk');
    const visitor = await shopper(browser, baseURL!);
    const shop = await visitor.newPage();
    try {
      await page.goto('/admin/nastavenia');
      await expect(page.getByRole('heading', { level: 1, name: 'Nastavenia' })).toBeVisible();
      await expect(page.getByTestId('maintenance-state')).toHaveText('Obchod je v prevádzke.');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Zapnúť údržbu' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Režim údržby bol zapnutý.' })).toBeVisible();
      await expect(page.getByTestId('maintenance-state')).toContainText('Údržba je zapnutá');

      // the very next storefront request obeys (the settings cache is invalidated on save)
      const res = await shop.goto('/');
      expect(res?.status()).toBe(503);
      await expect(shop).toHaveURL((url) => url.pathname === '/mimo-provoz');
      await expect(shop.getByRole('heading', { level: 1, name: 'Práve prebieha údržba' })).toBeVisible();

      await page.getByRole('button', { name: 'Vypnúť údržbu' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Režim údržby bol vypnutý.' })).toBeVisible();
      const back = await shop.goto('/');
      expect(back?.status()).toBe(200);
      await expect(shop).toHaveURL((url) => url.pathname === '/');
    } finally {
      // never leave the shop in maintenance for the specs after this one
      await page.request.put('/api/admin/settings/maintenance', { data: { is_enabled: false } });
      await visitor.close();
    }

    await page.goto('/admin/nastavenia/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test('vouchers: list, a refused then created voucher, its edit page (axe on each)', async ({ page }) => {
  await login(page.request, 'admin@party-shop.sk');
  await page.goto('/admin/kupony');
  await expect(page.getByRole('heading', { level: 1, name: 'Zľavové kupóny' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'VITAJ10' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nový kupón' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nový kupón' })).toBeVisible();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('textbox', { name: 'Kód', exact: true }).fill('vitaj10');
  await page.getByRole('combobox', { name: /^Typ(?! služby)/ }).selectOption('amount');
  await page.getByRole('textbox', { name: 'Hodnota', exact: true }).fill('50,00');
  await page.getByLabel('Počet použití celkom').fill('3');
  await page.getByRole('button', { name: 'Vytvoriť kupón' }).click();
  await expect(page.getByText('Kupón s týmto kódom už existuje.')).toBeVisible();
  // the typed values survive the refusal
  await expect(page.getByRole('textbox', { name: 'Hodnota', exact: true })).toHaveValue('50,00');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Kód', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Vytvoriť kupón' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Kupón ${code}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Záznam bol vytvorený.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Hodnota', exact: true })).toHaveValue('50,00');
  await expect(page.getByText('Kupón zatiaľ nikto nepoužil.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('at 390 px the settings, menus, voucher form and influencers pages fit the screen', async ({ page }) => {
  await login(page.request, 'admin@party-shop.sk');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin/nastavenia', '/admin/nastavenia/menu', '/admin/kupony/novy', '/admin/zakaznici/influenceri']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await expectNoAxeViolations(page);
});
