/** Dates of blog posts, job ads and events in the shop's time zone, so the server and the browser agree. */
import type { Locale } from '@/i18n';
import { formatLongShopDate, shopDateTimeFormat } from '@/lib/shop-time';

const DATE_LOCALES: Record<Locale, string> = { sk: 'sk-SK', cs: 'cs-CZ' };

function format(locale: Locale, kind: 'weekday' | 'time'): Intl.DateTimeFormat {
  return shopDateTimeFormat(
    DATE_LOCALES[locale] ?? 'sk-SK',
    kind === 'time' ? { hour: 'numeric', minute: '2-digit' } : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  );
}

/** '23. novembra 2026' (without Intl: src/lib/shop-time.ts) */
export const formatLongDate = (iso: string, locale: Locale) => formatLongShopDate(iso, locale);

/** The day of an event and its hours: 'sobota 4. júla 2026, 10:00 – 12:00' (end on another day: its date too). */
export function formatEventWhen(startsAt: string, endsAt: string | null, locale: Locale): string {
  const day = format(locale, 'weekday').format(new Date(startsAt));
  const start = format(locale, 'time').format(new Date(startsAt));
  if (!endsAt) return `${day}, ${start}`;
  const sameDay = formatLongDate(startsAt, locale) === formatLongDate(endsAt, locale);
  const end = format(locale, 'time').format(new Date(endsAt));
  return sameDay ? `${day}, ${start} – ${end}` : `${day}, ${start} – ${formatLongDate(endsAt, locale)}, ${end}`;
}

/** Day and month parts for an event's calendar badge: { day: '4', month: 'júl' }. */
export function eventBadge(startsAt: string, locale: Locale): { day: string; month: string } {
  const tag = DATE_LOCALES[locale] ?? 'sk-SK';
  const d = new Date(startsAt);
  const day = shopDateTimeFormat(tag, { day: 'numeric' }).format(d).replace('.', '');
  const month = shopDateTimeFormat(tag, { month: 'short' }).format(d);
  return { day, month };
}
