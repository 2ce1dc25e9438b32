/**
 * The forms of the cart (browser-safe): every cart form posts to the /kosik route action with an `intent` field, so
 * the cart works without JavaScript; with JavaScript the same forms go through fetchers. One schema for all intents
 * (cart-action-schema.ts; kept apart so the cart widget on every page does not ship zod).
 */
import type { VoucherErrorCode } from '@/domain/vouchers/voucher-errors';
import { sameSitePath } from '@/lib/same-site-path';
import type { FormResult } from '~/lib/forms/form-result';
import type { CartIntent } from './cart-action-schema';

export type { CartIntent };

/** The route every cart form posts to. */
export const CART_PATH = '/kosik';

/** A same-site path to go back to after a no-JS add (never another host): the one check of src/lib/same-site-path.ts. */
export const safeReturnPath = sameSitePath;

/** The plain object of a cart form's FormData (repeated `addonProductId` fields become an array). */
export function cartFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (key === 'addonProductId') values[key] = [...((values[key] as string[] | undefined) ?? []), value];
    else if (!(key in values)) values[key] = value;
  }
  return values;
}

/** The no-JS add's way back: the product page with what happened, for the page's notice. */
export function returnPathAfterAdd(returnTo: string, outcome: { quantity: number; added: number; capped: boolean }): string {
  const url = new URL(returnTo, 'http://shop.invalid');
  url.searchParams.set('kosik', outcome.capped ? 'obmedzene' : 'pridane');
  url.searchParams.set('ks', String(outcome.added));
  url.searchParams.set('spolu', String(outcome.quantity));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What a product page shows after a no-JS add (from the query the add redirected back with), else null. */
export function addNoticeFromQuery(params: URLSearchParams): { added: number; total: number; capped: boolean } | null {
  const kind = params.get('kosik');
  if (kind !== 'pridane' && kind !== 'obmedzene') return null;
  const added = Number(params.get('ks'));
  const total = Number(params.get('spolu'));
  if (!Number.isSafeInteger(added) || !Number.isSafeInteger(total) || added < 0 || total < 0) return null;
  return { added, total, capped: kind === 'obmedzene' };
}

/** A changed line as the page needs it: the add-response (price in CZK, for analytics) and what happened. */
export interface CartLineChangeResult {
  item_id: number | null;
  product: { id: number; name: string; default_category: { name: string } | null; price: number };
  variant: { id: number };
  quantity: number;
  original_quantity: number;
  /** the line quantity before (analytics: add_to_cart / remove_from_cart of the difference) */
  previous: number;
  /** pieces added now (adds) */
  added: number;
  /** the stock allowed fewer pieces than asked */
  capped: boolean;
}

/** What a cart answer carries beyond the form result (decision 0078): `intent` is the CartIntent answered. */
export interface CartAnswer {
  /** the changed line (add, set, remove, note, gift) */
  change: CartLineChangeResult | null;
  /** the voucher code just applied, upper case */
  voucherCode: string | null;
  /** why a voucher code was refused (decision 0012) */
  code: VoucherErrorCode | null;
}

/** The /kosik action's answer to a cart form; a refusal of the whole cart (not found) has its message at `''`. */
export type CartActionResult = FormResult<CartAnswer>;
