/**
 * The shopper's view of decisions 0051 and 0060: the euro shop promises free delivery from a round 60 € (its own
 * threshold, not 1 500 Kč converted to 59,52 €) on the home page, in the cart and at the checkout; helium-filled
 * balloons explain before the choice why courier, Packeta and cash on delivery cannot be picked; a code marked
 * "zľava aj na dopravu" (decision 0059) shows what it takes off the delivery.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, test } from './fixtures';

const BALLOONS = '/7/latexove-balony/latexove-balony-happy-birthday-mix-30-cm-6-ks'; // helium add-on
const CONFETTI_ID = 348;

async function putInCart(page: Page, productId: number, quantity = 1) {
  const res = await page.request.get(`/api/catalog/product/${productId}`);
  const variantId = ((await res.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
  expect((await page.request.put('/api/cart/0', { data: { variantId, quantity } })).status()).toBe(200);
}

test.describe('thresholds and reasons the shopper reads', () => {
  test('free delivery is announced from a round 60 € on the home page, in the cart and at the checkout', async ({ shopPage: page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-free-delivery')).toHaveText('Doprava zadarmo pri nákupe od 60,00\u00a0€');

    await putInCart(page, CONFETTI_ID, 1);
    await page.goto('/kosik');
    const note = page.getByTestId('free-delivery');
    await expect(note).toContainText('(od 60,00\u00a0€)');
    await expect(note).not.toContainText('59,52');
    const checkout = page.getByTestId('checkout');
    await expect(checkout).toHaveAttribute('data-hydrated', 'true');
    await expect(checkout.getByText('Pri nákupe od 60,00\u00a0€ je doprava zadarmo.')).toBeVisible();
  });

  test('helium-filled balloons: cash on delivery is disabled with the reason too, before a carrier is chosen', async ({
    shopPage: page,
  }) => {
    await page.goto(BALLOONS);
    await page.getByRole('checkbox', { name: /Pridať službu Nafúknutie/ }).check();
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/kosik');
    const checkout = page.getByTestId('checkout');
    await expect(checkout).toHaveAttribute('data-hydrated', 'true');
    await expect(checkout.getByRole('radio', { name: /Kuriér/ })).toBeDisabled();
    await expect(checkout.getByTestId('carrier-reason-courier')).toContainText('tento tovar neposielame, len osobný odber na predajni');
    const cod = checkout.getByRole('radio', { name: /Dobierka/ });
    await expect(cod).toBeDisabled();
    await expect(checkout.getByTestId('payment-reason-cod')).toHaveText(
      'Nie je možné pre: Nafúknutie latexového balóna héliom – tento tovar si môžete len osobne vyzdvihnúť na predajni a osobný odber sa platí vopred.',
    );
    await expect(checkout.getByRole('radio', { name: /Bankový prevod/ })).toBeEnabled();
  });

  test('a code that discounts delivery too: the courier shows the discount and costs nothing, cash on delivery still costs its fee', async ({
    shopPage: page,
    request,
  }) => {
    const code = `DOPRAVA${randomUUID().slice(0, 6).toUpperCase()}`;
    expect((await request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } })).status()).toBe(200);
    // 1 000 Kč = 39,68 €: more than the confetti and the 4,90 € courier together
    const created = await request.post('/api/admin/vouchers', {
      data: { code, voucherType: 'amount', value: 100_000, discountsDelivery: true },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/');
    await putInCart(page, CONFETTI_ID, 1);
    await page.goto('/kosik');
    await page.getByLabel('Zadajte zľavový kód').fill(code);
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    await expect(page.getByTestId('cart-voucher')).toContainText(code);
    await expect(page.getByTestId('cart-total')).toHaveText('0,00\u00a0€');

    const checkout = page.getByTestId('checkout');
    await expect(checkout).toHaveAttribute('data-hydrated', 'true');
    await expect(checkout.getByTestId('carrier-voucher-courier')).toHaveText('Zľavový kód znižuje cenu dopravy o 4,90\u00a0€');
    await expect(checkout.getByTestId('carrier-price-courier')).toHaveText('zadarmo');
    await checkout.getByRole('radio', { name: /Kuriér/ }).check();
    await checkout.getByRole('radio', { name: /Dobierka/ }).check();
    await expect(page.getByTestId('total-delivery')).toHaveText('zadarmo');
    await expect(page.getByTestId('total-to-pay')).toHaveText(await page.getByTestId('payment-price-cod').innerText());
  });
});
