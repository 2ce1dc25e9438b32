/**
 * The intro popup as one entity (decision 0088): the owner (demo admin) opens the one intro popup from the banners
 * page, changes its title once, and a shopper sees the new title and link at 1280 px (with the desktop image) and at
 * 390 px (with the phone image). Axe on the banners page and the popup's edit page at both widths. The owner adds a
 * footer menu link to a category with the link picker (no typing) and the footer shows it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { INTRO_POPUP_DELAY_MS } from '../../src/lib/constants';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, HUMAN_UA, test } from './fixtures';

test.use({ userAgent: HUMAN_UA });

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

async function openPopup(page: Page) {
  await page.clock.install();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-overlay="top-banner"]')).toHaveAttribute('data-auto-hide', 'armed');
  await page.clock.runFor(INTRO_POPUP_DELAY_MS + 200);
  const popup = page.locator('dialog[data-overlay="intro-popup"]');
  await expect(popup).toBeVisible({ timeout: 8000 });
  return popup;
}

test('the owner changes the intro popup once and sees it on desktop and phone widths', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const title = `Párty víkend: zľava 15 % ${Date.now() % 100000}`;
  await context.addCookies(
    [
      ['age-confirmed', '1'],
      ['cookies-show', 'hidden'],
    ].map(([name, value]) => ({ name, value, url: baseURL! })),
  );
  await login(page.request, 'admin@party-shop.sk');
  const before = (await (await page.request.get('/api/admin/banners')).json()) as { data: Array<Record<string, unknown>> };
  const original = before.data.find((b) => b.key === 'banner.popup')!;
  expect(before.data.filter((b) => b.key === 'banner.popup')).toHaveLength(1);

  try {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/nastavenia/bannery');
      await expect(page.getByRole('heading', { level: 1, name: 'Bannery' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Upraviť úvodné okno' }).click();
      await expect(page.getByLabel('Umiestnenie')).toHaveValue('banner.popup');
      await expect(page.getByLabel('Obrázok pre mobil (nepovinný)')).toHaveValue(/popup-mobile/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
    // one edit
    await page.getByLabel('Titulok').fill(title);
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zmeny boli uložené.' })).toBeVisible();

    // the shopper on a computer
    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await openPopup(page);
    await expect(desktop.getByRole('heading', { name: title })).toBeVisible();
    await expect(desktop.locator('img')).toHaveAttribute('src', /popup-pink-1\.webp/);
    await expect(desktop.getByRole('link')).toHaveAttribute('href', String(original.url));

    // …and on a phone: the same text and link, the phone picture
    await context.clearCookies({ name: 'intro-popup' });
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await openPopup(page);
    await expect(phone.getByRole('heading', { name: title })).toBeVisible();
    await expect(phone.locator('img')).toHaveAttribute('src', /popup-mobile-pink-1\.webp/);
    await expect(phone.getByRole('link')).toHaveAttribute('href', String(original.url));
  } finally {
    // the other specs share this server: the demo popup comes back
    const { id, ...rest } = original;
    await page.request.put(`/api/admin/banners/${String(id)}`, { data: rest });
  }
});

test('the owner adds a menu link to a category with the picker', async ({ shopPage: page }) => {
  // the menu page carries a picker per row: axe on it takes a while on a busy machine
  test.setTimeout(180_000);
  await login(page.request, 'admin@party-shop.sk');
  const original = ((await (await page.request.get('/api/admin/settings')).json()) as { data: { bottommenu: unknown } }).data.bottommenu;
  const text = `Naše kategórie ${Date.now() % 100000}`;
  try {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/nastavenia/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
    let href: string | null = null;
    const footerMenu = page.getByRole('region', { name: 'Spodné menu (päta)' });
    const group = footerMenu.locator('fieldset').first();
    const row = group.locator('li').last();
    await row.getByLabel('Text', { exact: true }).fill(text);
    const picker = row.getByLabel('Vybrať stránku obchodu');
    const first = picker.locator('optgroup[label="Kategórie"] option').first();
    href = await first.getAttribute('value');
    const name = (await first.textContent())!.trim();
    expect(href).toMatch(/^\/\d+\/[a-z0-9-]+$/);
    await picker.selectOption({ label: name });
    // the picked address fills the link field (it can still be typed for an outside link)
    await expect(row.getByLabel('Odkaz', { exact: true })).toHaveValue(href!);
    await footerMenu.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zmeny boli uložené.' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', { name: text })).toHaveAttribute('href', href!);
  } finally {
    await page.request.put('/api/admin/settings/bottommenu', { data: original });
  }
});
