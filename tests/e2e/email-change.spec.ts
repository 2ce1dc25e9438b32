/**
 * Changing the login e-mail on /ucet/fakturacni-udaje (decision 0066): the current password is asked, the page says a
 * link went to the new address, the e-mail does not change until the link (read from the mail the server writes
 * under its DATA_DIR) is confirmed, then the new address logs in and the old one does not.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readStoredMails } from '../setup/mail-links';
import { expect, expectNoAxeViolations, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);
const PASSWORD = 'Balóny na oslavu 1';
const main = (page: Page) => page.locator('main#obsah');
const unique = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;

async function confirmationPath(to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await readStoredMails(dataDir)).filter((m) => m.to.toLowerCase().includes(to));
      found = mails.map((m) => /\/potvrdenie-emailu\/[A-Za-z0-9_-]{20,}/.exec(m.decoded)?.[0]).find(Boolean);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('the login e-mail changes only after the password and the link sent to the new address', async ({ shopPage: page }) => {
  const email = unique('zmena');
  const next = unique('nova');
  const res = await page.request.post('/api/auth/register', {
    data: { firstname: 'Erika', lastname: 'Zmenová', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);

  await page.goto('/ucet/fakturacni-udaje');
  await expect(page.getByTestId('login-email')).toHaveText(email);
  await expectNoAxeViolations(page);
  const form = main(page)
    .locator('form')
    .filter({ has: page.getByLabel('Nový e-mail') });
  await form.getByLabel('Nový e-mail').fill(next);
  await form.getByLabel('Súčasné heslo').fill('nesprávne heslo');
  await form.getByRole('button', { name: 'Poslať odkaz na potvrdenie' }).click();
  await expect(form.getByText('Nesprávne heslo.')).toBeVisible();
  await expect(form.getByLabel('Súčasné heslo')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Nový e-mail')).toHaveValue(next);

  await form.getByLabel('Súčasné heslo').fill(PASSWORD);
  await form.getByRole('button', { name: 'Poslať odkaz na potvrdenie' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Na adresu ${next} sme poslali odkaz na potvrdenie.` })).toBeVisible();
  await expect(page.getByTestId('login-email')).toHaveText(email);

  await page.goto(await confirmationPath(next));
  await expect(page.getByRole('heading', { name: 'Potvrdenie nového e-mailu' })).toBeVisible();
  await page.getByRole('button', { name: 'Potvrdiť e-mail' }).click();
  await expect(page.getByText(`Hotovo. Na prihlásenie teraz používate e-mail ${next}.`)).toBeVisible();

  await page.goto('/ucet/fakturacni-udaje');
  await expect(page.getByTestId('login-email')).toHaveText(next);
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(422);
  expect((await page.request.post('/api/auth/login', { data: { email: next, password: PASSWORD } })).status()).toBe(200);
});
