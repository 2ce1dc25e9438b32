import { Link, redirect } from 'react-router';
import { RichText } from '~/components/rich-text';
import { RouteErrorBoundary } from '~/components/error-views';
import { withDeliveryFacts } from '~/lib/root/delivery-facts.server';
import { notFound, requireId } from '~/lib/http/responses.server';
import { notFoundMeta, pageMeta, seoContext, breadcrumbJsonLd } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';
import { findPublishedPageById, findPublishedPageBySlug, NAMED_PAGE_PATHS, pageUrl } from '@/domain/content/pages';
import { findServiceByPageId } from '@/domain/content/service-inquiries';
import type { Route } from './+types/info-page';

const NAMED_SLUGS: Record<string, string> = Object.fromEntries(Object.entries(NAMED_PAGE_PATHS).map(([slug, path]) => [path, slug]));

/**
 * /info/{id}/{slug} and the named /info/kontakt, /info/rozvoz, /info/o-nas: a page from the database, its content
 * sanitized on the server. A wrong slug, or the id path of a named page, redirects 301 to the canonical address
 * (pageUrl) keeping the query; unknown → 404. A service's info page links to the service's inquiry form; the
 * 'Doprava a platba' page shows the configured carriers and payment methods (decision 0061).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const url = new URL(request.url);
  const named = NAMED_SLUGS[url.pathname];
  const page = named ? await findPublishedPageBySlug(db, named) : await findPublishedPageById(db, requireId(params.id));
  if (!page) notFound();
  if (pageUrl(page) !== url.pathname) throw redirect(`${pageUrl(page)}${url.search}`, 301);
  const [service, shown] = await Promise.all([findServiceByPageId(db, page.id), withDeliveryFacts(page, request, context)]);
  return { page: shown, service, url: pageUrl(page) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { t, publicUrl } = seoContext(matches);
  const { page, url } = data;
  return pageMeta(matches, {
    title: page.title,
    description: page.metaDescription ?? page.content,
    path: url,
    jsonLd: [
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        { name: page.title, path: url },
      ]),
    ],
  });
};

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, service } = loaderData;
  return (
    <article className="shop-container py-8">
      <div className="max-w-3xl">
        <h1 className="mb-6 text-3xl font-bold text-ink">{page.title}</h1>
        <RichText html={page.content} />
        {service ? (
          <p className="mt-8">
            <Link
              to={`${service.url}#dopyt`}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-dark px-6 font-semibold text-white hover:bg-ink"
            >
              {t('service.inquiry_title')}: {service.title}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
