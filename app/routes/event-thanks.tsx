import { Link } from 'react-router';
import type { Route } from './+types/event-thanks';
import { noindexMeta } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches, (t) => t('event.thanks_title'));

/** After a proposal (/eventy/novy): it awaits approval. */
export default function EventThanksPage() {
  const t = useT();
  return (
    <div className="shop-container py-12">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-line bg-white p-8 text-center shadow-sm">
        <p aria-hidden="true" className="text-5xl">
          🎉
        </p>
        <h1 className="text-3xl font-extrabold text-ink">{t('event.thanks_title')}</h1>
        <p className="text-lg text-muted">{t('event.thanks_text')}</p>
        <Link
          to="/eventy"
          className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-dark px-6 font-semibold text-white hover:bg-ink"
        >
          {t('event.back')}
        </Link>
      </div>
    </div>
  );
}
