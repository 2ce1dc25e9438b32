import { useFetcher } from 'react-router';
import { useFetcherResult } from '~/components/forms/use-form-answer';
import type { CartActionResult } from '~/lib/cart/cart-form';
import { cartChangeEvent } from '~/lib/cart/cart-analytics';
import { pushDataLayer } from '~/lib/browser/page-view-tracking';

/**
 * A fetcher for the /kosik action's cart forms. Every answered line change pushes its add_to_cart /
 * remove_from_cart event (CZK) once.
 */
export function useCartFetcher(options?: { key?: string }) {
  const fetcher = useFetcher<CartActionResult>(options);
  // pushed as soon as the answer is there: a removed line unmounts when the cart reloads
  useFetcherResult(fetcher.data, (result) => {
    const change = result.ok ? result.data?.change : null;
    if (!change) return;
    const event = cartChangeEvent(change, change.previous);
    if (event) pushDataLayer(event);
  });
  return fetcher;
}

/** The result to show: the fetcher's (with JavaScript) or the page's action data for this form (without). */
export function resultFor(
  fetcherData: CartActionResult | undefined,
  actionData: CartActionResult | null,
  matches: (result: CartActionResult) => boolean,
): CartActionResult | null {
  if (fetcherData) return fetcherData;
  return actionData && matches(actionData) ? actionData : null;
}
