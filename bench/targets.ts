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
  /**
   * A rotating-URL mix: the paths (resolved once from the running server) are requested in turn, so no answer cache
   * can serve repeats of one URL; `path` is then only the label and the probe's path.
   */
  paths?: (baseUrl: string) => Promise<string[]>;
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

// ---------------------------------------------------------------------------------------------------------------------
// rotating-URL mixes: 40 categories × 2 pages, 300 products, 20 queries (taken from the server's own catalogue)

const MIX_CATEGORIES = 40;
const MIX_PRODUCTS = 300;
/** Slovak words shoppers type; each matches products of the demo and scale seeds. */
export const MIX_QUERIES = [
  'balon',
  'balony',
  'sviecky',
  'dekoracie',
  'kostym',
  'maska',
  'party',
  'narodeniny',
  'tanier',
  'pohar',
  'serpentiny',
  'konfety',
  'ciapka',
  'girlanda',
  'foliovy',
  'latexove',
  'cislica',
  'srdce',
  'hviezda',
  'svadba',
];

interface MixCatalogue {
  categories: Array<{ id: number; url: string }>;
  products: Array<{ id: number; url: string }>;
}
let mixCatalogue: Promise<MixCatalogue> | undefined;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`bench mix: GET ${url} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** The first 40 categories of the tree (depth first) and 300 distinct products listed in them, once per run. */
function loadMixCatalogue(baseUrl: string): Promise<MixCatalogue> {
  mixCatalogue ??= (async () => {
    type Node = { id: number; url: string; subcategories: Node[] };
    const tree = await getJson<Node[]>(`${baseUrl}/api/catalog/category/sk`);
    const categories: MixCatalogue['categories'] = [];
    const walk = (nodes: Node[]) => {
      for (const n of nodes) {
        categories.push({ id: n.id, url: n.url });
        walk(n.subcategories);
      }
    };
    walk(tree);
    const picked = categories.slice(0, MIX_CATEGORIES);
    const products = new Map<number, string>();
    for (let page = 1; products.size < MIX_PRODUCTS && page <= 5; page++) {
      for (const c of picked) {
        const listing = await getJson<{ items: Array<{ id: number; url: string }> }>(
          `${baseUrl}/api/catalog/products?categoryId=${c.id}&page=${page}&facets=0`,
        );
        for (const item of listing.items.slice(0, 8)) if (products.size < MIX_PRODUCTS) products.set(item.id, item.url);
      }
    }
    return { categories: picked, products: [...products].map(([id, url]) => ({ id, url })) };
  })();
  return mixCatalogue;
}

const categoryPages = async (baseUrl: string) => (await loadMixCatalogue(baseUrl)).categories.flatMap((c) => [c.url, `${c.url}?page=2`]);
const categoryApiPages = async (baseUrl: string) =>
  (await loadMixCatalogue(baseUrl)).categories.flatMap((c) =>
    [1, 2].map((page) => `/api/catalog/products?categoryId=${c.id}&page=${page}`),
  );

/** The rotating mixes, SSR pages and APIs (`npm run bench:http -- --only mix-…`; `--engine` turns the answer caches off). */
export const MIX_TARGETS: HttpTarget[] = [
  { name: 'mix-category-page', path: '/1/balony', paths: categoryPages },
  { name: 'mix-product-page', path: PRODUCT_PAGE, paths: async (b) => (await loadMixCatalogue(b)).products.map((p) => p.url) },
  { name: 'mix-search-page', path: '/hledani?q=balon', paths: async () => MIX_QUERIES.map((q) => `/hledani?q=${q}`) },
  { name: 'mix-api-listing', path: '/api/catalog/products?categoryId=1', paths: categoryApiPages },
  {
    name: 'mix-api-product',
    path: '/api/catalog/product/1',
    paths: async (b) => (await loadMixCatalogue(b)).products.map((p) => `/api/catalog/product/${p.id}`),
  },
  { name: 'mix-api-search', path: '/api/search?q=balon', paths: async () => MIX_QUERIES.map((q) => `/api/search?q=${q}`) },
];

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
  ...MIX_TARGETS,
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
  { name: 'category-page', path: '/1/balony' },
  { name: 'product-page', path: PRODUCT_PAGE },
  { name: 'search-page', path: '/hledani?q=balony' },
  { name: 'cart', path: '/kosik' },
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
