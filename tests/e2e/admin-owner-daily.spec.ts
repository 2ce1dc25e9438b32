/**
 * Small things the owner meets every day (decision 0074): an admin logged in on the storefront finds "Administrácia"
 * in the account navigation and the account menu; the voucher list tells an expired and a not-yet-valid code apart
 * from an active one and shows the minimum cart and the per-customer limit; the voucher form has no service type.
 * axe on the voucher list at 390 px.
 *
 * The owner's daily orders (decisions 0089, 0090), at 1280 px and 390 px, axe-clean: a guest's bank-transfer order
 * is marked paid, shipped with a tracking number and completed, and the customer's e-mails (read from the server's
 * mail folder) follow each step, the shipped one with the number; another order is cancelled; the buyer, a guest, is
 * found as "stastny" in the customer list and in the search box across the back office; the history reads in Slovak.
 * On a phone the order list shows cards (customer, total, payment, state) with the filters folded behind "Filtre",
 * and the order's state box is above the fold.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { readStoredMails } from '../setup/mail-links';
import { expect, expectNoAxeViolations, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);
const PRODUCT_ID = 1;

/** A guest's bank-transfer order by courier (cart + POST /api/orders) in its own request context. */
async function guestOrder(request: APIRequestContext, email: string, lastname: string) {
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
      phone: '905 444 555',
      isCompany: false,
      invoice: { firstname: 'Peter', lastname, street: 'Obchodná 1', city: 'Bratislava', zip: '81106', country: 'SK' },
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      termsAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

/** The mails to `to` whose subject names the order, polled until `count` have arrived. */
async function mailsAbout(to: string, number: string, count: number) {
  let found: Awaited<ReturnType<typeof readStoredMails>> = [];
  await expect
    .poll(async () => {
      found = (await readStoredMails(dataDir)).filter((m) => m.to.toLowerCase().includes(to) && m.decoded.includes(number));
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}

async function changeState(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stav objednávky bol zmenený' })).toBeVisible();
}

const DAY_MS = 86_400_000;

test.describe('back office: the owner every day', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ shopPage: page }) => {
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
  });

  test('a staff member on the storefront reaches /admin from the account page and the account menu', async ({ shopPage: page }) => {
    await page.goto('/ucet');
    const nav = page.getByRole('navigation', { name: 'Môj účet' });
    await nav.getByRole('link', { name: 'Administrácia' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await page.locator('button[aria-controls="ucet-menu"]').click();
    await expect(page.locator('#ucet-menu').getByRole('link', { name: 'Administrácia' })).toBeVisible();
  });

  test('the voucher list shows Expirovaný, Ešte neplatí and Aktívny with the minimum and the per-customer limit', async ({
    shopPage: page,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const make = async (code: string, body: Record<string, unknown>) => {
      const res = await page.request.post('/api/admin/vouchers', { data: { code, voucherType: 'percent', value: 10, ...body } });
      expect(res.status(), await res.text()).toBe(201);
    };
    await make(`E2EOLD${stamp}`, {
      activeFrom: new Date(Date.now() - 10 * DAY_MS).toISOString(),
      activeTo: new Date(Date.now() - DAY_MS).toISOString(),
    });
    await make(`E2ENEW${stamp}`, { activeFrom: new Date(Date.now() + 5 * DAY_MS).toISOString() });
    await make(`E2ENOW${stamp}`, { minimalPrice: 50_000, quantityPerUser: 1 });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/kupony?q=${stamp}`);
    const row = (code: string) => page.getByRole('row').filter({ hasText: code });
    await expect(row(`E2EOLD${stamp}`)).toContainText('Expirovaný');
    await expect(row(`E2ENEW${stamp}`)).toContainText('Ešte neplatí');
    await expect(row(`E2ENOW${stamp}`)).toContainText('Aktívny');
    // 500 Kč as a shopper in the main currency reads it (decision 0080)
    await expect(row(`E2ENOW${stamp}`)).toContainText(/20,00\s€/);
    await expect(row(`E2ENOW${stamp}`)).toContainText('1×');
    await expectNoAxeViolations(page);

    await row(`E2ENOW${stamp}`)
      .getByRole('link', { name: `E2ENOW${stamp}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/kupony\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Kód', exact: true })).toHaveValue(`E2ENOW${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Typ služby' })).toHaveCount(0);
  });
});

