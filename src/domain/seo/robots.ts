/**
 * robots.txt: crawlers stay out of the cart, the account, the back office, the API and search results (the
 * search page is also noindex); the sitemap index is announced with its absolute address. No HTTP here.
 */
const ROBOTS_DISALLOW = ['/kosik', '/ucet', '/account/', '/shrnuti/', '/zmena-hesla/', '/admin', '/api', '/hledani?'];

export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
