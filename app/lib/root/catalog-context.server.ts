import type { AppLoadContext } from 'react-router';
import { BASE_CURRENCY, type CatalogContext } from '@/domain/catalog/listing';
import { pickCurrency } from '@/domain/lists/lists';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY_ID } from '@/lib/constants';
import { parseCookies } from '../http/cookies';
import { getSessionUser } from '../session/guards.server';

/**
 * Who is looking, for the catalogue's prices: the currency of the currencyId cookie (default id 2), the logged-in
 * customer's group discount (0 for guests) and the moment. Same choice of currency as the root loader.
 */
export async function loadCatalogContext(request: Request, context: AppLoadContext): Promise<CatalogContext> {
  const { services } = context;
  const [frame, user] = await Promise.all([services.frame.get(), getSessionUser(request, context)]);
  const requested = Number(parseCookies(request.headers.get('cookie'))[CURRENCY_COOKIE]);
  const currency = pickCurrency(frame.currencies, requested, DEFAULT_CURRENCY_ID) ?? BASE_CURRENCY;
  return { currency, groupDiscountPercent: user?.group?.discount ?? 0, now: services.now() };
}