test.describe('back office: the owner processes orders', () => {
  test.describe.configure({ timeout: 180_000 });

  test('paid → shipped with a tracking number → completed with the e-mails; cancel; the guest found unaccented; history in Slovak (1280 px)', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `peter.stastny.${stamp}@example.sk`;
    const guest = await playwright.request.newContext({ baseURL });
    const order = await guestOrder(guest, email, `Šťastný${stamp}`);
    const other = await guestOrder(guest, email, `Šťastný${stamp}`);
    await guest.dispose();
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.setViewportSize({ width: 1280, height: 900 });

    // the buyer, a guest, in the customer list by a name typed without accents
    await page.goto('/admin/zakaznici');
    await page.getByLabel('Hľadať', { exact: true }).fill(`stastny${stamp}`);
    await page.getByRole('button', { name: 'Filtrovať' }).click();
    const row = page.getByRole('table', { name: 'Zoznam zákazníkov' }).getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('guest-badge')).toHaveText('hosť');
    await expect(row).toContainText(`Peter Šťastný${stamp}`);
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');
    await expectNoAxeViolations(page);

    // the search box across the back office finds the orders and the guest
    await page.getByRole('search', { name: 'Vyhľadávanie v administrácii' }).getByRole('searchbox').fill(`STASTNY${stamp}`);
    await page.getByRole('search', { name: 'Vyhľadávanie v administrácii' }).getByRole('button', { name: 'Hľadať' }).click();
    await expect(page).toHaveURL(/\/admin\/hladat\?q=/);
    await expect(page.getByRole('heading', { name: 'Objednávky (2)' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Zákazníci/ })).toContainText(email);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: order.number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();

    // paid → shipped with a tracking number → completed
    await changeState(page, 'Označiť ako uhradenú');
    await page.getByLabel('Číslo zásielky').fill('DPD 1234 5678');
    await changeState(page, 'Odoslať');
    await expect(page.getByTestId('order-tracking')).toContainText('DPD 1234 5678');
    await changeState(page, 'Vybavená');
    await expect(page.getByTestId('state-history')).toContainText('Odoslaná → Vybavená');

    // the history in Slovak (the text content holds the screen reader's "zmenené na"): states by name, the payment time in shop time, the tracking number by its label
    const audit = page.locator('[data-audit-log]');
    await expect(audit).toContainText('označenie ako uhradené');
    await expect(audit.locator('[data-audit-field="state"]').first()).toContainText('Stav: Odoslaná');
    await expect(audit).toContainText('Stav: Čaká na platbu');
    await expect(audit.locator('[data-audit-field="trackingNumber"]')).toHaveText(/^Číslo zásielky: – →\s*(zmenené na)?\s*DPD 1234 5678$/);
    await expect(audit.locator('[data-audit-field="paidAt"]')).toHaveText(
      /^Uhradená: – →\s*(zmenené na)?\s*\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}$/,
    );
    await expect(audit).not.toContainText('waiting_for_payment');
    await expect(audit).not.toContainText('trackingNumber');
    await expectNoAxeViolations(page);

    // the customer's e-mails: the order, then paid, shipped (with the number) and completed
    const mails = await mailsAbout(email, order.number, 4);
    expect(mails.some((m) => m.decoded.includes('DPD 1234 5678'))).toBe(true);
    for (const state of ['Zaplatená', 'Odoslaná', 'Vybavená']) expect(mails.some((m) => m.decoded.includes(state))).toBe(true);

    // the second order is cancelled: the goods go back to the warehouse, named in the history
    await page.goto(`/admin/objednavky/${other.id}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await changeState(page, 'Stornovať');
    await expect(page.getByTestId('state-history')).toContainText('Čaká na platbu → Stornovaná');
    await expect(audit).toContainText('storno');
    await expect(audit.locator('[data-audit-field="stockReturned"]')).toHaveText(/^Vrátené na sklad: – →\s*(zmenené na)?\s*1 ks .+ → .+$/);
    await expect(audit).not.toContainText(/variant \d+ → store/);
  });

  test('on a phone: order cards with customer, total, payment and state, filters behind a button, the state box above the fold (390 px)', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `mobil.novakova.${stamp}@example.sk`;
    const guest = await playwright.request.newContext({ baseURL });
    const order = await guestOrder(guest, email, `Nováková${stamp}`);
    await guest.dispose();
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/admin/objednavky');
    // the filters beyond the search are folded
    await expect(page.getByLabel('Stav', { exact: true })).toBeHidden();
    await page.getByText('Filtre', { exact: true }).click();
    await expect(page.getByLabel('Stav', { exact: true })).toBeVisible();
    await page.getByLabel('Hľadať', { exact: true }).fill(`novakova${stamp}`);
    await page.getByRole('button', { name: 'Filtrovať' }).click();
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Peter Nováková${stamp}`);
    await expect(card).toContainText('Bankový prevod');
    await expect(card).toContainText('Čaká na platbu');
    await expect(card).toContainText(/\d+,\d{2}\s€/);
    await expect(page.getByRole('table', { name: 'Zoznam objednávok' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: `Detail objednávky ${order.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();
    const box = await page.locator('#order-actions-title').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(844);
    await expect(page.getByRole('button', { name: 'Označiť ako uhradenú' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('the sidebar reaches the bottom of a long page (1280 px)', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/admin/produkty');
    const [sidebar, documentHeight] = await Promise.all([
      page.locator('[data-admin] > header').boundingBox(),
      page.evaluate(() => document.documentElement.scrollHeight),
    ]);
    expect(documentHeight).toBeGreaterThan(720);
    expect(sidebar!.y + sidebar!.height).toBeGreaterThanOrEqual(documentHeight - 1);
  });
});
