/**
 * The delivery and payment texts promise what the checkout offers (decision 0061). The e2e server runs without a card
 * gateway and in production without a Packeta API key: the checkout offers neither card payment nor Packeta, so the
 * 'Doprava a platba' page, its modal and the footer must not promise them. The page's carriers and payment methods
 * (names, prices, which payments go with which carrier) are compared with the checkout form on /kosik.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

type Row = { code: string; cells: string[] };

/** The rows of a generated table (tr[data-carrier] / tr[data-payment]) with their cells' text. */
async function tableRows(page: Page, testId: string, attribute: 'data-carrier' | 'data-payment'): Promise<Row[]> {
  return page
    .getByTestId(testId)
    .first()
    .locator(`tr[${attribute}]`)
    .evaluateAll(
      (rows, attr) =>
        rows.map((r) => ({ code: r.getAttribute(attr)!, cells: [...(r as HTMLTableRowElement).cells].map((c) => c.textContent!.trim()) })),
      attribute,
    );
}

/** Two small products in the guest cart (below the free-delivery threshold), through the cart call. */
async function seedCart(page: Page) {
  for (const productId of [348, 71]) {
    const res = await page.request.get(`/api/catalog/product/${productId}`);
    const variantId = ((await res.json()) as { data: { defaultVariantId: number } }).data.defaultVariantId;
    const put = await page.request.put('/api/cart/0', { data: { variantId, quantity: 1 } });
    expect(put.status()).toBe(200);
  }
}

test.describe('delivery and payment texts', () => {
  test('the info page and the footer match the methods the checkout offers; no card, Packeta or Czechia promised', async ({
    shopPage: page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/info/rozvoz');
    await expect(page.getByRole('heading', { level: 1, name: 'Doprava a platba' })).toBeVisible();
    const article = page.locator('article');
    await expect(page.getByTestId('delivery-facts-carriers')).toBeVisible();
    const carriers = await tableRows(page, 'delivery-facts-carriers', 'data-carrier');
    const payments = await tableRows(page, 'delivery-facts-payments', 'data-payment');
    expect(carriers.length).toBeGreaterThan(0);
    expect(payments.length).toBeGreaterThan(0);
    // the merchant's text stays around the generated section
    await expect(article.getByRole('heading', { name: 'Dodacie lehoty' })).toBeVisible();
    await expect(article).toContainText('Doručujeme iba na Slovensku.');
    await expect(article).not.toContainText(/kartou|Visa|Apple Pay|Google Pay|Česk|Zásielkov|\[doprava-a-platba\]/);
    // the footer: no card logos or card sentence while card payments are not offered
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Kontakt' })).toBeVisible();
    await expect(footer).not.toContainText('Prijímame platobné karty');
    await expect(page.getByTestId('footer-cards')).toHaveCount(0);
    await expect(footer.getByRole('img', { name: /Visa|Mastercard|Maestro/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // the checkout offers exactly these carriers, at these prices, with these payment methods
    await seedCart(page);
    await page.goto('/kosik');
    const checkout = page.getByTestId('checkout');
    await expect(checkout).toHaveAttribute('data-hydrated', 'true');
    const options = checkout.locator('[data-testid^="carrier-option-"]');
    await expect(options).toHaveCount(carriers.length);
    const offered = await options.evaluateAll((labels) => labels.map((l) => l.getAttribute('data-testid')!.replace('carrier-option-', '')));
    expect(offered).toEqual(carriers.map((c) => c.code));
    const carrierName = new Map(carriers.map((c) => [c.code, c.cells[0]!]));
    for (const c of carriers) {
      const option = checkout.getByTestId(`carrier-option-${c.code}`);
      await expect(option).toContainText(c.cells[0]!);
      // the cart is below every threshold: the checkout charges the page's price ("zadarmo", or "4,90 €, pri nákupe od …")
      const price = (await checkout.getByTestId(`carrier-price-${c.code}`).textContent())!.trim();
      expect(c.cells[1]!.startsWith(price), `${c.code}: page "${c.cells[1]}" vs checkout "${price}"`).toBe(true);

      // choosing the carrier shows the payment methods the page lists for it
      await option.getByRole('radio').check();
      const expected = payments
        .filter((p) => p.cells[2] === 'všetky' || p.cells[2]!.split(', ').includes(carrierName.get(c.code)!))
        .map((p) => p.code);
      await expect
        .poll(() =>
          checkout.locator('input[name="paymentMethod"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
        )
        .toEqual(expected);
      for (const p of payments.filter((x) => expected.includes(x.code))) {
        await expect(checkout.getByTestId(`payment-price-${p.code}`)).toHaveText(p.cells[1]!);
      }
    }
    expect(payments.map((p) => p.code)).not.toContain('card');
    // the pickup hint names only the prepayment offered (no card without a gateway)
    await checkout.getByTestId('carrier-option-pickup').getByRole('radio').check();
    await expect(checkout.getByText('Pri osobnom odbere na predajni platíte vopred bankovým prevodom.')).toBeVisible();
  });

  test('the delivery modal on the product page shows the same generated tables as the page', async ({ shopPage: page }) => {
    await page.goto('/info/rozvoz');
    const carriers = await tableRows(page, 'delivery-facts-carriers', 'data-carrier');
    await page.goto('/348/produkt/x');
    await page.getByTestId('product-info-links').getByRole('link', { name: 'Doprava a platba' }).click();
    const dialog = page.getByRole('dialog', { name: 'Doprava a platba' });
    await expect(dialog.getByTestId('delivery-facts-carriers')).toBeVisible();
    expect(await tableRows(page, 'delivery-facts-carriers', 'data-carrier')).toEqual(carriers);
    await expect(dialog).not.toContainText(/kartou|Apple Pay|Google Pay|Zásielkov/);
  });
});
