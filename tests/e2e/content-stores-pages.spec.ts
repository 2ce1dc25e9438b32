/**
 * Branches and content pages (issue 6, part 2): /prodejny lists the 13 branches with open-now and the map, a branch
 * detail shows its opening hours and finds goods in its stock, an unknown store id shows 'Vybraná predajňa
 * neexistuje.' with status 404, a service inquiry is sent (422 first, then stored and mailed to the shop), the
 * delivery modal opens from the product page and is keyboard accessible, documents download; axe on every page
 * template of this part; 390 px layout of /prodejny.
 */
import os from 'node:os';
import path from 'node:path';
import { readStoredMails } from '../setup/mail-links';
import { expect, expectNoAxeViolations, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);

// pages with axe runs and form round trips take longer than the default 30 s on a busy 2-core machine
test.describe.configure({ timeout: 90_000 });

test.describe('stores', () => {
  test('/prodejny lists the 13 branches with contacts, hours, open-now and map markers', async ({ shopPage: page }) => {
    await page.goto('/prodejny');
    await expect(page.getByRole('heading', { level: 1, name: 'Predajne' })).toBeVisible();
    const cards = page.getByTestId('store-card');
    await expect(cards).toHaveCount(13);
    await expect(cards.first()).toContainText('Party shop Bratislava – Avion');
    await expect(cards.first()).toContainText('+421 2 4820 1101');
    await expect(cards.first().getByTestId('store-open-state')).toHaveText(/Otvorené|Zatvorené/);
    await expect(page.getByTestId('store-map').getByRole('link')).toHaveCount(13);
    await expectNoAxeViolations(page);
  });

  test('a branch detail shows its opening hours and finds goods in its stock (the GET form)', async ({ shopPage: page }) => {
    await page.goto('/prodejny');
    await page.getByTestId('store-list').getByRole('link', { name: 'Party shop Trnava', exact: true }).click();
    await expect(page).toHaveURL(/\/prodejny\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Party shop Trnava' })).toBeVisible();
    const hours = page.getByTestId('store-hours');
    await expect(hours.getByRole('row')).toHaveCount(8); // the (screen-reader) header row + 7 days
    await expect(hours).toContainText('Pondelok');
    await expect(hours).toContainText('9:00 – 19:00');
    await expect(hours).toContainText('Nedeľa');
    await expect(page.getByTestId('store-osm-link')).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=48\.377/);
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Hľadať tovar na predajni' }).fill('balony');
    await page.locator('#tovar').getByRole('button', { name: 'Hľadať', exact: true }).click();
    await expect(page).toHaveURL(/\/prodejny\/3\?q=balony/);
    const items = page.getByTestId('store-stock-item');
    await expect(items.first()).toBeVisible();
    await expect(items.first()).toContainText(/Na predajni skladom \d+ ks|až 10 dní/);
    await expect(page.getByTestId('store-stock-results')).toContainText('Výsledky pre „balony“');
  });

  test('an unknown store id shows the store error with status 404', async ({ shopPage: page }) => {
    for (const id of ['999', 'abc']) {
      const response = await page.goto(`/prodejny/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Vybraná predajňa neexistuje.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Všetky predajne' })).toBeVisible();
    }
  });

  test('/prodejny fits 390 px without horizontal scrolling', async ({ shopPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/prodejny');
    await expect(page.getByTestId('store-card')).toHaveCount(13);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const map = await page.getByTestId('store-map').boundingBox();
    expect(map!.width).toBeGreaterThan(300);
    await page.goto('/prodejny/1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('services and content pages', () => {
  test('a service inquiry is refused at the fields, then sent and mailed to the shop', async ({ shopPage: page }) => {
    await page.goto('/sluzby/2/vyzdoba-na-kluc');
    await expect(page.getByRole('heading', { level: 1, name: 'Výzdoba na kľúč' })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.getByTestId('service-inquiry');
    await form.getByLabel('Meno a priezvisko').fill('Eva E2E');
    await form.getByLabel('E-mail').fill('eva.e2e@');
    await form.getByRole('button', { name: 'Odoslať dopyt' }).click();
    // checked in the browser by the shared schema: the first field in error has the focus
    await expect(form.getByLabel('E-mail')).toBeFocused();
    await expect(form).toContainText('Pole musí obsahovať platný e-mail.');
    await expect(form).toContainText('Pole musí byť vyplnené.');
    await expect(form.getByLabel('Meno a priezvisko')).toHaveValue('Eva E2E');

    const email = `eva.e2e.${Date.now()}@example.sk`;
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Správa').fill('Svadba pre 80 hostí v Trnave, biela a zlatá výzdoba.');
    await form.getByRole('button', { name: 'Odoslať dopyt' }).click();
    await expect(form.getByRole('status')).toHaveText('Ďakujeme, váš dopyt sme prijali. Ozveme sa vám čo najskôr.');
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await expect.poll(async () => (await readStoredMails(dataDir)).filter((m) => m.decoded.includes(email)).length).toBe(1);
  });

  test('the delivery modal opens from the product page, traps focus, closes with Escape and returns focus', async ({ shopPage: page }) => {
    await page.goto('/348/produkt/x'); // the product page (redirected to its canonical URL)
    await expect(page.getByTestId('product-info-links')).toBeVisible();
    const links = page.getByTestId('product-info-links');
    const trigger = links.getByRole('link', { name: 'Doprava a platba' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Doprava a platba' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Osobný odber');
    await expect(dialog.getByRole('button', { name: 'Zavrieť' })).toBeFocused();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(800);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await links.getByRole('link', { name: 'Dostupnosť tovaru' }).click();
    await expect(page.getByRole('dialog', { name: 'Dostupnosť tovaru' })).toContainText('až 10 dní');
  });

  test('axe on /kontakty and /dokumenty; a document downloads as a PDF', async ({ shopPage: page }) => {
    await page.goto('/kontakty');
    await expect(page.getByTestId('contact-card')).toHaveCount(18);
    await expectNoAxeViolations(page);

    await page.goto('/dokumenty');
    await expect(page.getByTestId('document').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('document-download').first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('axe on an info page and a generic page; canonical redirect and 404', async ({ shopPage: page }) => {
    await page.goto('/info/21/pozicovna-kostymov');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Nezáväzný dopyt/ })).toHaveAttribute('href', '/sluzby/1/pozicovna-kostymov#dopyt');
    await expectNoAxeViolations(page);

    await page.goto('/spokojenost');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    const response = await page.goto('/info/21/zly-slug');
    expect(response?.url()).toMatch(/\/info\/21\/pozicovna-kostymov$/);
    expect((await page.goto('/neexistujuca-stranka'))?.status()).toBe(404);
  });
});
