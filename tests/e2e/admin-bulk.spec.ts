/**
 * Back-office bulk actions (decision 0099) at 1280 px and 390 px: an admin finds two bank-transfer orders of one
 * customer, ticks "Vybrať všetky na stránke", marks them paid without e-mails and reads the per-order answer; a second
 * run is refused per order; "Vytlačiť dodacie listy" opens one page with both slips; the back-office search typed without
 * accents finds both orders. Axe on the list with the answer and on the search results.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_ID = 348; // table confetti, in stock in the warehouse (as in admin-orders.spec.ts)

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
  });
}
