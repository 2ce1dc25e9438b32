/**
 * Order summary /shrnuti/{id}/{hash}: number, state, variable symbol, bank account and a scannable payment QR with
 * a text alternative; the paid message; 404 for a wrong hash; noindex; axe. Orders come from the test-only route
 * POST /api/test/order (server/api/test-routes.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function createOrder(request: APIRequestContext, body: Record<string, string> = {}) {
  const res = await request.post('/api/test/order', { data: body });
  expect(res.status(), 'POST /api/test/order').toBe(201);
  return ((await res.json()) as { data: { id: number; hash: string; number: string; total: number; url: string } }).data;
}

test.describe('order summary', () => {
  test('bank transfer: facts, IBAN, amount, VS and the QR with its text alternative; no axe violations', async ({
    shopPage: page,
    request,
  }) => {
    const order = await createOrder(request, { paymentMethod: 'bank_transfer', currency: 'EUR' });
    const res = await page.goto(order.url);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Zhrnutie objednávky' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Objednávka ${order.number}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await expect(page.getByTestId('order-number')).toHaveText(order.number);
    await expect(page.getByTestId('order-state')).toHaveText('Čaká na platbu');
    await expect(page.getByTestId('bank-vs')).toHaveText(order.number);
    await expect(page.getByTestId('bank-iban')).toHaveText(/^SK\d{2}( \d{4}){5}$/);
    await expect(page.getByTestId('bank-amount')).toHaveText('20,65\u00a0€');
    await expect(page.getByTestId('order-total')).toHaveText('20,65\u00a0€');
    await expect(page.getByRole('row', { name: /Fóliový balón Srdce/ })).toContainText('9,80\u00a0€');

    const iban = (await page.getByTestId('bank-iban').textContent())!;
    const qr = page.getByRole('img', { name: /QR kód na platbu/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('alt', `QR kód na platbu: IBAN ${iban}, suma 20,65\u00a0€, variabilný symbol ${order.number}`);
    // the image really rendered (an SVG data: URL the CSP allows)
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('Objednávka bola úspešne uhradená')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zaplatiť kartou' })).toHaveCount(0);

    await expectNoAxeViolations(page);
  });

  test('a paid order says so and shows no payment QR', async ({ shopPage: page, request }) => {
    const order = await createOrder(request, { paymentMethod: 'card', state: 'paid', carrier: 'pickup' });
    await page.goto(order.url);
    await expect(page.getByTestId('order-paid')).toHaveText('Objednávka bola úspešne uhradená');
    await expect(page.getByTestId('order-state')).toHaveText('Zaplatená');
    await expect(page.getByRole('img', { name: /QR kód/ })).toHaveCount(0);
    await expect(page.getByText('Výdajné miesto', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at 390 px the page does not scroll sideways: the items table scrolls in its own box', async ({ shopPage: page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const order = await createOrder(request, { paymentMethod: 'bank_transfer', currency: 'EUR' });
    await page.goto(order.url);
    await expect(page.getByRole('row', { name: /Fóliový balón Srdce/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a wrong hash is a 404', async ({ shopPage: page, request }) => {
    const order = await createOrder(request);
    const res = await page.goto(`/shrnuti/${order.id}/${order.hash.slice(0, -2)}00`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenájdená' })).toBeVisible();
  });
});
