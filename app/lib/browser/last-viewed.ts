/**
 * Last viewed products (SPEC §3 "Last viewed product", §7, §9): at most 3 per locale, most recent first, in the
 * browser's localStorage under the key last_viewed_products as `{ "<locale>": [entry, …] }`.
 *
 * An entry has the spec's fields. Prices are net CZK haléře (like the product API) so the row is priced again in
 * the shopper's current currency and group discount by the pricing module, never shown stale:
 * `price` = the net price paid (sale applied when `is_price_sale_active`), `original_price` = the regular net price.
 *
 * The pure functions (parse / add / serialize) are unit-tested; the two storage helpers only wrap them.
 */
import { LAST_VIEWED_MAX, LAST_VIEWED_STORAGE_KEY } from '@/lib/constants';

export interface LastViewedProduct {
  id: number;
  name: string;
  url: string;
  is_price_sale_active: boolean;
  tax_rate: { rate: number };
  /** regular net price, CZK haléře */
  original_price: number;
  /** local media path of the main image, or null */
  image: string | null;
  /** net price paid, CZK haléře */
  price: number;
}

/** Every locale's list. */
export type LastViewedStore = Record<string, LastViewedProduct[]>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A valid entry rebuilt from unknown input (only the spec's fields), or null. */
export function toLastViewedProduct(value: unknown): LastViewedProduct | null {
  if (!isRecord(value)) return null;
  const { id, name, url, is_price_sale_active, tax_rate, original_price, image, price } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || name.length === 0 || name.length > 500) return null;
  // only site-relative product URLs: a tampered entry must not turn the row into a link elsewhere
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.length > 1000) return null;
  if (
    !isRecord(tax_rate) ||
    typeof tax_rate.rate !== 'number' ||
    !Number.isFinite(tax_rate.rate) ||
    tax_rate.rate < 0 ||
    tax_rate.rate > 100
  )
    return null;
  if (!isMoney(original_price) || !isMoney(price)) return null;
  if (image !== null && image !== undefined && typeof image !== 'string') return null;
  return {
    id,
    name,
    url,
    is_price_sale_active: is_price_sale_active === true,
    tax_rate: { rate: tax_rate.rate },
    original_price,
    image: typeof image === 'string' && image.length > 0 ? image : null,
    price,
  };
}

/** Cleans one locale's list: valid entries only, first occurrence of an id wins, at most `max`. */
export function normalizeList(value: unknown, max: number = LAST_VIEWED_MAX): LastViewedProduct[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const result: LastViewedProduct[] = [];
  for (const item of value) {
    const entry = toLastViewedProduct(item);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    result.push(entry);
    if (result.length >= max) break;
  }
  return result;
}

/** Reads the stored JSON tolerantly: bad JSON, wrong shapes and bad entries give empty lists, never an error. */
export function parseLastViewed(raw: string | null | undefined): LastViewedStore {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(data)) return {};
  const store: LastViewedStore = {};
  for (const [locale, list] of Object.entries(data)) {
    if (!/^[a-z]{2}$/.test(locale)) continue;
    const clean = normalizeList(list);
    if (clean.length) store[locale] = clean;
  }
  return store;
}

/** The store with `product` first in `locale`'s list (an older visit of it removed), trimmed to `max`. */
export function addLastViewed(
  store: LastViewedStore,
  locale: string,
  product: LastViewedProduct,
  max: number = LAST_VIEWED_MAX,
): LastViewedStore {
  const entry = toLastViewedProduct(product);
  if (!entry) return store;
  const current = (store[locale] ?? []).filter((p) => p.id !== entry.id);
  return { ...store, [locale]: normalizeList([entry, ...current], max) };
}

/** The locale's list without `excludeId` (the product being viewed). */
export function lastViewedFor(store: LastViewedStore, locale: string, excludeId?: number): LastViewedProduct[] {
  return (store[locale] ?? []).filter((p) => p.id !== excludeId);
}

export const serializeLastViewed = (store: LastViewedStore): string => JSON.stringify(store);

/** Browser: the stored lists (empty when storage is unavailable, e.g. blocked or private mode). */
export function readLastViewed(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): LastViewedStore {
  try {
    return parseLastViewed(storage?.getItem(LAST_VIEWED_STORAGE_KEY));
  } catch {
    return {};
  }
}

/** Browser: records a view and returns the updated lists (the row shows them without the current product). */
export function recordLastViewed(
  locale: string,
  product: LastViewedProduct,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
): LastViewedStore {
  const next = addLastViewed(readLastViewed(storage), locale, product);
  try {
    storage?.setItem(LAST_VIEWED_STORAGE_KEY, serializeLastViewed(next));
  } catch {
    // quota exceeded or storage blocked: the row is a convenience, the page works without it
  }
  return next;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
