import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/category';
import { getCategoryPage } from '@/domain/catalog/category-page';
import { translator } from '@/i18n';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { loadListingPage } from '~/components/catalog/listing/listing-loader.server';
import { listingMeta } from '~/components/catalog/listing/listing-meta';
import { isLoadMoreStep } from '~/components/catalog/listing/listing-state';
import { ListingBody } from '~/components/catalog/listing/listing-view';
import { SizeTable } from '~/components/catalog/listing/size-table';
import { SubcategoryTiles } from '~/components/catalog/listing/subcategory-tiles';
import { RouteErrorBoundary } from '~/components/error-views';
import { RichText } from '~/components/rich-text';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import type { RootData } from '~/lib/root/root-data';
import { breadcrumbJsonLd } from '~/lib/seo/seo';
import { notFound } from '~/lib/http/responses.server';

const ID_PATTERN = /^\d{1,9}$/;
const BACKUP_PREFIX = '/backup-products/';

/**
 * Category listing /{id}/{category} and the alias /backup-products/{id?}/{category}.
 * Non-numeric, unknown or hidden category → 404; a wrong slug (or the alias) → 301 to /{id}/{slug} keeping the query;
 * the alias without an id finds the category by its slug. Malformed filters are ignored (listing-loader.server.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, richText } = context.services;
  const url = new URL(request.url);
  const rawId = params.id as string | undefined;
  const slug = params.category;
  const backup = url.pathname.startsWith(BACKUP_PREFIX);

  let ref: { id: number } | { slug: string };
  if (rawId !== undefined) {
    if (!ID_PATTERN.test(rawId) || Number(rawId) === 0) notFound();
    ref = { id: Number(rawId) };
  } else if (backup && slug) {
    ref = { slug };
  } else {
    notFound();
  }
  const [category, catalog] = await Promise.all([getCategoryPage(db, ref, { richText }), loadCatalogContext(request, context)]);
  if (!category) notFound();
  if (backup || rawId !== String(category.id) || slug !== category.slug) throw redirect(`${category.url}${url.search}`, 301);

  const listing = await loadListingPage(request, context, { categoryId: category.id }, catalog);
  if (listing.fragment) return { category: null, listing };
  return { category, listing };
}

/** 'Load more' only records the shown pages in the URL: its tiles came through a fetcher, nothing is refetched. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && isLoadMoreStep(currentUrl.searchParams, nextUrl.searchParams))
    return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  if (!data?.category) return [{ title: `${t('error.not_found_title')} | Party shop` }, { name: 'robots', content: 'noindex' }];
  const { category, listing } = data;
  const plain = category.description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const publicUrl = root?.publicUrl ?? '';
  return listingMeta({
    t,
    locale: root?.locale,
    publicUrl,
    path: category.url,
    title: category.name,
    description: plain ? plain.slice(0, 160) : t('listing.meta_description', { name: category.name }),
    state: listing.state,
    pageCount: listing.pageCount,
    image: category.image,
    // seo: the category's place in the tree (the breadcrumb ends with the category itself)
    jsonLd: [
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        ...category.breadcrumb.map((c) => ({ name: c.name, path: c.url })),
      ]),
    ],
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, listing } = loaderData;
  if (!category) return null;
  return (
    <div className="shop-container py-6">
      <Breadcrumbs crumbs={category.breadcrumb} />
      <h1 className="mt-3 text-3xl font-extrabold text-ink">{category.name}</h1>
      {category.description ? <RichText html={category.description} className="mt-2 max-w-3xl text-muted [&_p]:mt-2" /> : null}
      <SubcategoryTiles tiles={category.subcategories} />
      <SizeTable html={category.sizeTable} />
      <ListingBody data={listing} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
