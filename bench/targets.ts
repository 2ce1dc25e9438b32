/**
 * What the benchmarks measure. Add a line here to bench a new endpoint or page; give it a budget in budgets.json
 * (under its name, or rely on the "*" default of the section).
 */

export interface HttpTarget {
  /** Short unique name: the key in budgets.json and in the results. */
  name: string;
  /** Path with query, e.g. '/api/catalog/category/sk'. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: string;
  headers?: Record<string, string>;
  /** Storefront page: sends the "returning shopper" cookies (age gate + cookie bar dismissed). Default: path not under /api/. */
  storefront?: boolean;
}

export interface PageTarget {
  name: string;
  path: string;
}

/** Canonical URL of demo product 1 (a product page answers 301 to it from any other slug). */
const PRODUCT_PAGE = '/1/latexove-balony/latexove-balony-pastelove-mix-30-cm-10-ks';

export const httpTargets: HttpTarget[] = [
  { name: 'home', path: '/' },
  { name: 'api-category-tree-sk', path: '/api/catalog/category/sk' },
  // catalogue (issue 3): product 1 and category 1 exist in the demo seed and stay first in the scale seed
  { name: 'api-listing-category', path: '/api/catalog/products?categoryId=1' },
  { name: 'api-listing-filtered', path: '/api/catalog/products?categoryId=1&sort=cheapest&inStock=1' },
  { name: 'api-product', path: '/api/catalog/product/1' },
  { name: 'api-search', path: '/api/search?q=balon' },
  { name: 'api-suggest', path: '/api/search/suggest?q=balo' },
  { name: 'category-page', path: '/1/balony' },
  { name: 'product-page', path: PRODUCT_PAGE },
  { name: 'search-page', path: '/hledani?q=balony' },
];

/** Pages audited by Lighthouse (mobile). */
export const lighthousePages: PageTarget[] = [
  { name: 'home', path: '/' },
  { name: 'product-page', path: PRODUCT_PAGE },
];

/** Pages whose shipped JS/CSS is measured. */
export const jsPages: PageTarget[] = [
  { name: 'home', path: '/' },
  { name: 'product-page', path: PRODUCT_PAGE },
];

/** Cookies of a returning shopper for the HTTP load test (server renders no age gate, no cookie bar). */
export const STOREFRONT_COOKIES = { 'age-confirmed': '1', 'cookies-show': 'hidden' };

/** Cookies for the Lighthouse "returning shopper" run: also no intro popup and no top banner. */
export const LIGHTHOUSE_COOKIES = {
  'age-confirmed': '1',
  'cookies-show': 'hidden',
  'intro-popup': 'hidden',
  'top-banner': 'hidden',
};

/**
 * User-Agent of the storefront requests: a real browser's (no UA or a bot UA makes the server render for crawlers:
 * no age gate, no intro popup, and the whole page before the first byte instead of streaming).
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
