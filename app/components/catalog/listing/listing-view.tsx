import { useCallback, useState, type MouseEvent } from 'react';
import { HydrateLater } from '~/components/hydrate-later';
import { useFetcher, useLocation, useNavigate, useNavigation, useSubmit } from 'react-router';
import { Link } from '~/components/link';
import type { ListingSort } from '@/domain/catalog/listing';
import type { MessageKey } from '@/i18n';
import { ProductGrid } from '~/components/catalog/product-tile';
import type { TileView } from '~/components/catalog/tile-view';
import { useFetcherResult } from '~/components/forms/use-form-answer';
import { CloseIcon } from '~/components/icons';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { formatMoney } from '~/lib/format/format-money';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { FILTER_FORM_ID, FILTER_PANEL_ID, FilterPanel } from './filter-panel';
import type { ListingPageData, ListingPageFacets } from './listing-loader.server';
import {
  FRAGMENT_PARAM,
  hasFilters,
  listingSearch,
  pageSearch,
  parsePriceInput,
  pluralCategory,
  withoutFilters,
  withoutValue,
  type ListKey,
  type ListingState,
} from './listing-state';

const SORT_LABELS: Record<ListingSort, MessageKey> = {
  recommended: 'listing.sort_recommended',
  name: 'listing.sort_name',
  cheapest: 'listing.sort_cheapest',
  expensive: 'listing.sort_expensive',
};
const SORTS = Object.keys(SORT_LABELS) as ListingSort[];

function useProductCountText() {
  const t = useT();
  return (count: number) => t(`listing.count_${pluralCategory(count)}` as MessageKey, { count });
}

interface Chip {
  key: string;
  label: string;
  to: string;
}

function activeChips(
  state: ListingState,
  facets: ListingPageFacets | null,
  t: ReturnType<typeof useT>,
  currency: ListingPageData['currency'],
): Chip[] {
  const chips: Chip[] = [];
  const nameOf = (options: Array<{ value: string; name: string }> | undefined, value: string) =>
    options?.find((o) => o.value === value)?.name ?? value;
  const add = (key: ListKey, value: string, label: string) =>
    chips.push({ key: `${key}:${value}`, label, to: withoutValue(state, key, value) });
  for (const v of state.brand) add('brand', v, `${t('listing.brand')}: ${nameOf(facets?.brands, v)}`);
  for (const v of state.motif) add('motif', v, `${t('listing.motif')}: ${nameOf(facets?.motifs, v)}`);
  for (const v of state.color) add('color', v, `${t('listing.color')}: ${v}`);
  for (const v of state.size) add('size', v, `${t('listing.size')}: ${v}`);
  for (const v of state.param) add('param', v, v.replace('=', ': '));
  const money = (text: string) => formatMoney(parsePriceInput(text, currency.decimals)?.minor ?? 0, currency);
  if (state.priceFrom !== null)
    chips.push({
      key: 'priceFrom',
      label: t('listing.chip_price_from', { price: money(state.priceFrom) }),
      to: listingSearch({ ...state, priceFrom: null, page: 1, from: 1 }),
    });
  if (state.priceTo !== null)
    chips.push({
      key: 'priceTo',
      label: t('listing.chip_price_to', { price: money(state.priceTo) }),
      to: listingSearch({ ...state, priceTo: null, page: 1, from: 1 }),
    });
  if (state.inStock)
    chips.push({ key: 'inStock', label: t('listing.in_stock_only'), to: listingSearch({ ...state, inStock: false, page: 1, from: 1 }) });
  return chips;
}

