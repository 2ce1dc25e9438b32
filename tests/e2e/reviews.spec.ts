/**
 * Reviews and the restock watchdog on the product page (issue 5; SPEC §5, §6, §8): a logged-in customer (registered
 * through the API, which logs the browser context in) rates a product and is told it waits for approval (decision
 * 0063: pre-moderation by default); once an admin approves it, it is on the page; a guest
 * sees the spec's login sentence; the form works without JavaScript; the watchdog of an out-of-stock variant is saved
 * and mails once when the stock comes back (the .eml under the server's DATA_DIR); axe on the page with the forms.
 */
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { buildDemoData, DEMO_PASSWORD } from '../../src/seed/demo';
import { readStoredMails } from '../setup/mail-links';
import { addShopCookies, expect, expectNoAxeViolations, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);
const DAY_MS = 86_400_000;
const PASSWORD = 'Balóny na oslavu 1';

const demo = buildDemoData(new Date());
const variantsOf = (id: number) => demo.productVariants.filter((v) => v.productId === id);
// visible, published since at least a day, no 18+ dialog, one variant, not a service
const plain = demo.products.filter(
  (p) =>
    p.isVisible !== false &&
    !p.isGift &&
    !p.isAdult &&
    !p.isService &&
    (!p.publishedAt || new Date(p.publishedAt).getTime() < Date.now() - DAY_MS) &&
    variantsOf(p.id!).length === 1,
);
const [reviewed, noJsReviewed, watched] = plain;
const byId = (id: number) => `/${id}/x/x`;

async function registerCustomer(page: Page, firstname: string): Promise<string> {
  const email = `e2e-review-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
  // the test route: registration's per-address limit would not let the whole suite create this many accounts
  const res = await page.request.post('/api/test/customer', { data: { firstname, lastname: 'Hodnotiaca', email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  return email;
}

const reviewsSection = (page: Page) => page.locator('section#hodnotenia');

/** Approves the newest waiting review of `productId` as the demo admin (in a request context of its own). */
async function approveAsAdmin(baseURL: string, productId: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } })).status()).toBe(200);
  const waiting = (await (await admin.get('/api/admin/reviews?stav=pending')).json()) as { data: Array<{ id: number; productId: number }> };
  const review = waiting.data.find((r) => r.productId === productId);
  expect(review).toBeDefined();
  expect((await admin.post(`/api/admin/reviews/${review!.id}/approve`)).status()).toBe(200);
  await admin.dispose();
}

test.describe('reviews', () => {
  test('the demo seed has the products these tests need', () => {
    expect(reviewed && noJsReviewed && watched).toBeTruthy();
  });

  test('a guest sees the login sentence instead of the form', async ({ shopPage: page }) => {
    await page.goto(byId(reviewed!.id!));
    const login = reviewsSection(page).getByRole('link', { name: 'Pre hodnotenie produktu sa prosím prihláste.' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', /\/prihlasenie/);
    await expect(page.getByTestId('review-form')).toHaveCount(0);
  });

  test('a logged-in customer rates a product, is told it waits for approval, and sees it once approved; axe passes', async ({
    shopPage: page,
    baseURL,
  }) => {
    await registerCustomer(page, 'Bohdana');
    await page.goto(byId(reviewed!.id!));
    const form = page.getByTestId('review-form');
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    // nothing at all: the text field (the kit's Field) is described by its message and its hint
    const text = form.getByLabel('Text hodnotenia');
    await form.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    // the hint, then the field's own message
    await expect(text).toHaveAccessibleDescription(/^Napíšte, ako ste boli s produktom spokojní \(najviac \d+ znakov\)\. \S/);

    // nothing chosen: the refusal is at the stars, focus goes there
    await form.getByLabel('Text hodnotenia').fill('Farby presne ako na obrázku, <b>odporúčam</b>.');
    await form.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
    await expect(form.getByText('Vyberte hodnotenie od 1 do 5 hviezdičiek.')).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('radio', { name: '4 z 5 hviezdičiek' }).check();
    await form.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
    // pre-moderation (the default): the shopper is told it waits, and it is not on the page yet
    await expect(page.getByTestId('review-result')).toHaveText('Hodnotenie bolo odoslané. Zobrazí sa po schválení obchodom. Ďakujeme!');
    await expect(page.getByTestId('review-own-status')).toHaveText('Vaše hodnotenie čaká na schválenie obchodom.');
    const item = reviewsSection(page).locator('li', { hasText: 'Bohdana H.' });
    await expect(item).toHaveCount(0);
    await approveAsAdmin(baseURL!, reviewed!.id!);
    await page.reload();
    await expect(item).toBeVisible();
    // plain text: the markup shows as typed, no <b> element is made of it
    await expect(item).toContainText('Farby presne ako na obrázku, <b>odporúčam</b>.');
    await expect(item.locator('b')).toHaveCount(0);
    await expect(item.getByRole('img', { name: '4 z 5 hviezdičiek' })).toBeVisible();
    // the form now holds the customer's review and offers to change it
    await expect(form.getByRole('radio', { name: '4 z 5 hviezdičiek' })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Zmeniť hodnotenie' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the review form works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await addShopCookies(context, baseURL!);
    const page = await context.newPage();
    await registerCustomer(page, 'Cecília');
    await page.goto(byId(noJsReviewed!.id!));
    const form = page.getByTestId('review-form');
    await form.getByRole('radio', { name: '5 z 5 hviezdičiek' }).check();
    await form.getByLabel('Text hodnotenia').fill('Bez JavaScriptu to ide tiež.');
    await form.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
    await expect(page.getByTestId('review-result')).toHaveText('Hodnotenie bolo odoslané. Zobrazí sa po schválení obchodom. Ďakujeme!');
    await expect(page.getByTestId('review-own-status')).toHaveText('Vaše hodnotenie čaká na schválenie obchodom.');
    await expect(reviewsSection(page).locator('li', { hasText: 'Cecília H.' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('restock watchdog', () => {
  test('an out-of-stock variant: guest login message, saved for a customer, one e-mail when stock is back', async ({ shopPage: page }) => {
    const variantId = variantsOf(watched!.id!)[0]!.id!;
    const soldOut = await page.request.post('/api/test/stock', { data: { variantId, quantity: 0, allStores: true } });
    expect(soldOut.status()).toBe(200);

    await page.goto(byId(watched!.id!));
    const box = page.getByTestId('watchdog');
    await expect(box.getByRole('link', { name: 'Pre stráženie dostupnosti sa prosím prihláste.' })).toBeVisible();

    const email = await registerCustomer(page, 'Dana');
    await page.reload();
    await box.getByRole('button', { name: 'Strážiť dostupnosť' }).click();
    await expect(page.getByTestId('watchdog-result')).toHaveText(
      'Stráženie dostupnosti bolo uložené. Keď bude tovar skladom, pošleme vám e-mail.',
    );
    await expect(box.getByRole('button', { name: 'Zrušiť stráženie' })).toBeVisible();
    // from the top: scrolled down, the sticky header covers the gallery's arrows and axe counts them as too small
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    const restocked = await page.request.post('/api/test/stock', { data: { variantId, quantity: 4 } });
    expect((await restocked.json()).data).toEqual({ notified: 1, failed: 0 });
    const again = await page.request.post('/api/test/stock', { data: { variantId, quantity: 5 } });
    expect((await again.json()).data).toEqual({ notified: 0, failed: 0 });
    const mails = (await readStoredMails(dataDir)).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain(watched!.name);
  });
});
