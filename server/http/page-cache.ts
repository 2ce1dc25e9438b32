/**
 * The guests' full-page cache at the door (decision 0094). A storefront GET of a guest — no login cookie or bearer
 * token, no guest cart, not a crawler — is answered from services.pageCache when the page is there; otherwise the
 * rendered page is kept when it may be shared: status 200, HTML, no Set-Cookie, no Cache-Control of its own. The key
 * is the path with its query and the few cookies that change a guest's markup (currency, age gate, cookie consents,
 * dismissed popups and banners); the locale is the app server's.
 *
 * Answers are marked for a CDN or reverse proxy: cached guest pages `public, max-age=0, s-maxage=<PAGE_CACHE_S>`
 * with `Surrogate-Key` / `Cache-Tag` naming their tags (src/domain/catalog/page-tags.ts); a request carrying a
 * session or cart `private, no-store`. The HTML carries the CSP nonce of its first render: `lookUpGuestPage` runs
 * before the secure-headers middleware and hands it that nonce, so header and markup agree.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { isCrawler } from '../../src/lib/crawler';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { pageTags } from '../../src/domain/catalog/page-tags';
import {
  AGE_GATE_COOKIE,
  CONSENT_KINDS,
  COOKIES_SHOW_COOKIE,
  CURRENCY_COOKIE,
  GUEST_CART_COOKIE,
  INTRO_POPUP_COOKIE,
  TOP_BANNER_COOKIE,
  TOP_NOTICE_COOKIE,
  consentCookieName,
} from '../../src/lib/constants';
import type { CachedPage } from '../../src/lib/page-cache';

/** app/components/catalog/product/adult-dialog.tsx: an 18+ product confirmed this session renders without its dialog. */
const ADULT_PRODUCT_COOKIE = 'adult-product-confirmed';
import type { AppEnv } from '../app';
import { pickEncoding } from './compress';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Pages that belong to one shopper (or carry a one-time form state): never shared, never kept. */
const PERSONAL_PATHS =
  /^\/(?:kosik|shrnuti|ucet|account|registrace|obnova-hesla|zmena-hesla|potvrdenie-emailu|prihlasenie|eventy\/novy|eventy\/dekujeme|mimo-provoz)(?:\/|$)/;

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

type Door = { kind: 'personal' } | { kind: 'other' } | { kind: 'guest'; key: string };

/** Whether the request is a shareable guest page request, and its key. */
export function guestPageDoor(c: Context<AppEnv>, pathname: string, search: string): Door {
  const cookies = parseCookieHeader(c.req.header('cookie'));
  if (cookies.has(AUTH_TOKEN_COOKIE) || cookies.has(GUEST_CART_COOKIE) || c.req.header('authorization')) return { kind: 'personal' };
  if (c.req.method !== 'GET' || PERSONAL_PATHS.test(pathname)) return { kind: 'other' };
  const userAgent = c.req.header('user-agent') ?? '';
  if (!userAgent || isCrawler(userAgent)) return { kind: 'other' }; // crawlers get other markup (no popups, the whole page at once)
  const flag = (name: string, value: string) => (cookies.get(name) === value ? '1' : '0');
  const currency = /^\d{1,4}$/.test(cookies.get(CURRENCY_COOKIE) ?? '') ? cookies.get(CURRENCY_COOKIE) : '';
  const variant = [
    currency,
    flag(AGE_GATE_COOKIE, '1'),
    flag(COOKIES_SHOW_COOKIE, 'hidden'),
    ...CONSENT_KINDS.filter((k) => k !== 'technical').map((k) => flag(consentCookieName(k), '1')),
    flag(INTRO_POPUP_COOKIE, 'hidden'),
    flag(TOP_BANNER_COOKIE, 'hidden'),
    flag(TOP_NOTICE_COOKIE, 'hidden'),
    flag(ADULT_PRODUCT_COOKIE, '1'),
  ].join('');
  return { kind: 'guest', key: `${pathname}${search}\u0000${variant}` };
}

/**
 * Before the secure-headers middleware: finds the guest's cached page and lends its CSP nonce to this answer. The
 * storefront handler answers with it (after the maintenance check). Not for /api/ paths: no page is answered there.
 */
export function lookUpGuestPage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { pageCache } = c.get('services');
    // API calls never reach the storefront handler: no cookie parsing or crawler check for them (decision 0119)
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.path.startsWith('/api/')) {
      const url = new URL(c.req.url);
      const door = guestPageDoor(c, url.pathname, url.search);
      c.set('pageDoor', door);
      if (door.kind === 'guest' && pageCache.enabled) {
        const page = pageCache.get(door.key);
        if (page) {
          c.set('cachedPage', page);
          c.set('secureHeadersNonce', page.nonce);
        }
      }
    }
    await next();
  };
}

/** The answer from a cached page, in the encoding the client takes. */
export function cachedPageResponse(c: Context<AppEnv>, page: CachedPage, state: 'HIT' | 'MISS'): Response {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  const headers = new Headers(page.headers);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  headers.set('X-Page-Cache', state);
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}

/** Longest Surrogate-Key / Cache-Tag value sent (proxies limit header sizes; a purge by tag still reaches every page here). */
const MAX_TAG_HEADER = 8000;

/**
 * The rendered answer of a guest page request: kept (and answered from the kept bytes) when it may be shared, else
 * marked private. `epoch` is the page cache's epoch read before rendering.
 */
export async function keepGuestPage(c: Context<AppEnv>, key: string, epoch: number, res: Response): Promise<Response> {
  const { pageCache } = c.get('services');
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('text/html') || res.headers.has('set-cookie') || res.headers.has('cache-control')) {
    if (!res.headers.has('cache-control')) res.headers.set('Cache-Control', 'private, no-store');
    return res;
  }
  const identity = Buffer.from(await res.arrayBuffer());
  const tags = pageTags(new URL(c.req.url).pathname, identity.toString('utf8'));
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  let keyHeader = tags.join(' ');
  if (keyHeader.length > MAX_TAG_HEADER) keyHeader = keyHeader.slice(0, keyHeader.lastIndexOf(' ', MAX_TAG_HEADER));
  const headers: Array<[string, string]> = [
    ['Content-Type', type],
    ['Cache-Control', `public, max-age=0, s-maxage=${pageCache.ttlSeconds}`],
    ['Vary', 'Accept-Encoding'],
    ['Surrogate-Key', keyHeader],
    ['Cache-Tag', keyHeader.replaceAll(' ', ',')],
  ];
  const page: CachedPage = { status: 200, headers, gzip: gz, br, nonce: c.get('secureHeadersNonce') ?? '', tags };
  pageCache.set(key, page, epoch);
  return cachedPageResponse(c, page, 'MISS');
}