/** Page numbers around the current range with the first and last page; null marks a gap. */
function pageNumbers(first: number, last: number, pageCount: number): Array<number | null> {
  const set = new Set<number>([1, pageCount]);
  for (let p = first - 2; p <= last + 2; p++) if (p >= 1 && p <= pageCount) set.add(p);
  const sorted = [...set].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * The body of a listing page: filter panel (collapsible below 1024 px), toolbar (count, sort), active filter chips,
 * the products, 'load more' and the page links. All state lives in the URL.
 */
export function ListingBody({ data }: { data: ListingPageData }) {
  const t = useT();
  const countText = useProductCountText();
  const root = useRootData();
  const currency = root.currency ?? data.currency;
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const navigate = useNavigate();
  // both listing routes answer { listing, … }; the 'load more' fetch gets a fragment (one page, no facets)
  const fetcher = useFetcher<{ listing: ListingPageData }>();
  const { state, facets, total, pageCount } = data;
  const [panelOpen, setPanelOpen] = useState(false);

  // tiles appended by 'load more' on top of the loader's pages; reset whenever the loader answers a new view
  const viewKey = `${location.pathname}${listingSearch(state)}`;
  const [appended, setAppended] = useState<{ viewKey: string; items: TileView[]; lastPage: number }>({
    viewKey,
    items: [],
    lastPage: state.page,
  });
  const extra = appended.viewKey === viewKey ? appended : { viewKey, items: [] as TileView[], lastPage: state.page };
  const lastPage = extra.lastPage;
  const items = extra.items.length
    ? [...data.items, ...extra.items.filter((tile) => !data.items.some((d) => d.id === tile.id))]
    : data.items;
  useFetcherResult(fetcher.state === 'idle' ? fetcher.data?.listing : null, (more) => {
    if (more.state.page !== lastPage + 1) return;
    setAppended({ viewKey, items: [...extra.items, ...more.items], lastPage: more.state.page });
    // the URL records the shown range: a reload or back shows the same products (shouldRevalidate keeps the data)
    navigate(`${location.pathname}${listingSearch({ ...state, from: state.from, page: more.state.page })}`, {
      replace: true,
      preventScrollReset: true,
    });
  });

  const autoSubmit = useCallback(
    (form: HTMLFormElement) => {
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value !== 'string' || value.trim() === '') continue;
        if (key === 'sort' && value === 'recommended') continue; // the default stays out of the URL
        params.append(key, value.trim());
      }
      submit(params, { method: 'get', action: location.pathname, preventScrollReset: true });
    },
    [submit, location.pathname],
  );

  const chips = activeChips(state, facets, t, data.currency);
  const filtered = hasFilters(state);
  const nextPage = lastPage + 1;
  const hasMore = nextPage <= pageCount && items.length > 0;
  const loadMoreSearch = listingSearch({ ...state, from: state.from, page: nextPage });
  const loadingMore = fetcher.state !== 'idle';
  const busy = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  const onLoadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loadingMore) return;
    const params = new URLSearchParams(pageSearch(state, nextPage));
    params.set(FRAGMENT_PARAM, '1');
    fetcher.load(`${location.pathname}?${params.toString()}`);
  };

  const pages = pageCount > 1 ? pageNumbers(state.from, lastPage, pageCount) : [];

  return (
    <div className="mt-6 desktop:grid desktop:grid-cols-[15rem_minmax(0,1fr)] desktop:gap-8">
      <HydrateLater>
        <aside
          id={FILTER_PANEL_ID}
          aria-label={t('listing.filters')}
          className={`${panelOpen ? 'block' : 'hidden'} mb-6 rounded-xl border border-line bg-white p-4 target:block desktop:mb-0 desktop:block desktop:self-start`}
        >
          <FilterPanel
            state={state}
            facets={facets}
            currency={currency ? { ...data.currency, ...currency } : data.currency}
            action={location.pathname}
            hydrated={hydrated}
            onAutoSubmit={autoSubmit}
            priceErrors={data.priceErrors}
          />
        </aside>
      </HydrateLater>

      <HydrateLater>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold text-ink" aria-live="polite">
              {countText(total)}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {hydrated ? (
                <button
                  type="button"
                  aria-expanded={panelOpen}
                  aria-controls={FILTER_PANEL_ID}
                  onClick={() => setPanelOpen((open) => !open)}
                  className="rounded-full border border-brand-dark px-4 py-1.5 font-semibold text-brand-dark hover:bg-brand-light desktop:hidden"
                >
                  {t('listing.filter_toggle')}
                </button>
              ) : (
                <a
                  href={`#${FILTER_PANEL_ID}`}
                  className="rounded-full border border-brand-dark px-4 py-1.5 font-semibold text-brand-dark hover:bg-brand-light desktop:hidden"
                >
                  {t('listing.filter_toggle')}
                </a>
              )}
              <label htmlFor="listing-sort" className="text-sm text-muted">
                {t('listing.sort')}
              </label>
              <select
                id="listing-sort"
                name="sort"
                form={FILTER_FORM_ID}
                defaultValue={state.sort}
                onChange={(event) => {
                  if (event.currentTarget.form) autoSubmit(event.currentTarget.form);
                }}
                className="rounded-md border border-muted bg-white px-2 py-1.5 text-ink"
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
              {hydrated ? null : (
                <button
                  type="submit"
                  form={FILTER_FORM_ID}
                  className="rounded-full bg-brand-dark px-3 py-1.5 text-sm font-semibold text-white"
                >
                  {t('listing.filter_apply')}
                </button>
              )}
            </div>
          </div>

          {chips.length > 0 ? (
            <section aria-labelledby="aktivne-filtre" className="mt-3">
              <h2 id="aktivne-filtre" className="sr-only">
                {t('listing.active_filters')}
              </h2>
              <ul className="flex flex-wrap items-center gap-2">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Link
                      to={`${location.pathname}${chip.to}`}
                      preventScrollReset
                      aria-label={t('listing.remove_filter', { label: chip.label })}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-ink hover:bg-line"
                    >
                      {chip.label}
                      <CloseIcon size={14} aria-hidden="true" />
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    to={`${location.pathname}${withoutFilters(state)}`}
                    preventScrollReset
                    className="text-sm font-semibold text-brand-dark underline underline-offset-2 hover:text-ink"
                  >
                    {t('listing.cancel_all')}
                  </Link>
                </li>
              </ul>
            </section>
          ) : null}

          <div className={`mt-4 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
            {items.length > 0 ? (
              <ProductGrid tiles={items} currency={currency ?? data.currency} eagerCount={4} label={t('listing.products')} />
            ) : total > 0 ? (
              <div className="rounded-xl bg-surface p-6 text-center">
                <p className="font-semibold text-ink">{t('listing.page_past_end')}</p>
                <Link
                  to={`${location.pathname}${pageSearch(state, 1)}`}
                  className="mt-3 inline-block font-semibold text-brand-dark underline"
                >
                  {t('listing.first_page')}
                </Link>
              </div>
            ) : filtered ? (
              <div className="rounded-xl bg-surface p-6 text-center">
                <p className="text-lg font-semibold text-ink">{t('listing.empty_filtered')}</p>
                <p className="mt-1 text-muted">{t('listing.empty_filtered_hint')}</p>
                <Link
                  to={`${location.pathname}${withoutFilters(state)}`}
                  className="mt-4 inline-block rounded-full bg-brand-dark px-5 py-2 font-semibold text-white hover:bg-ink"
                >
                  {t('listing.cancel_all')}
                </Link>
              </div>
            ) : (
              <p className="rounded-xl bg-surface p-6 text-center font-semibold text-ink">{t('listing.empty')}</p>
            )}
          </div>

          {items.length > 0 ? (
            <div className="mt-6 flex flex-col items-center gap-3">
              <p className="text-sm text-muted" aria-live="polite">
                {t('listing.shown_of', { shown: items.length, total })}
              </p>
              {hasMore ? (
                <Link
                  to={`${location.pathname}${loadMoreSearch}`}
                  onClick={onLoadMore}
                  preventScrollReset
                  aria-disabled={loadingMore || undefined}
                  className="rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-ink"
                  data-testid="load-more"
                >
                  {loadingMore ? t('common.loading') : t('listing.load_more')}
                </Link>
              ) : null}
            </div>
          ) : null}

          {pages.length > 0 ? (
            <nav aria-label={t('listing.pagination')} className="mt-6">
              <ul className="flex flex-wrap items-center justify-center gap-1">
                {state.from > 1 ? (
                  <li>
                    <Link
                      to={`${location.pathname}${pageSearch(state, state.from - 1)}`}
                      rel="prev"
                      className="block rounded-md px-3 py-2 font-semibold text-brand-dark hover:bg-brand-light"
                    >
                      {t('listing.prev')}
                    </Link>
                  </li>
                ) : null}
                {pages.map((p, i) =>
                  p === null ? (
                    <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-muted">
                      …
                    </li>
                  ) : (
                    <li key={p}>
                      {p >= state.from && p <= lastPage ? (
                        <span
                          aria-current={p === lastPage ? 'page' : undefined}
                          className="block min-w-10 rounded-md bg-brand-dark px-3 py-2 text-center font-semibold text-white"
                        >
                          <span className="sr-only">{t('listing.page_n', { page: p })}</span>
                          <span aria-hidden="true">{p}</span>
                        </span>
                      ) : (
                        <Link
                          to={`${location.pathname}${pageSearch(state, p)}`}
                          aria-label={t('listing.page_n', { page: p })}
                          rel={p === state.from - 1 ? 'prev' : p === lastPage + 1 ? 'next' : undefined}
                          className="block min-w-10 rounded-md px-3 py-2 text-center font-semibold text-brand-dark hover:bg-brand-light"
                        >
                          {p}
                        </Link>
                      )}
                    </li>
                  ),
                )}
                {lastPage < pageCount ? (
                  <li>
                    <Link
                      to={`${location.pathname}${pageSearch(state, lastPage + 1)}`}
                      rel="next"
                      className="block rounded-md px-3 py-2 font-semibold text-brand-dark hover:bg-brand-light"
                    >
                      {t('listing.next')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </div>
      </HydrateLater>
    </div>
  );
}
