import { RichText } from '~/components/rich-text';
import { RouteErrorBoundary } from '~/components/error-views';
import { withDeliveryFacts } from '~/lib/root/delivery-facts.server';
import { notFound } from '~/lib/http/responses.server';
import { notFoundMeta, pageMeta } from '~/lib/seo/seo';
import { findPublishedPageBySlug, pageUrl } from '@/domain/content/pages';
import type { Route } from './+types/generic-page';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * /{slug}, /spokojenost and /eshop/{slug?}: a page from the database (content sanitized on the server), or the 404
 * page. The canonical address is the page's own (pageUrl), so the same text is not indexed twice.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const slug = path === '/spokojenost' ? 'spokojenost' : path.startsWith('/eshop') ? (params.slug ?? 'eshop') : params.slug;
  if (!slug || !SLUG.test(slug)) notFound();
  const page = await findPublishedPageBySlug(context.services.db, slug);
  if (!page) notFound();
  return { page: await withDeliveryFacts(page, request, context), canonical: pageUrl(page) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta(matches, { title: data.page.title, description: data.page.metaDescription ?? data.page.content, path: data.canonical })
    : notFoundMeta(matches);

export default function GenericPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="shop-container py-8">
      <div className="max-w-3xl">
        <h1 className="mb-6 text-3xl font-bold text-ink">{page.title}</h1>
        <RichText html={page.content} />
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
