/**
 * The state of a listing page as it lives in the URL (browser-safe: no database, no Node).
 *
 *   ?brand=amscan&color=zlatá&param=Materiál=latex&priceFrom=2&priceTo=10.5&inStock=1&sort=cheapest&from=1&page=3
 *
 * Lists repeat their key. Prices are in major units of the shown currency (what the shopper types); the loader turns
 * them into minor units for listProducts. `page` is the last page shown; `from` the first one when 'load more' has
 * appended pages (a reload then shows the same products); plain `page=N` links show one page (for crawlers).
 */
import type { ListingSort } from '@/domain/catalog/listing';
import { normalizeMoneyText, parseMoneyInput } from '@/lib/money-input';

export interface ListingState {
  brand: string[];
  motif: string[];
  color: string[];
  size: string[];
  /** parameter filters as `name=value` */
  param: string[];
  /** major units of the shown currency, normalized ('10', '2.5'); null when not set */
  priceFrom: string | null;
  priceTo: string | null;
  inStock: boolean;
  sort: ListingSort;
  /** last page shown (1-based) */
  page: number;
  /** first page shown (= page unless 'load more' appended pages) */
  from: number;
}

export const LIST_KEYS = ['brand', 'motif', 'color', 'size', 'param'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/** At most this many pages show at once through `from` (load more); older ones fall off the top. */
export const MAX_PAGES_SHOWN = 10;
/** Query parameter of the 'load more' fetch: the loader answers the page's tiles only (no facets). */
export const FRAGMENT_PARAM = 'fragment';
/** Query parameter of a parameter group's fetch: the loader answers every group's options (decision 0109). */
export const ALL_OPTIONS_PARAM = 'options';

const emptyListingState = (): ListingState => ({
  brand: [],
  motif: [],
  color: [],
  size: [],
  param: [],
  priceFrom: null,
  priceTo: null,
  inStock: false,
  sort: 'recommended',
  page: 1,
  from: 1,
});

/** Any filter (not sort, not page) chosen. */
export function hasFilters(state: ListingState): boolean {
  return LIST_KEYS.some((k) => state[k].length > 0) || state.priceFrom !== null || state.priceTo !== null || state.inStock;
}

/** The search string of a state ('' or '?…'), in a fixed key order so equal states give equal URLs. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  for (const key of LIST_KEYS) for (const value of state[key]) params.append(key, value);
  if (state.priceFrom !== null) params.set('priceFrom', state.priceFrom);
  if (state.priceTo !== null) params.set('priceTo', state.priceTo);
  if (state.inStock) params.set('inStock', '1');
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.from < state.page) params.set('from', String(state.from));
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The same filters and sort on page `page` alone (pagination links, canonical). */
export const pageSearch = (state: ListingState, page: number) => listingSearch({ ...state, page, from: page });

/** The view without one list value (a removable chip); back on page 1. */
export function withoutValue(state: ListingState, key: ListKey, value: string): string {
  return listingSearch({ ...state, [key]: state[key].filter((v) => v !== value), page: 1, from: 1 });
}

/** The view without any filter (sort kept): 'Zrušiť všetky filtre'. */
export function withoutFilters(state: ListingState): string {
  return listingSearch({ ...emptyListingState(), sort: state.sort });
}

/**
 * Major-unit price text ('12,50' or '12.5') → normalized string and minor units; null when not a number. A minus sign
 * is read ('-5' → -500) so that the shared listing schema refuses it with its message.
 */
export function parsePriceInput(raw: string | null | undefined, decimals: number): { text: string; minor: number } | null {
  const normalized = normalizeMoneyText(raw, 4);
  const minor = parseMoneyInput(raw, { decimals, maxFractionDigits: 4, allowNegative: true });
  if (!normalized || minor === null || Number.isNaN(minor)) return null;
  return { text: String(Number(normalized)), minor };
}

/**
 * Is `next` just `current` with one more page appended by 'load more'? Then the route keeps its data (the new tiles
 * came through the fetcher) instead of loading every page again.
 */
export function isLoadMoreStep(current: URLSearchParams, next: URLSearchParams): boolean {
  const nextFrom = Number(next.get('from'));
  const nextPage = Number(next.get('page'));
  const currentPage = Number(current.get('page') ?? '1') || 1;
  const currentFrom = Number(current.get('from') ?? currentPage) || currentPage;
  if (!Number.isInteger(nextFrom) || !Number.isInteger(nextPage)) return false;
  if (nextFrom !== currentFrom || nextPage !== currentPage + 1) return false;
  const rest = (p: URLSearchParams) => {
    const copy = new URLSearchParams(p);
    copy.delete('page');
    copy.delete('from');
    copy.sort();
    return copy.toString();
  };
  return rest(current) === rest(next);
}

/** Slovak/Czech plural category of a count: 1 → one, 2–4 → few, else many. */
export function pluralCategory(count: number): 'one' | 'few' | 'many' {
  if (count === 1) return 'one';
  if (count >= 2 && count <= 4) return 'few';
  return 'many';
}
