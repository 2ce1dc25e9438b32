import { Link } from 'react-router';
import type { Route } from './+types/stores';
import { openingHoursSpecification } from '@/domain/stores/opening-hours';
import { listBranches } from '@/domain/stores/stores';
import { RouteErrorBoundary } from '~/components/error-views';
import { StaticIsland } from '~/components/static-island';
import { StoreMap } from '~/components/stores/store-map';
import { addressLine, CompactHours, OpenStateBadge, storeJsonLd } from '~/components/stores/store-parts';
import { absoluteImageUrl, pageMeta, seoContext } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

/** /prodejny: the branches with address, contacts, opening hours, open-now (server time, shop time zone) and a map. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, now } = context.services;
  return { stores: await listBranches(db, now()) };
}

/** Open-now changes by the minute: caches must ask again, never keep an old state. */
export function headers() {
  return { 'Cache-Control': 'no-cache' };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { t, publicUrl } = seoContext(matches);
  const stores = data?.stores ?? [];
  return pageMeta(matches, {
    title: t('stores.title'),
    description: t('stores.meta_description', { count: stores.length }),
    path: '/prodejny',
    image: stores[0]?.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: t('stores.title'),
        itemListElement: stores.map((s, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: storeJsonLd(s, {
            base: publicUrl,
            image: absoluteImageUrl(publicUrl, s.image),
            openingHoursSpecification: openingHoursSpecification(s.openingHours),
          }),
        })),
      },
    ],
  });
};

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { stores } = loaderData;
  return (
    <div className="shop-container py-8">
      <h1 className="text-3xl font-bold text-ink">{t('stores.title')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('stores.intro', { count: stores.length })}</p>

      <div className="mt-6 grid gap-8 desktop:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] desktop:items-start">
        <section
          aria-labelledby="mapa-predajni"
          className="rounded-2xl border border-line bg-white p-4 desktop:sticky desktop:top-28 desktop:order-2"
        >
          <h2 id="mapa-predajni" className="mb-3 text-xl font-bold text-ink">
            {t('stores.map_title')}
          </h2>
          <StoreMap stores={stores} label={t('stores.map_label', { count: stores.length })} />
        </section>

        {/* links and texts only: kept as the server rendered them, not hydrated (decision 0041); a new key (another
            'open now' state after a revalidation) renders it anew */}
        <StaticIsland
          key={JSON.stringify(stores.map((store) => [store.id, store.openNow]))}
          as="ul"
          id="zoznam-predajni"
          className="grid gap-4 tablet:grid-cols-2 desktop:order-1 desktop:grid-cols-1 wide:grid-cols-2"
          label={t('stores.list_label')}
          testId="store-list"
        >
          {stores.map((store) => (
            <li key={store.id} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4" data-testid="store-card">
              <h2 className="text-lg leading-snug font-bold text-ink">
                <Link to={store.url} className="text-brand-dark underline-offset-2 hover:underline">
                  {store.name}
                </Link>
              </h2>
              <OpenStateBadge state={store.openNow} />
              <p className="text-sm text-ink">{addressLine(store)}</p>
              <ul className="flex flex-col gap-1 text-sm">
                {store.phone ? (
                  <li>
                    <span className="text-muted">{t('frame.phone')}: </span>
                    <a
                      href={`tel:${store.phone.replace(/\s+/g, '')}`}
                      className="font-semibold text-brand-dark underline-offset-2 hover:underline"
                    >
                      {store.phone}
                    </a>
                  </li>
                ) : null}
                {store.email ? (
                  <li className="break-all">
                    <span className="text-muted">{t('frame.email')}: </span>
                    <a href={`mailto:${store.email}`} className="font-semibold text-brand-dark underline-offset-2 hover:underline">
                      {store.email}
                    </a>
                  </li>
                ) : null}
              </ul>
              <div>
                <h3 className="mb-1 text-sm font-bold text-ink">{t('stores.hours_title')}</h3>
                <CompactHours hours={store.openingHours} />
              </div>
              <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm">
                <Link
                  to={store.url}
                  className="inline-flex min-h-6 items-center font-semibold text-brand-dark underline underline-offset-2"
                  aria-label={`${t('stores.detail_link')}: ${store.name}`}
                >
                  {t('stores.detail_link')}
                </Link>
                {store.mapUrl ? (
                  <a
                    href={store.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-6 items-center font-semibold text-brand-dark underline underline-offset-2"
                    aria-label={t('stores.map_open_named', { name: store.name })}
                  >
                    {t('stores.map_open')}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </StaticIsland>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
