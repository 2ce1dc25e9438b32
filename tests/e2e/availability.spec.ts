/**
 * One availability rule (decision 0058), as the shopper sees it on the demo seed: the card of a product that cannot
 * be ordered says what its product page says (and the page's button is disabled); the home page promotes no product
 * that cannot be ordered.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

interface ApiTile {
  id: number;
  name: string;
  url: string;
  availability: { state: 'in_stock' | 'at_branches' | 'backorder' | 'unavailable'; orderable: boolean; restockDate: string | null };
}

/** The first listed product in `state` (the catalogue API's tiles carry the rule's verdict). */
async function firstInState(request: APIRequestContext, state: ApiTile['availability']['state']): Promise<ApiTile> {
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`/api/catalog/products?perPage=48&page=${page}&sort=name&facets=0`);
    expect(res.status()).toBe(200);
    const items = ((await res.json()) as { data: { items: ApiTile[] } }).data.items;
    const found = items.find((i) => i.availability.state === state);
    if (found) return found;
    if (items.length === 0) break;
  }
  throw new Error(`the demo seed has no product in state ${state}`);
}

test('a card of an out-of-stock product says what its product page says; the button is disabled', async ({ shopPage: page, request }) => {
  const product = await firstInState(request, 'unavailable');

  await page.goto(`/hledani?q=${encodeURIComponent(product.name)}`);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
    .first();
  const cardText = (await card.getByTestId('tile-availability').innerText()).trim();
  expect(cardText).toBe('Momentálne nedostupné');
  await expect(card).not.toContainText('Doručenie do 3–5 dní');

  await card.getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${product.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByTestId('product-stock')).toHaveText(cardText);
  await expect(page.getByTestId('product-delivery')).toHaveText('Tovar teraz nie je možné objednať');
  await expect(page.getByRole('button', { name: 'Do košíka' })).toBeDisabled();
});

test('a card of a product only at branches says so, like its page, which offers it for pickup', async ({ shopPage: page, request }) => {
  const product = await firstInState(request, 'at_branches');
  await page.goto(`/hledani?q=${encodeURIComponent(product.name)}`);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
    .first();
  const cardText = (await card.getByTestId('tile-availability').innerText()).trim();
  expect(cardText).toMatch(/^Skladom na predajniach \d+ ks$/);

  await page.goto(product.url);
  await expect(page.getByTestId('product-stock')).toHaveText(cardText);
  await expect(page.getByTestId('product-delivery')).toHaveText('Len osobný odber na predajni');
  await expect(page.getByRole('button', { name: 'Do košíka' })).toBeEnabled();
});

test('the home page shows no product that cannot be ordered', async ({ shopPage: page }) => {
  await page.goto('/');
  const lines = page.locator('main').getByTestId('tile-availability');
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allInnerTexts();
  expect(texts.length).toBeGreaterThanOrEqual(8);
  for (const text of texts) {
    expect(text.trim()).not.toBe('Momentálne nedostupné');
    expect(text).not.toContain('Doručenie do 3–5 dní');
  }
});
