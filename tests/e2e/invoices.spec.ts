/**
 * Invoices (decision 0098): the owner sets the invoicing data in /admin/nastavenia/fakturacia (a bad prefix is refused
 * at its field), marks a customer's order paid, and the customer downloads the invoice PDF from the order detail in
 * /ucet; the owner downloads it from the order in the back office. axe at 390 px and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PASSWORD = 'Faktúry 2026 heslo';
const PRODUCT_ID = 348; // table confetti, in stock in the warehouse

async function customerOrder(request: APIRequestContext): Promise<{ id: number; number: string }> {
  const email = `e2e-faktura-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
  // the test route skips registration's per-address limit, which the whole suite would exceed
  const created = await request.post('/api/test/customer', {
    data: { firstname: 'Ľudmila', lastname: 'Faktúrová', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const product = await request.get(`/api/catalog/product/${PRODUCT_ID}`);
  const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  const put = await request.put('/api/cart/0', { data: { variantId, quantity: 1 } });
  expect(put.status()).toBe(200);
  const cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
  const res = await request.post('/api/orders', {
    data: {
      cartId,
      idempotencyKey: randomUUID(),
      email,
      phonePrefix: '+421',
      phone: '905 111 222',
      isCompany: false,
      invoice: { firstname: 'Ľudmila', lastname: 'Faktúrová', street: 'Štúrova 3', city: 'Košice', zip: '04001', country: 'SK' },
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

test('the owner sets invoicing and marks an order paid; the customer and the owner download its invoice', async ({
  shopPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await customerOrder(page.request);

  // the owner, in a browser of their own
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  expect((await owner.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } })).status()).toBe(
    200,
  );
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await owner.setViewportSize(viewport);
    await owner.goto('/admin/nastavenia/fakturacia');
    await expect(owner.getByRole('heading', { level: 1, name: 'Fakturácia' })).toBeVisible();
    await expectNoAxeViolations(owner);
  }
  await owner.getByLabel('Predpona faktúr').fill('fa');
  await owner.getByRole('button', { name: 'Uložiť nastavenie' }).click();
  await expect(owner.getByText('Zadajte 1 až 4 veľké písmená bez diakritiky.')).toBeVisible();
  await owner.getByLabel('Predpona faktúr').fill('FA');
  await owner.getByLabel('IČ DPH').fill('SK2020123456');
  await owner.getByRole('button', { name: 'Uložiť nastavenie' }).click();
  await expect(owner.getByText('Nastavenie fakturácie bolo uložené.')).toBeVisible();

  expect((await owner.request.post(`/api/admin/orders/${order.id}/mark-paid`, { data: {} })).status()).toBe(200);
  await owner.goto(`/admin/objednavky/${order.id}`);
  const ownerLink = owner.getByRole('link', { name: /^Faktúra FA\d{7} \(PDF\)$/ });
  await expect(ownerLink).toBeVisible();
  const [ownerDownload] = await Promise.all([owner.waitForEvent('download'), ownerLink.click()]);
  expect((await readFile((await ownerDownload.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await ownerContext.close();

  // the customer
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/ucet/objednavka/${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Doklady' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const link = page.getByRole('link', { name: /^Faktúra FA\d{7} \(PDF\)$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^FA\d{7}\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});
