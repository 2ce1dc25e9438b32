/**
 * Back office, edits that are never lost (decision 0071): saving a variant keeps what is typed in the product form,
 * "Pridať variant" empties its form, the variant's stock total follows the typing, leaving a page with unsaved changes
 * asks first (and not after a save), a new product is saved hidden with a hint of what it lacks, and the order's
 * state-change note is not repeated on the next change.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, test } from './fixtures';

const PRODUCT_ID = 348; // table confetti, in stock in the warehouse (as in admin-orders.spec.ts)

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

/** A new product through /admin/produkty/novy; the page is left on its edit page. */
async function newProduct(page: Page) {
  const tree = (await (await page.request.get('/api/admin/categories')).json()) as {
    data: Array<{ id: number; depth: number; isVisible: boolean }>;
  };
  const category = tree.data.find((c) => c.depth === 1 && c.isVisible)!;
  const code = `E2E-ED-${Date.now()}`;
  await page.goto('/admin/produkty/novy');
  await expect(page.getByTestId('publish-hint')).toContainText('uloží ako skrytý');
  await page.getByRole('textbox', { name: 'Názov', exact: true }).fill(`Úpravový balón ${code}`);
  await page.getByLabel('Kód produktu').fill(code);
  await page.getByRole('textbox', { name: 'Cena s DPH (€)', exact: true }).fill('49,90');
  await page.getByLabel('Hlavná kategória').selectOption(String(category.id));
  await page.getByRole('button', { name: 'Vytvoriť produkt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Produkt bol vytvorený' })).toBeVisible();
  return code;
}

test.describe('back office: edits that are never lost', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a variant save keeps product edits; the add form empties; the stock total is live; a new product starts hidden', async ({
    page,
  }) => {
    await login(page.request, 'admin@party-shop.sk');
    const code = await newProduct(page);
    // hidden, and the form says what is missing
    await expect(page.getByLabel('Viditeľný v obchode')).not.toBeChecked();
    await expect(page.getByText('Pred zverejnením chýba: sklad (žiadny variant nemá kusy na sklade), obrázok.')).toBeVisible();

    // unsaved product edit, then a variant saved on the same page
    const shortText = page.getByLabel('Krátky popis');
    await shortText.fill('Neuložený krátky popis');
    const first = page.locator('article[id^="variant-"]:not(#variant-new)').first();
    const stock = first.locator('input[name^="stock_"]');
    await stock.nth(0).fill('4');
    await expect(first.getByText('Spolu: 4 ks')).toBeVisible();
    await stock.nth(1).fill('3');
    await expect(first.getByText('Spolu: 7 ks')).toBeVisible();
    await first.getByRole('button', { name: 'Uložiť variant' }).click();
    await expect(first.getByRole('status').filter({ hasText: 'Variant bol uložený' })).toBeVisible();
    await expect(shortText).toHaveValue('Neuložený krátky popis');

    // add a variant: its form is emptied, a second click does not add it again
    const added = page.locator('#variant-new');
    await added.getByLabel('Názov variantu').fill('Modrý');
    await added.getByLabel('Kód variantu').fill(`${code}-B`);
    await added.getByRole('button', { name: 'Pridať variant' }).click();
    await expect(added.getByRole('status').filter({ hasText: 'Variant bol pridaný' })).toBeVisible();
    await expect(page.locator('article[id^="variant-"]:not(#variant-new)')).toHaveCount(2);
    await expect(added.getByLabel('Názov variantu')).toHaveValue('');
    await expect(added.getByLabel('Kód variantu')).toHaveValue('');
    await expect(shortText).toHaveValue('Neuložený krátky popis');

    // publishing is the owner's step; the product edit is saved with it
    await page.getByLabel('Viditeľný v obchode').check();
    await page.getByRole('button', { name: 'Uložiť produkt' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zmeny boli uložené' })).toBeVisible();
    await expect(page.getByLabel('Krátky popis')).toHaveValue('Neuložený krátky popis');
    await expect(page.getByLabel('Viditeľný v obchode')).toBeChecked();
  });

  test('leaving with unsaved changes asks first; staying keeps them; after a save nothing asks', async ({ page }) => {
    await login(page.request, 'admin@party-shop.sk');
    await newProduct(page);
    const editUrl = page.url();
    await page.getByLabel('Krátky popis').fill('Rozpísaný text');

    // dismiss: the page stays with the text
    const dismissed = page.waitForEvent('dialog');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('link', { name: /Späť na produkty/ }).click();
    expect((await dismissed).message()).toContain('neuložené zmeny');
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByLabel('Krátky popis')).toHaveValue('Rozpísaný text');

    // after a save the same link leaves without asking
    await page.getByRole('button', { name: 'Uložiť produkt' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zmeny boli uložené' })).toBeVisible();
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.accept();
    });
    await page.getByRole('link', { name: /Späť na produkty/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
    expect(asked).toBe(false);

    // a voucher form: typed, then accept leaving
    await page.goto('/admin/kupony/novy');
    await page.locator('form input[type="text"]').first().fill('ROZPISANE');
    page.removeAllListeners('dialog');
    const accepted = page.waitForEvent('dialog');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('navigation', { name: 'Navigácia administrácie' }).getByRole('link', { name: 'Produkty' }).click();
    expect((await accepted).message()).toContain('neuložené zmeny');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
  });

  test('the note of a state change is not repeated on the next change', async ({ page, playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const product = await guest.get(`/api/catalog/product/${PRODUCT_ID}`);
    const variantId = ((await product.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
    const put = await guest.put('/api/cart/0', { data: { variantId, quantity: 1 } });
    const cartId = ((await put.json()) as { data: { cart_id: number } }).data.cart_id;
    const res = await guest.post('/api/orders', {
      data: {
        cartId,
        idempotencyKey: randomUUID(),
        email: `e2e-edits-${Date.now()}@example.sk`,
        phonePrefix: '+421',
        phone: '905 333 444',
        isCompany: false,
        invoice: { firstname: 'Nora', lastname: 'Poznámková', street: 'Obchodná 1', city: 'Bratislava', zip: '81106', country: 'SK' },
        carrier: 'courier',
        paymentMethod: 'bank_transfer',
        termsAgreed: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const order = ((await res.json()) as { data: { id: number } }).data;
    await guest.dispose();

    await login(page.request, 'admin@party-shop.sk');
    await page.goto(`/admin/objednavky/${order.id}`);
    const note = page.getByLabel(/Poznámka k zmene/);
    await note.fill('Platba prišla v hotovosti');
    await page.getByRole('button', { name: 'Označiť ako uhradenú' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stav objednávky bol zmenený' })).toBeVisible();
    await expect(page.getByTestId('state-history')).toContainText('Platba prišla v hotovosti');
    await expect(note).toHaveValue('');
    await page.getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByTestId('state-history')).toContainText('Zaplatená → Odoslaná');
    await expect(page.getByTestId('state-history').getByText('Platba prišla v hotovosti')).toHaveCount(1);
  });
});
