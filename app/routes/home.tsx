import { Link } from 'react-router';
import type { Route } from './+types/home';
import { pickMenuCategories } from '@/domain/catalog/categories';
import { listingQuerySchema, listProductRow } from '@/domain/catalog/listing';
import { listTopProductTiles } from '@/domain/catalog/top-products';
import { listLatestPosts } from '@/domain/content/posts';
import { listPublishedServices } from '@/domain/content/services';
import { translator } from '@/i18n';
import { ProductGrid } from '~/components/catalog/product-tile';
import { toTileViews } from '~/components/catalog/tile-view';
import { handleCurrencyForm } from '~/components/currency-switch';
import { RouteErrorBoundary } from '~/components/error-views';
import { PostTeasers } from '~/components/home/post-teasers';
import { SectionHeader } from '~/components/home/section-header';
import { ServiceCards } from '~/components/home/service-cards';
import { SocialFollow } from '~/components/home/social-follow';
import { organizationJsonLd, webSiteJsonLd } from '~/components/home/structured-data';
import { TruckIcon } from '~/components/icons';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import { formatMoney } from '~/lib/format/format-money';
import { mediaUrl } from '~/lib/format/media';
import type { RootData } from '~/lib/root/root-data';
import { pageMeta } from '~/lib/seo/seo';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** How many products each product row shows (two rows of four on desktop, four rows of two on a phone). */
const PRODUCT_ROW_SIZE = 8;
/** The new-goods row is one desktop row: the page stays light enough for a fast first load on a phone. */
const NEW_ROW_SIZE = 4;
const BLOG_TEASER_SIZE = 3;

/**
 * Every home section in one round of parallel queries; prices in the shopper's currency (cookie currencyId). The
 * product rows show only what can be ordered (the availability rule, decision 0058).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const now = context.services.now();
  const catalog = await loadCatalogContext(request, context);
  const row = (filter: { sale?: boolean; new?: boolean }, perPage: number) =>
    // the rows show no total: their matches are not counted (decision 0133)
    listProductRow(db, listingQuerySchema.parse({ ...filter, orderable: true, sort: 'recommended', perPage }), catalog, {
      resultCache: context.services.catalogCache.rows,
    });
  const [services, top, sale, newCandidates, posts, frame, settings] = await Promise.all([
    listPublishedServices(db),
    listTopProductTiles(db, PRODUCT_ROW_SIZE, catalog),
    row({ sale: true }, PRODUCT_ROW_SIZE),
    // more new products than shown: the row skips those the top and sale rows already show
    row({ new: true }, NEW_ROW_SIZE + 2 * PRODUCT_ROW_SIZE),
    listLatestPosts(db, BLOG_TEASER_SIZE, now),
    context.services.frame.get(),
    context.services.settings.get(),
  ]);
  // the mega menu's top categories as tiles: this page's own data, not the root loader's (decision 0091)
  const categories = pickMenuCategories(frame.categoryTree, settings.categoriesMenu.category_ids).map(({ id, name, url, image }) => ({
    id,
    name,
    url,
    image,
  }));
  const shown = new Set([...top, ...sale].map((tile) => tile.id));
  const fresh = newCandidates.filter((tile) => !shown.has(tile.id)).slice(0, NEW_ROW_SIZE);
  const { id, code, decimals, symbol_before, symbol_after } = catalog.currency;
  return {
    currency: { id, code, decimals, symbol_before, symbol_after },
    categories,
    services,
    top: toTileViews(top),
    sale: toTileViews(sale),
    fresh: toTileViews(fresh),
    posts,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  const image = data?.services.map((s) => s.image).find((i) => mediaUrl(i, 1200) !== null) ?? null;
  // seo: shared head tags (app/lib/seo/seo.ts) with the Organization and WebSite (search box) JSON-LD
  return pageMeta(matches, {
    title: `${t('app.title')} | ${t('app.tagline')}`,
    fullTitle: true,
    description: t('frame.home_description'),
    path: '/',
    type: 'website',
    image,
    jsonLd: root ? [organizationJsonLd(root.publicUrl, t('app.title'), root.contacts), webSiteJsonLd(root.publicUrl, t('app.title'))] : [],
    extra: image
      ? [
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '675' },
        ]
      : [],
  });
};

/** The currency switch posts here when JavaScript is off (sets the cookie and redirects back). */
export async function action({ request }: Route.ActionArgs) {
  const response = await handleCurrencyForm(request);
  if (response) return response;
  throw new Response(null, { status: 405 });
}

