/**
 * The shopper's view of the money rules (decisions 0050, 0051): a second discount code is refused with a message
 * naming the first, helium-filled balloons explain before the choice that they are not shipped (courier and Packeta
 * disabled with the reason), and an order that the discount covers completely says there is nothing to pay.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, fillCheckoutContact, test } from './fixtures';

const BALLOONS = '/7/latexove-balony/latexove-balony-happy-birthday-mix-30-cm-6-ks'; // helium add-on
const CONFETTI_ID = 348;

async function putInCart(page: Page, productId: number, quantity = 1) {
  const res = await page.request.get(`/api/catalog/product/${productId}`);
  const variantId = ((await res.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  expect((await page.request.put('/api/cart/0', { data: { variantId, quantity } })).status()).toBe(200);
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel('Zadajte zľavový kód').fill(code);
  await page.getByRole('button', { name: 'Uplatniť' }).click();
}

test.describe('money rules', () => {
  test('a second discount code is refused with a message naming the first; the first stays', async ({ shopPage: page }) => {
    await page.goto('/');
    await putInCart(page, CONFETTI_ID, 4);
    await page.goto('/kosik');
    await applyCode(page, 'ZLAVA5');
    await expect(page.getByTestId('cart-voucher')).toContainText('ZLAVA5');
    await applyCode(page, 'JEDENKRAT');
    await expect(page.getByLabel('Zadajte zľavový kód')).toHaveAccessibleDescription(
      'Zľavové kódy nie je možné kombinovať: v košíku už je kód ZLAVA5. Ak chcete použiť tento, najprv kód ZLAVA5 odstráňte.',
    );
    await expect(page.getByTestId('cart-voucher')).toHaveCount(1);
    await expect(page.getByTestId('cart-voucher')).toContainText('ZLAVA5');
  });

  test('helium-filled balloons: courier and Packeta are shown disabled with the reason before the shopper chooses', async ({
    shopPage: page,
  }) => {
    await page.goto(BALLOONS);
    await page.getByRole('checkbox', { name: /Pridať službu Nafúknutie/ }).check();
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/kosik');
    const checkout = page.getByTestId('checkout');
    await expect(checkout).toHaveAttribute('data-hydrated', 'true');
    const courier = checkout.getByRole('radio', { name: /Kuriér/ });
    await expect(courier).toBeDisabled();
    await expect(checkout.getByTestId('carrier-reason-courier')).toContainText('tento tovar neposielame, len osobný odber na predajni');
    await expect(checkout.getByTestId('carrier-reason-courier')).toContainText('Nafúknutie latexového balóna héliom');
    await expect(checkout.getByRole('radio', { name: /Osobný odber na predajni/ })).toBeEnabled();
  });

  test('an order the discount covers completely: the summary says nothing is to pay, no QR, no "Čaká na platbu"', async ({
    shopPage: page,
    request,
  }) => {
    test.setTimeout(60_000);
    const code = `NULA${randomUUID().slice(0, 6).toUpperCase()}`;
    expect((await request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } })).status()).toBe(200);
    const created = await request.post('/api/admin/vouchers', { data: { code, voucherType: 'percent', value: 100 } });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/');
    await putInCart(page, CONFETTI_ID, 1);
    await page.goto('/kosik');
    await applyCode(page, code);
    await expect(page.getByTestId('cart-voucher')).toContainText(code);
    await expect(page.getByTestId('cart-total')).toHaveText('0,00\u00a0€');

    const checkout = page.getByTestId('checkout');
    await expect(checkout).toHaveAttribute('data-hydrated', 'true');
    await fillCheckoutContact(
      page,
      { email: 'nula.eur@example.sk', phone: '905 111 333', firstname: 'Nula', lastname: 'Eurová' },
      checkout,
    );
    await page.getByRole('radio', { name: /Osobný odber na predajni/ }).check();
    await page.getByLabel('Predajňa na vyzdvihnutie').selectOption({ index: 1 });
    await page.getByRole('radio', { name: /Bankový prevod/ }).check();
    await page.getByLabel(/Súhlasím s/).check();
    await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();

    await expect(page).toHaveURL(/\/shrnuti\/\d+\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('order-paid')).toHaveText('Objednávka je celá uhradená zľavou – nie je potrebné nič platiť.');
    await expect(page.getByTestId('payment-qr')).toHaveCount(0);
    await expect(page.getByTestId('bank-iban')).toHaveCount(0);
    await expect(page.getByText('Čaká na platbu')).toHaveCount(0);
  });
});
