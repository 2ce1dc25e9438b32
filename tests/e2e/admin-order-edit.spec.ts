/**
 * Editing an order in the back office (decision 0083), the owner's view at 1280 px and 390 px: from the order detail
 * "Upraviť objednávku" opens the edit page, the owner changes the invoice street and a line's quantity, saves, and
 * the detail shows the new address, the new totals and the edit in the history with before → after values. axe on
 * the edit page and the detail.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** An order waiting for payment: Fóliový balón Srdce 2 × 4,90 €, helium 2 × 1,50 €, candle 2,95 €, courier 4,90 € = 20,65 €. */
async function courierOrder(request: APIRequestContext) {
  const res = await request.post('/api/test/order', { data: { carrier: 'courier', paymentMethod: 'bank_transfer' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

test.describe('back office: editing an order', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of [1280, 390]) {
    test(`at ${width} px the owner changes the address and a quantity and sees the new totals and the history`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const order = await courierOrder(page.request);
      const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
      expect(login.status()).toBe(200);

      await page.goto(`/admin/objednavky/${order.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();
      await page.getByRole('link', { name: 'Upraviť objednávku' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Úprava objednávky ${order.number}` })).toBeVisible();
      await expectNoAxeViolations(page);

      const invoice = page.getByRole('region', { name: 'Fakturačná adresa' });
      await expect(invoice.getByLabel('Ulica a číslo')).toHaveValue('Hlavná 12');
      await invoice.getByLabel('Ulica a číslo').fill('Mierová 5');
      const quantity = page.getByLabel('Množstvo: Fóliový balón Srdce – červený, 45 cm');
      await expect(quantity).toHaveValue('2');
      await quantity.fill('3');
      await page.getByRole('button', { name: 'Uložiť úpravy' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'Úpravy objednávky boli uložené.' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/objednavky/${order.id}\\?ok=`));
      // 3 × 4,90 € + 2 × 1,50 € + 2,95 € + courier 4,90 € = 25,55 €
      await expect(page.getByText('25,55\u00a0€').first()).toBeVisible();
      await expect(page.getByText('Mierová 5').first()).toBeVisible();
      const edit = page.getByTestId('history-edit');
      await expect(edit).toContainText('objednávka upravená');
      await expect(edit).toContainText('Fóliový balón Srdce – červený, 45 cm: množstvo: 2 ks → 3 ks');
      await expect(edit).toContainText('Celková suma: 20,65\u00a0€ → 25,55\u00a0€');
      await expect(edit).toContainText(
        'Fakturačná adresa: Jana Nováková, Hlavná 12, 811 01 Bratislava, SK → Jana Nováková, Mierová 5, 811 01 Bratislava, SK',
      );
      await expectNoAxeViolations(page);
    });
  }

  test('a shipped order offers no edit and its edit page says why', async ({ page }) => {
    const res = await page.request.post('/api/test/order', { data: { carrier: 'courier', paymentMethod: 'card', state: 'paid' } });
    const order = ((await res.json()) as { data: { id: number } }).data;
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto(`/admin/objednavky/${order.id}`);
    await page.getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stav objednávky bol zmenený' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upraviť objednávku' })).toHaveCount(0);
    await page.goto(`/admin/objednavky/${order.id}/upravit`);
    await expect(page.getByTestId('order-not-editable')).toHaveText('Odoslanú, vybavenú ani stornovanú objednávku už nemožno upraviť.');
  });
});
