/** 18+ age gate (SPEC §1, PRODUCT.md): a server-rendered modal over the page; crawlers never get it. */
import { axeScan, expect, test } from './fixtures';
import { sk } from '../../src/i18n/sk';

const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GATE_MARKER = 'data-overlay="age-gate"';

test.describe('age gate for a visitor', () => {
  test.use({ userAgent: HUMAN_UA });

  test('is in the server-rendered HTML above the page content', async ({ request }) => {
    const res = await request.get('/', { headers: { 'user-agent': HUMAN_UA } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(GATE_MARKER);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain('Odísť');
    expect(html).toContain('Potvrdzujem');
    // the page itself is still rendered beneath the gate
    expect(html).toMatch(/<main[^>]*id="obsah"/);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html.indexOf('<main')).toBeLessThan(html.indexOf(GATE_MARKER));
  });

  test('shows on the first visit as an accessible modal with both buttons', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: sk['age_gate.title'] });
    await expect(gate).toBeVisible();
    const confirm = gate.getByRole('button', { name: 'Potvrdzujem' });
    const leave = gate.getByRole('link', { name: 'Odísť' });
    await expect(confirm).toBeVisible();
    await expect(leave).toBeVisible();
    await expect(leave).toHaveAttribute('href', 'https://www.google.sk');
    await expect(confirm).toBeFocused();

    // the page content is in the DOM under the gate, but out of reach
    await expect(page.locator('main#obsah h1').first()).toBeAttached();
    await expect(page.locator('main#obsah')).toHaveAttribute('inert', '');

    // focus stays inside the dialog
    await page.keyboard.press('Tab');
    await expect(leave).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(leave).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();

    const { violations } = await axeScan(page).include('[data-overlay="age-gate"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("'Potvrdzujem' hides it for a year, also after a reload", async ({ page, context }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: sk['age_gate.title'] });
    await gate.getByRole('button', { name: 'Potvrdzujem' }).click();
    await expect(gate).toBeHidden();
    await expect(page.locator('main#obsah')).not.toHaveAttribute('inert', '');

    const cookie = (await context.cookies()).find((c) => c.name === 'age-confirmed');
    expect(cookie?.value).toBe('1');
    const yearFromNow = Date.now() / 1000 + 31_536_000;
    expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(120);

    await page.reload();
    await expect(page.locator('main#obsah h1').first()).toBeVisible();
    await expect(page.locator(`[${GATE_MARKER}]`)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: sk['age_gate.title'] })).toHaveCount(0);
  });
});

test.describe('age gate for a crawler', () => {
  test.use({ userAgent: CRAWLER_UA });

  test('gets the full page without the gate', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { 'user-agent': CRAWLER_UA } })).text();
    expect(html).not.toContain(GATE_MARKER);
    expect(html).toMatch(/<main[^>]*id="obsah"/);

    await page.goto('/');
    await expect(page.locator('main#obsah h1').first()).toBeVisible();
    await expect(page.locator(`[${GATE_MARKER}]`)).toHaveCount(0);
  });
});
