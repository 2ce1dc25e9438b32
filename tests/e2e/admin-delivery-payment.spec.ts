/**
 * /admin/nastavenia/doprava-a-platba (decision 0124): the owner sets the courier's tracking page in the back office
 * instead of the database; a refused save keeps the typed values and marks the field; axe at 1280 and 390 px.
 * Only the courier's tracking page is changed (and put back): the other specs share the server and read the fees.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

test.describe('back office: delivery and payment', () => {
  test('the courier gets a tracking page; a pattern without {n} is refused with the typed values kept', async ({ page }) => {
    await login(page.request, 'admin@party-shop.sk');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/nastavenia/doprava-a-platba');
    await expect(page.getByRole('heading', { level: 1, name: 'Doprava a platba' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Doprava a platba' })).toHaveAttribute('aria-current', 'page');
    const courier = page.getByRole('form', { name: 'Kuriér (doručenie na adresu)' });
    await expect(courier.getByLabel('Poplatok s DPH (EUR)')).toHaveValue('4,90');
    await expectNoAxeViolations(page);

    const tracking = courier.getByLabel('Stránka na sledovanie zásielky');
    await tracking.fill('https://t.sps-sro.sk/result/');
    await courier.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Zadajte adresu začínajúcu https://, v ktorej {n} označuje číslo zásielky.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Kuriér (doručenie na adresu)' }).getByLabel('Stránka na sledovanie zásielky')).toHaveValue(
      'https://t.sps-sro.sk/result/',
    );
    await expect(
      page.getByRole('form', { name: 'Kuriér (doručenie na adresu)' }).getByLabel('Stránka na sledovanie zásielky'),
    ).toHaveAttribute('aria-invalid', 'true');

    const again = page.getByRole('form', { name: 'Kuriér (doručenie na adresu)' });
    await again.getByLabel('Stránka na sledovanie zásielky').fill('https://t.sps-sro.sk/result/?n={n}');
    await again.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Zmeny boli uložené.')).toBeVisible();
    const saved = await page.request.get('/api/admin/delivery-payment');
    const courierRow = (
      (await saved.json()) as { data: { carriers: Array<{ code: string; trackingUrl: string | null; priceGross: number }> } }
    ).data.carriers.find((c) => c.code === 'courier');
    expect(courierRow).toMatchObject({ trackingUrl: 'https://t.sps-sro.sk/result/?n={n}', priceGross: 490 });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);

    // put back what the other specs expect
    const form = page.getByRole('form', { name: 'Kuriér (doručenie na adresu)' });
    await form.getByLabel('Stránka na sledovanie zásielky').fill('');
    await form.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Zmeny boli uložené.')).toBeVisible();
  });
});
