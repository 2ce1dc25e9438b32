/**
 * The owner's figures on the dashboard (decision 0107): a guest's order paid by the admin shows in the sales chart,
 * the charts are server-drawn SVG images with a text alternative (visible without JavaScript), the period switch
 * (links, reached and used by the keyboard) shows 30 days / 12 weeks / 12 months, and axe finds nothing at 1280 px
 * and at 390 px, where the page does not scroll sideways.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_ID = 348; // table confetti, in stock in the warehouse (as in admin-orders.spec.ts)

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

/** A guest's bank-transfer order, in its own request context. */
async function guestOrder(request: APIRequestContext): Promise<number> {
  const product = await request.get(`/api/catalog/product/${PRODUCT_ID}`);
  const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  const put = await request.put('/api/cart/0', { data: { variantId, quantity: 2 } });
  expect(put.status(), await put.text()).toBe(200);
  const cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
  const res = await request.post('/api/orders', {
    data: {
      cartId,
      idempotencyKey: randomUUID(),
      email: `e2e-dashboard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`,
      phonePrefix: '+421',
      phone: '905 333 444',
      isCompany: false,
      invoice: { firstname: 'Dana', lastname: 'Grafová', street: 'Obchodná 1', city: 'Bratislava', zip: '81106', country: 'SK' },
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The rows of the figures table under a section's chart (AdminSection is labelled by `<id>-title`). */
function tableRows(page: Page, section: string) {
  return page.locator(`section[aria-labelledby="${section}-title"] details tbody tr`);
}

test.describe('back office: the owner figures', () => {
  // logins, three page loads, two axe runs and a second browser context on a busy 2-core machine
  test.describe.configure({ timeout: 240_000 });

  test('charts as SVG with their figures, the period switch by keyboard, axe at 1280 and 390 px', async ({
    page,
    playwright,
    baseURL,
    browser,
  }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const orderId = await guestOrder(guest);
    await guest.dispose();
    await login(page.request, 'admin@party-shop.sk');
    const paid = await page.request.post(`/api/admin/orders/${orderId}/state`, { data: { state: 'paid', notifyCustomer: false } });
    expect(paid.status(), await paid.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 2, name: 'Predaj' })).toBeVisible();
    const sales = page.getByRole('img', { name: /^Graf tržieb za posledných 30 dní\. Najvyššie tržby/ });
    await expect(sales).toBeVisible();
    expect(await sales.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await sales.locator('rect').count()).toBeGreaterThanOrEqual(1); // today's paid order at least
    await expect(page.getByTestId('sales-summary')).toContainText('Tržby za posledných 30 dní:');
    await expect(page.getByRole('img', { name: /^Graf objednávok podľa stavu/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Graf predaných kusov podľa produktu/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Po dňoch' })).toHaveAttribute('aria-current', 'page');

    // the text alternative: the figures of every day in a table
    await page.locator('#sales-title').locator('..').getByText('Údaje grafu v tabuľke').click();
    const days = page.locator('[data-bucket]');
    await expect(days).toHaveCount(30);
    await expect(page.getByRole('table', { name: 'Predaj – posledných 30 dní' })).toBeVisible();
    // credit notes (refunded returns) are a column of their own, next to the sales after them
    await expect(page.getByRole('columnheader', { name: 'Dobropisy' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Po dobropisoch' })).toBeVisible();
    await expect(page.getByTestId('sales-summary')).toContainText(/Dobropisy: 0,00\s€, tržby po dobropisoch: /);
    await expectNoAxeViolations(page);

    // the period switch: links reached and followed with the keyboard
    const weeks = page.getByRole('link', { name: 'Po týždňoch' });
    await weeks.focus();
    await expect(weeks).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?period=week$/);
    await expect(page.getByRole('link', { name: 'Po týždňoch' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('img', { name: /^Graf tržieb za posledných 12 týždňov/ })).toBeVisible();
    await expect(page.locator('[data-bucket]')).toHaveCount(12);

    await page.getByRole('link', { name: 'Po týždňoch' }).press('Tab');
    await expect(page.getByRole('link', { name: 'Po mesiacoch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?period=month$/);
    await expect(page.getByRole('img', { name: /^Graf tržieb za posledných 12 mesiacov/ })).toBeVisible();
    await expect(page.locator('[data-bucket]')).toHaveCount(12);
    await expect(tableRows(page, 'states')).toHaveCount(7); // every order state

    // a phone: readable, no sideways scrolling, axe clean
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin?period=day');
    await expect(page.getByRole('img', { name: /^Graf tržieb za posledných 30 dní/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await page.locator('svg[data-chart="sales"]').boundingBox();
    expect(box!.width).toBeGreaterThan(300); // the chart takes the phone's width, so its 12-unit texts stay ~11 px
    await expectNoAxeViolations(page);

    // no JavaScript: the charts are in the server's HTML
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), baseURL });
    const noJs = await context.newPage();
    await noJs.goto('/admin?period=week');
    await expect(noJs.locator('svg[data-chart="sales"] rect').first()).toBeVisible();
    await expect(noJs.getByRole('link', { name: 'Po týždňoch' })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });
});
