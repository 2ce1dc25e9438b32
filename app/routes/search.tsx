import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/search';
import { pickMenuCategories } from '@/domain/catalog/categories';
import { listProducts, listingQuerySchema } from '@/domain/catalog/listing';
import { normalizeSearchQuery, searchAll, type SearchResults } from '@/domain/catalog/search';
import { translator } from '@/i18n';
import { RouteErrorBoundary } from '~/components/error-views';
import { ProductGrid } from '~/components/catalog/product-tile';
import { toTileViews, type TileView } from '~/components/catalog/tile-view';
import { NoResults } from '~/components/catalog/search/no-results';
import { SearchGroupNav, SearchGroupSection, type SearchGroupKey } from '~/components/catalog/search/search-groups';
import { SearchPageForm } from '~/components/catalog/search/search-form';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import type { RootData } from '~/lib/root/root-data';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** Products per page of the search results (real ?page= URLs; "load more" appends the next page). */
const PER_PAGE = 24;
/** Brand filters taken from the URL (brand links of the results: /hledani?brand=slug). */
const MAX_BRANDS = 10;

const emptyGroups = (): Omit<SearchResults, 'query' | 'products'> => ({
  categories: { items: [], count: 0 },
  brands: { items: [], count: 0 },
  articles: { items: [], count: 0 },
  pages: { items: [], count: 0 },
});

