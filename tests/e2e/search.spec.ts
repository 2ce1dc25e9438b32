/** Search (issue 3): the results page /hledani?q=… and the header suggestions, against the demo seed. */
import { expect, expectNoAxeViolations, test } from './fixtures';

const results = (page: import('@playwright/test').Page, name: RegExp) => page.getByRole('heading', { level: 2, name });

test.describe('search results page', () => {
  test('balony finds balloon products and the category Balóny, forgiving the diacritics', async ({ shopPage: page }) => {
    const res = await page.goto('/hledani?q=balony');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania pre „balony“');
    await expect(page).toHaveTitle(/balony/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // every group states its count
    const productsHeading = results(page, /^Produkty \(\d+\)$/);
    await expect(productsHeading).toBeVisible();
    const productCount = Number(/\((\d+)\)/.exec((await productsHeading.textContent()) ?? '')?.[1]);
    expect(productCount).toBeGreaterThan(0);
    await expect(results(page, /^Kategórie \(\d+\)$/)).toBeVisible();

    const grid = page.getByRole('list', { name: 'Produkty' });
    const names = await grid.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBe(Math.min(productCount, 24));
    for (const name of names.slice(0, 10)) expect(name).toMatch(/balón/i);

    const categories = page.locator('section', { has: results(page, /^Kategórie/) });
    await expect(categories.getByRole('link', { name: /^Balóny$/ })).toHaveAttribute('href', /^\/\d+\/[a-z0-9-]+$/);

    // the page's own search form keeps the query
    await expect(page.getByRole('search', { name: 'Vyhľadávanie v obchode' }).getByLabel('Čo hľadáte?')).toHaveValue('balony');
  });

  test('load more appends the next page; the paginated URL works without JavaScript', async ({ shopPage: page }) => {
    await page.goto('/hledani?q=balony');
    const grid = page.getByRole('list', { name: 'Produkty' });
    await expect(grid.locator(':scope > li')).toHaveCount(24);
    const more = page.getByRole('link', { name: 'Zobraziť ďalšie produkty' });
    await expect(more).toHaveAttribute('href', '/hledani?q=balony&page=2');
    const firstPage = await grid.getByRole('heading', { level: 3 }).allTextContents();
    await more.click();
    await expect(grid.locator(':scope > li')).toHaveCount(48);
    const both = await grid.getByRole('heading', { level: 3 }).allTextContents();
    expect(both.slice(0, 24)).toEqual(firstPage);
    expect(new Set(both).size).toBe(48);
    await expect(page).toHaveURL(/\/hledani\?q=balony$/);

    const second = await page.request.get('/hledani?q=balony&page=2');
    expect(second.status()).toBe(200);
    expect(await second.text()).toContain('Zobrazené produkty 25–48');
    const past = await page.request.get('/hledani?q=balony&page=999');
    expect(past.status()).toBe(200);
    expect(await past.text()).toContain('Na tejto strane už nie sú žiadne produkty.');
  });

  test('kostim finds costumes (Kostým)', async ({ shopPage: page }) => {
    await page.goto('/hledani?q=kostim');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania pre „kostim“');
    const names = await page.getByRole('list', { name: 'Produkty' }).getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => /kostým/i.test(n)).length).toBeGreaterThanOrEqual(Math.min(5, names.length - 1));
    expect(names.slice(0, 2).every((n) => /kostým/i.test(n))).toBe(true);
  });

  test('a 5 000-character query is cut, not a crash', async ({ request }) => {
    const q = 'balon '.repeat(834).slice(0, 5000);
    const res = await request.get(`/hledani?q=${encodeURIComponent(q)}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Výsledky vyhľadávania pre');
    // the query is cut to 200 characters (heading, title, the search boxes)
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(h1.length).toBeGreaterThan(150);
    expect(h1.length).toBeLessThan(240);
    for (const [, value] of html.matchAll(/<input[^>]*name="q"[^>]*value="([^"]*)"/g)) expect(value!.length).toBeLessThanOrEqual(200);

    // emoji, a control character and bad paging (12 bytes per emoji in the URL: 600 stay under Node's 16 KB header limit)
    const junk = await request.get(`/hledani?q=${'%F0%9F%8E%88'.repeat(600)}%07&page=-3&brand=`);
    expect(junk.status()).toBe(200);
    // a NUL in the request target is refused before any page renders (decision 0054)
    const nul = await request.get(`/hledani?q=balon%00`);
    expect(nul.status()).toBe(400);
  });

  test('no results: a clear message with what to try and categories to browse', async ({ shopPage: page }) => {
    await page.goto('/hledani?q=qxzwvj');
    await expect(page.getByRole('heading', { level: 2, name: 'Pre „qxzwvj“ sme nič nenašli.' })).toBeVisible();
    await expect(page.getByText('skontrolovať, či je výraz napísaný správne')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Alebo si prezrite naše kategórie:' }).getByRole('link', { name: 'Balóny' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an empty query shows the search form and a hint', async ({ shopPage: page }) => {
    await page.goto('/hledani');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vyhľadávanie');
    await expect(page.getByText('Diakritiku ani presný tvar slova písať nemusíte.')).toBeVisible();
    const input = page.getByRole('search', { name: 'Vyhľadávanie v obchode' }).getByLabel('Čo hľadáte?');
    await input.fill('kostym');
    await page.getByRole('search', { name: 'Vyhľadávanie v obchode' }).getByRole('button', { name: 'Hľadať' }).click();
    await expect(page).toHaveURL(/\/hledani\?q=kostym$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania pre „kostym“');
  });

  test('brand links list the brand’s products', async ({ shopPage: page }) => {
    await page.goto('/hledani?q=amscan');
    const brand = page.locator('section', { has: results(page, /^Značky/) }).getByRole('link', { name: /Amscan/ });
    await expect(brand).toHaveAttribute('href', '/hledani?brand=amscan');
    await brand.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produkty značky Amscan');
    await expect(page.getByRole('list', { name: 'Produkty' }).locator(':scope > li').first()).toBeVisible();
  });

  test('the results page has no accessibility violations', async ({ shopPage: page }) => {
    await page.goto('/hledani?q=balony');
    await expect(page.getByRole('list', { name: 'Produkty' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await page.goto('/hledani');
    await expectNoAxeViolations(page);
  });
});

test.describe('header suggestions', () => {
  test('typing shows products and categories; ArrowDown + Enter opens the product page', async ({ shopPage: page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Hľadať v obchode' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('balo', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Návrhy vyhľadávania' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);

    const products = listbox.getByRole('group', { name: 'Produkty' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    await expect(products.first()).toContainText(/balón/i);
    await expect(products.first()).toContainText(/\d,\d{2}\s€/); // price through the pricing module, root currency (EUR)
    await expect(
      listbox
        .getByRole('group', { name: 'Kategórie' })
        .getByRole('option', { name: /Balóny/ })
        .first(),
    ).toBeVisible();

    await box.press('ArrowDown');
    const first = products.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const name = (await first.locator('span').nth(1).textContent())!;
    await box.press('ArrowDown');
    await expect(products.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await box.press('Enter');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/\d+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expect(listbox).toBeHidden();
    expect(name).toMatch(/balón/i);
  });

  test('Escape closes the suggestions and keeps the text; Enter without an active option submits the query', async ({ shopPage: page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Hľadať v obchode' });
    await box.pressSequentially('kostym', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Návrhy vyhľadávania' });
    await expect(listbox).toBeVisible();
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('kostym');
    // ArrowDown opens it again
    await box.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hledani\?q=kostym$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania pre „kostym“');
  });

  test('a failing suggestion request shows nothing and the form still searches', async ({ shopPage: page }) => {
    await page.route('**/api/search/suggest**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Hľadať v obchode' });
    const refused = page.waitForResponse('**/api/search/suggest**');
    await box.pressSequentially('balo', { delay: 30 });
    await refused;
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hledani\?q=balo$/);
  });

  test('one character asks for nothing; requests are debounced', async ({ shopPage: page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search/suggest')) asked.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    await page.clock.install();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Hľadať v obchode' });
    await box.pressSequentially('b', { delay: 20 });
    await page.clock.runFor(400); // twice the debounce, on the page's clock
    expect(asked).toEqual([]);
    await box.pressSequentially('alon', { delay: 20 }); // faster than the 200 ms debounce
    await expect(page.getByRole('listbox', { name: 'Návrhy vyhľadávania' })).toBeVisible();
    expect(asked).toEqual(['balon']);
  });

  test('without JavaScript the header box is a plain search form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const { addShopCookies } = await import('./fixtures');
    await addShopCookies(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('search').first().getByLabel('Hľadať v obchode');
    await box.fill('balony');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hledani\?q=balony$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania pre „balony“');
    await context.close();
  });
});
