/**
 * Styles under the Content-Security-Policy without 'unsafe-inline' in style-src (decision 0065): on the home page, a
 * product page, the cart with the checkout form and the back office, the page is styled (the inline stylesheet with
 * the nonce applied: Tailwind's preflight zeroes the body margin) and the browser reports no CSP violation — neither
 * as a securitypolicyviolation event nor in the console.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, test } from './fixtures';

const PRODUCT = '/7/latexove-balony/latexove-balony-happy-birthday-mix-30-cm-6-ks';

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function expectStyledWithoutViolations(page: Page, path: string, violations: string[]) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  const header = await page.evaluate(
    async () => (await fetch(location.href, { method: 'HEAD' })).headers.get('content-security-policy') ?? '',
  );
  expect(header).not.toMatch(/style-src [^;]*'unsafe-inline'/);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  // hydration and client effects run after load: a violation from them arrives as an event
  await page.waitForLoadState('networkidle');
  const events = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  expect(events, `CSP violations on ${path}`).toEqual([]);
  expect(violations, `CSP console messages on ${path}`).toEqual([]);
}

test.describe('CSP without unsafe-inline styles', () => {
  test('home, product page and the cart with the checkout form render styled without a violation', async ({ shopPage: page }) => {
    const violations = watchViolations(page);
    await expectStyledWithoutViolations(page, '/', violations);
    await expectStyledWithoutViolations(page, '/prodejny', violations);
    await expectStyledWithoutViolations(page, PRODUCT, violations);
    await page.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expectStyledWithoutViolations(page, '/kosik', violations);
    await expect(page.getByTestId('checkout')).toBeVisible();
  });

  test('the back office renders styled without a violation', async ({ shopPage: page }) => {
    const violations = watchViolations(page);
    const res = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    await expectStyledWithoutViolations(page, '/admin', violations);
    await expectStyledWithoutViolations(page, '/admin/produkty', violations);
    await expectStyledWithoutViolations(page, '/admin/produkty/7', violations);
  });
});
