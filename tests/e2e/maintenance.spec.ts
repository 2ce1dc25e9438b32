/**
 * Maintenance mode (SPEC §2, §4, decision 0007): with the setting on, every storefront page goes to /mimo-provoz,
 * which answers 503 with 'Práve prebieha údržba'. Switched through the test-only route POST /api/test/maintenance
 * (server started with E2E_TEST_ROUTES=1). Other specs running at the same time would see the maintenance page, so
 * the window is kept as short as possible and the setting is always switched off again.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

async function setMaintenance(request: APIRequestContext, enabled: boolean) {
  const res = await request.post('/api/test/maintenance', { data: { enabled } });
  expect(res.status(), 'POST /api/test/maintenance (is the server running with E2E_TEST_ROUTES=1?)').toBe(200);
}

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

test('with maintenance on, the storefront goes to /mimo-provoz (503)', { tag: '@exclusive' }, async ({ page, request }) => {
  await setMaintenance(request, true);
  try {
    const res = await page.goto('/');
    expect(res?.status()).toBe(503);
    await expect(page).toHaveURL((url) => url.pathname === '/mimo-provoz');
    await expect(page.getByRole('heading', { level: 1, name: 'Práve prebieha údržba' })).toBeVisible();
    await expect(page).toHaveTitle(/Práve prebieha údržba/);

    const other = await request.get('/kosik', { maxRedirects: 0 });
    expect(other.status()).toBe(302);
    expect(other.headers()['location']).toBe('/mimo-provoz');

    // the API stays reachable (the owner must be able to switch it off)
    expect((await request.get('/api/lists/currencies')).status()).toBe(200);
  } finally {
    await setMaintenance(request, false);
  }

  // the settings cache lives one second: wait until the storefront is open again
  await expect.poll(async () => (await request.get('/', { maxRedirects: 0 })).status(), { timeout: 5_000 }).toBe(200);
  const res = await page.goto('/mimo-provoz');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
