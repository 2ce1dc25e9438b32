/**
 * Back office, content (issue 7, decision 0036): an EDITOR (demo redaktor@party-shop.sk, logged in through the API
 * as admin-orders.spec.ts does) approves a shopper's event proposal in /admin/obsah and it appears on /eventy; creates
 * a blog post that appears on /blog; axe on the content list and edit pages; a branch's opening hours at 390 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

/** A date `days` ahead in the shop's zone (YYYY-MM-DD). */
const dateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test.describe('back office: content', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an editor approves an event proposal and it appears on /eventy; axe on the list and the edit page', async ({
    shopPage: page,
    playwright,
    baseURL,
  }) => {
    const title = `Karneval na námestí ${Date.now() % 100000}`;
    const guest = await playwright.request.newContext({ baseURL });
    const proposed = await guest.post('/api/events', {
      data: {
        title,
        date: dateIn(21),
        time: '16:00',
        place: 'Hlavné námestie, Trnava',
        description: 'Masky, hudba a balóny pre deti.',
        organizerName: 'Eva Nová',
        organizerEmail: 'eva.nova@example.com',
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    await guest.dispose();

    await page.goto('/eventy');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await login(page.request, 'redaktor@party-shop.sk');
    await page.goto('/admin/obsah');
    await expect(page.getByRole('heading', { level: 1, name: 'Obsah' })).toBeVisible();
    await page.getByRole('link', { name: /Návrhy eventov na schválenie/ }).click();
    await expect(page).toHaveURL(/\/admin\/obsah\/eventy\?stav=proposals$/);
    const edit = page.getByRole('link', { name: `Upraviť: ${title}` });
    await expect(edit).toBeVisible();
    await expectNoAxeViolations(page);

    await edit.click();
    await expect(page.getByRole('heading', { level: 1, name: `Eventy: ${title}` })).toBeVisible();
    await expect(page.getByTestId('proposal-notice')).toBeVisible();
    await expect(page.getByLabel('Miesto', { exact: true })).toHaveValue('Hlavné námestie, Trnava');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Schváliť a zverejniť' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Event bol schválený a zverejnený.' })).toBeVisible();
    await expect(page.getByTestId('proposal-notice')).toHaveCount(0);
    await expect(page.locator('[data-audit-log]')).toContainText('schválenie');

    await page.goto('/eventy');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  });

  test('an editor creates a blog post and it appears on /blog', async ({ shopPage: page }) => {
    const title = `Tipy na oslavu ${Date.now() % 100000}`;
    await login(page.request, 'redaktor@party-shop.sk');
    await page.goto('/admin/obsah/blog');
    await page.getByRole('link', { name: 'Pridať nový záznam' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog: nový záznam' })).toBeVisible();
    // a refused save keeps what was typed
    await page.getByLabel('Perex').fill('Ako pripraviť detskú oslavu.');
    await page.getByRole('button', { name: 'Vytvoriť' }).click();
    await expect(page.getByText('Pole musí byť vyplnené.')).toBeVisible();
    await expect(page.getByLabel('Perex')).toHaveValue('Ako pripraviť detskú oslavu.');

    await page.getByLabel('Názov').fill(title);
    // the rich-text editor (decision 0087)
    const editor = page.getByRole('textbox', { name: 'Text', exact: true });
    await editor.click();
    await page.keyboard.type('Balóny, konfety a ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('dobrá nálada');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await expect(page.getByLabel('Publikované')).toBeChecked();
    // an old date keeps the seeded newest post first on the home page, which other specs read from the same server
    await page.getByLabel('Dátum publikovania').fill('2020-01-15T10:00');
    await page.getByRole('button', { name: 'Vytvoriť' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Záznam bol vytvorený.' })).toBeVisible();
    await expect(page.locator('textarea[name="content"]')).toHaveValue(
      /^<p>Balóny, konfety a(&nbsp;| )?<strong>(&nbsp;| )?dobrá nálada<\/strong>\.<\/p>$/,
    );

    // the oldest post is on the list's last page
    const list = (await (await page.request.get('/api/posts?perPage=9')).json()) as { data: { pageCount: number } };
    const lastPage = list.data.pageCount;
    await page.goto(lastPage > 1 ? `/blog?page=${lastPage}` : '/blog');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('dobrá nálada')).toBeVisible();
  });

  test('a branch with its opening hours fits a 390 px screen and passes axe', async ({ shopPage: page }) => {
    await login(page.request, 'redaktor@party-shop.sk');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/obsah/predajne/1');
    await expect(page.getByRole('group', { name: 'Otváracie hodiny' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pondelok' }).getByLabel('Otvára')).not.toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