/**
 * /hledani?q=…[&brand=slug][&page=n][&only=products]
 * The query is normalised (cut to 200 characters, control characters dropped) before anything else, so any length is
 * safe. Products come from the listing (the same search ranking on every page, real paginated URLs); categories,
 * brands, articles and pages from searchAll, each with its count. `only=products` (the "load more" request) skips the
 * other groups.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = normalizeSearchQuery(url.searchParams.get('q') ?? '');
  const brands = [
    ...new Set(
      url.searchParams
        .getAll('brand')
        .map((b) => b.trim().slice(0, 200))
        .filter(Boolean),
    ),
  ].slice(0, MAX_BRANDS);
  const onlyProducts = url.searchParams.get('only') === 'products';

  if (!q && brands.length === 0) {
    return {
      q,
      brands,
      brandName: null,
      page: 1,
      products: null,
      groups: emptyGroups(),
      browse: [],
      currency: null,
    };
  }

  const { db } = context.services;
  const ctx = await loadCatalogContext(request, context);
  // a malformed page number is page 1, a page past the end an empty page (never an error)
  const parsed = listingQuerySchema.safeParse({
    q,
    brand: brands,
    page: url.searchParams.get('page') ?? undefined,
    perPage: PER_PAGE,
    facets: false,
  });
  const query = parsed.success
    ? parsed.data
    : listingQuerySchema.parse({
        q,
        brand: brands,
        perPage: PER_PAGE,
        facets: false,
      });
  // the product page of the results and the other groups are independent: one round trip instead of two
  const [listing, groups] = await Promise.all([
    listProducts(db, query, ctx, { resultCache: context.services.catalogCache.listings }),
    q && !onlyProducts
      ? searchAll(db, q, { products: null }, ctx, { cache: context.services.catalogCache.search })
      : Promise.resolve(emptyGroups()),
  ]);
  // nothing found: the mega menu's top categories to browse (this page's data, not the root loader's: decision 0091)
  const found = listing.total + groups.categories.count + groups.brands.count + groups.articles.count + groups.pages.count;
  const browse = found > 0 ? [] : await browseCategories(context);
  const brandName = brands.length === 1 ? (listing.items.find((tile) => tile.brand?.slug === brands[0])?.brand?.name ?? null) : null;

  return {
    q,
    brands,
    brandName,
    page: listing.page,
    products: {
      items: toTileViews(listing.items),
      total: listing.total,
      pageCount: listing.pageCount,
    },
    groups: {
      categories: groups.categories,
      brands: groups.brands,
      articles: groups.articles,
      pages: groups.pages,
    },
    browse,
    currency: {
      decimals: ctx.currency.decimals,
      symbol_before: ctx.currency.symbol_before,
      symbol_after: ctx.currency.symbol_after,
    },
  };
}

async function browseCategories(context: Route.LoaderArgs['context']) {
  const [frame, settings] = await Promise.all([context.services.frame.get(), context.services.settings.get()]);
  return pickMenuCategories(frame.categoryTree, settings.categoriesMenu.category_ids).map(({ id, name, url }) => ({ id, name, url }));
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  const title = data?.q
    ? t('search.meta_title_query', { q: data.q })
    : data?.brandName
      ? t('search.brand_title', { name: data.brandName })
      : t('search.title');
  const page = data && data.page > 1 ? ` – ${t('search.page_n', { page: data.page })}` : '';
  return [{ title: `${title}${page} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, follow' }];
};

/** The URL of a results page (same query and brands, another page). */
function pageHref(q: string, brands: string[], page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const brand of brands) params.append('brand', brand);
  if (page > 1) params.set('page', String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `/hledani?${params.toString()}`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const { q, brands, brandName, page, products, groups } = loaderData;
  const currency = root.currency ??
    loaderData.currency ?? {
      decimals: 2,
      symbol_before: '',
      symbol_after: 'Kč',
    };

  // "load more": the next pages are appended; a new search (or page) starts again
  const [extra, setExtra] = useState<{
    key: string;
    items: TileView[];
    lastPage: number;
  }>({ key: '', items: [], lastPage: page });
  const resultKey = `${q}|${brands.join(',')}|${page}`;
  const fetcher = useFetcher<typeof loader>();
  useEffect(() => {
    setExtra({ key: resultKey, items: [], lastPage: page });
  }, [resultKey, page]);
  useEffect(() => {
    const more = fetcher.data?.products;
    if (fetcher.state !== 'idle' || !more) return;
    setExtra((current) => {
      if (current.key !== resultKey || fetcher.data!.page <= current.lastPage) return current;
      const seen = new Set([...(products?.items ?? []), ...current.items].map((tile) => tile.id));
      return {
        key: resultKey,
        items: [...current.items, ...more.items.filter((tile) => !seen.has(tile.id))],
        lastPage: fetcher.data!.page,
      };
    });
  }, [fetcher.state, fetcher.data, products, resultKey]);

  const heading = q ? t('search.results_for', { q }) : brandName ? t('search.brand_title', { name: brandName }) : t('search.title');

  if (!products) {
    return (
      <div className="shop-container py-8">
        <h1 className="text-2xl font-bold text-ink desktop:text-3xl">{t('search.title')}</h1>
        <SearchPageForm q="" className="mt-6" />
        <p className="mt-4 max-w-2xl text-muted">{t('search.hint')}</p>
      </div>
    );
  }

  const lastPage = extra.key === resultKey ? extra.lastPage : page;
  const tiles = extra.key === resultKey ? [...products.items, ...extra.items] : products.items;
  const counts: Record<SearchGroupKey, number> = {
    products: products.total,
    categories: groups.categories.count,
    brands: groups.brands.count,
    articles: groups.articles.count,
    pages: groups.pages.count,
  };
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const hasMore = lastPage < products.pageCount;
  const loadingMore = fetcher.state !== 'idle';

  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold break-words text-ink desktop:text-3xl">{heading}</h1>
      <SearchPageForm q={q} className="mt-5" />

      {total === 0 ? (
        <NoResults q={q} categories={loaderData.browse} />
      ) : (
        <>
          <SearchGroupNav counts={counts} className="mt-6" />

          {groups.categories.count > 0 ? (
            <SearchGroupSection group="categories" count={counts.categories} items={groups.categories.items} />
          ) : null}

          {products.total > 0 ? (
            <section aria-labelledby="vysledky-produkty" className="mt-8">
              <h2 id="vysledky-produkty" className="mb-4 text-xl font-bold text-ink">
                {t('search.group_products')} <span className="font-semibold text-muted">({products.total})</span>
              </h2>
              {tiles.length > 0 ? (
                <>
                  <ProductGrid tiles={tiles} currency={currency} eagerCount={4} label={t('search.group_products')} />
                  <p className="mt-4 text-center text-sm text-muted" aria-live="polite">
                    {t('search.showing', {
                      from: (page - 1) * PER_PAGE + 1,
                      to: (page - 1) * PER_PAGE + tiles.length,
                      total: products.total,
                    })}
                  </p>
                  <nav aria-label={t('search.pagination')} className="mt-3 flex flex-wrap items-center justify-center gap-3">
                    {page > 1 ? (
                      <Link
                        to={pageHref(q, brands, page - 1)}
                        className="rounded-full border-2 border-brand-dark px-5 py-2.5 font-semibold text-brand-dark hover:bg-brand-light"
                      >
                        {t('search.prev_page')}
                      </Link>
                    ) : null}
                    {hasMore ? (
                      <Link
                        to={pageHref(q, brands, lastPage + 1)}
                        onClick={(event) => {
                          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                          event.preventDefault();
                          if (!loadingMore)
                            fetcher.load(
                              pageHref(q, brands, lastPage + 1, {
                                only: 'products',
                              }),
                            );
                        }}
                        aria-disabled={loadingMore || undefined}
                        className="rounded-full bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-ink"
                      >
                        {loadingMore ? t('common.loading') : t('search.load_more')}
                      </Link>
                    ) : null}
                  </nav>
                </>
              ) : (
                <p className="text-muted">
                  {t('search.page_past_end')}{' '}
                  <Link to={pageHref(q, brands, 1)} className="font-semibold text-brand-dark underline">
                    {t('search.first_page')}
                  </Link>
                </p>
              )}
            </section>
          ) : null}

          {groups.brands.count > 0 ? <SearchGroupSection group="brands" count={counts.brands} items={groups.brands.items} /> : null}
          {groups.articles.count > 0 ? <SearchGroupSection group="articles" count={counts.articles} items={groups.articles.items} /> : null}
          {groups.pages.count > 0 ? <SearchGroupSection group="pages" count={counts.pages} items={groups.pages.items} /> : null}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
