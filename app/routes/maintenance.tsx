import { data } from 'react-router';
import { useT } from '~/lib/root/use-root-data';
import type { Route } from './+types/maintenance';

export const meta: Route.MetaFunction = () => [{ title: 'Práve prebieha údržba | Party shop' }, { name: 'robots', content: 'noindex' }];

/** Reached only while the maintenance setting is on (the server redirects here); answers 503 with Retry-After. */
export function loader() {
  return data({ ok: true }, { status: 503, headers: { 'Retry-After': '120' } });
}

export function headers() {
  return { 'Retry-After': '120', 'Cache-Control': 'no-store' };
}

export default function Maintenance() {
  const t = useT();
  return (
    <section className="max-w-lg text-center">
      <p className="text-5xl" aria-hidden="true">
        🎈
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('maintenance.title')}</h1>
      <p className="mt-3 text-muted">{t('maintenance.text')}</p>
    </section>
  );
}
