/**
 * Back-office bulk actions (decision 0099) at 1280 px and 390 px: an admin finds two bank-transfer orders of one
 * customer, ticks "Vybrať všetky na stránke", marks them paid without e-mails and reads the per-order answer; a second
 * run is refused per order; "Vytlačiť dodacie listy" opens one page with both slips; the back-office search typed without
 * accents finds both orders. Axe on the list with the answer and on the search results. On the product list: two new
 * products' prices raised by 10 % after a preview (the new € price on the storefront product page), their stock set in
 * the warehouse, a refused −120 % answered in Slovak; the gift threshold typed in € on the product form.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { createAdminProduct, addShopCookies, expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_ID = 348; // table confetti, in stock in the warehouse (as in admin-orders.spec.ts)

/** "21,89 €" as the shop writes it (no-break spaces). */
const euro = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

async function guestOrder(request: APIRequestContext, email: string) {
  const product = await request.get(`/api/catalog/product/${PRODUCT_ID}`);
  const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  const put = await request.put('/api/cart/0', { data: { variantId, quantity: 1 } });
  expect(put.status(), await put.text()).toBe(200);
  const cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
  const res = await request.post('/api/orders', {
    data: {
      cartId,
      idempotencyKey: randomUUID(),
      email,
      phonePrefix: '+421',
      phone: '905 333 444',
      isCompany: false,
      invoice: { firstname: 'Hromadný', lastname: 'Zákazník', street: 'Obchodná 1', city: 'Bratislava', zip: '81106', country: 'SK' },
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

for (const width of [1280, 390]) {
  test.describe(`back office bulk actions at ${width} px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ viewport: { width, height: 900 } });

    test('an admin marks two orders paid at once, a second run is refused per order, and prints both slips', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const email = `e2e-bulk-${width}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
      const numbers: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const guest = await playwright.request.newContext({ baseURL });
        numbers.push((await guestOrder(guest, email)).number);
        await guest.dispose();
      }
      const res = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
      expect(res.status()).toBe(200);

      await page.goto(`/admin/objednavky?q=${encodeURIComponent(email)}`);
      const bar = page.getByRole('form', { name: 'Hromadné akcie' });
      await expect(bar).toBeVisible();
      await expect(page.getByRole('checkbox', { name: `Vybrať objednávku ${numbers[0]}` })).toBeVisible();
      await expect(bar.getByTestId('bulk-count')).toHaveText('Vybraných 0 položiek');
      await bar.getByRole('checkbox', { name: 'Vybrať všetky na stránke' }).check();
      await expect(bar.getByTestId('bulk-count')).toHaveText('Vybrané 2 položky');
      for (const number of numbers) await expect(page.getByRole('checkbox', { name: `Vybrať objednávku ${number}` })).toBeChecked();
      await bar.getByRole('checkbox', { name: 'Poslať zákazníkom e-mail' }).uncheck();

      await bar.getByRole('button', { name: 'Označiť ako uhradené' }).click();
      const result = page.getByTestId('bulk-result');
      await expect(result.getByRole('status')).toHaveText('Zmenené: 2 objednávky, odmietnuté: 0 objednávok.');
      for (const number of numbers) await expect(result).toContainText(`Objednávka ${number}: „Čaká na platbu“ → „Zaplatená“.`);
      // a phone shows the orders as cards, a wider screen as the table (decision 0090)
      const rows = width < 640 ? page.getByTestId('order-card') : page.getByRole('table', { name: 'Zoznam objednávok' });
      await expect(rows.getByText('Zaplatená', { exact: true })).toHaveCount(2);
      await expectNoAxeViolations(page);

      // the boxes stay ticked: the same action again is refused for each order, nothing changes
      await bar.getByRole('button', { name: 'Označiť ako uhradené' }).click();
      await expect(result.getByRole('alert')).toHaveText('Zmenené: 0 objednávok, odmietnuté: 2 objednávky.');
      await expect(result).toContainText(
        `Objednávka ${numbers[0]} nebola zmenená: Objednávku v stave „Zaplatená“ nemožno zmeniť na „Zaplatená“.`,
      );

      const [slips] = await Promise.all([page.waitForEvent('popup'), bar.getByRole('button', { name: 'Vytlačiť dodacie listy' }).click()]);
      await slips.waitForLoadState();
      await expect(slips.getByTestId('packing-slip')).toHaveCount(2);
      for (const number of numbers) await expect(slips.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
      await slips.close();

      // the search across the back office: typed without accents, by keyboard, finds the orders of "Hromadný Zákazník"
      const search = page.getByRole('searchbox', { name: 'Objednávky, zákazníci, produkty' });
      await search.focus();
      await page.keyboard.type('hromadny zakaznik');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/hladat\?q=hromadny\+zakaznik$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hľadať v administrácii' })).toBeVisible();
      for (const number of numbers) await expect(page.getByRole('link', { name: new RegExp(number) }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByRole('link', { name: new RegExp(numbers[0]!) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${numbers[0]}` })).toBeVisible();
    });

    test('an admin raises two products by 10 % and sets their stock after a preview, the shop shows it; the gift threshold is in €', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(300_000); // two products, two bulk changes with previews, the product form and the shop
      const res = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
      expect(res.status()).toBe(200);
      const stamp = `${width}${Date.now().toString(36).toUpperCase()}`;
      const names = [`Hromadná cena A ${stamp}`, `Hromadná cena B ${stamp}`];
      const ids = [
        await createAdminProduct(page.request, names[0]!, `E2E-BULK-${stamp}-A`, 1990),
        await createAdminProduct(page.request, names[1]!, `E2E-BULK-${stamp}-B`, 500),
      ];

      await page.goto(`/admin/produkty?q=${encodeURIComponent(`E2E-BULK-${stamp}`)}`);
      const bar = page.getByRole('form', { name: 'Hromadné akcie' });
      for (const name of names) await expect(page.getByRole('checkbox', { name: `Vybrať produkt ${name}` })).toBeVisible();
      await bar.getByRole('checkbox', { name: 'Vybrať všetky na stránke' }).check();
      await expect(bar.getByTestId('bulk-count')).toHaveText('Vybrané 2 položky');

      // a refused percentage: the Slovak message, nothing changes
      await bar.getByLabel('Spôsob zmeny ceny').selectOption('percent');
      await bar.getByLabel('Cena alebo zmena').fill('-120');
      await bar.getByRole('button', { name: 'Pripraviť zmenu ceny' }).click();
      await expect(bar.getByRole('alert')).toHaveText('Zmena o percentá musí byť väčšia ako −100 % a najviac +1 000 %.');

      // +10 %: the preview says what will change, the confirmation changes it
      await bar.getByLabel('Cena alebo zmena').fill('10');
      await bar.getByRole('button', { name: 'Pripraviť zmenu ceny' }).click();
      const preview = page.getByTestId('bulk-preview');
      await expect(preview.getByRole('status')).toHaveText(
        'Zmení sa 2 varianty v 2 produktoch, bez zmeny: 0 produktov, odmietnuté: 0 produktov.',
      );
      await expect(preview).toContainText(euro(`${names[0]}: 19,90 € → 21,89 € (1 variant)`));
      await expect(preview).toContainText(euro(`${names[1]}: 5,00 € → 5,50 € (1 variant)`));
      const table = page.getByRole('table', { name: 'Zoznam produktov' });
      await expect(table.getByRole('row').filter({ hasText: names[0] })).toContainText(euro('19,90 €'));
      await expectNoAxeViolations(page);
      await preview.getByRole('button', { name: 'Potvrdiť a zmeniť' }).click();
      const result = page.getByTestId('bulk-result');
      await expect(result.getByRole('status')).toHaveText(
        'Zmenené ceny: 2 varianty v 2 produktoch, bez zmeny: 0 produktov, odmietnuté: 0 produktov.',
      );
      await expect(table.getByRole('row').filter({ hasText: names[0] })).toContainText(euro('21,89 €'));
      await expect(table.getByRole('row').filter({ hasText: names[1] })).toContainText(euro('5,50 €'));

      // stock: 7 pieces in the e-shop warehouse for both
      await expect(bar.getByLabel('Sklad alebo predajňa')).toHaveValue(/\d+/);
      await bar.getByLabel('Spôsob zmeny skladu').selectOption('set');
      await bar.getByLabel('Kusy').fill('7');
      await bar.getByRole('button', { name: 'Pripraviť zmenu skladu' }).click();
      await expect(preview.getByRole('status')).toHaveText(
        'Zmení sa 2 varianty v 2 produktoch, bez zmeny: 0 produktov, odmietnuté: 0 produktov.',
      );
      await preview.getByRole('button', { name: 'Potvrdiť a zmeniť' }).click();
      await expect(result.getByRole('status')).toHaveText(
        'Zmenený sklad: 2 varianty v 2 produktoch, bez zmeny: 0 produktov, odmietnuté: 0 produktov.',
      );
      for (const id of ids) {
        const saved = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as {
          data: { variants: Array<{ stock: Record<string, number> }> };
        };
        expect(Object.values(saved.data.variants[0]!.stock)).toContain(7);
      }
      await expectNoAxeViolations(page);

      // the gift threshold on the product form, in €
      await page.goto(`/admin/produkty/${ids[1]}`);
      // a threshold no cart of the tests running beside this one reaches: they are never offered this gift
      await page.getByLabel('Darček ku košíku').check();
      const threshold = page.getByRole('textbox', { name: 'Darček od hodnoty košíka s DPH (€)' });
      await threshold.fill('500,50');
      await page.getByRole('button', { name: 'Uložiť produkt' }).click();
      await expect(
        page.getByText('Hodnota musí byť násobkom zaokrúhlenia meny (v nastaveniach), inak by ju zákazník videl zaokrúhlenú.').first(),
      ).toBeVisible();
      await threshold.fill('500');
      await page.getByRole('button', { name: 'Uložiť produkt' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Zmeny boli uložené' })).toBeVisible();
      await page.reload();
      await expect(threshold).toHaveValue('500,00');
      await expectNoAxeViolations(page);

      // the guest reads the new price and the stock on the product page
      const shop = (await (await page.request.get(`/api/catalog/product/${ids[0]}`)).json()) as { data: { url: string } };
      await page.context().clearCookies();
      await addShopCookies(page.context(), baseURL!);
      await page.goto(shop.data.url);
      await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
      await expect(page.getByTestId('product-price')).toContainText(euro('21,89 €'));
      await expect(page.getByText('Skladom 7 ks').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
