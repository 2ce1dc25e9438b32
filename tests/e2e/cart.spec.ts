/**
 * The storefront cart: adding from product pages (a variant, an add-on service), the header widget (count, panels
 * hiding after 3333 ms, 'show more' above 5 items), /kosik (quantity, remove, vouchers with their messages), the
 * CZK analytics events, axe, and adding without JavaScript. Every test starts with a fresh guest cart (its own
 * browser context). Port 3431 in the shared runs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addShopCookies, expect, expectNoAxeViolations, test } from './fixtures';

const BALLOONS = '/7/latexove-balony/latexove-balony-happy-birthday-mix-30-cm-6-ks'; // 2 variants, helium add-on
const CONFETTI = '/348/okruhle-jubilea/stolove-konfety-50-zlate-14-g'; // one variant, 0,99 €

type DataLayerEntry = { event?: string; ecommerce?: { currency: string; value: number; items: Array<Record<string, unknown>> } };

async function cartEvents(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter(
      (e) => e.event === 'add_to_cart' || e.event === 'remove_from_cart',
    ),
  );
}

/** The header's cart trigger turns from a link into a button once React has hydrated the page. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('cart-widget').getByRole('button', { name: /^Košík/ })).toBeVisible();
}

async function defaultVariantOf(request: APIRequestContext, productId: number): Promise<number> {
  const res = await request.get(`/api/catalog/product/${productId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
}

test.describe('cart', () => {
  test('adds two products from their pages (one variant, one add-on), the widget shows them, /kosik changes and removes lines', async ({
    shopPage: page,
  }) => {
    // 1st product: the second variant, with the helium add-on service
    await page.goto(`${BALLOONS}`);
    const picker = page.getByTestId('variant-picker');
    const radios = picker.getByRole('radio');
    await expect(radios).toHaveCount(2);
    await hydrated(page);
    await radios.nth(1).click();
    await expect(radios.nth(1)).toBeChecked();
    await expect(page).toHaveURL(/variant=\d+/);
    const variantName = (await picker.locator('label').nth(1).locator('span.font-semibold').first().textContent())!.trim();
    await page.getByLabel(/^Množstvo/).fill('2');
    await page.getByRole('checkbox', { name: /Pridať službu Nafúknutie/ }).check();
    await page.getByRole('button', { name: 'Do košíka' }).click();

    const widget = page.getByTestId('cart-widget');
    const added = page.getByTestId('cart-added-panel');
    await expect(added).toBeVisible();
    await expect(added).toContainText('Latexové balóny Happy Birthday');
    await expect(added).toContainText('(2 ks)');
    await expect(widget.getByTestId('cart-count')).toHaveText('2');
    await expect(widget.getByTestId('cart-widget-line')).toHaveCount(1);
    await expect(widget.getByTestId('cart-widget-line')).toContainText('+ Nafúknutie latexového balóna héliom (2 ks)');
    // the panels hide by themselves after 3333 ms
    await expect(added).toBeHidden({ timeout: 6000 });
    await expect(page.locator('#kosik-menu')).toBeHidden();

    let events = await cartEvents(page);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'CZK' } });
    expect(events[0]!.ecommerce!.items[0]).toMatchObject({ item_id: '7', quantity: 2 });
    expect(events[0]!.ecommerce!.items[0]!.price).toBeGreaterThan(10); // CZK, not EUR

    // 2nd product
    await page.goto(CONFETTI);
    await hydrated(page);
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-added-panel')).toContainText('Stolové konfety 50 zlaté 14 g');
    await expect(widget.getByTestId('cart-count')).toHaveText('3');
    await expect(widget.getByTestId('cart-widget-line')).toHaveCount(2);

    // /kosik: the variant line with its add-on child, and the second product
    await page.goto('/kosik');
    await expect(page.getByRole('heading', { level: 1, name: 'Košík' })).toBeVisible();
    await hydrated(page);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const balloons = lines.filter({ hasText: 'Latexové balóny Happy Birthday' });
    await expect(balloons).toContainText(`Variant: ${variantName}`);
    await expect(balloons.getByTestId('cart-child-line')).toContainText('Nafúknutie latexového balóna héliom');
    const confetti = lines.filter({ hasText: 'Stolové konfety' });
    await expect(confetti.getByTestId('cart-line-total')).toHaveText('0,99\u00a0€');

    // + raises the quantity, the line total follows
    await confetti.getByRole('button', { name: 'Zvýšiť množstvo: Stolové konfety 50 zlaté 14 g' }).click();
    await expect(confetti.getByTestId('cart-line-total')).toHaveText('1,98\u00a0€');
    await expect(confetti.getByRole('spinbutton', { name: 'Množstvo: Stolové konfety 50 zlaté 14 g' })).toHaveValue('2');
    // typing a quantity
    await confetti.getByRole('spinbutton', { name: 'Množstvo: Stolové konfety 50 zlaté 14 g' }).fill('3');
    await confetti.getByRole('spinbutton', { name: 'Množstvo: Stolové konfety 50 zlaté 14 g' }).press('Enter');
    await expect(confetti.getByTestId('cart-line-total')).toHaveText('2,97\u00a0€');
    await expect(widget.getByTestId('cart-count')).toHaveText('5');

    // removing the parent removes its add-on child
    await balloons.getByRole('button', { name: /Odstrániť z košíka: Latexové balóny/ }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('cart-child-line')).toHaveCount(0);
    await expect(widget.getByTestId('cart-count')).toHaveText('3');

    events = await cartEvents(page);
    const removal = events.find((e) => e.event === 'remove_from_cart');
    expect(removal).toMatchObject({ ecommerce: { currency: 'CZK' } });
    expect(removal!.ecommerce!.items[0]).toMatchObject({ item_id: '7', quantity: 2 });

    // quantity 0 removes the last line
    await confetti.getByRole('spinbutton', { name: 'Množstvo: Stolové konfety 50 zlaté 14 g' }).fill('0');
    await confetti.getByRole('spinbutton', { name: 'Množstvo: Stolové konfety 50 zlaté 14 g' }).press('Enter');
    await expect(page.getByTestId('cart-empty')).toContainText('Váš košík je prázdny.');
  });

  test('vouchers: VITAJ10 takes 10 % off, a wrong code and a code needing an e-mail say why; axe on /kosik with items', async ({
    shopPage: page,
  }) => {
    await page.goto(CONFETTI);
    await page.getByLabel(/^Množstvo/).fill('10');
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('10');

    await page.goto('/kosik');
    await hydrated(page);
    await expect(page.getByTestId('cart-total')).toHaveText('9,90\u00a0€');
    const code = page.getByLabel('Zadajte zľavový kód');

    await code.fill('NEEXISTUJE');
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    // the kit's field: the message describes the field and the refusal moves focus there
    await expect(code).toHaveAccessibleDescription('Zľavový kód neexistuje.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();

    await code.fill('EMAILOVY');
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    const email = page.getByLabel('Váš e-mail (tento kód je viazaný na e-mail)');
    await expect(email).toHaveAccessibleDescription('Pre tento zľavový kód je potrebné zadať e-mail.');
    await expect(email).toBeFocused();

    await code.fill('vitaj10');
    await page.getByLabel('Váš e-mail (tento kód je viazaný na e-mail)').fill('');
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zľavový kód VITAJ10 sme uplatnili.' })).toBeVisible();
    const voucher = page.getByTestId('cart-voucher');
    await expect(voucher).toContainText('VITAJ10');
    await expect(voucher).toContainText('10 %');
    await expect(voucher.getByTestId('cart-voucher-discount')).toHaveText('−0,99\u00a0€');
    await expect(page.getByTestId('cart-vouchers-total')).toHaveText('−0,99\u00a0€');
    await expect(page.getByTestId('cart-total')).toHaveText('8,91\u00a0€');

    // the same code again
    await code.fill('VITAJ10');
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    await expect(code).toHaveAccessibleDescription('Tento zľavový kód už je v košíku uplatnený.');

    await expectNoAxeViolations(page);

    await voucher.getByRole('button', { name: 'Odstrániť zľavový kód VITAJ10' }).click();
    await expect(page.getByTestId('cart-voucher')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('9,90\u00a0€');
  });

  test("the widget: loading, empty notice, 'show more' above 5 items", async ({ shopPage: page }) => {
    await page.goto('/');
    await hydrated(page);
    const widget = page.getByTestId('cart-widget');
    await widget.getByRole('button', { name: /^Košík/ }).click();
    await expect(widget.getByTestId('cart-widget-empty')).toHaveText('Váš košík je prázdny.');
    await widget.getByRole('button', { name: 'Zavrieť košík' }).click();

    // six products through the cart call (the page's cookies: the same guest cart)
    for (const productId of [348, 71, 244, 69, 196, 294]) {
      const variantId = await defaultVariantOf(page.request, productId);
      const res = await page.request.put('/api/cart/0', { data: { variantId, quantity: 1 } });
      expect(res.status(), `PUT /api/cart/0 for product ${productId}`).toBe(200);
    }
    await page.reload();
    await expect(widget.getByTestId('cart-count')).toHaveText('6'); // server-rendered
    await widget.getByRole('button', { name: /^Košík: 6 ks/ }).click();
    await expect(widget.getByTestId('cart-widget-line')).toHaveCount(5);
    await widget.getByTestId('cart-widget-more').click();
    await expect(widget.getByTestId('cart-widget-line')).toHaveCount(6);
    await expect(widget.getByTestId('cart-widget-more')).toHaveCount(0);

    // removing from the widget
    await widget.getByRole('button', { name: /Odstrániť z košíka: Stolové konfety/ }).click();
    await expect(widget.getByTestId('cart-widget-line')).toHaveCount(5);
    await expect(widget.getByTestId('cart-count')).toHaveText('5');
    const removal = (await cartEvents(page)).find((e) => e.event === 'remove_from_cart');
    expect(removal!.ecommerce!.items[0]).toMatchObject({ item_id: '348', quantity: 1 });
  });

  test('gifts: past the threshold the shopper picks one for free; below it the gift goes', async ({ shopPage: page }) => {
    const costume = await defaultVariantOf(page.request, 91); // 26,99 €: two are past the 1 000 Kč gift threshold
    expect((await page.request.put('/api/cart/0', { data: { variantId: costume, quantity: 2 } })).status()).toBe(200);
    await page.goto('/kosik');
    await hydrated(page);
    const gifts = page.getByRole('region', { name: 'Vyberte si darček' });
    await expect(gifts.getByTestId('cart-gift').first()).toBeVisible();
    const giftName = (await gifts.getByTestId('cart-gift').first().locator('p.font-semibold').textContent())!.trim();
    await gifts.getByRole('button', { name: `Vybrať darček: ${giftName}` }).click();
    await expect(gifts.getByTestId('cart-gift').first()).toContainText('Vybraný');
    const giftLine = page.getByTestId('cart-line').filter({ hasText: giftName });
    await expect(giftLine).toContainText('Darček zadarmo');
    await expect(giftLine.getByTestId('cart-line-total')).toHaveText('0,00\u00a0€');

    // one costume is below the threshold: the gift line is dropped
    await page.getByRole('button', { name: 'Znížiť množstvo: Dámsky kostým čarodejnica' }).click();
    await expect(page.getByTestId('cart-line').filter({ hasText: giftName })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Vyberte si darček' })).toHaveCount(0);
  });

  test('failures are red snackbars at the top: the cart does not load, an add is refused', async ({ shopPage: page }) => {
    await page.route('**/api/cart/anonymous/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/');
    await page
      .getByTestId('cart-widget')
      .getByRole('button', { name: /^Košík/ })
      .click();
    await expect(page.getByTestId('cart-snackbar')).toHaveText('Košík sa nepodarilo načítať. Skúste to prosím neskôr.');
    await expect(page.getByTestId('cart-snackbar')).toHaveAttribute('role', 'alert');
    await page.getByRole('button', { name: 'Zavrieť oznámenie' }).click();
    await expect(page.getByTestId('cart-snackbar')).toHaveCount(0);
    await page.unroute('**/api/cart/anonymous/**');

    // an add-on the product does not offer (another product's id in the posted form): refused, nothing added
    await page.goto(BALLOONS);
    await page.route('**/kosik.data*', async (route) => {
      const body = route.request().postData() ?? '';
      expect(body).toContain('addonProductId=73');
      await route.continue({ postData: body.replace('addonProductId=73', 'addonProductId=348') });
    });
    await hydrated(page);
    await page.getByRole('checkbox', { name: /Pridať službu Nafúknutie/ }).check();
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-snackbar')).toHaveText('Túto službu nie je možné pridať k vybranému produktu.');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });
});

