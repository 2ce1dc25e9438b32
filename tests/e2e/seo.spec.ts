/**
 * Reach (issue 6) through the real server: head tags and JSON-LD of a category, a product and the home page in the
 * server HTML (parseable JSON, absolute URLs from PUBLIC_URL), noindex on search, and robots.txt → sitemap.xml → a
 * product part → a product page that answers 200. The documents' rules are in tests/integration/seo-feeds.test.ts.
 */
import { expect, test } from './fixtures';

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

test('category, product and home pages carry canonical, Open Graph and parseable JSON-LD; crawlers find the sitemap', async ({
  request,
  baseURL,
}) => {
  const tree = (await (await request.get('/api/catalog/category/sk')).json()).data as Array<{
    url: string;
    name: string;
    subcategories: Array<{ url: string; name: string }>;
  }>;
  const parent = tree.find((c) => c.subcategories.length > 0)!;
  const sub = parent.subcategories[0]!;

  // a subcategory: BreadcrumbList home → parent → itself, canonical without filters
  const categoryHtml = await (await request.get(`${sub.url}?sort=cheapest&page=1`)).text();
  expect(categoryHtml).toContain(`<link rel="canonical" href="${baseURL}${sub.url}"`);
  expect(meta(categoryHtml, 'name', 'robots')).toBe('noindex, follow');
  expect(meta(categoryHtml, 'property', 'og:locale')).toBe('sk_SK');
  const crumbs = jsonLdBlocks(categoryHtml).find((b) => b['@type'] === 'BreadcrumbList')!;
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name).slice(-2)).toEqual([parent.name, sub.name]);
  expect(crumbs.itemListElement.at(-1).item).toBe(`${baseURL}${sub.url}`);
  expect(meta(await (await request.get(sub.url)).text(), 'name', 'robots')).toBeUndefined();

  // robots.txt → sitemap index → first products part → its first product page
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['cache-control']).toContain('max-age');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())![1]!;
  expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);
  const index = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const productsPart = /<loc>([^<]+\/sitemaps\/products-1\.xml)<\/loc>/.exec(index)![1]!;
  const part = await (await request.get(new URL(productsPart).pathname)).text();
  const productUrl = /<loc>([^<]+)<\/loc>/.exec(part)![1]!;
  const product = await request.get(new URL(productUrl).pathname, { maxRedirects: 0 });
  expect(product.status()).toBe(200);
  const productHtml = await product.text();
  expect(productHtml).toContain(`<link rel="canonical" href="${productUrl}"`);
  expect(meta(productHtml, 'property', 'og:type')).toBe('product');
  expect(meta(productHtml, 'name', 'twitter:card')).toMatch(/^summary/);
  const types = jsonLdBlocks(productHtml).map((b) => b['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));

  // home: Organization + WebSite; search: noindex
  const homeTypes = jsonLdBlocks(await (await request.get('/')).text()).map((b) => b['@type']);
  expect(homeTypes).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  expect(meta(await (await request.get('/hledani?q=balon')).text(), 'name', 'robots')).toMatch(/^noindex/);

  // the feeds answer XML
  for (const feed of ['/feeds/heureka.xml', '/feeds/google.xml']) {
    const res = await request.get(feed);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
  }
});
