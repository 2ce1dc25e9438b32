/**
 * What the benchmarks measure. Add a line here to bench a new endpoint or page; give it a budget in budgets.json
 * (under its name, or rely on the "*" default of the section).
 */

// accounts bench
import { DEMO_PASSWORD } from '../src/seed/demo';

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
  // accounts bench
  /**
   * Runs once when the server is up, before the target's probe (e.g. logs in): the headers it returns are added to
   * every request of the target.
   */
  prepare?: (baseUrl: string) => Promise<{ headers?: Record<string, string> }>;
  /**
   * Varies each request (autocannon setupRequest; n counts the requests): headers merged over the target's, and the
   * body. Used by the login target: its own X-Forwarded-For per request (the server runs with TRUST_PROXY=1) and the
   * demo accounts in turn, so the login rate limits (100 per address, 10 per account in 15 min) are not what is measured.
   */
  perRequest?: (n: number) => { headers?: Record<string, string>; body?: string };
}

export interface PageTarget {
  name: string;
  path: string;
}

/** Canonical URL of demo product 1 (a product page answers 301 to it from any other slug). */
const PRODUCT_PAGE = '/1/latexove-balony/latexove-balony-pastelove-mix-30-cm-10-ks';

/** Canonical URL of demo post 1 (src/seed/data/blog.ts; a wrong slug answers 301 to it). */
const BLOG_POST_PAGE = '/blog/1/ako-nafukat-balony-heliom-aby-vydrzali-celu-oslavu';

// accounts bench
/** Demo customers of src/seed/demo.ts (all with DEMO_PASSWORD), taken in turn by the login target. */
export const BENCH_ACCOUNTS = [
  'zakaznik@party-shop.sk',
  'influencer@party-shop.sk',
  'admin@party-shop.sk',
  'redaktor@party-shop.sk',
  'firma@party-shop.sk',
];

/** A distinct documentation-range address per request (198.18.0.0/15, benchmarking), for X-Forwarded-For. */
export const benchAddress = (n: number) => `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

/** Logs the first demo customer in once; the bearer token for targets needing a customer. */
export async function benchLogin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '198.19.0.1' },
    body: JSON.stringify({ email: BENCH_ACCOUNTS[0], password: DEMO_PASSWORD }),
  });
  const body = (await res.json().catch(() => null)) as { token?: string } | null;
  if (!res.ok || !body?.token) throw new Error(`bench login failed: POST /api/auth/login answered ${res.status}`);
  return body.token;
}

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
  // accounts bench: login (argon2id verify + session insert) and GET /api/me with a bearer token
  {
    name: 'api-login',
    path: '/api/auth/login',
    method: 'POST',
    body: JSON.stringify({ email: BENCH_ACCOUNTS[0], password: DEMO_PASSWORD }),
    perRequest: (n) => ({
      headers: { 'x-forwarded-for': benchAddress(n) },
      body: JSON.stringify({ email: BENCH_ACCOUNTS[n % BENCH_ACCOUNTS.length], password: DEMO_PASSWORD }),
    }),
  },
  { name: 'api-me', path: '/api/me', prepare: async (baseUrl) => ({ headers: { authorization: `Bearer ${await benchLogin(baseUrl)}` } }) },
];

/** Pages audited by Lighthouse (mobile). */
export const lighthousePages: PageTarget[] = [
  { name: 'home', path: '/' },
  { name: 'category-page', path: '/1/balony' },
  { name: 'product-page', path: PRODUCT_PAGE },
  { name: 'search-page', path: '/hledani?q=balony' },
  { name: 'cart', path: '/kosik' },
  // content & reach (issue 6): the newest demo post and the branch list
  { name: 'blog-post', path: BLOG_POST_PAGE },
  { name: 'stores', path: '/prodejny' },
];

/** Pages whose shipped JS/CSS is measured. */
export const jsPages: PageTarget[] = [
  { name: 'home', path: '/' },
  { name: 'product-page', path: PRODUCT_PAGE },
];

/** Pages whose SSR document is measured (bench/html-size.ts): bytes and what they are made of. */
export const htmlPages: PageTarget[] = [
  { name: 'home', path: '/' },
  { name: 'category-page', path: '/1/balony' },
  { name: 'product-page', path: PRODUCT_PAGE },
  { name: 'search-page', path: '/hledani?q=balony' },
  { name: 'cart', path: '/kosik' },
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
