/**
 * Media library and rich-text editor (decisions 0086, 0087), at 1280 px and 390 px: the editor (demo
 * redaktor@party-shop.sk) writes a blog post in the rich-text editor — bold text through the labelled toolbar, a
 * heading, an image uploaded into the library from the editor — picks a hero image by uploading it in the image
 * picker, and the post shows on /blog with the formatted text and both pictures. Axe on the editor page with the
 * editor loaded and on the media library page.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

const picture = async (color: string) => ({
  name: `foto-${color.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 500, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

for (const width of [1280, 390]) {
  test(`at ${width} px the editor writes a blog post with an uploaded image and formatted text, and it shows on /blog`, async ({
    shopPage: page,
  }) => {
    test.setTimeout(90_000);
    const title = `Oslava s obrázkom ${width} ${Date.now() % 100000}`;
    await login(page.request, 'redaktor@party-shop.sk');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/obsah/blog/novy');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog: nový záznam' })).toBeVisible();
    await page.getByLabel('Názov').fill(title);

    // the rich-text editor replaces the textarea once loaded
    const editor = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(editor).toBeVisible();
    await expect(page.locator('textarea[name="content"]')).toBeHidden();
    const toolbar = page.getByRole('toolbar', { name: 'Formátovanie textu' });
    await editor.click();
    await toolbar.getByRole('button', { name: 'Nadpis', exact: true }).click();
    // the toolbar hands the focus back to the text before typing goes on (a loaded machine is slow to)
    await expect(editor).toBeFocused();
    await page.keyboard.type('Príprava oslavy');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Najprv');
    await page.keyboard.press('Control+b');
    await expect(toolbar.getByRole('button', { name: 'Tučné' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(' nafúkajte balóny');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' a potom ozdobte stôl.');
    await page.keyboard.press('Enter');

    // an image uploaded into the library from the editor
    await toolbar.getByRole('button', { name: 'Obrázok z knižnice' }).click();
    const panel = page.getByRole('group', { name: 'Obrázok z knižnice' });
    await panel.getByLabel('Popis obrázka').fill('Balóny na stole');
    await panel.getByLabel('Nahrať nový obrázok').setInputFiles(await picture('#e91e63'));
    await expect(editor.locator('img[alt="Balóny na stole"]')).toHaveAttribute('src', /^\/media\/library\/[0-9a-f-]{36}\.webp\?w=800$/);
    await expect(page.locator('textarea[name="content"]')).toHaveValue(/<strong>(&nbsp;| )?nafúkajte balóny<\/strong>/);

    // the hero image: uploaded in the picker (no field for an outside address)
    const picker = page.getByRole('group', { name: 'Obrázok', exact: true });
    await expect(picker.getByRole('textbox')).toHaveCount(0);
    await picker.getByLabel('Nahrať nový obrázok').setInputFiles(await picture('#3f51b5'));
    // an old date keeps the seeded newest post first on the home page, which other specs read from the same server
    await page.getByLabel('Dátum publikovania').fill('2020-01-16T10:00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Vytvoriť' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Záznam bol vytvorený.' })).toBeVisible();
    // the uploaded hero image is now the picked one
    await expect(page.getByRole('group', { name: 'Obrázok', exact: true }).getByRole('radio', { checked: true })).toHaveAttribute(
      'value',
      /^\/media\/library\/[0-9a-f-]{36}\.webp$/,
    );

    // on the storefront
    const list = (await (await page.request.get('/api/posts?perPage=9')).json()) as { data: { pageCount: number } };
    const lastPage = list.data.pageCount;
    await page.goto(lastPage > 1 ? `/blog?page=${lastPage}` : '/blog');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 2, name: 'Príprava oslavy' })).toBeVisible();
    await expect(article.locator('strong', { hasText: 'nafúkajte balóny' })).toBeVisible();
    const inline = article.locator('img[alt="Balóny na stole"]');
    await expect(inline).toBeVisible();
    expect(await inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const hero = article.locator('img[src*="/media/library/"]').first();
    await expect(hero).toBeVisible();
  });
}

test('the media library lists the uploaded images and passes axe at 390 px and 1280 px', async ({ shopPage: page }) => {
  await login(page.request, 'redaktor@party-shop.sk');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Knižnica médií' })).toBeVisible();
    await page.getByLabel('Obrázky', { exact: true }).setInputFiles(await picture('#009688'));
    await page.getByLabel('Popis obrázka (alternatívny text)').fill(`Tyrkysová ${width}`);
    await page.getByRole('button', { name: 'Nahrať', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Obrázky boli nahrané do knižnice.' })).toBeVisible();
    await expect(page.getByTestId('media-list').locator(`img[alt="Tyrkysová ${width}"]`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }
});
