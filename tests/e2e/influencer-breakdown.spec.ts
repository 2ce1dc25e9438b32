/**
 * Influencer commission from paid orders only, with the per-order breakdown and the payout history (decision 0070):
 * a customer orders with INFLUENCER15 by bank transfer → the influencer sees it as pending, not payable; the admin
 * marks the order paid → it shows in the breakdown on /account/influencer; the admin pays the commission out → the
 * customer detail in the back office lists the order as paid out and the payout in the history. Axe on both pages.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { addShopCookies, expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_ID = 348; // table confetti, in stock in the warehouse
const INFLUENCER_ID = 2;

type Figures = { unpaidCommission: number; pendingCommission: number; orderBreakdown: Array<{ number: string }> };

async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
}

/** A guest orders the confetti with INFLUENCER15, courier and bank transfer; answers the order's id and number. */
async function orderWithCode(request: APIRequestContext): Promise<{ id: number; number: string }> {
  const product = await request.get(`/api/catalog/product/${PRODUCT_ID}`);
  const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  const put = await request.put('/api/cart/0', { data: { variantId, quantity: 2 } });
  expect(put.status()).toBe(200);
  const cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
  expect(
    (await request.post(`/api/voucher/cart/add/${cartId}`, { data: { voucherCode: 'INFLUENCER15', serviceType: 'eshop' } })).status(),
  ).toBe(200);
  const res = await request.post('/api/orders', {
    data: {
      cartId,
      idempotencyKey: randomUUID(),
      email: `e2e-influencer-${Date.now()}@example.sk`,
      phonePrefix: '+421',
      phone: '905 111 222',
      isCompany: false,
      invoice: { firstname: 'Lucia', lastname: 'Fanúšiková', street: 'Obchodná 12', city: 'Bratislava', zip: '81106', country: 'SK' },
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

test.describe('influencer commission', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an unpaid order is pending; once paid it is in the breakdown; the payout shows in the history', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const influencerContext = await browser.newContext({ baseURL });
    await addShopCookies(influencerContext, baseURL!);
    const influencer = await influencerContext.newPage();
    await login(influencer.request, 'influencer@party-shop.sk');
    const figures = async () => ((await (await influencer.request.get('/api/influencer')).json()) as { data: Figures }).data;
    const before = await figures();

    const guest = await playwright.request.newContext({ baseURL });
    const order = await orderWithCode(guest);
    await guest.dispose();

    // waiting for the bank transfer: pending, nothing payable, not in the breakdown
    const waiting = await figures();
    expect(waiting.pendingCommission).toBeGreaterThan(before.pendingCommission);
    expect(waiting.unpaidCommission).toBe(before.unpaidCommission);
    expect(waiting.orderBreakdown.map((o) => o.number)).not.toContain(order.number);

    // the admin marks the order paid
    await login(page.request, 'admin@party-shop.sk');
    await page.goto(`/admin/objednavky/${order.id}`);
    await page.getByRole('button', { name: 'Označiť ako uhradenú' }).click();
    await expect(page.getByTestId('paid-state')).toContainText('Uhradená');

    // the influencer sees the order in the breakdown, waiting for the payout
    await influencer.goto('/account/influencer');
    const row = influencer.getByTestId('influencer-order-row').filter({ hasText: order.number });
    await expect(row).toContainText('INFLUENCER15');
    await expect(row).toContainText('čaká na vyplatenie');
    await expect(influencer.getByRole('heading', { name: 'História výplat' })).toBeVisible();
    await expectNoAxeViolations(influencer);

    // the admin pays the commission out
    await page.goto('/admin/zakaznici/influenceri');
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('button', { name: /Označiť ako vyplatené/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /Označiť ako vyplatené/ })).toHaveCount(0);

    // the customer detail: the order paid out, the payout in the history, the number links to the order
    await page.goto(`/admin/zakaznici/${INFLUENCER_ID}`);
    const adminRow = page.getByTestId('influencer-order-row').filter({ hasText: order.number });
    await expect(adminRow).toContainText(/vyplatená \d/);
    await expect(adminRow.getByRole('link', { name: order.number })).toHaveAttribute('href', `/admin/objednavky/${order.id}`);
    await expect(page.getByTestId('influencer-payout-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // at 390 px the tables scroll inside their boxes, never the page
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('influencer-orders')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await influencerContext.close();
  });
});
