/**
 * Back office (issue 7, decisions 0029/0030): an admin (demo admin@party-shop.sk, logged in through the API like
 * account.spec.ts does) finds a bank-transfer order in /admin/objednavky, marks it paid on its detail, and the
 * customer's summary page then says 'Objednávka bola úspešne uhradená'; an editor gets the 403 page on
 * /admin/objednavky; a customer gets 403 on /admin; axe on the dashboard, the order list and the order detail, no
 * storefront overlays in the admin.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_ID = 348; // table confetti, in stock in the warehouse (as in account.spec.ts)

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

/** A guest's bank-transfer order (cart + POST /api/orders) in a separate request context. */
async function guestOrder(request: APIRequestContext) {
  const product = await request.get(`/api/catalog/product/${PRODUCT_ID}`);
  const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  const put = await request.put('/api/cart/0', { data: { variantId, quantity: 1 } });
  expect(put.status(), await put.text()).toBe(200);
  const cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
  const email = `e2e-admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
  const res = await request.post('/api/orders', {
    data: {
      cartId,
      idempotencyKey: randomUUID(),
      email,
      phonePrefix: '+421',
      phone: '905 333 444',
      isCompany: false,
      invoice: { firstname: 'Adriana', lastname: 'Adminová', street: 'Obchodná 1', city: 'Bratislava', zip: '81106', country: 'SK' },
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as { data: { id: number; number: string; summaryUrl: string } }).data, email };
}

test.describe('back office: orders', () => {
  // several logins, page loads and four axe runs on a busy 2-core machine
  test.describe.configure({ timeout: 90_000 });

  test('an admin marks a bank transfer paid and the summary page shows it paid; axe on dashboard, list and detail', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const order = await guestOrder(guest);
    await guest.dispose();

    await login(page.request, 'admin@party-shop.sk');
    // the admin has no overlay cookies: the admin frame must not show the age gate, cookie bar or popups anyway
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Prehľad' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigácia administrácie' }).getByRole('link', { name: 'Objednávky' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Potvrdzujem' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Prijať všetky' })).toHaveCount(0);
    const waiting = Number(await page.getByTestId('waiting-count').textContent());
    expect(waiting).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /Zobraziť objednávky čakajúce na platbu/ }).click();
    await expect(page).toHaveURL(/\/admin\/objednavky\?state=waiting_for_payment$/);
    await page.getByLabel('Hľadať').fill(order.email);
    await page.getByRole('button', { name: 'Filtrovať' }).click();
    const link = page.getByRole('link', { name: `Detail objednávky ${order.number}` });
    await expect(link).toBeVisible();
    await expect(page.getByRole('table', { name: 'Zoznam objednávok' }).getByRole('row')).toHaveCount(2); // header + the order
    await expectNoAxeViolations(page);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();
    await expect(page.getByTestId('paid-state')).toHaveText('Neuhradená');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Označiť ako uhradenú' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stav objednávky bol zmenený' })).toBeVisible();
    await expect(page.getByTestId('paid-state')).toContainText('Uhradená');
    await expect(page.getByTestId('state-history')).toContainText('Čaká na platbu → Zaplatená');
    await expect(page.locator('[data-audit-log]')).toContainText('označenie ako uhradené');
    await expect(page.getByRole('button', { name: 'Označiť ako uhradenú' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Odoslať' })).toBeVisible();
    await expectNoAxeViolations(page);

    // the customer's summary link now says the order is paid
    await page.goto(order.summaryUrl);
    await expect(page.getByText('Objednávka bola úspešne uhradená').first()).toBeVisible();
  });

  test('an editor gets the 403 page on /admin/objednavky; a customer gets 403 on /admin; a guest is sent to log in', async ({
    browser,
    baseURL,
  }) => {
    const editor = await browser.newContext({ baseURL });
    const editorPage = await editor.newPage();
    await login(editorPage.request, 'redaktor@party-shop.sk');
    const forbidden = await editorPage.goto('/admin/objednavky');
    expect(forbidden?.status()).toBe(403);
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Prístup zamietnutý' })).toBeVisible();
    await editorPage.goto('/admin');
    await expect(
      editorPage.getByRole('navigation', { name: 'Navigácia administrácie' }).getByRole('link', { name: 'Objednávky' }),
    ).toHaveCount(0);
    expect((await editorPage.request.get('/api/admin/orders')).status()).toBe(403);
    await editor.close();

    const customer = await browser.newContext({ baseURL });
    const customerPage = await customer.newPage();
    await login(customerPage.request, 'zakaznik@party-shop.sk');
    const res = await customerPage.goto('/admin');
    expect(res?.status()).toBe(403);
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Prístup zamietnutý' })).toBeVisible();
    await expect(customerPage.getByRole('navigation', { name: 'Navigácia administrácie' })).toHaveCount(0);
    await expectNoAxeViolations(customerPage);
    await customer.close();

    const guest = await browser.newContext({ baseURL });
    const guestPage = await guest.newPage();
    await guestPage.goto('/admin/objednavky?state=paid');
    await expect(guestPage).toHaveURL(/\/prihlasenie\?redirect=%2Fadmin%2Fobjednavky%3Fstate%3Dpaid$/);
    await guest.close();
  });
});
