/**
 * The guests' page cache (decision 0094) in the browser: a guest's second visit of a product page is answered from
 * the cache (marked for shared caches); after adding to the cart the shopper's pages bypass it (private, no-store)
 * and show their own cart count, while another guest still gets the shared page without it.
 */
import { addShopCookies, expect, HUMAN_UA, test } from './fixtures';

const CONFETTI = '/348/okruhle-jubilea/stolove-konfety-50-zlate-14-g'; // one variant, always in stock in the demo data

test('a guest gets the cached page, adds to the cart, then sees their own cart count', async ({ shopPage: page, browser, baseURL }) => {
  // a query of its own: no other test has put this URL in the cache
  const url = `${CONFETTI}?pc=${Date.now()}`;
  const first = await page.goto(url);
  expect(first!.headers()['x-page-cache']).toBe('MISS');
  const second = await page.goto(url);
  expect(second!.headers()['x-page-cache']).toBe('HIT');
  expect(second!.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300');
  expect(second!.headers()['surrogate-key']).toContain('p:348');

  const widget = page.getByTestId('cart-widget');
  await expect(widget.getByRole('button', { name: /^Košík/ })).toBeVisible(); // hydrated
  await expect(widget.getByTestId('cart-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Do košíka' }).click();
  await expect(page.getByTestId('cart-added-panel')).toContainText('Stolové konfety 50 zlaté 14 g');
  await expect(widget.getByTestId('cart-count')).toHaveText('1');

  // the cart cookie makes the next visits the shopper's own: rendered for them, never shared
  const own = await page.goto(url);
  expect(own!.headers()['x-page-cache']).toBeUndefined();
  expect(own!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByTestId('cart-widget').getByTestId('cart-count')).toHaveText('1');

  // another guest still gets the shared page, without that cart
  const other = await browser.newContext({ userAgent: HUMAN_UA, locale: 'sk-SK' });
  await addShopCookies(other, baseURL!);
  const guest = await other.newPage();
  const shared = await guest.goto(url);
  expect(shared!.headers()['x-page-cache']).toBe('HIT');
  await expect(guest.getByTestId('cart-widget').getByRole('button', { name: /^Košík/ })).toBeVisible();
  await expect(guest.getByTestId('cart-widget').getByTestId('cart-count')).toHaveCount(0);
  await other.close();
});
