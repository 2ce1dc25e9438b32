/**
 * Shipping from the back office (decision 0072), the owner's view: a paid Packeta order is shipped on its
 * detail page with a tracking number; the customer's summary page then shows the number and the Packeta tracking
 * link; the order detail lists the product code and the phone as a tel: link; the packing slip page prints the lines
 * with their codes and quantities, without the back-office frame; axe on the detail and the slip.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A paid Packeta order through the test-only route (the e2e server runs without a Packeta key, so its checkout
 * offers no Packeta): the order fixture's lines carry codes (BAL-SRD-45 ×2 …), its phone is +421 905123456.
 */
async function paidPacketaOrder(request: APIRequestContext) {
  const res = await request.post('/api/test/order', { data: { carrier: 'packeta', paymentMethod: 'card', state: 'paid' } });
  expect(res.status(), await res.text()).toBe(201);
  const data = ((await res.json()) as { data: { id: number; number: string; url: string } }).data;
  return { id: data.id, number: data.number, summaryUrl: data.url };
}

test.describe('back office: shipping an order', () => {
  test.describe.configure({ timeout: 90_000 });

  test('ship with a tracking number → the customer page links it; codes, tel: link and the packing slip', async ({ page }) => {
    const order = await paidPacketaOrder(page.request);

    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto(`/admin/objednavky/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();
    await expect(page.getByTestId('item-code').first()).toHaveText('Kód: BAL-SRD-45');
    await expect(page.getByRole('link', { name: '+421 905123456' })).toHaveAttribute('href', 'tel:+421905123456');
    await expect(page.getByLabel('Poslať zákazníkovi e-mail')).toBeChecked();
    await expectNoAxeViolations(page);

    // the packing slip: its own page, lines with codes and quantities, a print button, no admin navigation
    const slip = await page.context().newPage();
    await slip.goto(`/admin/objednavky/${order.id}/dodaci-list`);
    await expect(slip.getByRole('heading', { level: 1, name: `Dodací list k objednávke ${order.number}` })).toBeVisible();
    const line = slip.getByTestId('packing-slip-line').first();
    await expect(line).toContainText('BAL-SRD-45');
    await expect(line).toContainText('Fóliový balón Srdce');
    await expect(line).toContainText('2 ks');
    await expect(slip.getByTestId('packing-slip-line')).toHaveCount(3);
    await expect(slip.getByTestId('packing-slip')).toContainText('Bratislava, Obchodná 5 (Z-BOX)');
    await expect(slip.getByRole('button', { name: 'Tlačiť' })).toBeVisible();
    await expect(slip.getByRole('navigation', { name: 'Navigácia administrácie' })).toHaveCount(0);
    await slip.emulateMedia({ media: 'print' });
    await expect(slip.getByRole('button', { name: 'Tlačiť' })).toBeHidden();
    await expect(line).toBeVisible();
    await slip.emulateMedia({ media: 'screen' });
    await expectNoAxeViolations(slip);
    await slip.close();
    await expect(page.getByRole('link', { name: 'Tlačiť dodací list' })).toHaveAttribute(
      'href',
      `/admin/objednavky/${order.id}/dodaci-list`,
    );

    await page.getByLabel('Číslo zásielky').fill('Z 555 1234 987');
    await page.getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stav objednávky bol zmenený' })).toBeVisible();
    await expect(page.getByTestId('order-tracking')).toContainText('Z 555 1234 987');

    await page.goto(order.summaryUrl);
    const tracking = page.getByTestId('order-tracking');
    await expect(tracking).toContainText('Číslo zásielky: Z 555 1234 987');
    await expect(tracking.getByRole('link', { name: 'Sledovať zásielku' })).toHaveAttribute(
      'href',
      'https://tracking.packeta.com/sk/?id=Z5551234987',
    );
  });
});
