import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product-list-special';
import { translator, type MessageKey } from '@/i18n';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { loadListingPage } from '~/components/catalog/listing/listing-loader.server';
import { listingMeta } from '~/components/catalog/listing/listing-meta';
import { isLoadMoreStep } from '~/components/catalog/listing/listing-state';
import { ListingBody } from '~/components/catalog/listing/listing-view';
import { RouteErrorBoundary } from '~/components/error-views';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

type Kind = 'new' | 'sale';
const KINDS: Record<Kind, { path: string; title: MessageKey; intro: MessageKey }> = {
  new: { path: '/produkty/novinky', title: 'listing.new_title', intro: 'listing.new_intro' },
  sale: { path: '/produkty/akce', title: 'listing.sale_title', intro: 'listing.sale_intro' },
};

/** /produkty/novinky (published in the last 30 days) and /produkty/akce (sale price active now): the category listing machinery. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind: Kind = new URL(request.url).pathname.replace(/\/+$/, '') === KINDS.sale.path ? 'sale' : 'new';
  const listing = await loadListingPage(request, context, kind === 'sale' ? { sale: true } : { new: true });
  return { kind, listing };
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
  if (!data) return [{ title: `${t('error.not_found_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex' }];
  const kind = KINDS[data.kind];
  return listingMeta({
    t,
    locale: root?.locale,
    publicUrl: root?.publicUrl ?? '',
    path: kind.path,
    title: t(kind.title),
    description: t(kind.intro),
    state: data.listing.state,
    pageCount: data.listing.pageCount,
  });
};

export default function ProductListSpecialPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const kind = KINDS[loaderData.kind];
  const title = t(kind.title);
  return (
    <div className="shop-container py-6">
      <Breadcrumbs crumbs={[{ id: kind.path, name: title, url: kind.path }]} />
      <h1 className="mt-3 text-3xl font-extrabold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{t(kind.intro)}</p>
      <ListingBody data={loaderData.listing} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
