/**
 * A customer's personal data (decision 0097): on /ucet/osobne-udaje the customer downloads the JSON export and erases
 * the account (a wrong password and a missing confirmation are refused at their fields), lands on the goodbye page
 * and is logged out; an admin exports and erases another customer from /admin/zakaznici/{id}/osobne-udaje. axe at
 * 390 px and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PASSWORD = 'Balóny na oslavu 1';
const unique = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;

/** A new customer, logged in (the test route skips registration's per-address limit, which the suite would exceed). */
async function register(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.post('/api/test/customer', { data: { firstname: 'Gréta', lastname: 'Údajová', email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a customer downloads their data and erases the account at ${viewport.width} px`, async ({ shopPage: page }) => {
    await page.setViewportSize(viewport);
    const email = unique(`gdpr${viewport.width}`);
    await register(page.request, email);

    await page.goto('/ucet');
    await page.getByRole('link', { name: 'Osobné údaje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Osobné údaje' })).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Stiahnuť údaje (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^osobne-udaje-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string; firstname: string } };
    expect(exported.account).toMatchObject({ email, firstname: 'Gréta' });

    const form = page.locator('form').filter({ has: page.getByLabel('Vaše heslo') });
    await form.getByLabel('Vaše heslo').fill('nesprávne heslo');
    await form.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
    await expect(form.getByText('Potvrďte, že rozumiete, že zrušenie je nevratné.')).toBeVisible();
    await expect(form.getByLabel('Rozumiem, že zrušenie účtu je nevratné.')).toHaveAttribute('aria-invalid', 'true');
    // the focus scrolled the form up under the sticky header, which axe would count as covering the export link
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    await form.getByLabel('Rozumiem, že zrušenie účtu je nevratné.').check();
    await form.getByLabel('Vaše heslo').fill('nesprávne heslo');
    await form.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
    await expect(form.getByText('Nesprávne heslo.')).toBeVisible();
    await expect(form.getByLabel('Vaše heslo')).toBeFocused();

    await form.getByLabel('Rozumiem, že zrušenie účtu je nevratné.').check();
    await form.getByLabel('Vaše heslo').fill(PASSWORD);
    await form.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
    await expect(page).toHaveURL(/\/ucet-zruseny$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Účet bol zrušený' })).toBeVisible();
    await expectNoAxeViolations(page);

    // logged out, and the account is gone
    expect((await page.request.get('/api/me')).status()).toBe(401);
    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(422);
  });
}

test('an admin exports and erases a customer on request', async ({ shopPage: page }) => {
  const email = unique('gdpr-admin');
  const customerId = await register(page.request, email);
  await page.request.post('/api/auth/logout');
  const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/zakaznici/${customerId}`);
    await page.getByRole('link', { name: 'Osobné údaje (GDPR)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Osobné údaje zákazníka' })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Stiahnuť údaje zákazníka (JSON)' }).click(),
  ]);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { data: { account: { email: string } } };
  expect(exported.data.account.email).toBe(email);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Vymazať osobné údaje zákazníka' }).click();
  await expect(page.getByText('Osobné údaje zákazníka boli vymazané.')).toBeVisible();
  expect((await page.request.get(`/api/admin/customers/${customerId}`)).status()).toBe(404);
});
