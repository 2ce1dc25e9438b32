/** Cookie consent bar (SPEC §4): accept all / accept selected set accept-* cookies; the 'tu' link withdraws them. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sk } from '../../src/i18n/sk';

const KINDS = ['technical', 'analytical', 'marketing', 'advertisement'] as const;

test.beforeEach(async ({ context, baseURL }) => {
  // the age gate, the intro popup and the top banner would get in the way
  await context.addCookies(
    [
      ['age-confirmed', '1'],
      ['intro-popup', 'hidden'],
      ['top-banner', 'hidden'],
    ].map(([name, value]) => ({ name, value, url: baseURL! })),
  );
});

async function consentCookies(context: BrowserContext): Promise<Record<string, string>> {
  const all = await context.cookies();
  return Object.fromEntries(all.filter((c) => c.name.startsWith('accept-') || c.name === 'cookies-show').map((c) => [c.name, c.value]));
}

const bar = (page: Page) => page.getByRole('region', { name: sk['cookies.title'] });

test('shows the bar with technical cookies always on', async ({ page }) => {
  const res = await page.goto('/');
  expect(await res!.text()).toContain('data-overlay="cookie-bar"');
  await expect(bar(page)).toBeVisible();
  const technical = bar(page).getByRole('checkbox', { name: sk['cookies.kind.technical'] });
  await expect(technical).toBeChecked();
  await expect(technical).toBeDisabled();
  for (const kind of ['analytical', 'marketing', 'advertisement'] as const) {
    await expect(bar(page).getByRole('checkbox', { name: sk[`cookies.kind.${kind}`] })).not.toBeChecked();
  }
  await expect(bar(page).getByRole('button', { name: 'Prijať všetky' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Prijať vybrané' })).toBeVisible();
});

test("'Prijať vybrané' stores the checked kinds, hides the bar; 'tu' withdraws everything", async ({ page, context }) => {
  await page.goto('/');
  await bar(page).getByRole('checkbox', { name: sk['cookies.kind.analytical'] }).check();
  await bar(page).getByRole('button', { name: 'Prijať vybrané' }).click();
  await expect(bar(page)).toBeHidden();
  expect(await consentCookies(context)).toEqual({
    'accept-technical': '1',
    'accept-analytical': '1',
    'accept-marketing': '0',
    'accept-advertisement': '0',
    'cookies-show': 'hidden',
  });
  const show = (await context.cookies()).find((c) => c.name === 'cookies-show');
  expect(Math.abs((show?.expires ?? 0) - (Date.now() / 1000 + 31_536_000))).toBeLessThan(120);

  // stays hidden after a reload (server-rendered from the cookie)
  await page.reload();
  await expect(page.locator('main#obsah')).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // the 'tu' link clears every consent and brings the bar back
  await page.getByRole('button', { name: sk['cookies.clear_link'], exact: true }).click();
  await expect(bar(page)).toBeVisible();
  expect(await consentCookies(context)).toEqual({});
  await expect(bar(page).getByRole('checkbox', { name: sk['cookies.kind.analytical'] })).not.toBeChecked();

  await page.reload();
  await expect(bar(page)).toBeVisible();
});

test("'tu' clears all cookies, not only the consents; the locale cookie lives 365 days", async ({ page, context, baseURL }) => {
  await page.goto('/');
  // the locale cookie of SPEC: set by every page for 365 days
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('sk');
  const locale = (await context.cookies()).find((c) => c.name === 'locale')!;
  expect(Math.abs(locale.expires - (Date.now() / 1000 + 365 * 86_400))).toBeLessThan(120);

  await bar(page).getByRole('button', { name: 'Prijať všetky' }).click();
  await expect(bar(page)).toBeHidden();
  // what a visitor collects besides the consents: a currency choice, an analytics cookie
  await context.addCookies([
    { name: 'currencyId', value: '1', url: baseURL! },
    { name: '_ga', value: 'GA1.1.123.456', url: baseURL! },
  ]);
  const before = (await context.cookies()).map((c) => c.name);
  for (const name of ['age-confirmed', 'intro-popup', 'top-banner', 'locale', 'currencyId', '_ga', 'accept-analytical', 'cookies-show'])
    expect(before).toContain(name);

  await page.getByRole('button', { name: sk['cookies.clear_link'], exact: true }).click();
  await expect(bar(page)).toBeVisible();
  // every cookie a script can delete is gone (an HttpOnly login session would stay; this visitor has none)
  await expect.poll(async () => (await context.cookies()).filter((c) => !c.httpOnly).map((c) => c.name)).toEqual([]);
  await expect(bar(page).getByRole('checkbox', { name: sk['cookies.kind.analytical'] })).not.toBeChecked();
});

test("'Prijať všetky' accepts every kind", async ({ page, context }) => {
  await page.goto('/');
  await bar(page).getByRole('button', { name: 'Prijať všetky' }).click();
  await expect(bar(page)).toBeHidden();
  const cookies = await consentCookies(context);
  for (const kind of KINDS) expect(cookies[`accept-${kind}`]).toBe('1');
  expect(cookies['cookies-show']).toBe('hidden');

  // the root loader reads cookies-show: after a reload the bar is not rendered at all
  await page.reload();
  await expect(bar(page)).toHaveCount(0);
});

test('pushes the decision to the data layer', async ({ page }) => {
  await page.goto('/');
  await bar(page).getByRole('checkbox', { name: sk['cookies.kind.marketing'] }).check();
  await bar(page).getByRole('button', { name: 'Prijať vybrané' }).click();
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.event === 'consent_update'),
  );
  expect(events.at(-1)).toMatchObject({ consent_analytical: false, consent_marketing: true, consent_advertisement: false });
});
