/**
 * Shipping from the back office (decision 0072), the owner's view: a guest's Packeta order is shipped on its
 * detail page with a tracking number; the customer's summary page then shows the number and the Packeta tracking
 * link; the order detail lists the product code and the phone as a tel: link; the packing slip page prints the lines
 * with their codes and quantities, without the back-office frame; axe on the detail and the slip.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_ID = 348; // table confetti, in stock in the warehouse (as in admin-orders.spec.ts)
const DEMO_PACKETA_POINT = '99000001'; // a point of the demo Packeta list (decision 0014)

/** A guest's cash-on-delivery Packeta order (cart + POST /api/orders): it starts in "processing", ready to ship. */
async function guestPacketaOrder(request: APIRequestContext) {
  const product = await request.get(`/api/catalog/product/${PRODUCT_ID}`);
  const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  const put = await request.put('/api/cart/0', { data: { variantId, quantity: 2 } });
  expect(put.status(), await put.text()).toBe(200);
  const cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
  const email = `e2e-shipping-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
  const res = await request.post('/api/orders', {
    data: {
      cartId,
      idempotencyKey: randomUUID(),
      email,
      phonePrefix: '+421',
      phone: '905 111 222',
      isCompany: false,
      invoice: { firstname: 'Sára', lastname: 'Zásielková', street: 'Hlavná 5', city: 'Košice', zip: '04001', country: 'SK' },
      carrier: 'packeta',
      packetaPointId: DEMO_PACKETA_POINT,
      paymentMethod: 'cod',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string; summaryUrl: string } }).data;
}

test.describe('back office: shipping an order', () => {
  test.describe.configure({ timeout: 90_000 });

  test('ship with a tracking number → the customer page links it; codes, tel: link and the packing slip', async ({ page, playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const order = await guestPacketaOrder(guest);
    await guest.dispose();

    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto(`/admin/objednavky/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();
    const code = page.getByTestId('item-code').first();
    await expect(code).toContainText(/Kód: \S+/);
    const codeText = ((await code.textContent()) ?? '').replace('Kód:', '').trim();
    await expect(page.getByRole('link', { name: '+421 905 111 222' })).toHaveAttribute('href', 'tel:+421905111222');
    await expect(page.getByLabel('Poslať zákazníkovi e-mail')).toBeChecked();
    await expectNoAxeViolations(page);

    // the packing slip: its own page, lines with codes and quantities, a print button, no admin navigation
    const slip = await page.context().newPage();
    await slip.goto(`/admin/objednavky/${order.id}/dodaci-list`);
    await expect(slip.getByRole('heading', { level: 1, name: `Dodací list k objednávke ${order.number}` })).toBeVisible();
    const line = slip.getByTestId('packing-slip-line').first();
    await expect(line).toContainText(codeText);
    await expect(line).toContainText('2 ks');
    await expect(slip.getByTestId('packing-slip')).toContainText('Sára Zásielková');
    await expect(slip.getByRole('button', { name: 'Tlačiť' })).toBeVisible();
    await expect(slip.getByRole('navigation', { name: 'Navigácia administrácie' })).toHaveCount(0);
    await slip.emulateMedia({ media: 'print' });
    await expect(slip.getByRole('button', { name: 'Tlačiť' })).toBeHidden();
    await expect(line).toBeVisible();
    await slip.emulateMedia({ media: 'screen' });
    await expectNoAxeViolations(slip);
    await slip.close();
    await expect(page.getByRole('link', { name: 'Tlačiť dodací list' })).toHaveAttribute('href', `/admin/objednavky/${order.id}/dodaci-list`);

    await page.getByLabel('Číslo zásielky').fill('Z 555 1234 987');
    await page.getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stav objednávky bol zmenený' })).toBeVisible();
    await expect(page.getByTestId('order-tracking')).toContainText('Z 555 1234 987');

    await page.goto(order.summaryUrl);
    const tracking = page.getByTestId('order-tracking');
    await expect(tracking).toContainText('Číslo zásielky: Z 555 1234 987');
    await expect(tracking.getByRole('link', { name: 'Sledovať zásielku' })).toHaveAttribute('href', 'https://tracking.packeta.com/sk/?id=Z5551234987');
  });
});