/**
 * Home (SPEC §1): heading, free-delivery info, categories, services, top products, sale goods, new goods, the latest
 * blog posts and the social networks. Only the first category images load eagerly (the first viewport).
 */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { currency: rootCurrency, contacts, locale, deliveryOffer } = useRootData();
  const { currency, categories, services, top, sale, fresh, posts } = loaderData;

  return (
    <div className="shop-container py-8">
      <h1 className="text-3xl font-extrabold text-ink">{t('app.title')}</h1>
      <p className="mt-1 text-lg text-muted">{t('app.tagline')}</p>

      {/* the checkout's threshold, shown only when some offered delivery becomes free (decision 0061) */}
      {deliveryOffer.freeDeliveryFrom !== null ? (
        <p
          className="mt-6 flex items-center gap-3 rounded-lg bg-teal-light px-4 py-3 font-semibold text-ink"
          data-testid="home-free-delivery"
        >
          <TruckIcon size={24} className="shrink-0 text-teal" />
          {t('delivery.free_from', { amount: formatMoney(deliveryOffer.freeDeliveryFrom, rootCurrency) })}
        </p>
      ) : null}

      {categories.length > 0 ? (
        <section aria-labelledby="domov-kategorie" className="mt-8">
          <h2 id="domov-kategorie" className="mb-4 text-2xl font-bold text-ink">
            {t('header.categories')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4 wide:grid-cols-6">
            {categories.map((category, index) => {
              const src = mediaUrl(category.image, 320);
              return (
                <li key={category.id}>
                  <Link
                    to={category.url}
                    className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white hover:border-brand-dark hover:shadow-md"
                  >
                    <span className="block aspect-square bg-brand-light">
                      {src ? (
                        <img
                          src={src}
                          alt=""
                          width={320}
                          height={320}
                          loading={index < 4 ? 'eager' : 'lazy'}
                          fetchPriority={index === 0 ? 'high' : undefined}
                          decoding="async"
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </span>
                    <span className="block px-3 py-2.5 text-center font-semibold text-ink group-hover:text-brand-dark">
                      {category.name}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {services.length > 0 ? (
        <section aria-labelledby="domov-sluzby" className="mt-12">
          <SectionHeader id="domov-sluzby" title={t('home.services_title')} />
          <ServiceCards services={services} />
        </section>
      ) : null}

      {top.length > 0 ? (
        <section aria-labelledby="domov-top" className="mt-12">
          <SectionHeader id="domov-top" title={t('home.top_title')} />
          <ProductGrid tiles={top} currency={currency} staticId="domov-top-zoznam" />
        </section>
      ) : null}

      {sale.length > 0 ? (
        <section aria-labelledby="domov-akcie" className="mt-12">
          <SectionHeader id="domov-akcie" title={t('home.sale_title')} link={{ to: '/produkty/akce', label: t('home.sale_all') }} />
          <ProductGrid tiles={sale} currency={currency} staticId="domov-akcie-zoznam" />
        </section>
      ) : null}

      {fresh.length > 0 ? (
        <section aria-labelledby="domov-novinky" className="mt-12">
          <SectionHeader id="domov-novinky" title={t('home.new_title')} link={{ to: '/produkty/novinky', label: t('home.new_all') }} />
          <ProductGrid tiles={fresh} currency={currency} staticId="domov-novinky-zoznam" />
        </section>
      ) : null}

      {posts.length > 0 ? (
        <section aria-labelledby="domov-blog" className="mt-12">
          <SectionHeader id="domov-blog" title={t('home.blog_title')} link={{ to: '/blog', label: t('home.blog_all') }} />
          <PostTeasers posts={posts} locale={locale} />
        </section>
      ) : null}

      <SocialFollow social={contacts.social} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
