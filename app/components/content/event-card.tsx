import { Link } from 'react-router';
import type { EventListItem } from '@/domain/content/events';
import type { Locale } from '@/i18n';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { eventBadge, formatEventWhen } from './content-dates';

/** An event in the list: a calendar badge, title (the link), when and where; past ones are muted. */
export function EventCard({ event, locale }: { event: EventListItem; locale: Locale }) {
  const t = useT();
  const badge = eventBadge(event.startsAt, locale);
  const src = mediaUrl(event.image, 320);
  return (
    <article
      className={`group relative flex h-full gap-4 rounded-xl border border-line bg-white p-4 hover:border-brand-dark hover:shadow-md ${event.isPast ? 'opacity-90' : ''}`}
    >
      <div
        aria-hidden="true"
        className={`flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-lg ${event.isPast ? 'bg-surface text-muted' : 'bg-pink-light text-pink'}`}
      >
        <span className="text-2xl leading-none font-extrabold">{badge.day}</span>
        <span className="text-sm font-semibold">{badge.month}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-lg leading-snug font-bold text-ink">
          <Link to={event.url} prefetch="intent" className="group-hover:text-brand-dark after:absolute after:inset-0">
            {event.title}
          </Link>
        </h3>
        <p className="text-sm text-ink">
          <span className="sr-only">{t('event.when')}: </span>
          <time dateTime={event.startsAt}>{formatEventWhen(event.startsAt, event.endsAt, locale)}</time>
        </p>
        {event.place ? (
          <p className="text-sm text-muted">
            <span className="sr-only">{t('event.where')}: </span>
            {event.place}
          </p>
        ) : null}
      </div>
      {src ? (
        <img
          src={src}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="hidden h-24 w-24 shrink-0 rounded-lg object-cover tablet:block"
        />
      ) : null}
    </article>
  );
}
