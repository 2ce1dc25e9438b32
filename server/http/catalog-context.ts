import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTH_TOKEN_COOKIE, bearerToken } from '../../src/domain/accounts/auth-token';
import { findUserBySessionToken, type SessionUser } from '../../src/domain/accounts/session-lookup';
import { BASE_CURRENCY, type CatalogContext } from '../../src/domain/catalog/listing';
import { pickCurrency } from '../../src/domain/lists/lists';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY_ID } from '../../src/lib/constants';
import type { AppEnv } from '../app';

/** Query parameter choosing the currency of the prices of a catalogue answer (else the currencyId cookie). */
export const CURRENCY_QUERY_PARAM = 'currencyId';

/** The bearer token of a request: the auth cookie first, then the Authorization header; null when absent. */
export function readAuthToken(c: Context<AppEnv>): string | null {
  return bearerToken(getCookie(c, AUTH_TOKEN_COOKIE), c.req.header('authorization'));
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
  return (await resolveRequestUserAndCatalogContext(c)).catalog;
}

/** resolveRequestCatalogContext with the session user it looked up (one lookup for callers that need both). */
export async function resolveRequestUserAndCatalogContext(
  c: Context<AppEnv>,
): Promise<{ user: SessionUser | null; catalog: CatalogContext }> {
  const services = c.get('services');
  const token = readAuthToken(c);
  const [frame, user] = await Promise.all([
    services.frame.get(),
    token ? findUserBySessionToken(services.db, token) : Promise.resolve(null),
  ]);
  const requested = requestedCurrencyId(c);
  const currency = pickCurrency(frame.currencies, requested, DEFAULT_CURRENCY_ID) ?? BASE_CURRENCY;
  return { user, catalog: { currency, groupDiscountPercent: user?.group?.discount ?? 0, now: services.now() } };
}
