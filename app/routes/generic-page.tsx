import { RichText } from '~/components/rich-text';
import { RouteErrorBoundary } from '~/components/error-views';
import { notFound } from '~/lib/responses.server';
import { findPublishedPageBySlug } from '@/domain/content/pages';
import type { Route } from './+types/generic-page';

/** /{slug}, /spokojenost and /eshop/{slug?}: a page from the database, or 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const slug = path === '/spokojenost' ? 'spokojenost' : path.startsWith('/eshop') ? (params.slug ?? 'eshop') : params.slug;
  if (!slug || slug.length > 200) notFound();
  const page = await findPublishedPageBySlug(context.services.db, slug);
  if (!page) notFound();
  return { page };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [{ title: `${data.page.title} | Party shop` }, ...(data.page.metaDescription ? [{ name: 'description', content: data.page.metaDescription }] : [])]
    : [{ title: 'Stránka nenájdená | Party shop' }, { name: 'robots', content: 'noindex' }];

export default function GenericPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="shop-container py-8">
      <h1 className="mb-6 text-3xl font-bold">{page.title}</h1>
      <RichText html={page.content} />
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
