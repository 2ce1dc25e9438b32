/** Route rules of SPEC §2: unmatched routes answer 404 with the not-found page; trailing slashes redirect. */
import { expect, test } from './fixtures';
import { sk } from '../../src/i18n/sk';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(
    [
      ['age-confirmed', '1'],
      ['cookies-show', 'hidden'],
      ['intro-popup', 'hidden'],
      ['top-banner', 'hidden'],
    ].map(([name, value]) => ({ name, value, url: baseURL! })),
  );
});

test('an unknown page answers 404 with the not-found page and a working home button', async ({ page }) => {
  const res = await page.goto('/nope');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenájdená' })).toBeVisible();
  await expect(page.getByText(sk['error.not_found_text'])).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: sk['common.back_home'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenájdená' })).toHaveCount(0);
  await expect(page.locator('main#obsah h1').first()).toBeVisible();
});

test('deeper unknown paths answer 404 too', async ({ request }) => {
  const res = await request.get('/a/b/c/d/e');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Stránka nenájdená');
});

test('a trailing slash redirects to the path without it, keeping the query', async ({ page, request }) => {
  const redirect = await request.get('/kosik/?x=1', { maxRedirects: 0 });
  expect([301, 308]).toContain(redirect.status());
  expect(redirect.headers()['location']).toBe('/kosik?x=1');

  const res = await page.goto('/kosik/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/kosik');
});
