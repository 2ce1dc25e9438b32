import { Link, redirect } from 'react-router';
import type { Route } from './+types/event-detail';
import { getPublishedEvent } from '@/domain/content/events';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { formatEventWhen } from '~/components/content/content-dates';
import { RichContent } from '~/components/content/rich-content';
import { FormNotice } from '~/components/forms/field';
import { RouteErrorBoundary } from '~/components/error-views';
import { eventJsonLd } from '~/lib/seo/content-json-ld';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { notFound, requireId } from '~/lib/http/responses.server';
import { breadcrumbJsonLd, notFoundMeta, pageMeta, seoContext } from '~/lib/seo/seo';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** Event detail /eventy/{id}/{slug}: unknown or not yet approved → 404, a wrong slug → 301 to the canonical URL. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = requireId(params.id);
  const event = await getPublishedEvent(context.services.db, id, context.services.now());
  if (!event) notFound();
  const url = new URL(request.url);
  if (url.pathname !== event.url) throw redirect(`${event.url}${url.search}`, 301);
  return { event };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { event } = data;
  const { t, publicUrl, siteName } = seoContext(matches);
  return pageMeta(matches, {
    title: event.title,
    description: event.description,
    path: event.url,
    image: event.image,
    imageAlt: event.title,
    jsonLd: [
      eventJsonLd(publicUrl, event, siteName),
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        { name: t('event.list_title'), path: '/eventy' },
        { name: event.title, path: event.url },
      ]),
    ],
  });
};

export default function EventDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const { event } = loaderData;
  const hero = mediaUrl(event.image, 800);
  return (
    <div className="shop-container py-8">
      <Breadcrumbs
        crumbs={[
          { id: 'eventy', name: t('event.list_title'), url: '/eventy' },
          { id: event.id, name: event.title, url: event.url },
        ]}
      />
      <article className="mt-6">
        <h1 className="text-3xl leading-tight font-extrabold text-ink desktop:text-4xl">{event.title}</h1>
        {event.isPast ? (
          <div className="mt-4">
            <FormNotice kind="info">{t('event.finished')}</FormNotice>
          </div>
        ) : null}
        <div className="mt-6 grid gap-8 desktop:grid-cols-[minmax(0,1fr)_22rem] desktop:items-start">
          <div>
            {hero ? (
              <img
                src={hero}
                srcSet={mediaSrcSet(event.image, [480, 640, 800, 1200])}
                sizes="(min-width: 1024px) 640px, calc(100vw - 2rem)"
                alt=""
                width={1200}
                height={675}
                fetchPriority="high"
                decoding="async"
                className="aspect-video h-auto w-full rounded-xl bg-surface object-cover"
              />
            ) : null}
            <RichContent html={event.description} className={hero ? 'mt-6' : ''} />
          </div>
          <aside
            aria-label={t('event.details')}
            className="order-first rounded-xl bg-surface p-5 desktop:sticky desktop:top-32 desktop:order-none"
          >
            <dl className="flex flex-col gap-4">
              <div>
                <dt className="text-sm font-semibold text-muted">{t('event.when')}</dt>
                <dd className="mt-1 font-semibold text-ink">
                  <time dateTime={event.startsAt}>{formatEventWhen(event.startsAt, event.endsAt, locale)}</time>
                </dd>
              </div>
              {event.place ? (
                <div>
                  <dt className="text-sm font-semibold text-muted">{t('event.where')}</dt>
                  <dd className="mt-1 text-ink">{event.place}</dd>
                </div>
              ) : null}
              {event.store ? (
                <div>
                  <dt className="text-sm font-semibold text-muted">{t('event.store')}</dt>
                  <dd className="mt-1">
                    <Link to={event.store.url} className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink">
                      {event.store.name}
                    </Link>
                  </dd>
                </div>
              ) : null}
              {event.organizerName ? (
                <div>
                  <dt className="text-sm font-semibold text-muted">{t('event.organizer')}</dt>
                  <dd className="mt-1 text-ink">{event.organizerName}</dd>
                </div>
              ) : null}
            </dl>
            <p className="mt-6 border-t border-line pt-4">
              <Link to="/eventy" className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink">
                ← {t('event.back')}
              </Link>
            </p>
          </aside>
        </div>
      </article>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
