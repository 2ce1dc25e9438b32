import type { MessageKey, Translate } from '@/i18n';
import { displayTime, groupOpeningHours, type DayHours, type OpenState } from '@/domain/stores/opening-hours';
import { useT } from '~/lib/root/use-root-data';

const dayKey = (day: number) => `stores.day.${day}` as MessageKey;
const dayShortKey = (day: number) => `stores.day_short.${day}` as MessageKey;
const onDayKey = (day: number) => `stores.on_day.${day}` as MessageKey;

/** 'Otvorené · zatvárame o 21:00' / 'Zatvorené · otvárame zajtra o 9:00'. */
function openStateText(t: Translate, state: OpenState): { label: string; detail: string | null } {
  if (state.isOpen) return { label: t('stores.open_now'), detail: t('stores.closes_at', { time: displayTime(state.closesAt) }) };
  const next = state.opensAt;
  if (!next) return { label: t('stores.closed_now'), detail: null };
  const time = displayTime(next.time);
  const detail =
    next.when === 'today'
      ? t('stores.opens_today', { time })
      : next.when === 'tomorrow'
        ? t('stores.opens_tomorrow', { time })
        : t('stores.opens_on', { day: t(onDayKey(next.day)), time });
  return { label: t('stores.closed_now'), detail };
}

/** The open-now badge (computed on the server for the moment of the request, in shop time). */
export function OpenStateBadge({ state }: { state: OpenState }) {
  const t = useT();
  const { label, detail } = openStateText(t, state);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="store-open-state" data-open={state.isOpen ? 'true' : 'false'}>
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-bold ${
          state.isOpen ? 'bg-teal-light text-success' : 'bg-surface text-danger'
        }`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${state.isOpen ? 'bg-success' : 'bg-danger'}`} />
        {label}
      </span>
      {detail ? <span className="text-muted">{detail}</span> : null}
    </p>
  );
}

/** Compact hours: 'Po – Pi 9:00 – 18:00', 'So 9:00 – 13:00', 'Ne zatvorené'. */
export function CompactHours({ hours }: { hours: DayHours[] }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {groupOpeningHours(hours).map((g) => (
        <div key={g.from} className="contents">
          <dt className="font-semibold text-ink">
            {g.from === g.to ? t(dayShortKey(g.from)) : `${t(dayShortKey(g.from))} – ${t(dayShortKey(g.to))}`}
          </dt>
          <dd className="text-ink">{g.open && g.close ? `${displayTime(g.open)} – ${displayTime(g.close)}` : t('stores.closed_day')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every day in a table; today (shop time) is marked. */
export function HoursTable({ hours, today }: { hours: DayHours[]; today: number }) {
  const t = useT();
  return (
    <table className="w-full max-w-sm text-left text-base" data-testid="store-hours">
      <caption className="sr-only">{t('stores.hours_title')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('stores.hours_day')}</th>
          <th scope="col">{t('stores.hours_time')}</th>
        </tr>
      </thead>
      <tbody>
        {hours.map((h) => {
          const isToday = h.day === today;
          return (
            <tr
              key={h.day}
              className={`border-b border-line last:border-0 ${isToday ? 'font-bold' : ''}`}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row" className="py-1.5 pr-4 font-semibold text-ink">
                {t(dayKey(h.day))}
                {isToday ? <span className="ml-2 text-sm font-normal text-muted">({t('stores.today')})</span> : null}
              </th>
              <td className="py-1.5 text-ink">
                {h.open && h.close ? `${displayTime(h.open)} – ${displayTime(h.close)}` : t('stores.closed_day')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One address line: 'Hlavná 17, 917 01 Trnava'. */
export const addressLine = (s: { street: string | null; zip: string | null; town: string | null }) =>
  [s.street, [s.zip, s.town].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** schema.org Store of a branch (JSON-LD) with its opening hours. */
export function storeJsonLd(
  store: {
    id: number;
    name: string;
    street: string | null;
    zip: string | null;
    town: string | null;
    email: string | null;
    phone: string | null;
    lat: number | null;
    lng: number | null;
    url: string;
    image: string | null;
    openingHours: DayHours[];
  },
  options: { base: string; image: string | null; openingHoursSpecification: unknown[] },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${options.base}${store.url}#store`,
    name: store.name,
    url: `${options.base}${store.url}`,
    ...(options.image ? { image: options.image } : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(store.street ? { streetAddress: store.street } : {}),
      ...(store.town ? { addressLocality: store.town } : {}),
      ...(store.zip ? { postalCode: store.zip } : {}),
      addressCountry: 'SK',
    },
    ...(store.lat !== null && store.lng !== null ? { geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng } } : {}),
    openingHoursSpecification: options.openingHoursSpecification,
    parentOrganization: { '@id': `${options.base}/#organization` },
  };
}
