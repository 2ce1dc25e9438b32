/**
 * Blog, careers and events (issue 6): blog list → category → post; a job application with a PDF CV arrives at the
 * shop owner as an e-mail (the .eml under the server's DATA_DIR) with the CV attached; an event proposal shows on
 * /eventy only after the back office approves it (test-only route); axe on every page template of the area and no
 * horizontal overflow at 390 and 1280 px.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readStoredMails } from '../setup/mail-links';
import { samplePdf } from '../setup/cv-files';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The e2e server's DATA_DIR, as playwright.config.ts chooses it. */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);

const main = (page: Page) => page.locator('main#obsah');

async function expectNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

function inDays(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test.describe('blog, careers and events', () => {
  test('blog: list, category filter, paging and a post with its JSON-LD', async ({ shopPage: page }) => {
    test.setTimeout(60_000);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Kategórie blogu' });
    await expect(categories.getByRole('link', { name: 'Všetky články' })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).locator('article')).toHaveCount(9);
    await page.getByRole('navigation', { name: 'Stránkovanie článkov' }).getByRole('link', { name: 'Strana 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(main(page).locator('article').first()).toBeVisible();

    await categories.getByRole('link', { name: 'Návody' }).click();
    await expect(page).toHaveURL(/\/blog\?kategoria=navody$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Návody' })).toBeVisible();
    const first = main(page).locator('article h2 a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/\d+\/[a-z0-9-]+$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`${new URL(page.url()).pathname}$`));
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
    expect(ld.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({ headline: title });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    // a wrong slug lands on the canonical address
    const url = new URL(page.url());
    const id = url.pathname.split('/')[2];
    await page.goto(`/blog/${id}/nespravny-slug`);
    await expect(page).toHaveURL(url.href);
    const missing = await page.goto('/blog/999999/nic');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenájdená' })).toBeVisible();
  });

  test('careers: an application with a PDF CV reaches the shop owner with the CV attached', async ({ shopPage: page }) => {
    test.setTimeout(60_000);
    const token = `E2E${Date.now()}`;
    await page.goto('/kariera');
    await expect(page.getByRole('heading', { level: 1, name: 'Kariéra' })).toBeVisible();
    const job = main(page).locator('article h2 a').first();
    const jobTitle = (await job.textContent())!.trim();
    await job.click();
    await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
    expect(ld.find((block) => block['@type'] === 'JobPosting')).toMatchObject({ title: jobTitle });

    const form = page.locator('#odpoved');
    await form.getByLabel('Meno a priezvisko').fill(`Jana ${token}`);
    await form.getByLabel('E-mail').fill('jana.e2e@example.sk');
    await form.getByLabel('Správa').fill('Dobrý deň, posielam životopis.');
    // a text file named .pdf is refused at the field; the text stays
    await form
      .getByLabel('Životopis')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('toto nie je pdf') });
    await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();
    await expect(form.getByText('Životopis musí byť súbor PDF, DOC, DOCX alebo ODT.')).toBeVisible();
    await expect(form.getByLabel('Životopis')).toBeFocused();
    await expect(form.getByLabel('Meno a priezvisko')).toHaveValue(`Jana ${token}`);

    await form.getByLabel('Životopis').setInputFiles({ name: 'Jana-zivotopis.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();
    await expect(form.getByText('Ďakujeme, vašu žiadosť sme prijali.')).toBeVisible();
    await expect(page).toHaveURL(/\?odoslane=1#odpoved$/);

    await expect
      .poll(async () => (await readStoredMails(dataDir)).filter((m) => m.decoded.includes(token)).length, { timeout: 5000 })
      .toBe(1);
    const mail = (await readStoredMails(dataDir)).find((m) => m.decoded.includes(token))!;
    expect(mail.to).toContain('obchod@party-shop.sk');
    expect(mail.decoded).toMatch(/Content-Type: application\/pdf; name="?Jana-zivotopis\.pdf/i);
    expect(mail.decoded).toMatch(/Content-Disposition: attachment; filename="?Jana-zivotopis\.pdf/i);
    expect(mail.decoded).toContain('%PDF-');
    expect(mail.decoded).toContain(jobTitle);
  });

  test('events: a proposal shows on /eventy only after approval', async ({ shopPage: page }) => {
    test.setTimeout(60_000);
    const title = `Párty v parku ${Date.now()}`;
    await page.goto('/eventy');
    await expect(page.getByRole('heading', { level: 2, name: 'Pripravujeme' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Uplynulé eventy' })).toBeVisible();
    await page.getByRole('link', { name: 'Navrhnúť event' }).click();
    await expect(page).toHaveURL(/\/eventy\/novy$/);

    await main(page).getByLabel('Názov eventu').fill(title);
    await main(page).getByLabel('Dátum').fill(inDays(-1));
    await main(page).getByLabel('Začiatok').fill('15:00');
    await main(page).getByLabel('Miesto konania').fill('Sad Janka Kráľa, Bratislava');
    await main(page).getByLabel('Popis').fill('Piknik s balónmi a maľovaním na tvár pre celú rodinu.');
    await main(page).getByLabel('Meno organizátora').fill('Peter Organizátor');
    await main(page).getByLabel('E-mail organizátora').fill('peter.e2e@example.sk');
    await main(page).getByRole('button', { name: 'Odoslať návrh' }).click();
    await expect(main(page).getByText('Dátum eventu musí byť v budúcnosti.')).toBeVisible();
    await expect(main(page).getByLabel('Názov eventu')).toHaveValue(title);
    await main(page).getByLabel('Dátum').fill(inDays(10));
    await main(page).getByRole('button', { name: 'Odoslať návrh' }).click();
    await expect(page).toHaveURL(/\/eventy\/dekujeme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme za váš návrh' })).toBeVisible();

    await page.goto('/eventy');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    const list = await page.request.get('/api/events');
    expect(JSON.stringify(await list.json())).not.toContain(title);

    // the back office approves it: the id from the owner's notification mail, then the test-only route (approveEvent)
    const id = await proposalIdFromMail(title);
    const approve = await page.request.post(`/api/test/events/${id}/approve`);
    expect(approve.status(), 'POST /api/test/events/{id}/approve (server with E2E_TEST_ROUTES=1?)').toBe(200);
    const approved = (await approve.json()).data.url as string;
    await page.goto('/eventy');
    await main(page).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${approved}$`));
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
    expect(ld.find((block) => block['@type'] === 'Event')).toMatchObject({ name: title, location: { '@type': 'Place' } });
  });

  test('axe and layout at 1280 and 390 px on every page of the area', async ({ shopPage: page }) => {
    test.setTimeout(150_000);
    const pages: string[] = ['/blog', '/kariera', '/eventy', '/eventy/novy', '/eventy/dekujeme'];
    await page.goto('/blog');
    pages.push((await main(page).locator('article h2 a').first().getAttribute('href'))!);
    await page.goto('/kariera');
    pages.push((await main(page).locator('article h2 a').first().getAttribute('href'))!);
    await page.goto('/eventy');
    pages.push((await main(page).locator('article h3 a').first().getAttribute('href'))!);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of pages) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expectNoOverflow(page, viewport.width);
        if (viewport.width === 1280) await expectNoAxeViolations(page);
      }
    }
    // the forms with their errors shown
    await page.goto('/eventy/novy');
    await main(page).getByRole('button', { name: 'Odoslať návrh' }).click();
    await expect(main(page).getByLabel('Názov eventu')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});

/** The id of the proposal titled `title`, from the notification the shop owner received (.eml under DATA_DIR). */
async function proposalIdFromMail(title: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readStoredMails(dataDir)).find((m) => m.decoded.includes(title));
        id = Number(/Číslo návrhu: (\d+)/.exec(mail?.decoded ?? '')?.[1]) || undefined;
        return id;
      },
      { timeout: 5000 },
    )
    .toBeGreaterThan(0);
  return id!;
}
