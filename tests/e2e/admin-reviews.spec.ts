/**
 * Review moderation in the back office (decision 0063): two customers rate a product without reviews; their reviews
 * wait; the admin approves both on /admin/hodnotenia (filter "Čakajú na schválenie") and the product page shows them
 * with their average; the admin hides the abusive one and it is gone from the product page and the average changes.
 * axe on the moderation screen.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { buildDemoData, DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const DAY_MS = 86_400_000;
const PASSWORD = 'Balóny na oslavu 1';
const demo = buildDemoData(new Date());
const reviewedIds = new Set(demo.reviews.map((r) => r.productId));
// visible, published since at least a day, no 18+ dialog, not a gift or a service, and without any review yet;
// from the end of the list (reviews.spec.ts takes the first ones)
const product = demo.products
  .filter(
    (p) =>
      p.isVisible !== false &&
      !p.isGift &&
      !p.isAdult &&
      !p.isService &&
      !reviewedIds.has(p.id!) &&
      (!p.publishedAt || new Date(p.publishedAt).getTime() < Date.now() - DAY_MS),
  )
  .at(-1)!;

/** A new customer (own request context) sends one review of the product through the API. */
async function reviewAs(baseURL: string, firstname: string, stars: number, text: string) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const email = `e2e-moderation-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
  const reg = await ctx.post('/api/auth/register', {
    data: { firstname, lastname: 'Recenzentová', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const { token } = (await reg.json()) as { token?: string };
  const sent = await ctx.post(`/api/catalog/product/${product.id}/reviews`, {
    data: { stars, text },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(sent.status()).toBe(201);
  expect((await sent.json()).message).toBe('Hodnotenie bolo odoslané. Zobrazí sa po schválení obchodom. Ďakujeme!');
  await ctx.dispose();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const reviewsSection = (page: Page) => page.locator('section#hodnotenia');

test.describe('back office: reviews', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the admin approves waiting reviews and hides an abusive one: gone from the product page, the average changes', async ({
    shopPage: page,
    baseURL,
  }) => {
    expect(product).toBeDefined();
    const stamp = Date.now().toString(36);
    const good = `Krásne farby, odporúčam ${stamp}`;
    const abuse = `Hlúpy obchod, nekupujte ${stamp}`;
    await reviewAs(baseURL!, 'Alžbeta', 5, good);
    await reviewAs(baseURL!, 'Blažena', 1, abuse);

    // nothing is shown before approval
    await page.goto(`/${product.id}/x/x`);
    await expect(reviewsSection(page).getByText(good)).toHaveCount(0);
    await expect(page.getByTestId('rating-average')).toHaveCount(0);

    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Navigácia administrácie' }).getByRole('link', { name: 'Hodnotenia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hodnotenia produktov' })).toBeVisible();
    await page.getByRole('link', { name: /^Čakajú na schválenie/ }).click();
    await expect(page).toHaveURL(/stav=pending/);
    await expectNoAxeViolations(page);

    for (const text of [good, abuse]) {
      const row = rowOf(page, text);
      await expect(row.getByTestId('review-status')).toHaveText('Čaká na schválenie');
      await row.getByRole('button', { name: /^Schváliť/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Hodnotenie bolo zverejnené.' })).toBeVisible();
      // approved: no longer in the waiting list
      await expect(rowOf(page, text)).toHaveCount(0);
    }

    await page.goto(`/${product.id}/x/x`);
    await expect(reviewsSection(page).getByText(good)).toBeVisible();
    await expect(reviewsSection(page).getByText(abuse)).toBeVisible();
    await expect(page.getByTestId('rating-average')).toHaveText('3');

    await page.goto('/admin/hodnotenia?stav=published');
    await rowOf(page, abuse)
      .getByRole('button', { name: /^Skryť/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Hodnotenie bolo skryté.' })).toBeVisible();
    await page.getByRole('link', { name: 'Skryté', exact: true }).click();
    await expect(rowOf(page, abuse).getByTestId('review-status')).toHaveText('Skryté');
    // the history names the change
    await expect(page.locator('section', { has: page.locator('#audit-log-title') })).toContainText('zmena stavu');

    await page.goto(`/${product.id}/x/x`);
    await expect(reviewsSection(page).getByText(good)).toBeVisible();
    await expect(reviewsSection(page).getByText(abuse)).toHaveCount(0);
    await expect(page.getByTestId('rating-average')).toHaveText('5');
  });
});
