/**
 * Carrier shipments in the back office (decisions 0104, 0105). The e2e server runs in demo mode without carrier
 * credentials, so the in-process demo carrier answers (DEMO numbers, labels that say so). The owner creates a Packeta
 * shipment on the order detail, prints its label (a PDF), ships the order with the stored number; the customer's
 * summary page links the tracking page. On the order list two more orders get their shipments in one action and their
 * labels print as ONE two-page PDF. Axe on the detail and on the list with the answer.
 */
import type { APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function paidOrder(request: APIRequestContext, carrier: 'packeta' | 'courier') {
  const res = await request.post('/api/test/order', { data: { carrier, paymentMethod: 'card', state: 'paid' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string; url: string } }).data;
}

async function expectPdf(request: APIRequestContext, href: string, pages: number) {
  const res = await request.get(href);
  expect(res.status(), await res.text().catch(() => '')).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await PDFDocument.load(await res.body());
  expect(pdf.getPageCount()).toBe(pages);
}

test.describe('back office: carrier shipments', () => {
  test.describe.configure({ timeout: 120_000 });

  test('create a Packeta shipment, print the label, ship; batch labels of two orders; the customer sees the tracking link', async ({
    page,
  }) => {
    const order = await paidOrder(page.request, 'packeta');
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);

    await page.goto(`/admin/objednavky/${order.id}`);
    const section = page.getByRole('region', { name: 'Zásielka' });
    await expect(section).toContainText('Ukážkový režim');
    await section.getByRole('button', { name: 'Vytvoriť zásielku' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zásielka bola vytvorená' })).toBeVisible();
    const tracking = section.getByTestId('shipment-tracking');
    await expect(tracking).toHaveText(/^DEMO \d{3} \d{4} \d{3}$/);
    const number = (await tracking.textContent())!;
    await expectNoAxeViolations(page);

    const label = section.getByRole('link', { name: 'Tlačiť štítok' });
    await expect(label).toHaveAttribute('href', `/admin/objednavky/${order.id}/stitok`);
    await expectPdf(page.request, `/admin/objednavky/${order.id}/stitok`, 1);

    // the "shipped" change carries the stored number (decision 0072)
    await expect(page.getByLabel('Číslo zásielky')).toHaveValue(number);
    await page.getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stav objednávky bol zmenený' })).toBeVisible();

    // two more orders: shipments and labels from the list in one go
    const second = await paidOrder(page.request, 'packeta');
    const third = await paidOrder(page.request, 'courier');
    await page.goto('/admin/objednavky');
    await page.getByRole('table').getByLabel(`Vybrať objednávku ${second.number}`).check();
    await page.getByRole('table').getByLabel(`Vybrať objednávku ${third.number}`).check();
    await page.getByRole('button', { name: 'Vytvoriť zásielky a štítky' }).click();
    const result = page.getByTestId('shipment-bulk-result');
    await expect(result).toContainText('Vytvorené: 2, už existovali: 0, odmietnuté: 0.');
    await expect(result).toContainText(`${second.number}: zásielka vytvorená (DEMO`);
    await expect(result).toContainText(`${third.number}: zásielka vytvorená (DEMO`);
    const print = result.getByRole('link', { name: 'Tlačiť štítky (2) – jedno PDF' });
    const href = (await print.getAttribute('href'))!;
    // the ids in the list's order (newest first)
    expect(href).toBe(`/admin/objednavky/stitky?id=${third.id}&id=${second.id}`);
    await expectPdf(page.request, href, 2);
    await expectNoAxeViolations(page);

    // the customer's summary page: number and the Packeta tracking link
    await page.goto(order.url);
    const customer = page.getByTestId('order-tracking');
    await expect(customer).toContainText(`Číslo zásielky: ${number}`);
    await expect(customer.getByRole('link', { name: 'Sledovať zásielku' })).toHaveAttribute(
      'href',
      `https://tracking.packeta.com/sk/?id=${number.replace(/ /g, '')}`,
    );
  });
});
