import { data, Form, Link, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/store-detail';
import { normalizeSearchQuery } from '@/domain/catalog/search';
import { openingHoursSpecification } from '@/domain/stores/opening-hours';
import { shopLocalTime } from '@/lib/shop-time';
import { searchStoreStock } from '@/domain/stores/store-stock';
import { findBranch, listBranches } from '@/domain/stores/stores';
import { Price } from '~/components/catalog/price';
import { GenericErrorView } from '~/components/error-views';
import { RichText } from '~/components/rich-text';
import { StoreMap } from '~/components/stores/store-map';
import { addressLine, HoursTable, OpenStateBadge, storeJsonLd } from '~/components/stores/store-parts';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { NOT_FOUND_MESSAGE } from '~/lib/http/responses.server';
import { absoluteImageUrl, breadcrumbJsonLd, noindexMeta, pageMeta, seoContext } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

/** The 404 of an unknown store: its own message ('Vybraná predajňa neexistuje.', SPEC §8 "Selected store does not exist"). */
function storeNotFound(): never {
  throw data({ message: NOT_FOUND_MESSAGE, code: 'store_not_found' }, { status: 404, statusText: NOT_FOUND_MESSAGE });
}

/**
 * /prodejny/{id}: address, contacts, opening hours, open-now, map, and the branch's stock search (?q=…, a GET form
 * that works without JavaScript). Unknown, non-numeric or warehouse id → 404 with the store message.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, now } = context.services;
  if (!/^\d{1,9}$/.test(params.id ?? '')) storeNotFound();
  const moment = now();
  const [store, all] = await Promise.all([findBranch(db, Number(params.id), moment), listBranches(db, moment)]);
  if (!store) storeNotFound();
  const q = normalizeSearchQuery(new URL(request.url).searchParams.get('q') ?? '');
  const catalog = q ? await loadCatalogContext(request, context) : null;
  const stock = catalog ? await searchStoreStock(db, store.id, q, catalog) : null;
  const currency = catalog?.currency ?? null;
  return {
    store,
    today: shopLocalTime(moment).day,
    mapStores: all.map(({ id, name, town, lat, lng, url }) => ({ id, name, town, lat, lng, url })),
    stock,
    currency: currency ? { decimals: currency.decimals, symbol_before: currency.symbol_before, symbol_after: currency.symbol_after } : null,
  };
}

export function headers() {
  return { 'Cache-Control': 'no-cache' };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return noindexMeta(matches, (t) => t('stores.not_found'));
  const { t, publicUrl } = seoContext(matches);
  const { store, stock } = loaded;
  return pageMeta(matches, {
    title: store.name,
    description: t('stores.detail_meta_description', { name: store.name, address: addressLine(store) }),
    path: store.url,
    type: 'business.business',
    image: store.image,
    noindex: Boolean(stock),
    jsonLd: [
      storeJsonLd(store, {
        base: publicUrl,
        image: absoluteImageUrl(publicUrl, store.image),
        openingHoursSpecification: openingHoursSpecification(store.openingHours),
      }),
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        { name: t('stores.title'), path: '/prodejny' },
        { name: store.name, path: store.url },
      ]),
    ],
  });
};

export default function StoreDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { store, today, mapStores, stock, currency } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location?.pathname === store.url;
  const photo = mediaUrl(store.image, 640);

  return (
    <div className="shop-container py-8">
      <nav aria-label={t('common.breadcrumb')} className="mb-4 text-sm">
        <ol className="flex flex-wrap gap-x-2 text-muted">
          <li>
            <Link to="/" className="text-brand-dark underline-offset-2 hover:underline">
              {t('common.home')}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link to="/prodejny" className="text-brand-dark underline-offset-2 hover:underline">
              {t('stores.title')}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="text-ink">
            {store.name}
          </li>
        </ol>
      </nav>

      <h1 className="text-3xl font-bold text-ink">{store.name}</h1>
      <div className="mt-2">
        <OpenStateBadge state={store.openNow} />
      </div>

      <div className="mt-6 grid gap-8 desktop:grid-cols-2">
        <div className="flex flex-col gap-6">
          {photo ? (
            <img
              src={photo}
              srcSet={mediaSrcSet(store.image, [320, 480, 640, 800, 1200])}
              sizes="(min-width: 1024px) 560px, 100vw"
              width={1200}
              height={675}
              alt=""
              className="aspect-video h-auto w-full rounded-2xl object-cover"
            />
          ) : null}
          <section aria-labelledby="predajna-kontakt">
            <h2 id="predajna-kontakt" className="mb-2 text-xl font-bold text-ink">
              {t('stores.contact')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted">{t('stores.address')}</dt>
              <dd className="text-ink">{addressLine(store)}</dd>
              {store.phone ? (
                <>
                  <dt className="text-muted">{t('frame.phone')}</dt>
                  <dd>
                    <a
                      href={`tel:${store.phone.replace(/\s+/g, '')}`}
                      className="font-semibold text-brand-dark underline underline-offset-2"
                    >
                      {store.phone}
                    </a>
                  </dd>
                </>
              ) : null}
              {store.email ? (
                <>
                  <dt className="text-muted">{t('frame.email')}</dt>
                  <dd className="break-all">
                    <a href={`mailto:${store.email}`} className="font-semibold text-brand-dark underline underline-offset-2">
                      {store.email}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          {store.description ? <RichText html={`<p>${escapeText(store.description)}</p>`} /> : null}
          <section aria-labelledby="predajna-hodiny">
            <h2 id="predajna-hodiny" className="mb-2 text-xl font-bold text-ink">
              {t('stores.hours_title')}
            </h2>
            <HoursTable hours={store.openingHours} today={today} />
          </section>
        </div>

        <section aria-labelledby="predajna-mapa" className="rounded-2xl border border-line bg-white p-4 desktop:self-start">
          <h2 id="predajna-mapa" className="mb-3 text-xl font-bold text-ink">
            {t('stores.map_title')}
          </h2>
          <StoreMap stores={mapStores} highlightId={store.id} label={t('stores.map_store_label', { name: store.name })} />
          {store.mapUrl ? (
            <p className="mt-3">
              <a
                href={store.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full bg-brand-dark px-5 font-semibold text-white hover:bg-ink"
                aria-label={t('stores.map_open_named', { name: store.name })}
                data-testid="store-osm-link"
              >
                {t('stores.map_open')}
              </a>
            </p>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="predajna-tovar" className="mt-10 rounded-2xl bg-surface p-4 tablet:p-6" id="tovar">
        <h2 id="predajna-tovar" className="text-xl font-bold text-ink">
          {t('stores.stock_title')}
        </h2>
        <p className="mt-1 text-muted">{t('stores.stock_intro')}</p>
        <Form method="get" action={`${store.url}#tovar`} preventScrollReset className="mt-4 flex flex-wrap items-end gap-3" role="search">
          <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm font-semibold text-ink">
            {t('stores.stock_label')}
            <input
              type="search"
              name="q"
              defaultValue={stock?.query ?? ''}
              key={stock?.query ?? ''}
              maxLength={200}
              placeholder={t('stores.stock_placeholder')}
              className="h-11 w-full rounded-lg border border-muted bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand-dark"
            />
          </label>
          <button
            type="submit"
            disabled={searching}
            className="h-11 rounded-full bg-brand-dark px-6 font-semibold text-white hover:bg-ink disabled:opacity-70"
          >
            {t('stores.stock_submit')}
          </button>
        </Form>

        {stock ? (
          <div className="mt-4" aria-live="polite" data-testid="store-stock-results">
            <p className="font-semibold text-ink">
              {stock.items.length > 0
                ? t('stores.stock_results', { query: stock.query, count: stock.total })
                : t('stores.stock_none', { query: stock.query })}
            </p>
            {stock.items.length > 0 ? (
              <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
                {stock.items.map(({ product, quantity }) => {
                  const thumb = mediaUrl(product.mainImage?.path, 80);
                  return (
                    <li key={product.id} className="flex items-center gap-3 p-3" data-testid="store-stock-item">
                      {thumb ? (
                        <img
                          src={thumb}
                          width={56}
                          height={56}
                          alt=""
                          loading="lazy"
                          className="h-14 w-14 shrink-0 rounded-lg object-cover"
                        />
                      ) : null}
                      <div className="min-w-0 flex-1">
                        <Link to={product.url} className="font-semibold text-brand-dark underline-offset-2 hover:underline">
                          {product.name}
                        </Link>
                        <p className={`text-sm ${quantity > 0 ? 'font-semibold text-success' : 'text-muted'}`}>
                          {quantity > 0 ? t('availability.pickup_in_stock', { count: quantity }) : t('availability.pickup_up_to_10_days')}
                        </p>
                      </div>
                      {currency ? (
                        <div className="shrink-0 text-right">
                          <Price view={product.display} currency={currency} />
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {stock.total > stock.items.length ? (
              <p className="mt-2 text-sm text-muted">{t('stores.stock_more', { shown: stock.items.length, count: stock.total })}</p>
            ) : null}
          </div>
        ) : null}
      </section>

      <p className="mt-8">
        <Link to="/prodejny" className="font-semibold text-brand-dark underline underline-offset-2">
          {t('stores.back_to_list')}
        </Link>
      </p>
    </div>
  );
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Unknown store → 'Vybraná predajňa neexistuje.' (status 404) with the way to the list; other errors → generic. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section
        className="shop-container flex flex-col items-center py-16 text-center"
        aria-labelledby="store-not-found"
        data-testid="store-not-found"
      >
        <h1 id="store-not-found" className="text-3xl font-bold text-ink">
          {t('stores.not_found')}
        </h1>
        <p className="mt-3 max-w-lg text-muted">{t('stores.not_found_text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/prodejny" className="rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-ink">
            {t('stores.back_to_list')}
          </Link>
          <Link to="/" className="rounded-full border-2 border-brand-dark px-6 py-3 font-semibold text-brand-dark hover:bg-brand-light">
            {t('common.back_home')}
          </Link>
        </div>
      </section>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <GenericErrorView />;
}
