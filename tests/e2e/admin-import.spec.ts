/**
 * Product CSV export and import (decision 0106): from the product list an admin opens the import page, downloads
 * the export, uploads it with one product's price raised by 1 €, reads the preview (old → new), confirms, and the
 * storefront shows the new price; a file with a bad amount shows the row error and offers no confirm. Axe on the page,
 * the preview and the errors.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { createAdminProduct, expect, expectNoAxeViolations, test } from './fixtures';

const PRICE = 'Cena s DPH (EUR)';
const euro = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} €`;

test.describe('back office product CSV import', () => {
  test.describe.configure({ timeout: 120_000 });

  test('export, upload a changed price, preview, confirm and see it in the shop; a bad file shows its row errors', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@party-shop.sk', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    // a product of its own: the cart tests buy the demo products at their demo prices
    const stamp = Date.now().toString(36).toUpperCase();
    const productId = await createAdminProduct(page.request, `CSV import ${stamp}`, `E2E-CSV-${stamp}`, 990);
    const product = (
      (await (await page.request.get(`/api/admin/products/${productId}`)).json()) as {
        data: { code: string; priceGross: number; url: string };
      }
    ).data;

    await page.goto('/admin/produkty');
    await page.getByRole('link', { name: 'Import / export CSV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import a export produktov' })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportovať produkty (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^produkty-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { delimiter: ';', bom: true }) as string[][];
    const priceAt = header!.indexOf(PRICE);
    const mine = rows.filter((r) => r[0] === product.code);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]![priceAt]).toBe(euro(product.priceGross).replace(' €', ''));

    // the owner raises the price by 1 €, ends any sale, and keeps only this product's rows
    const newPrice = product.priceGross + 100;
    for (const r of mine) {
      r[priceAt] = euro(newPrice).replace(' €', '');
      r[header!.indexOf('Akciová cena s DPH (EUR)')] = '';
      r[header!.indexOf('Akcia aktívna')] = 'nie';
    }
    const file = (records: string[][]) => ({
      name: 'produkty-upravene.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${stringify([header!, ...records], { delimiter: ';' })}`),
    });
    await page.getByLabel('Súbor CSV').setInputFiles(file(mine));
    await page.getByRole('button', { name: 'Nahrať a zobraziť náhľad' }).click();
    const changes = page.getByTestId('import-changes');
    await expect(changes).toContainText(`${PRICE}: ${euro(product.priceGross)} → ${euro(newPrice)}`);
    await expect(page.getByTestId('import-summary')).toContainText('zmenené: 1');
    await expectNoAxeViolations(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Potvrdiť import' }).click();
    await expect(page.getByRole('status')).toContainText('Import bol uložený');
    await expect(page.getByRole('button', { name: 'Potvrdiť import' })).toHaveCount(0);

    await page.goto(product.url);
    const [whole, cents] = (newPrice / 100).toFixed(2).split('.');
    await expect(page.locator('main')).toContainText(new RegExp(`${whole},${cents}[\\s\u00a0\u202f]*€`));

    // a file with a bad amount: the error names row 2 and the column, nothing to confirm
    await page.goto('/admin/produkty/import');
    const bad = mine.map((r) => [...r]);
    bad[0]![priceAt] = '12,3x';
    await page.getByLabel('Súbor CSV').setInputFiles(file(bad));
    await page.getByRole('button', { name: 'Nahrať a zobraziť náhľad' }).click();
    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText('„12,3x“ nie je suma. Zadajte napr. 19,90.');
    await expect(errors.getByRole('row').nth(1)).toContainText(`2${PRICE}`);
    await expect(page.getByRole('button', { name: 'Potvrdiť import' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
