/**
 * Customer accounts, authentication (SPEC §4, §6, §8; issue 5): register, log out, log in, a wrong password, the
 * return to the originally requested page, password reset through the e-mail written under the server's DATA_DIR,
 * the forms without JavaScript, and axe on the login and register pages. Every account here is new (the demo
 * accounts' passwords stay untouched for other specs).
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForPasswordResetHash } from '../setup/mail-links';
import { addShopCookies, expect, expectNoAxeViolations, test } from './fixtures';

/** The e2e server's DATA_DIR, as playwright.config.ts chooses it. */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);

const PASSWORD = 'Balóny na oslavu 1';

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;
}

async function registerThroughApi(page: Page, email: string, firstname = 'Alžbeta') {
  const res = await page.request.post('/api/auth/register', {
    data: { firstname, lastname: 'Testová', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  // the answer set the auth cookie in this context; start the UI tests logged out
  await page.request.get('/api/auth/logout');
}

async function logInOnPage(page: Page, email: string, password: string) {
  await main(page).getByLabel('E-mail', { exact: true }).fill(email);
  await main(page).getByLabel('Heslo', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Prihlásiť sa' }).click();
}

/** The page's own content (the header's login form has the same labels). */
const main = (page: Page) => page.locator('main#obsah');

const accountButton = (page: Page) => page.locator('button[aria-controls="ucet-menu"]');

test.describe('authentication', () => {
  test('register, log out through the header, log in again', async ({ shopPage: page }) => {
    const email = uniqueEmail('register');
    await page.goto('/registrace');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
    await main(page).getByLabel('Meno').fill('Alžbeta');
    await main(page).getByLabel('Priezvisko').fill('Nová');
    await main(page).getByLabel('E-mail').fill(email);
    await main(page).getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Heslo znova').fill('iné heslo 123');
    await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    // mismatch, found in the browser by the shared schema: nothing was sent, everything typed stays
    await expect(page.getByText('Heslá nie sú zhodné.')).toBeVisible();
    await expect(main(page).getByLabel('E-mail')).toHaveValue(email);
    await expect(main(page).getByLabel('Meno')).toHaveValue('Alžbeta');
    await expect(main(page).getByLabel('Heslo', { exact: true })).toHaveValue(PASSWORD);

    await main(page).getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Heslo znova').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await expect(page).toHaveURL(/\/ucet$/);
    await expect(accountButton(page)).toContainText('Alžbeta');
    expect(await page.evaluate(() => localStorage.getItem('auth.loggedIn'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('auth.strategy'))).toBe('local');
    // the token never reaches page scripts
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth._token.local');

    // the header dropdown: name, group description, account links, logout
    await accountButton(page).click();
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#ucet-menu');
    await expect(panel.getByText('Alžbeta Nová')).toBeVisible();
    await expect(panel.getByText('Zákazník', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Objednávky' })).toHaveAttribute('href', '/ucet');
    await expect(panel.getByRole('link', { name: 'Fakturačné údaje' })).toHaveAttribute('href', '/ucet/fakturacni-udaje');
    await expect(panel.getByRole('link', { name: 'Doručovacie adresy' })).toHaveAttribute('href', '/account/addresses');
    await page.keyboard.press('Escape');
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(accountButton(page)).toBeFocused();

    await accountButton(page).click();
    await panel.getByRole('button', { name: 'Odhlásiť' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toContainText('Môj účet');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth.loggedIn'))).toBe('false');
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // a guest is sent home from the account page
    await page.goto('/ucet');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/prihlasenie');
    await logInOnPage(page, email.toUpperCase(), PASSWORD);
    await expect(page).toHaveURL(/\/ucet$/);
    await expect(accountButton(page)).toContainText('Alžbeta');
    // a logged-in customer is sent home from the guest-only pages
    await page.goto('/prihlasenie');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the danger notification and pushes login-fail', async ({ shopPage: page }) => {
    const email = uniqueEmail('wrong');
    await registerThroughApi(page, email);
    await page.goto('/prihlasenie');
    await logInOnPage(page, email, 'toto nie je heslo');
    // SPEC §8: a danger notification (the red snackbar at the top) and the box at the form saying the same
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Nesprávny e-mail alebo heslo.');
    await expect(alert).toHaveAttribute('data-testid', 'danger-snackbar');
    await expect(alert).toHaveClass(/bg-danger/);
    await expect(main(page).locator('[data-kind="danger"]')).toHaveText('Nesprávny e-mail alebo heslo.');
    await expect(main(page).getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await expect(main(page).getByLabel('Heslo', { exact: true })).toHaveValue('');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((e) => e.event),
    );
    expect(events).toContain('login-fail');

    // empty form: the field errors joined by comma
    await main(page).getByLabel('E-mail', { exact: true }).fill('');
    await main(page).getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(alert).toHaveText('Pole musí byť vyplnené., Pole musí byť vyplnené.');
    // closable
    await alert.getByRole('button', { name: 'Zavrieť oznámenie' }).click();
    await expect(alert).toHaveCount(0);
    await expect(main(page).locator('[data-kind="danger"]')).toHaveText('Pole musí byť vyplnené., Pole musí byť vyplnené.');
  });

  test('after login the shopper returns to the page asked for, the redirect query, or /ucet (never off-site)', async ({
    shopPage: page,
  }) => {
    const email = uniqueEmail('redirect');
    await registerThroughApi(page, email);

    await page.goto('/ucet/fakturacni-udaje');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/prihlasenie');
    await logInOnPage(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/ucet\/fakturacni-udaje$/);
    await page.request.get('/api/auth/logout');

    await page.goto('/prihlasenie?redirect=%2Fkosik');
    await logInOnPage(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/kosik$/);
    await page.request.get('/api/auth/logout');

    for (const evil of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
      await page.goto(`/prihlasenie?redirect=${encodeURIComponent(evil)}`);
      await logInOnPage(page, email, PASSWORD);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/ucet$/);
      await page.request.get('/api/auth/logout');
    }
  });

  test('the header login form logs in and stays on the page', async ({ shopPage: page }) => {
    const email = uniqueEmail('header');
    await registerThroughApi(page, email, 'Hedviga');
    await page.goto('/prodejny');
    await accountButton(page).click();
    const panel = page.locator('#ucet-menu');
    await panel.getByLabel('E-mail').fill(email);
    await panel.getByLabel('Heslo').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL(/\/prodejny$/);
    await expect(accountButton(page)).toContainText('Hedviga');
  });

  test('password reset through the e-mail: the link works once', async ({ shopPage: page }) => {
    const email = uniqueEmail('reset');
    await registerThroughApi(page, email);
    await page.goto('/obnova-hesla');
    await main(page).getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'poslali sme naň odkaz' })).toBeVisible();

    const hash = await waitForPasswordResetHash(dataDir, email);
    const newPassword = 'Nové heslo na oslavu 2';
    await page.goto(`/zmena-hesla/${hash}`);
    await main(page).getByLabel('Nové heslo').fill(newPassword);
    await main(page).getByLabel('Heslo znova').fill(newPassword);
    await page.getByRole('button', { name: 'Nastaviť nové heslo' }).click();
    await expect(page.getByText('Heslo bolo zmenené. Teraz sa môžete prihlásiť novým heslom.')).toBeVisible();

    // the link is spent
    await page.goto(`/zmena-hesla/${hash}`);
    await expect(page.getByRole('alert')).toContainText('Odkaz na zmenu hesla je neplatný');
    await expect(page.getByRole('link', { name: 'Požiadať o nový odkaz' })).toBeVisible();

    await page.goto('/prihlasenie');
    await logInOnPage(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Nesprávny e-mail alebo heslo.');
    await logInOnPage(page, email, newPassword);
    await expect(page).toHaveURL(/\/ucet$/);
  });

  test('the login form works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await addShopCookies(context, baseURL!);
    const page = await context.newPage();
    const email = uniqueEmail('nojs');
    await registerThroughApi(page, email);
    await page.goto('/prihlasenie');
    await logInOnPage(page, email, 'zle heslo 123');
    await expect(page.getByRole('alert')).toHaveText('Nesprávny e-mail alebo heslo.');
    await expect(main(page).getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await logInOnPage(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/ucet$/);
    await context.close();
  });

  test('login and register pages have no axe violations, also with errors shown', async ({ shopPage: page }) => {
    await page.goto('/prihlasenie');
    await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/registrace');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await expect(page.getByText('Toto pole je potrebné potvrdiť.')).toBeVisible();
    await expectNoAxeViolations(page);

    // the guest dropdown
    await accountButton(page).click();
    await expect(page.locator('#ucet-menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
