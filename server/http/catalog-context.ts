import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { findUserBySessionToken } from '../../src/domain/accounts/session-lookup';
import { BASE_CURRENCY, type CatalogContext } from '../../src/domain/catalog/listing';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY_ID } from '../../src/lib/constants';
import type { AppEnv } from '../app';

/** Cookie of the auth token (SPEC §4: prefix 'auth.', strategy local); same name as app/lib/guards.server.ts. */
export const AUTH_TOKEN_COOKIE = 'auth._token.local';

/** Query parameter choosing the currency of the prices of a catalogue answer (else the currencyId cookie). */
export const CURRENCY_QUERY_PARAM = 'currencyId';

/**
 * The bearer token of a request: the auth cookie first, then the Authorization header (as the storefront's
 * readAuthToken does); null when absent. The cookie may hold 'Bearer <token>' or the bare token.
 */
export function readAuthToken(c: Context<AppEnv>): string | null {
  const raw = getCookie(c, AUTH_TOKEN_COOKIE) ?? c.req.header('authorization') ?? '';
  const token = raw.replace(/^\s*Bearer\s+/i, '').trim();
  if (!token || token === 'false' || token === 'undefined' || token === 'null') return null;
  return token;
}

/** `currencyId` from the query (last value wins), else the cookie; NaN when neither is a number. */
function requestedCurrencyId(c: Context<AppEnv>): number {
  const fromQuery = c.req.queries(CURRENCY_QUERY_PARAM);
  const raw = fromQuery?.length ? fromQuery[fromQuery.length - 1] : getCookie(c, CURRENCY_COOKIE);
  if (raw === undefined || !/^\s*\d{1,9}\s*$/.test(raw)) return Number.NaN;
  return Number(raw);
}

/**
 * Who is asking, for the catalogue's prices: the currency of `currencyId` (query, else cookie; an unknown or
 * malformed id → the default id 2), the group discount of the logged-in customer (bearer token or auth cookie;
 * guests, unknown or expired sessions → 0) and services.now(). Currencies come from the cached frame data, so a
 * guest costs no query at all and a customer one indexed session lookup.
 */
export async function resolveRequestCatalogContext(c: Context<AppEnv>): Promise<CatalogContext> {
  const services = c.get('services');
  const token = readAuthToken(c);
  const [frame, user] = await Promise.all([
    services.frame.get(),
    token ? findUserBySessionToken(services.db, token) : Promise.resolve(null),
  ]);
  const requested = requestedCurrencyId(c);
  const currency =
    frame.currencies.find((cur) => cur.id === requested) ??
    frame.currencies.find((cur) => cur.id === DEFAULT_CURRENCY_ID) ??
    frame.currencies[0] ??
    BASE_CURRENCY;
  return { currency, groupDiscountPercent: user?.group?.discount ?? 0, now: services.now() };
}
