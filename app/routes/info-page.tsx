import { redirect } from 'react-router';
import { RichText } from '~/components/rich-text';
import { RouteErrorBoundary } from '~/components/error-views';
import { notFound, requireId } from '~/lib/responses.server';
import { findPublishedPageById, findPublishedPageBySlug, pageUrl } from '@/domain/content/pages';
import type { Route } from './+types/info-page';

const NAMED_PAGES: Record<string, string> = { '/info/kontakt': 'kontakt', '/info/rozvoz': 'rozvoz', '/info/o-nas': 'o-nas' };

/** /info/{id}/{slug} (a wrong slug redirects 301 to the canonical one) and the named /info/kontakt, rozvoz, o-nas. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const named = NAMED_PAGES[new URL(request.url).pathname];
  if (named) {
    const page = await findPublishedPageBySlug(db, named);
    if (!page) notFound();
    return { page };
  }
  const page = await findPublishedPageById(db, requireId(params.id));
  if (!page) notFound();
  if (page.slug !== params.slug) throw redirect(pageUrl(page), 301);
  return { page };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [{ title: `${data.page.title} | Party shop` }, ...(data.page.metaDescription ? [{ name: 'description', content: data.page.metaDescription }] : [])]
    : [{ title: 'Stránka nenájdená | Party shop' }, { name: 'robots', content: 'noindex' }];

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="shop-container py-8">
      <h1 className="mb-6 text-3xl font-bold">{page.title}</h1>
      <RichText html={page.content} />
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
