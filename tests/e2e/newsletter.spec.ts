/** Footer newsletter signup (SPEC §5, §8): client-side validation, saved, already saved. */
import { expect, test } from './fixtures';

const OVERLAY_COOKIES = { 'age-confirmed': '1', 'cookies-show': 'hidden', 'intro-popup': 'hidden', 'top-banner': 'hidden' };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(Object.entries(OVERLAY_COOKIES).map(([name, value]) => ({ name, value, url: baseURL! })));
});

test.describe('newsletter form', () => {
  test('an invalid e-mail shows the field error and keeps the typed text', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/subscriber/save')) posted = true;
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Váš e-mail');
    await input.fill('toto-nie-je-email');
    await footer.getByRole('button', { name: 'Prihlásiť na odber' }).click();

    await expect(footer.getByText('Pole musí obsahovať platný e-mail.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('toto-nie-je-email');
    expect(posted, 'an invalid e-mail is not sent to the server').toBe(false);

    // an empty field is 'required'
    await input.fill('');
    await footer.getByRole('button', { name: 'Prihlásiť na odber' }).click();
    await expect(footer.getByText('Pole musí byť vyplnené.')).toBeVisible();
  });

  test('an e-mail typed before the page has hydrated is kept and checked (decision 0137)', async ({ page }) => {
    // the browser entry waits until the shopper has typed: the field is server HTML while they type
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Váš e-mail');
    await input.fill('toto-nie-je-email');
    release();

    // the button is enabled once the page has hydrated; the component has the typed text, not an empty field
    await footer.getByRole('button', { name: 'Prihlásiť na odber' }).click();
    await expect(footer.getByText('Pole musí obsahovať platný e-mail.')).toBeVisible();
    await expect(input).toHaveValue('toto-nie-je-email');
  });

  test('a fresh e-mail is saved, the same e-mail again is already saved', async ({ page }) => {
    const email = `e2e-newsletter-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Váš e-mail');
    const status = footer.getByRole('status');

    await input.fill(email);
    await footer.getByRole('button', { name: 'Prihlásiť na odber' }).click();
    await expect(status).toHaveText('E-mail bol úspešne uložený.');

    await input.fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Prihlásiť na odber' }).click();
    await expect(status).toHaveText('Tento e-mail je už uložený.');
    // the typed e-mail stays when it was not saved
    await expect(input).toHaveValue(email.toUpperCase());
  });
});
