/**
 * Back office, catalogue (issue 7, decisions 0032/0033): an admin (demo admin@party-shop.sk) creates a product in
 * /admin/produkty/novy (gross price in €, decision 0080, with the net part previewed by the pricing module), gives its default variant warehouse stock,
 * adds a second variant with branch stock, and the product is at once in the storefront: found by /hledani without
 * diacritics and listed on its category page. axe on the product list and the edit page.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

test.describe('back office: catalogue', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates a product with two variants and stock; it is in the storefront search and category at once', async ({
    shopPage: page,
  }) => {
    await login(page.request, 'admin@party-shop.sk');
    // a visible subcategory of a visible top category
    const tree = (await (await page.request.get('/api/admin/categories')).json()) as {
      data: Array<{ id: number; slug: string; name: string; depth: number; isVisible: boolean; parentId: number | null }>;
    };
    const visible = new Map(tree.data.map((c) => [c.id, c]));
    const category = tree.data.find((c) => c.depth === 1 && c.isVisible && visible.get(c.parentId!)?.isVisible)!;
    expect(category).toBeDefined();

    const word = `Trblietko${Date.now().toString(36)}`;
    const name = `Žiarivý balónik ${word}`;
    const code = `E2E-${Date.now()}`;

    await page.goto('/admin/produkty');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Nový produkt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nový produkt' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Názov', exact: true }).fill(name);
    await page.getByLabel('Kód produktu').fill(code);
    // the most expensive product of the shop, so it heads its category sorted by price
    await page.getByRole('textbox', { name: 'Cena s DPH (€)', exact: true }).fill('2500');
    await page.getByLabel('Sadzba DPH').selectOption({ label: '23 % – Základná sadzba DPH 23 %' });
    // the preview: 2 500 € gross = 2 032,52 € net + 23 % VAT, through the pricing module
    await expect(page.getByTestId('gross-preview')).toContainText(/2\s500,00\s€ = 2\s032,52\s€ bez DPH/);
    await page.getByLabel('Hlavná kategória').selectOption(String(category.id));
    await page.getByRole('button', { name: 'Vytvoriť produkt' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Produkt: ${name}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Produkt bol vytvorený' })).toBeVisible();

    // the default variant: 5 pieces in the e-shop warehouse
    const first = page.locator('article[id^="variant-"]').first();
    await first.getByLabel('Názov variantu').fill('Červený');
    await first.getByLabel(/\(sklad e-shopu\)/).fill('5');
    await first.getByRole('button', { name: 'Uložiť variant' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Variant bol uložený' })).toBeVisible();

    // a second variant with its own price and 3 pieces in the first branch
    const added = page.locator('#variant-new');
    await added.getByLabel('Názov variantu').fill('Modrý');
    await added.getByLabel('Kód variantu').fill(`${code}-B`);
    await added.getByLabel('Vlastná cena s DPH (€)').fill('2550');
    await added.locator('input[name^="stock_"]').nth(0).fill('3');
    await added.getByRole('button', { name: 'Pridať variant' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Variant bol pridaný' })).toBeVisible();
    await expect(page.locator('article[id^="variant-"]:not(#variant-new)')).toHaveCount(2);
    await expect(page.locator('[data-audit-log]')).toContainText('vytvorenie');
    await expectNoAxeViolations(page);
    // a phone: the edit page does not scroll sideways
    const editUrl = page.url();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(editUrl);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // a new product is saved hidden (decision 0071): the owner publishes it
    await page.getByLabel('Viditeľný v obchode').check();
    await page.getByRole('button', { name: 'Uložiť produkt' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zmeny boli uložené' })).toBeVisible();

    // the storefront: search without diacritics, and the category listing (most expensive first)
    await page.goto(`/hledani?q=${encodeURIComponent(`ziarivy balonik ${word.toLowerCase()}`)}`);
    await expect(page.getByRole('link', { name: new RegExp(word) }).first()).toBeVisible();
    await page.goto(`/${category.id}/${category.slug}?sort=expensive`);
    await expect(page.getByRole('link', { name: new RegExp(word) }).first()).toBeVisible();
  });
});
