/**
 * Forms after a refusal (decision 0078): fixing the fields and sending again sends the form once, and only then.
 * conform marks the fields of a refusal as checked and re-checks them as they are typed in; on a form without a
 * browser check that re-check was a post of the form per keystroke (conform's "server validation"), so the
 * shopper's submit raced those posts and was refused with half-typed values (the login form on conform's handler
 * posted 20 times here). The kit keeps conform's checks in the browser (use-shop-form.ts).
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD } from '../../src/seed/demo';

const main = (page: Page) => page.locator('main#obsah');
const PASSWORD = 'Balóny na oslavu 1';

/** The POSTs of the page's own form (React Router sends them to `<path>.data`). */
function formPosts(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `${path}.data`) posts.push(request);
  });
  return posts;
}

test('login (checked on the server only): after a refusal, typing sends nothing and the next submit logs in', async ({
  shopPage: page,
}) => {
  const posts = formPosts(page, '/prihlasenie');
  await page.goto('/prihlasenie');
  await main(page).getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(main(page).locator('[data-kind="danger"]')).toHaveText('Pole musí byť vyplnené., Pole musí byť vyplnené.');
  expect(posts).toHaveLength(1);

  // typed key by key, as a shopper does: no post per keystroke in the fields the server refused
  await main(page).getByLabel('E-mail', { exact: true }).pressSequentially('zakaznik@party-shop.sk');
  await main(page).getByLabel('Heslo', { exact: true }).pressSequentially(DEMO_PASSWORD);
  await expect(main(page).getByLabel('Heslo', { exact: true })).toHaveValue(DEMO_PASSWORD);
  expect(posts).toHaveLength(1);
  await main(page).getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/\/ucet$/);
  expect(posts).toHaveLength(2);
});

test('register (checked in the browser): a refusal in the browser or by the server, then the fixed form is sent once', async ({
  shopPage: page,
}) => {
  const posts = formPosts(page, '/registrace');
  const form = main(page);
  await page.goto('/registrace');
  await form.getByLabel('Meno').fill('Alžbeta');
  await form.getByLabel('Priezvisko').fill('Nová');
  await form.getByLabel('E-mail').fill('zakaznik@party-shop.sk');
  await form.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Heslo znova').fill('iné heslo 123');
  await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  // the browser refuses: the shared schema's message at the field, focus there, nothing sent
  await expect(form.locator('[data-field-error="password_confirmation"]')).toHaveText('Heslá nie sú zhodné.');
  await expect(form.getByLabel('Heslo znova')).toBeFocused();
  expect(posts).toHaveLength(0);

  await form.getByLabel('Heslo znova').fill(PASSWORD);
  await expect(form.locator('[data-field-error="password_confirmation"]')).toHaveCount(0);
  await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  // the server refuses the address it already knows; the passwords are emptied
  await expect(form.locator('[data-field-error="email"]')).toContainText('Účet s týmto e-mailom už existuje.');
  await expect(form.getByLabel('Heslo', { exact: true })).toHaveValue('');
  expect(posts).toHaveLength(1);

  await form.getByLabel('E-mail').fill('');
  await form.getByLabel('E-mail').pressSequentially(`znova.${Date.now()}@example.sk`);
  await form.getByLabel('Heslo', { exact: true }).pressSequentially(PASSWORD);
  await form.getByLabel('Heslo znova').pressSequentially(PASSWORD);
  expect(posts).toHaveLength(1);
  await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await expect(page).toHaveURL(/\/ucet$/);
  expect(posts).toHaveLength(2);
});
