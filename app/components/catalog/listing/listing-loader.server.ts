/**
 * The shared loader part of every listing page (category, /produkty/novinky, /produkty/akce): reads the URL state,
 * drops what is malformed (never a 500), and loads the shown pages with listProducts.
 */
import type { AppLoadContext } from 'react-router';
import {
  LISTING_DEFAULT_PER_PAGE,
  LISTING_SORTS,
  listingQuerySchema,
  listProducts,
  parseListingSearchParams,
  PRICE_FILTER_MESSAGE,
  type CatalogContext,
  type ListingFacets,
  type ListingQuery,
  type ProductTile,
} from '@/domain/catalog/listing';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import { toTileViews, type TileView } from '../tile-view';
import { ALL_OPTIONS_PARAM, FRAGMENT_PARAM, LIST_KEYS, MAX_PAGES_SHOWN, parsePriceInput, type ListingState } from './listing-state';

/** The keys a shopper may set in a listing URL; anything else is ignored. */
const PASSED_KEYS = [...LIST_KEYS, 'inStock', 'sort', 'page'] as const;

export interface ListingPageData {
  currency: { id: number; code: string; decimals: number; symbol_before: string; symbol_after: string };
  state: ListingState;
  /** the tiles of pages from…page (what a tile shows: decision 0091) */
  items: TileView[];
  total: number;
  perPage: number;
  pageCount: number;
  /** null for a 'load more' fragment */
  facets: ListingPageFacets | null;
  /** a 'load more' fragment: one page of tiles, no facets */
  fragment: boolean;
  /** price fields the shopper filled with something that is not a price: what they typed and the message */
  priceErrors: PriceErrors;
}

/**
 * The facets as the page sends them: a product parameter group's options only when one of them is selected (the
 * group starts open) or the URL asks for them (ALL_OPTIONS_PARAM, the fetch of a group the shopper opens); the
 * others carry their option count, their options are fetched when opened (decision 0109: two dozen groups of a large
 * category were ~15 kB of HTML and ~7 kB of router data that the closed groups do not show).
 */
export type ListingPageFacets = Omit<ListingFacets, 'parameters'> & {
  parameters: Array<{ name: string; optionCount: number; values: ListingFacets['parameters'][number]['values'] }>;
};

export function pageFacets(facets: ListingFacets, allOptions: boolean): ListingPageFacets {
  return {
    ...facets,
    parameters: facets.parameters.map(({ name, values }) => ({
      name,
      optionCount: values.length,
      values: allOptions || values.some((v) => v.selected) ? values : [],
    })),
  };
}

/** A refused price bound ('-5', 'lacno'): the filter keeps the typed text and shows the message at the field. */
export type PriceErrors = Partial<Record<'priceFrom' | 'priceTo', { value: string; message: typeof PRICE_FILTER_MESSAGE }>>;

/**
 * Reads a listing URL into the query for listProducts and the normalized state. Malformed parts (unknown sort, page
 * 'abc', 500 brands, a price 'lacno') are dropped one key at a time, so the rest of the view still applies.
 */
