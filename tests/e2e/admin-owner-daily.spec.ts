/**
 * Small things the owner meets every day (decision 0074): an admin logged in on the storefront finds "Administrácia"
 * in the account navigation and the account menu; the voucher list tells an expired and a not-yet-valid code apart
 * from an active one and shows the minimum cart and the per-customer limit; the voucher form has no service type.
 * axe on the voucher list at 390 px.
 */
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

const DAY_MS = 86_400_000;

test.describe('back office: the owner every day', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ shopPage: page }) => {
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
  });

  test('a staff member on the storefront reaches /admin from the account page and the account menu', async ({ shopPage: page }) => {
    await page.goto('/ucet');
    const nav = page.getByRole('navigation', { name: 'Môj účet' });
    await nav.getByRole('link', { name: 'Administrácia' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await page.locator('button[aria-controls="ucet-menu"]').click();
    await expect(page.locator('#ucet-menu').getByRole('link', { name: 'Administrácia' })).toBeVisible();
  });

  test('the voucher list shows Expirovaný, Ešte neplatí and Aktívny with the minimum and the per-customer limit', async ({
    shopPage: page,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const make = async (code: string, body: Record<string, unknown>) => {
      const res = await page.request.post('/api/admin/vouchers', { data: { code, voucherType: 'percent', value: 10, ...body } });
      expect(res.status(), await res.text()).toBe(201);
    };
    await make(`E2EOLD${stamp}`, {
      activeFrom: new Date(Date.now() - 10 * DAY_MS).toISOString(),
      activeTo: new Date(Date.now() - DAY_MS).toISOString(),
    });
    await make(`E2ENEW${stamp}`, { activeFrom: new Date(Date.now() + 5 * DAY_MS).toISOString() });
    await make(`E2ENOW${stamp}`, { minimalPrice: 50_000, quantityPerUser: 1 });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/kupony?q=${stamp}`);
    const row = (code: string) => page.getByRole('row').filter({ hasText: code });
    await expect(row(`E2EOLD${stamp}`)).toContainText('Expirovaný');
    await expect(row(`E2ENEW${stamp}`)).toContainText('Ešte neplatí');
    await expect(row(`E2ENOW${stamp}`)).toContainText('Aktívny');
    // 500 Kč as a shopper in the main currency reads it (decision 0080)
    await expect(row(`E2ENOW${stamp}`)).toContainText(/20,00\s€/);
    await expect(row(`E2ENOW${stamp}`)).toContainText('1×');
    await expectNoAxeViolations(page);

    await row(`E2ENOW${stamp}`)
      .getByRole('link', { name: `E2ENOW${stamp}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/kupony\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Kód', exact: true })).toHaveValue(`E2ENOW${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Typ služby' })).toHaveCount(0);
  });
});