test.describe('cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adds from the product page through the form, comes back with the notice, the stock caps the quantity', async ({
    page,
    baseURL,
  }) => {
    await addShopCookies(page.context(), baseURL!);
    await page.goto(CONFETTI);
    await page.getByLabel(/^Množstvo/).fill('2');
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page).toHaveURL(/\/348\/okruhle-jubilea\/stolove-konfety-50-zlate-14-g\?kosik=pridane&ks=2&spolu=2$/);
    await expect(page.getByTestId('add-to-cart-notice')).toContainText('Do košíka sme pridali 2 ks.');
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    // more than the stock: capped, and said so
    const stock = Number((await page.getByTestId('product-stock').textContent())!.replace(/\D+/g, ''));
    await page.getByLabel(/^Množstvo/).fill('999');
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('add-to-cart-notice')).toContainText(
      `Na sklade je iba ${stock} ks, do košíka sme pridali ${stock - 2} ks.`,
    );

    // /kosik works as plain forms too
    await page.getByRole('link', { name: 'Prejsť do košíka' }).first().click();
    await expect(page).toHaveURL(/\/kosik$/);
    const line = page.getByTestId('cart-line');
    await expect(line.getByRole('spinbutton', { name: 'Množstvo: Stolové konfety 50 zlaté 14 g' })).toHaveValue(String(stock));
    await line.getByRole('button', { name: 'Znížiť množstvo: Stolové konfety 50 zlaté 14 g' }).click();
    await expect(page.getByTestId('cart-line').getByRole('spinbutton', { name: 'Množstvo: Stolové konfety 50 zlaté 14 g' })).toHaveValue(
      String(stock - 1),
    );
    await page.getByLabel('Zadajte zľavový kód').fill('EXPIROVANY');
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    await expect(page.getByLabel('Zadajte zľavový kód')).toHaveAccessibleDescription(
      'Zľavový kód už nie je k dispozícii, jeho platnosť skončila.',
    );
    await page.getByRole('button', { name: 'Odstrániť z košíka: Stolové konfety 50 zlaté 14 g' }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});
