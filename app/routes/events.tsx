import { Link } from 'react-router';
import type { Route } from './+types/events';
import { listPublishedEvents } from '@/domain/content/events';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { EventCard } from '~/components/content/event-card';
import { RouteErrorBoundary } from '~/components/error-views';
import { breadcrumbJsonLd, pageMeta, seoContext } from '~/lib/seo/seo';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** Events (SPEC §2 /eventy): published upcoming events, soonest first, then the latest past ones. */
export async function loader({ context }: Route.LoaderArgs) {
  return listPublishedEvents(context.services.db, context.services.now());
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, publicUrl } = seoContext(matches);
  return pageMeta(matches, {
    title: t('event.list_title'),
    description: t('event.list_intro'),
    path: '/eventy',
    jsonLd: [
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        { name: t('event.list_title'), path: '/eventy' },
      ]),
    ],
  });
};

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const { upcoming, past } = loaderData;
  return (
    <div className="shop-container py-8">
      <Breadcrumbs crumbs={[{ id: 'eventy', name: t('event.list_title'), url: '/eventy' }]} />
      <div className="mt-4 flex flex-col gap-4 desktop:flex-row desktop:items-end desktop:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-ink">{t('event.list_title')}</h1>
          <p className="mt-2 max-w-3xl text-lg text-muted">{t('event.list_intro')}</p>
        </div>
      </div>

      <section aria-labelledby="eventy-pripravujeme" className="mt-8">
        <h2 id="eventy-pripravujeme" className="mb-4 text-2xl font-bold text-ink">
          {t('event.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="rounded-lg bg-surface px-4 py-6 text-center text-muted">{t('event.none_upcoming')}</p>
        ) : (
          <ul className="grid gap-4 desktop:grid-cols-2">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <aside className="mt-10 flex flex-col gap-3 rounded-xl bg-teal-light p-5 tablet:flex-row tablet:items-center tablet:justify-between">
        <p className="font-semibold text-ink">{t('event.propose_text')}</p>
        <Link
          to="/eventy/novy"
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-brand-dark px-6 font-semibold text-white hover:bg-ink"
        >
          {t('event.propose_cta')}
        </Link>
      </aside>

      {past.length > 0 ? (
        <section aria-labelledby="eventy-uplynule" className="mt-10">
          <h2 id="eventy-uplynule" className="mb-4 text-2xl font-bold text-ink">
            {t('event.past')}
          </h2>
          <ul className="grid gap-4 desktop:grid-cols-2">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
