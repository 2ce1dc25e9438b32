/**
 * Decision 0080, end to end: the owner types prices gross in € in the back office and the shop charges exactly
 * that. The owner creates a product at 19,90 € with two variants and a photo, and a voucher of 5 € from 20 €; a
 * guest buys one piece of each variant with the voucher and courier delivery and pays exactly 2 × 19,90 € − 5 € +
 * the courier fee. Back office at 1280 px, the shopper at 390 px, axe on every screen.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { addShopCookies, expect, expectNoAxeViolations, fillCheckoutContact, test } from './fixtures';

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

/** "19,90 €" as the shop writes it (no-break spaces). */
const euro = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

test.describe('back office: prices in € as the owner thinks of them', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a product typed at 19,90 € with two variants and a photo, a 5 € voucher from 20 €: a guest pays exactly that', async ({
    shopPage: page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page.request, 'admin@party-shop.sk');
    const tree = (await (await page.request.get('/api/admin/categories')).json()) as {
      data: Array<{ id: number; depth: number; isVisible: boolean; parentId: number | null }>;
    };
    const visible = new Map(tree.data.map((c) => [c.id, c]));
    const category = tree.data.find((c) => c.depth === 1 && c.isVisible && visible.get(c.parentId!)?.isVisible)!;
    const stamp = Date.now().toString(36).toUpperCase();
    const code = `E2E-EUR-${stamp}`;
    const name = `Eurový balón ${stamp}`;
    const voucher = `EURO5${stamp}`;

    // the product: 19,90 € with VAT
    await page.goto('/admin/produkty/novy');
    await page.getByRole('textbox', { name: 'Názov', exact: true }).fill(name);
    await page.getByLabel('Kód produktu').fill(code);
    await page.getByLabel('Sadzba DPH').selectOption({ label: '23 % – Základná sadzba DPH 23 %' });
    await page.getByRole('textbox', { name: 'Cena s DPH (€)', exact: true }).fill('19,90');
    await expect(page.getByTestId('gross-preview')).toContainText(euro('Cena 19,90 € = 16,18 € bez DPH + 23 % DPH'));
    await page.getByLabel('Hlavná kategória').selectOption(String(category.id));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Vytvoriť produkt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Produkt: ${name}` })).toBeVisible();
    const productId = Number(/\/admin\/produkty\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole('textbox', { name: 'Cena s DPH (€)', exact: true })).toHaveValue('19,90');

    // two variants, both at the product's price, stock in the e-shop warehouse
    const first = page.locator('article[id^="variant-"]').first();
    await first.getByLabel('Názov variantu').fill('Červený');
    await first.getByLabel(/\(sklad e-shopu\)/).fill('10');
    await first.getByRole('button', { name: 'Uložiť variant' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Variant bol uložený' })).toBeVisible();
    const added = page.locator('#variant-new');
    await added.getByLabel('Názov variantu').fill('Modrý');
    await added.getByLabel('Kód variantu').fill(`${code}-B`);
    await added.getByLabel(/\(sklad e-shopu\)/).fill('10');
    await added.getByRole('button', { name: 'Pridať variant' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Variant bol pridaný' })).toBeVisible();
    await expect(page.locator('article[id^="variant-"]:not(#variant-new)')).toHaveCount(2);

    // a photo
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 230, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Súbory obrázkov').setInputFiles({ name: 'balon.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Nahrať obrázky' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Obrázky boli nahrané' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Obrázky' }).getByRole('img')).toHaveCount(1);

    // publish
    await page.getByLabel('Viditeľný v obchode').check();
    await page.getByRole('button', { name: 'Uložiť produkt' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zmeny boli uložené' })).toBeVisible();
    await expectNoAxeViolations(page);

    // the product list reads 19,90 €
    await page.goto(`/admin/produkty?q=${encodeURIComponent(code)}`);
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText(euro('19,90 €'));

    // the voucher: 5 € off from 20 €, typed as the owner thinks of it
    await page.goto('/admin/kupony/novy');
    await page.getByRole('textbox', { name: 'Kód', exact: true }).fill(voucher);
    await page.getByRole('combobox', { name: 'Typ', exact: true }).selectOption('amount');
    await page.getByRole('textbox', { name: 'Hodnota', exact: true }).fill('5');
    await page.getByRole('textbox', { name: 'Minimálna hodnota košíka (€ s DPH)', exact: true }).fill('20');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Vytvoriť kupón' }).click();
    await expect(page.getByRole('textbox', { name: 'Hodnota', exact: true })).toHaveValue('5,00');
    await expect(page.getByRole('textbox', { name: 'Minimálna hodnota košíka (€ s DPH)', exact: true })).toHaveValue('20,00');
    await page.goto(`/admin/kupony?q=${voucher}`);
    const row = page.getByRole('row').filter({ hasText: voucher });
    await expect(row).toContainText(euro('5,00 €'));
    await expect(row).toContainText(euro('20,00 €'));

    // the guest on a phone
    await page.context().clearCookies();
    await addShopCookies(page.context(), baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    const product = (await (await page.request.get(`/api/catalog/product/${productId}`)).json()) as {
      data: { url: string; variants: Array<{ id: number; name: string }> };
    };
    await page.goto(product.data.url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('product-price')).toContainText(euro('19,90 €'));
    await expectNoAxeViolations(page);
    for (const [i, variant] of ['Červený', 'Modrý'].entries()) {
      const variantId = product.data.variants.find((v) => v.name === variant)!.id;
      await page.goto(`${product.data.url}?variant=${variantId}`);
      await expect(page.getByTestId('variant-picker').getByRole('radio', { name: new RegExp(variant) })).toBeChecked();
      await expect(page.getByTestId('product-price')).toContainText(euro('19,90 €'));
      await page.getByRole('button', { name: 'Do košíka' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(i + 1));
    }

    await page.goto('/kosik');
    await expect(page.getByTestId('cart-line-unit')).toHaveCount(2);
    for (const unit of await page.getByTestId('cart-line-unit').all()) await expect(unit).toContainText(euro('19,90 €'));
    await page.getByLabel('Zadajte zľavový kód').fill(voucher);
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    await expect(page.getByTestId('cart-voucher')).toContainText(voucher);
    await expect(page.getByTestId('cart-voucher')).toContainText(euro('5,00 €'));
    await expect(page.getByRole('region', { name: 'Súhrn' }).getByTestId('cart-total')).toHaveText(euro('34,80 €'));

    const checkout = page.getByTestId('checkout');
    await expect(checkout).toHaveAttribute('data-hydrated', 'true');
    await fillCheckoutContact(page, { email: `eur80.${stamp.toLowerCase()}@example.sk` });
    await page.getByRole('radio', { name: /Kuriér/ }).check();
    await page.getByRole('radio', { name: /Bankový prevod/ }).check();
    const totals = page.getByTestId('checkout-totals');
    const deliveryText = (await totals.getByTestId('total-delivery').textContent())!.trim();
    const fee = Math.round(Number(deliveryText.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    expect(fee).toBeGreaterThan(0);
    const expected = 2 * 1990 - 500 + fee;
    const expectedText = `${Math.floor(expected / 100)},${String(expected % 100).padStart(2, '0')}\u00a0€`;
    await expect(totals.getByTestId('total-to-pay')).toHaveText(expectedText);
    await page.getByLabel(/Súhlasím s/).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();

    await expect(page).toHaveURL(/\/shrnuti\/\d+\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('bank-amount')).toHaveText(expectedText);
    const [, id, hash] = new URL(page.url()).pathname.split('/').slice(1);
    const summary = (await (await page.request.get(`/api/orders/summary/${id}/${hash}`)).json()) as {
      data: { totals: { total: number }; items: Array<{ unitPrice: number; quantity: number }> };
    };
    expect(summary.data.items.map((item) => [item.unitPrice, item.quantity])).toEqual([
      [1990, 1],
      [1990, 1],
    ]);
    expect(summary.data.totals.total).toBe(expected);
    await expectNoAxeViolations(page);
  });
});
