/**
 * Returns and complaints (decision 0102): a customer withdraws two lines of a delivered order from its page in /ucet;
 * the owner accepts (the goods go back to stock) and refunds it in /admin/vratenia; the customer sees the state and
 * downloads the credit note. A guest files a complaint with a photo at /vratenie-tovaru by order number and e-mail
 * and is mailed the request's number. axe at 390 px and 1280 px on every new page.
 */
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { readStoredMails } from '../setup/mail-links';
import { expect, expectNoAxeViolations, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);
const PASSWORD = 'Vrátenie 2026 heslo';
const PRODUCTS = [348, 1];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** An order of two lines (2 × product 348, 1 × product 1) by courier and bank transfer, from `request`'s session. */
async function placeOrder(request: APIRequestContext, email: string): Promise<{ id: number; number: string }> {
  let cartId = 0;
  for (const [i, productId] of PRODUCTS.entries()) {
    const product = await request.get(`/api/catalog/product/${productId}`);
    const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
    expect((await request.post('/api/test/stock', { data: { variantId, quantity: 50, allStores: true } })).status()).toBe(200);
    const put = await request.put(`/api/cart/${cartId}`, { data: { variantId, quantity: i === 0 ? 2 : 1 } });
    expect(put.status(), await put.text()).toBe(200);
    cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
  }
  const res = await request.post('/api/orders', {
    data: {
      cartId,
      idempotencyKey: randomUUID(),
      email,
      phonePrefix: '+421',
      phone: '905 333 444',
      isCompany: false,
      invoice: { firstname: 'Ľubica', lastname: 'Vrátená', street: 'Štúrova 3', city: 'Košice', zip: '04001', country: 'SK' },
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

/** The owner's page, logged in. */
async function ownerPage(browser: import('@playwright/test').Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const login = await owner.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return owner;
}

/** Paid (invoiced), shipped and delivered, as the owner does it. */
async function deliver(owner: Page, orderId: number) {
  expect((await owner.request.post(`/api/admin/orders/${orderId}/mark-paid`, { data: {} })).status()).toBe(200);
  for (const state of ['shipped', 'completed'])
    expect((await owner.request.post(`/api/admin/orders/${orderId}/state`, { data: { state, notifyCustomer: false } })).status()).toBe(200);
}

test('a customer withdraws two lines; the owner accepts and refunds; the customer sees it and downloads the credit note', async ({
  shopPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const email = `e2e-vratenie-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
  expect(
    (
      await page.request.post('/api/test/customer', { data: { firstname: 'Ľubica', lastname: 'Vrátená', email, password: PASSWORD } })
    ).status(),
  ).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const order = await placeOrder(page.request, email);
  const owner = await ownerPage(browser, baseURL!);
  await deliver(owner, order.id);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/ucet/objednavka/${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Vrátenie tovaru a reklamácia' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const form = page.getByTestId('return-form');
  await expect(form.getByRole('radio', { name: 'Odstúpenie od zmluvy' })).toBeChecked();
  // a wrong IBAN is refused at its field, the quantities stay
  const quantities = form.getByRole('spinbutton');
  await expect(quantities).toHaveCount(2);
  await quantities.nth(0).fill('2');
  await quantities.nth(1).fill('1');
  await form.getByLabel('IBAN na vrátenie peňazí').fill('SK31 1200 0000 1987 4263 7542');
  await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();
  await expect(form.getByText('Zadajte platný IBAN.')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel('IBAN na vrátenie peňazí')).toBeFocused();
  await expectNoAxeViolations(page);
  await form.getByLabel('IBAN na vrátenie peňazí').fill('SK31 1200 0000 1987 4263 7541');
  await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();
  await expect(page.getByText(/Žiadosť R\d{7} sme prijali/)).toBeVisible({ timeout: 30_000 });
  const request = page.getByTestId('return-request');
  await expect(request).toContainText('Odstúpenie od zmluvy');
  await expect(request.getByTestId('return-state')).toHaveText('Podaná');
  const number = (await request.locator('strong').textContent())!.match(/R\d{7}/)![0];
  // nothing left to withdraw
  await expect(page.getByText('Z tejto objednávky už nie je čo vrátiť.')).toBeVisible();

  // the owner: the list with the deadline, the detail, accept, refund
  for (const viewport of VIEWPORTS) {
    await owner.setViewportSize(viewport);
    await owner.goto('/admin/vratenia');
    await expect(owner.getByRole('heading', { level: 1, name: 'Vrátenia a reklamácie' })).toBeVisible();
    await expectNoAxeViolations(owner);
  }
  await owner.getByRole('link', { name: number }).click();
  await expect(owner.getByRole('heading', { level: 1, name: `Odstúpenie od zmluvy ${number}` })).toBeVisible();
  await expect(owner.getByText('SK31 1200 0000 1987 4263 7541')).toBeVisible();
  await expect(owner.getByTestId('return-deadline')).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await owner.setViewportSize(viewport);
    await expectNoAxeViolations(owner);
  }
  await owner.getByRole('button', { name: 'Tovar prišiel – schváliť a vrátiť na sklad' }).click();
  await expect(owner.getByText('Stav žiadosti bol zmenený.')).toBeVisible({ timeout: 30_000 });
  await expect(owner.getByTestId('return-state')).toHaveText('Schválená');
  await owner.getByRole('button', { name: 'Peniaze vrátené – vystaviť dobropis' }).click();
  await expect(owner.getByTestId('return-state')).toHaveText('Peniaze vrátené', { timeout: 30_000 });
  await expect(owner.getByTestId('credit-note-link')).toHaveText(/^Dobropis DB\d{7}$/);
  await owner.context().close();

  // the customer sees the state and downloads the credit note
  await page.goto(`/ucet/objednavka/${order.id}`);
  await expect(page.getByTestId('return-request').getByTestId('return-state')).toHaveText('Peniaze vrátené');
  const link = page.getByRole('link', { name: /^Dobropis DB\d{7}/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^DB\d{7}\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a guest files a complaint with a photo by order number and e-mail', async ({ shopPage: page, browser, baseURL, playwright }) => {
  test.setTimeout(240_000);
  const email = `e2e-reklamacia-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
  const guest = await playwright.request.newContext({ baseURL });
  const order = await placeOrder(guest, email);
  await guest.dispose();
  const owner = await ownerPage(browser, baseURL!);
  await deliver(owner, order.id);
  await owner.context().close();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/vratenie-tovaru');
    await expect(page.getByRole('heading', { level: 1, name: 'Vrátenie tovaru a reklamácia' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // a wrong e-mail finds nothing
  await page.getByLabel('Číslo objednávky').fill(order.number);
  await page.getByLabel('E-mail z objednávky').fill('niekto.iny@example.sk');
  await page.getByRole('button', { name: 'Vyhľadať objednávku' }).click();
  await expect(page.getByText('Objednávku s týmto číslom a e-mailom sme nenašli.')).toBeVisible();
  await page.getByLabel('E-mail z objednávky').fill(email);
  await page.getByRole('button', { name: 'Vyhľadať objednávku' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Objednávka ${order.number}` })).toBeVisible();
  const form = page.getByTestId('return-form');
  await form.getByRole('radio', { name: 'Reklamácia' }).check();
  await form.getByRole('spinbutton').first().fill('1');
  await form.getByLabel('Popis chyby alebo poznámka').fill('Konfety sú zlepené, vrecko bolo navlhnuté.');
  const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#006f9a' } })
    .jpeg()
    .toBuffer();
  await form.getByLabel('Fotografie chyby (nepovinné)').setInputFiles({ name: 'konfety.jpg', mimeType: 'image/jpeg', buffer: photo });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();
  const notice = page.getByText(/Žiadosť R\d{7} sme prijali/);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const number = (await notice.textContent())!.match(/R\d{7}/)![0];
  await expect
    .poll(async () => (await readStoredMails(dataDir)).some((m) => m.to.includes(email) && m.decoded.includes(number)))
    .toBe(true);
});
