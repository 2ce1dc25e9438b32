import type { AppLoadContext } from 'react-router';
import { BASE_CURRENCY } from '@/domain/catalog/listing';
import { deliveryPaymentFacts, offerSwitches, pageWithDeliveryFacts } from '@/domain/checkout/delivery-payment-facts';
import { pickCurrency } from '@/domain/lists/lists';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY_ID } from '@/lib/constants';
import { parseCookies } from '../http/cookies';

/**
 * A content page as a page route shows it: the 'Doprava a platba' page gets the section generated from the
 * configured carriers and payment methods in the shopper's currency (decision 0061), from the cached frame data
 * (no query); every other page is returned as it is.
 */
export async function withDeliveryFacts<P extends { slug: string; content: string }>(
  page: P,
  request: Request,
  context: AppLoadContext,
): Promise<P> {
  const { services } = context;
  const frame = await services.frame.get();
  const currency =
    pickCurrency(frame.currencies, Number(parseCookies(request.headers.get('cookie'))[CURRENCY_COOKIE]), DEFAULT_CURRENCY_ID) ??
    BASE_CURRENCY;
  const facts = deliveryPaymentFacts(frame.delivery, { ...offerSwitches(services.config), currency, locale: services.config.locale });
  return pageWithDeliveryFacts(page, facts, services.t);
}