export function readListingUrl(url: URL, decimals: number): { query: ListingQuery; state: ListingState; priceErrors: PriceErrors } {
  const params = new URLSearchParams();
  for (const key of PASSED_KEYS) for (const value of url.searchParams.getAll(key)) params.append(key, value);
  const priceErrors: PriceErrors = {};
  const readPrice = (field: 'priceFrom' | 'priceTo', key: 'priceMin' | 'priceMax') => {
    const raw = (url.searchParams.get(field) ?? '').trim();
    if (raw === '') return null;
    const price = parsePriceInput(raw, decimals);
    // a signed number goes to the shared schema, which refuses a negative bound; other text is no price at all
    if (price) params.set(key, String(price.minor));
    else priceErrors[field] = { value: raw.slice(0, 20), message: PRICE_FILTER_MESSAGE };
    return price;
  };
  const priceFrom = readPrice('priceFrom', 'priceMin');
  const priceTo = readPrice('priceTo', 'priceMax');
  if (params.get('sort') && !(LISTING_SORTS as readonly string[]).includes(params.get('sort')!)) params.delete('sort');

  let parsed = parseListingSearchParams(params);
  for (let attempt = 0; !parsed.success && attempt < PASSED_KEYS.length + 2; attempt++) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'priceMin' ? 'priceFrom' : issue.path[0] === 'priceMax' ? 'priceTo' : null;
      if (field) priceErrors[field] = { value: url.searchParams.get(field)!.trim().slice(0, 20), message: PRICE_FILTER_MESSAGE };
    }
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (bad.size === 0 || [...bad].every((key) => !params.has(key))) break;
    for (const key of bad) params.delete(key);
    parsed = parseListingSearchParams(params);
  }
  const query = parsed.success ? parsed.data : listingQuerySchema.parse({});

  const fromRaw = Number(url.searchParams.get('from'));
  const from =
    Number.isInteger(fromRaw) && fromRaw >= 1 && fromRaw < query.page ? Math.max(fromRaw, query.page - MAX_PAGES_SHOWN + 1) : query.page;
  const state: ListingState = {
    brand: query.brand,
    motif: query.motif,
    color: query.color,
    size: query.size,
    param: query.params.flatMap((f) => f.values.map((v) => `${f.name}=${v}`)),
    priceFrom: priceFrom && query.priceMin !== undefined ? priceFrom.text : null,
    priceTo: priceTo && query.priceMax !== undefined ? priceTo.text : null,
    inStock: query.inStock,
    sort: query.sort,
    page: query.page,
    from,
  };
  return { query: { ...query, perPage: LISTING_DEFAULT_PER_PAGE }, state, priceErrors };
}

/** Loads a listing page: `scope` fixes the category or the new/sale flag (never taken from the URL). */
export async function loadListingPage(
  request: Request,
  context: AppLoadContext,
  scope: { categoryId?: number; new?: boolean; sale?: boolean },
  catalog?: CatalogContext,
): Promise<ListingPageData> {
  const { db } = context.services;
  const ctx = catalog ?? (await loadCatalogContext(request, context));
  const url = new URL(request.url);
  const read = readListingUrl(url, ctx.currency.decimals);
  const fragment = url.searchParams.get(FRAGMENT_PARAM) === '1';
  const state = fragment ? { ...read.state, from: read.state.page } : read.state;
  const base: ListingQuery = { ...read.query, categoryId: scope.categoryId, new: scope.new ?? false, sale: scope.sale ?? false, q: '' };
  const perPage = base.perPage;
  const span = state.page - state.from + 1;

  let items: ProductTile[];
  let total: number;
  let facets: ListingFacets | null;
  if (span === 1 || state.from === 1) {
    // one statement: page N alone, or pages 1…N as one longer first page
    const result = await listProducts(
      db,
      span === 1 ? { ...base, facets: !fragment } : { ...base, page: 1, perPage: perPage * span, facets: true },
      ctx,
      { facetCache: context.services.listingFacets, resultCache: context.services.catalogCache.listings },
    );
    ({ items, total, facets } = result);
  } else {
    const pages = Array.from({ length: span }, (_, i) => state.from + i);
    const results = await Promise.all(
      pages.map((page, i) =>
        listProducts(db, { ...base, page, facets: i === 0 }, ctx, {
          facetCache: context.services.listingFacets,
          resultCache: context.services.catalogCache.listings,
        }),
      ),
    );
    items = results.flatMap((r) => r.items);
    total = results[0]!.total;
    facets = results[0]!.facets;
  }

  const { id, code, decimals, symbol_before, symbol_after } = ctx.currency;
  return {
    currency: { id, code, decimals, symbol_before, symbol_after },
    state,
    items: toTileViews(items),
    total,
    perPage,
    pageCount: Math.ceil(total / perPage),
    facets: fragment || !facets ? null : pageFacets(facets, url.searchParams.get(ALL_OPTIONS_PARAM) === '1'),
    fragment,
    priceErrors: read.priceErrors,
  };
}
